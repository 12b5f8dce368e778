import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../../worker/index.ts';

/*
 * What the api modules (a feature's api.ts, the shared ones in web/src/lib) have in common: the names of a call's
 * types, and the way a write's own cache work comes before the screen's reaction.
 */

/** The app's procedures as the query helpers see them, to name a call's types in a feature's api.ts. */
export type Procedures = TRPCOptionsProxy<AppRouter>;

/**
 * What a screen does when its call is answered (onSuccess, onError, onSettled…): the feature's api hook makes the call
 * and passes these along, so the screen keeps its own reactions without touching the door.
 */
export type Reactions<Procedure extends { mutationOptions: (...args: never[]) => unknown }> = NonNullable<
  Parameters<Procedure['mutationOptions']>[0]
>;

type SuccessOf<Options> = Options extends { onSuccess?: (...answer: infer Answer) => unknown } ? Answer : never;

/**
 * A screen's reactions with the api hook's own work on success (`keep`, which puts the answer in the cache) done first,
 * so that the screen's reaction finds the cache as the server left it.
 */
export function keepFirst<Options extends { onSuccess?: (...answer: never) => unknown }>(
  reactions: Options,
  keep: (...answer: SuccessOf<Options>) => void,
): Options {
  const react = reactions.onSuccess as ((...answer: SuccessOf<Options>) => unknown) | undefined;
  return {
    ...reactions,
    onSuccess: (...answer: SuccessOf<Options>) => {
      keep(...answer);
      return react?.(...answer);
    },
  };
}
