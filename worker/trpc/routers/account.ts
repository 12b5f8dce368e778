import { z } from 'zod';
import {
  otpSchema,
  passwordChangeSchema,
  passwordForgotSchema,
  passwordResetSchema,
  profileSchema,
  resendCodeSchema,
  signInSchema,
  signUpSchema,
  verifyLinkSchema,
} from '../../contracts/auth.ts';
import { accountDeleteSchema, emailChangeConfirmSchema, emailChangeSchema } from '../../contracts/account.ts';
import { idParam } from '../../contracts/common.ts';
import { myReviewsQuerySchema, reviewCreateSchema, reviewReportSchema, reviewUpdateSchema } from '../../contracts/reviews.ts';
import {
  changePassword,
  forgotPassword,
  login,
  PASSWORD_RESET,
  RESET_REQUESTED,
  resetPassword,
  updateProfile,
} from '../../services/accounts.ts';
import { ACCOUNT_DELETED, eraseAccount, exportAccount } from '../../services/account-data.ts';
import { register, resendVerification, verifyEmailLink, verifyOtp } from '../../services/signups.ts';
import { confirmEmailChange, requestEmailChange } from '../../services/email-change.ts';
import { addFavorite, isFavorite, listFavorites, removeFavorite } from '../../services/favorites.ts';
import { createReview, deleteReview, listMyReviews, reportReview, toggleHelpful, updateReview } from '../../services/review-writes.ts';
import { listSessions, publicUser, revokeOtherSessions, revokeOwnSession, revokeSession } from '../../services/sessions.ts';
import { protectedProcedure, publicProcedure, router } from '../init.ts';

export const authRouter = router({
  register: publicProcedure.input(signUpSchema).mutation(({ ctx, input }) => register(ctx, input)),
  login: publicProcedure.input(signInSchema).mutation(({ ctx, input }) => login(ctx, input)),
  verifyOtp: publicProcedure.input(otpSchema).mutation(({ ctx, input }) => verifyOtp(ctx, input.email, input.otp, input.signupKey)),
  verifyEmail: publicProcedure.input(verifyLinkSchema).mutation(({ ctx, input }) => verifyEmailLink(ctx, input.token, input.signupKey)),
  resendCode: publicProcedure.input(resendCodeSchema).mutation(({ ctx, input }) => resendVerification(ctx, input.email, input.signupKey)),
  forgotPassword: publicProcedure.input(passwordForgotSchema).mutation(async ({ ctx, input }) => {
    await forgotPassword(ctx, input);
    return { message: RESET_REQUESTED };
  }),
  resetPassword: publicProcedure.input(passwordResetSchema).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx, input);
    return { message: PASSWORD_RESET };
  }),
  me: protectedProcedure.query(({ ctx }) => publicUser(ctx.user)),
  exportData: protectedProcedure.query(({ ctx }) => exportAccount(ctx.db, ctx.user)),
  deleteAccount: protectedProcedure.input(accountDeleteSchema).mutation(async ({ ctx, input }) => {
    await eraseAccount(ctx.db, ctx.env.DOCUMENTS, ctx.user, input);
    return { message: ACCOUNT_DELETED };
  }),
  changeEmail: protectedProcedure.input(emailChangeSchema).mutation(({ ctx, input }) => requestEmailChange(ctx, ctx.user, input)),
  confirmEmailChange: protectedProcedure
    .input(emailChangeConfirmSchema)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx, ctx.user, input.otp)),
  sessions: protectedProcedure.query(({ ctx }) => listSessions(ctx.db, ctx)),
  revokeSession: protectedProcedure.input(idParam).mutation(({ ctx, input }) => revokeOwnSession(ctx.db, ctx, input.id)),
  revokeOtherSessions: protectedProcedure.mutation(async ({ ctx }) => {
    await revokeOtherSessions(ctx.db, ctx.user.id, ctx.sessionId);
  }),
  logout: protectedProcedure.mutation(({ ctx }) => revokeSession(ctx.db, ctx.sessionId)),
  updateProfile: protectedProcedure.input(profileSchema).mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user, input)),
  changePassword: protectedProcedure
    .input(passwordChangeSchema)
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.user, ctx.sessionId, input)),
});

export const favoritesRouter = router({
  list: protectedProcedure.query(({ ctx }) => listFavorites(ctx.db, ctx.user.id, ctx.origin)),
  check: protectedProcedure.input(idParam).query(({ ctx, input }) => isFavorite(ctx.db, ctx.user.id, input.id)),
  add: protectedProcedure.input(idParam).mutation(({ ctx, input }) => addFavorite(ctx.db, ctx.user.id, input.id)),
  remove: protectedProcedure.input(idParam).mutation(({ ctx, input }) => removeFavorite(ctx.db, ctx.user.id, input.id)),
});

export const myReviewsRouter = router({
  create: protectedProcedure.input(reviewCreateSchema).mutation(({ ctx, input }) => createReview(ctx, ctx.user, input)),
  update: protectedProcedure
    .input(z.object({ id: idParam.shape.id, changes: reviewUpdateSchema }))
    .mutation(({ ctx, input }) => updateReview(ctx, ctx.user, input.id, input.changes)),
  remove: protectedProcedure.input(idParam).mutation(({ ctx, input }) => deleteReview(ctx, ctx.user, input.id)),
  mine: protectedProcedure.input(myReviewsQuerySchema).query(({ ctx, input }) => listMyReviews(ctx.db, ctx.user, input.page, input.limit)),
  helpful: protectedProcedure.input(idParam).mutation(({ ctx, input }) => toggleHelpful(ctx, ctx.user, input.id)),
  report: protectedProcedure
    .input(idParam.extend(reviewReportSchema.shape))
    .mutation(({ ctx, input }) => reportReview(ctx.db, ctx.user, input.id, input.reason)),
});
