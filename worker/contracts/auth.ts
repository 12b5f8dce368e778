import { z } from 'zod';
import { captchaToken } from './bot-check.ts';
import { email, EMAIL_PATTERN, INDIAN_MOBILE_MESSAGE, indianMobile } from './common.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.ts';

/**
 * docs/product.md §4.2, shared by the server and the web forms: the same rules and the same messages on both sides.
 */
export const MIN_PASSWORD = 6;
export const MIN_NAME = 2;
export const CODE_LENGTH = 6;

const emailField = email;

const passwordField = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required')
  .min(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters`)
  .max(200, 'Password must be at most 200 characters');

const nameField = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .min(MIN_NAME, `Name must be at least ${MIN_NAME} characters`)
  .max(100, 'Name must be at most 100 characters');

export const otpField = z
  .string({ message: 'Please enter the 6-digit code.' })
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6-digit code.');

/** The account's current password, asked again before a change that an open session alone must not make. */
export const currentPasswordField = z
  .string({ message: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(200, 'Password must be at most 200 characters');

const confirmField = z.string({ message: 'Please confirm your password' }).min(1, 'Please confirm your password');

/** The language an account's e-mails are written in: English, Kannada or Hindi (contracts/languages.ts). */
export const languageField = z.enum(LANGUAGES, { error: 'Language must be en, kn or hi' });

export const signInSchema = z.object({ email: emailField, password: passwordField, captchaToken });
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    confirmPassword: confirmField,
    captchaToken,
    /** The sign-up page's language (optional; English when absent): the code's mail and the account's mails go in it. */
    language: languageField.default(DEFAULT_LANGUAGE),
  })
  .refine((form) => form.password === form.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * The key a sign-up answers (`data.signupKey`), sent back with its code: it tells the sign-up apart from another one
 * for the same address (worker/services/signups.ts). Optional: with one sign-up waiting, the code alone is enough.
 */
export const signupKeyField = z.string().min(20).max(100).optional();

export const otpSchema = z.object({ email: emailField, otp: otpField, signupKey: signupKeyField });
export type OtpInput = z.infer<typeof otpSchema>;

export const resendCodeSchema = z.object({ email: emailField, signupKey: signupKeyField });

export const profileSchema = z
  .object({
    name: nameField.optional(),
    /** An Indian mobile number, stored as +91 and ten digits; '' or null removes it. */
    phone: z
      .union([z.literal(''), indianMobile], { error: INDIAN_MOBILE_MESSAGE })
      .nullable()
      .optional(),
    avatar: z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/[^\s]+$/i, 'Avatar must be a web address (http or https)')
      .nullable()
      .optional(),
    email: emailField.optional(),
    language: languageField.optional(),
  })
  .strict();
export type ProfileInput = z.infer<typeof profileSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: currentPasswordField,
    newPassword: passwordField,
    confirmPassword: z.string().optional(),
  })
  .refine((form) => form.confirmPassword === undefined || form.confirmPassword === form.newPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const tokenParam = z.object({ token: z.string().min(10).max(200) });
export const signupKeyQuery = z.object({ signupKey: signupKeyField });
export const verifyLinkSchema = tokenParam.extend(signupKeyQuery.shape);

/** Step one of a forgotten password: the address to send a code and link to. */
export const passwordForgotSchema = z.object({ email: emailField, captchaToken });
export type PasswordForgotInput = z.infer<typeof passwordForgotSchema>;

/** A new password and its confirmation, as the reset link's screen asks for them. */
export const newPasswordSchema = z
  .object({ password: passwordField, confirmPassword: confirmField })
  .refine((form) => form.password === form.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/**
 * Step two: the new password, proven by the mailed code (with the address) or by the mailed link's token. The REST
 * contract is {email, otp, password, confirmPassword}; the link's screen sends {token, password, confirmPassword}.
 * One object rather than a union, so that every failure names its field.
 */
export const passwordResetSchema = z
  .object({
    email: emailField.optional(),
    otp: otpField.optional(),
    token: tokenParam.shape.token.optional(),
    password: passwordField,
    confirmPassword: confirmField,
  })
  .superRefine((form, ctx) => {
    if (form.token === undefined) {
      if (form.email === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email is required' });
      if (form.otp === undefined) ctx.addIssue({ code: 'custom', path: ['otp'], message: 'Please enter the 6-digit code.' });
    }
    if (form.password !== form.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
  });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/**
 * docs/product.md §2.15: the e-mail the code screen (/verify-otp) is for, its `email` parameter when that is an e-mail
 * address, else null: the screen then only sends the visitor to sign-up. The web page and the Worker, which answers that
 * redirect itself (worker/routes/spa.ts), ask the same question.
 */
export function verifyOtpEmail(params: URLSearchParams): string | null {
  const address = params.get('email')?.trim() ?? '';
  return EMAIL_PATTERN.test(address) ? address : null;
}
