/**
 * Server refusals that belong to one field of a form, so the form can show them on that input:
 * error codes that name a field (EMAIL_TAKEN is about the e-mail) and the field paths of a
 * VALIDATION_FAILED message (`body.referrerCode: validation.referrer.invalid; …`, as the mock
 * server and the contract runner word it). Messages are message keys like the form's own
 * (`validation.referrer.invalid`, `auth.errors.emailTaken`), translated where they are shown.
 */
import { validationMessageKeys } from '@market/domain';
import type { ApiError, ApiErrorCode } from '@/lib/api/api-error';

export interface FieldRefusal<F extends string> {
  field: F;
  message: string;
}

/** Which field a code is about, with the message key to show there. */
export type FieldCodes<F extends string> = Partial<Record<ApiErrorCode, FieldRefusal<F>>>;

const knownKeys = new Set<string>(validationMessageKeys);

/** `body.<field>: <validation key>` pairs of a VALIDATION_FAILED message, for the given fields. */
function validationRefusals<F extends string>(
  message: string,
  fields: readonly F[],
): FieldRefusal<F>[] {
  return message.split(';').flatMap((part) => {
    const match = /^\s*body\.([\w.]+):\s*(validation\.[\w.]+)\s*$/.exec(part);
    const field = fields.find((candidate) => candidate === match?.[1]);
    return field && match?.[2] && knownKeys.has(match[2]) ? [{ field, message: match[2] }] : [];
  });
}

/** The refusals of `error` that a form with `fields` can show on its inputs (none for others). */
export function serverFieldErrors<F extends string>(
  error: ApiError,
  fields: readonly F[],
  codes: FieldCodes<F> = {},
): FieldRefusal<F>[] {
  const byCode = codes[error.code];
  if (byCode) return [byCode];
  if (error.code === 'VALIDATION_FAILED') return validationRefusals(error.message, fields);
  return [];
}
