import { useMutation } from '@tanstack/react-query';
import type { Procedures, Reactions } from '../../lib/api-types.ts';
import { useTRPC } from '../../lib/trpc.ts';

/*
 * Signing up, in and back in (docs/product.md §3.1–3.4). Each screen reacts to the answer in its own way (signing the
 * user in, moving on, asking for the bot check), so each hook takes the screen's reactions.
 */

type Auth = Procedures['auth'];

export function useRegister(reactions: Reactions<Auth['register']> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.register.mutationOptions(reactions));
}

export function useVerifyOtp(reactions: Reactions<Auth['verifyOtp']> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.verifyOtp.mutationOptions(reactions));
}

export function useVerifyEmail(reactions: Reactions<Auth['verifyEmail']> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.verifyEmail.mutationOptions(reactions));
}

export function useResendCode(reactions: Reactions<Auth['resendCode']> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.resendCode.mutationOptions(reactions));
}

export function useLogin(reactions: Reactions<Auth['login']> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.login.mutationOptions(reactions));
}

export function useForgotPassword(reactions: Reactions<Auth['forgotPassword']> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.forgotPassword.mutationOptions(reactions));
}

export function useResetPassword(reactions: Reactions<Auth['resetPassword']> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.resetPassword.mutationOptions(reactions));
}
