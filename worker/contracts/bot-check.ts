import { z } from 'zod';

/**
 * docs/product.md §3.22: the bot check (Cloudflare Turnstile) that sign-up, forgotten password, enquiries, contact
 * messages and sign-in after failures ask for when the deployment has its secret.
 */

/** The request body's field that carries the widget's token, and the field a refusal names. */
export const BOT_CHECK_FIELD = 'captchaToken';

/**
 * What each form calls its widget: Turnstile signs the action into the token, and the server checks it. A type, not
 * a list of constants, so the business page's enquiry form names its action without loading zod with the page.
 */
export type BotCheckAction = 'sign-up' | 'sign-in' | 'forgot-password' | 'enquiry' | 'contact';

/** Turnstile's tokens run to about 2,000 characters; anything longer is not one. */
export const captchaToken = z.string().max(2048, 'The security check answer is too long').optional();
