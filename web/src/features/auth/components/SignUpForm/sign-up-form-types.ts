import type { signUpFormSchema } from '@market/domain';
import type { z } from 'zod';
import type { ZodForm } from '@/lib/forms/use-zod-form';

/** The sign-up form as react-hook-form holds it (domain's signUpFormSchema). */
export type SignUpZodForm = ZodForm<
  z.input<typeof signUpFormSchema>,
  z.output<typeof signUpFormSchema>
>;
