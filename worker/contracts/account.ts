import { z } from 'zod';
import { currentPasswordField, otpField } from './auth.ts';
import { email } from './common.ts';

/**
 * docs/product.md §3.15, the account page's requests that need more than a session: a new e-mail address takes effect
 * only after a code sent to it, and both it and erasing the account ask for the current password, so an unattended
 * signed-in browser cannot hand the account to someone else or delete it.
 */
export const emailChangeSchema = z.object({ email, password: currentPasswordField });
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

export const emailChangeConfirmSchema = z.object({ otp: otpField });
export type EmailChangeConfirmInput = z.infer<typeof emailChangeConfirmSchema>;

export const accountDeleteSchema = z.object({ password: currentPasswordField });
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;
