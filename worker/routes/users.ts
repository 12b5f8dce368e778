import { accountOperations } from '../operations/account.ts';
import { favoriteOperations } from '../operations/favorites.ts';
import { restRoutes } from '../operations/rest.ts';
import { sessionOperations } from '../operations/sessions.ts';
import { signInOperations } from '../operations/sign-in.ts';
import { signUpOperations } from '../operations/sign-up.ts';

/** docs/product.md §7.5, accounts' REST door: signing up and in for anyone, the rest behind a session. */
export const userRoutes = restRoutes(
  '/api/users',
  signUpOperations,
  signInOperations,
  sessionOperations,
  accountOperations,
  favoriteOperations,
);
