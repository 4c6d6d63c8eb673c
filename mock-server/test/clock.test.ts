import { describe, expect, it } from 'vitest';
import { TEST_NOW, build } from './helpers/build';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('/__mock/clock', () => {
  it("starts at the world's reference time", async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/__mock/clock' });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toEqual({
      now: new Date(TEST_NOW).toISOString(),
      business: '2026-03-02 10:00:00',
      epochMs: TEST_NOW,
      startedAt: new Date(TEST_NOW).toISOString(),
      offsetMs: 0,
      mode: 'frozen',
    });
  });

  it('sets the time from an ISO 8601 string or epoch milliseconds', async () => {
    const app = await build();
    const set = await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      payload: { now: '2026-12-24T18:30:00+09:00' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().response.business).toBe('2026-12-24 18:30:00');

    const epoch = Date.parse('2027-01-01T00:00:00Z');
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { now: epoch } });
    const res = await app.inject({ method: 'GET', url: '/__mock/clock' });
    expect(res.json().response.epochMs).toBe(epoch);
  });

  it('advances by days, hours and minutes, and stays put between calls', async () => {
    const app = await build();
    const advanced = await app.inject({
      method: 'POST',
      url: '/__mock/clock',
      payload: { days: 3, hours: 2, minutes: 30 },
    });
    expect(advanced.json().response.epochMs).toBe(TEST_NOW + 3 * DAY + 2.5 * HOUR);

    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { hours: 1 } });
    const res = await app.inject({ method: 'GET', url: '/__mock/clock' });
    expect(res.json().response.epochMs).toBe(TEST_NOW + 3 * DAY + 3.5 * HOUR);
    expect(res.json().response.offsetMs).toBe(3 * DAY + 3.5 * HOUR);
  });

  it.each([
    [{}, 'body'],
    [{ days: -1 }, 'body.days'],
    [{ days: 1.5 }, 'body.days'],
    [{ now: 'tomorrow' }, 'body.now'],
    [{ now: '2026-03-02T10:00:00+09:00', days: 1 }, 'body'],
  ])('refuses %j with VALIDATION_FAILED naming %s', async (payload, path) => {
    const app = await build();
    const res = await app.inject({ method: 'POST', url: '/__mock/clock', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain(path);

    const clock = await app.inject({ method: 'GET', url: '/__mock/clock' });
    expect(clock.json().response.epochMs).toBe(TEST_NOW);
  });

  it('follows real time when running', async () => {
    const app = await build({ clockMode: 'running' });
    const first = (await app.inject({ method: 'GET', url: '/__mock/clock' })).json().response;
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = (await app.inject({ method: 'GET', url: '/__mock/clock' })).json().response;
    expect(first.mode).toBe('running');
    expect(second.epochMs - first.epochMs).toBeGreaterThanOrEqual(25);
  });
});
