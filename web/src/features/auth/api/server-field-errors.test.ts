import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { serverFieldErrors } from './server-field-errors';

const fields = ['email', 'nickname', 'referrerCode', 'agreements.terms'] as const;
const codes = {
  EMAIL_TAKEN: { field: 'email', message: 'auth.errors.emailTaken' },
} as const;

describe('serverFieldErrors', () => {
  it('maps a code that names a field to that field', () => {
    const error = new ApiError('EMAIL_TAKEN', 'An account exists already', 409);
    expect(serverFieldErrors(error, fields, codes)).toEqual([
      { field: 'email', message: 'auth.errors.emailTaken' },
    ]);
  });

  it("reads the fields and message keys of a VALIDATION_FAILED message, skipping others' parts", () => {
    const error = new ApiError(
      'VALIDATION_FAILED',
      'body.referrerCode: validation.referrer.invalid; body.agreements.terms: validation.agreement.required; ' +
        'query.page: Number must be greater than or equal to 1; body.password: Expected string; ' +
        'body.unknown: validation.email.invalid; body.nickname: validation.made.up',
      400,
    );
    expect(serverFieldErrors(error, fields, codes)).toEqual([
      { field: 'referrerCode', message: 'validation.referrer.invalid' },
      { field: 'agreements.terms', message: 'validation.agreement.required' },
    ]);
  });

  it('has nothing for a failure that is about no field', () => {
    expect(serverFieldErrors(new ApiError('INTERNAL_ERROR', 'boom', 500), fields, codes)).toEqual(
      [],
    );
    expect(serverFieldErrors(new ApiError('NETWORK_ERROR', '', 0), fields)).toEqual([]);
  });
});
