import { z } from 'zod';
import { passwordField } from './validation';

export const PASSWORD_MISMATCH = 'Passwords do not match';

/** New password (spec §5 rules) typed twice, for /reset-password and the profile's change-password form. */
export const newPasswordSchema = z
  .object({ password: passwordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: PASSWORD_MISMATCH });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
