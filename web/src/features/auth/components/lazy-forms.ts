/**
 * The auth pages' forms as lazy parts (lib/ui/lazy-part.tsx): each brings react-hook-form and the
 * domain's form schemas (with the country table of its fields), which put the pages over the first
 * load's budget (decision 028); the page's title and intro paint first, the form right after.
 */
import { lazyPart } from '@/lib/ui/lazy-part';

export const LazyIdentityVerificationForm = lazyPart(
  () =>
    import('./IdentityVerificationForm/IdentityVerificationForm').then(
      (module) => module.IdentityVerificationForm,
    ),
  { height: 300 },
);

export const LazyPasswordResetForm = lazyPart(
  () => import('./PasswordResetForm/PasswordResetForm').then((module) => module.PasswordResetForm),
  { height: 220 },
);

export const LazyPasswordRecoveryForm = lazyPart(
  () =>
    import('./PasswordRecoveryForm/PasswordRecoveryForm').then(
      (module) => module.PasswordRecoveryForm,
    ),
  { height: 140 },
);
