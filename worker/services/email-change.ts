import { eq } from 'drizzle-orm';
import type { EmailChangeConfirmInput, EmailChangeInput } from '../contracts/account.ts';
import * as schema from '../db/schema.ts';
import { ApiError, isUniqueViolation } from '../lib/errors.ts';
import { confirmCurrentPassword } from './accounts.ts';
import { emailChangedNotice, emailInUseNotice, sendMail } from './mail.ts';
import { sendMailAfterResponse } from './mail-outbox.ts';
import { mailLanguage } from './mail-texts.ts';
import { enforceRateLimit, RATE_RULES } from './rate-limit.ts';
import { signingSecrets } from './secrets.ts';
import { publicUser } from './sessions.ts';
import { consumeUserCode, sendEmailChangeCode, sendUnlessLimited } from './verification.ts';
import type { SignedInContext, User } from '../env.ts';

/**
 * docs/product.md §3.16: a new e-mail address takes effect only once a code sent to it has been typed back, by the
 * signed-in user who asked, with their password. Until then the account keeps its address for everything.
 */
export const emailChangeSent = (email: string) => `We have sent a 6-digit code to ${email}. Enter it here to confirm your new address.`;
export const EMAIL_CHANGED = 'Your e-mail address has been changed.';
const SAME_ADDRESS = 'This is already your e-mail address.';
const ADDRESS_TAKEN = 'Another account already uses this e-mail address.';

/**
 * Step one. The answer is the same whether or not another account uses the address, so the account page cannot be
 * used to find out who is registered: a used address gets a notice instead of a code (so its owner learns why), a
 * free one the code; both at most 3 mails an hour per address, and at most 5 requests an hour per account.
 */
export async function requestEmailChange(ctx: SignedInContext, input: EmailChangeInput) {
  const { db, user } = ctx;
  await enforceRateLimit(db, RATE_RULES.emailChangeRequest, user.id);
  await confirmCurrentPassword(db, user, input.password, 'password');
  if (input.email === user.email) throw new ApiError(400, SAME_ADDRESS, [{ field: 'email', message: SAME_ADDRESS }]);
  const [taken] = await db
    .select({ id: schema.users.id, language: schema.users.language })
    .from(schema.users)
    .where(eq(schema.users.email, input.email))
    .limit(1);
  await sendUnlessLimited(async () => {
    if (!taken) return sendEmailChangeCode(ctx, user, input.email);
    await enforceRateLimit(db, RATE_RULES.emailChangeSend, input.email);
    // In the language of the account that holds the address: it is that account's holder who reads it. Sent within the
    // request, as the code to a free address is, so the answer takes as long either way.
    await sendMail(db, ctx.env, emailInUseNotice(mailLanguage(taken.language), input.email));
  });
  return { email: input.email, message: emailChangeSent(input.email) };
}

/**
 * Step two: the code proves the new mailbox, so the address changes and counts as verified; every other code the
 * account was sent (to the old address) dies in the same batch. The old address is told. If another account took the
 * address meanwhile, the unique index refuses the change.
 */
export async function confirmEmailChange(ctx: SignedInContext, { otp }: EmailChangeConfirmInput) {
  const { db, env, user } = ctx;
  const email = await consumeUserCode(db, signingSecrets(env), user.id, otp, 'change-email');
  let updated: User | undefined;
  try {
    [[updated]] = await db.batch([
      db.update(schema.users).set({ email, emailVerified: true, updatedAt: new Date() }).where(eq(schema.users.id, user.id)).returning(),
      db.delete(schema.verificationCodes).where(eq(schema.verificationCodes.userId, user.id)),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(409, ADDRESS_TAKEN, [{ field: 'email', message: ADDRESS_TAKEN }]);
    }
    throw error;
  }
  if (!updated) throw new ApiError(404, 'Account not found');
  // After the response and until it goes (services/mail-outbox.ts): the change is made, the notice must not be lost.
  await sendMailAfterResponse(ctx, emailChangedNotice(mailLanguage(user.language), user.email, user.name, email));
  return publicUser(updated);
}
