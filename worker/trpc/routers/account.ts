import { accountOperations } from '../../operations/account.ts';
import { favoriteOperations } from '../../operations/favorites.ts';
import { myReviewOperations } from '../../operations/my-reviews.ts';
import { sessionOperations } from '../../operations/sessions.ts';
import { signInOperations } from '../../operations/sign-in.ts';
import { signUpOperations } from '../../operations/sign-up.ts';
import { proceduresOf } from '../../operations/trpc.ts';
import { mergeRouters } from '../init.ts';

/** Accounts (docs/product.md §7.5), as in REST, under the one name `auth` the web app has always called them by. */
export const authRouter = mergeRouters(
  proceduresOf(signUpOperations),
  proceduresOf(signInOperations),
  proceduresOf(sessionOperations),
  proceduresOf(accountOperations),
);

export const favoritesRouter = proceduresOf(favoriteOperations);

export const myReviewsRouter = proceduresOf(myReviewOperations);
