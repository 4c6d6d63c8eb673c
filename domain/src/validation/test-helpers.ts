import type { z } from 'zod';

/** The messages a schema fails an input with, each as `path: message` ('' path for the root). */
export function failures(schema: z.ZodTypeAny, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The messages alone. */
export function messages(schema: z.ZodTypeAny, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
