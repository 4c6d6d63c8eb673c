import { describe, expect, it } from 'vitest';
import { holdsSeat } from './membership';

describe('holdsSeat', () => {
  it('holds a seat while approved or awaiting approval, not once rejected or removed', () => {
    expect(holdsSeat('ACTIVE')).toBe(true);
    expect(holdsSeat('PENDING')).toBe(true);
    expect(holdsSeat('REJECTED')).toBe(false);
    expect(holdsSeat('REMOVED')).toBe(false);
  });
});
