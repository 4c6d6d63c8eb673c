/**
 * Request bodies built from domain's form schemas, so that the web form and the server check the
 * same fields with the same i18n message keys.
 */
import { z } from 'zod';

/** What the OpenAPI document says of a box that must be ticked (and lists `true` as its one value). */
export const TICKED_DESCRIPTION = 'Must be true: the box is ticked';

/**
 * A consent box that must be ticked (domain's `agreementField`, a boolean refined to true): the
 * OpenAPI document cannot read the refinement, so the field says so (openapi.ts adds the enum).
 */
export const ticked = <T extends z.ZodTypeAny>(field: T) => field.describe(TICKED_DESCRIPTION);

/**
 * Adds a form's cross-field rules (its `superRefine`, e.g. "the e-mail or phone the contact type
 * names") to a strict body made of the form's fields. Only the form's custom issues are copied: the
 * body reports field issues itself, and copying them would report each twice.
 */
export const withFormRules = <B extends z.ZodTypeAny>(body: B, form: z.ZodTypeAny) =>
  body.superRefine((values, ctx) => {
    const result = form.safeParse(values);
    if (result.success) return;
    for (const issue of result.error.issues) {
      if (issue.code === z.ZodIssueCode.custom) {
        ctx.addIssue({ code: issue.code, message: issue.message, path: issue.path });
      }
    }
  });
