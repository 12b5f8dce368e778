import { idParam } from '../contracts/common.ts';
import { addFavorite, isFavorite, listFavorites, removeFavorite } from '../services/favorites.ts';
import { operation } from './operation.ts';

/** docs/product.md §3.10 and §7.5, the signed-in user's favourite businesses. */
export const favoriteOperations = {
  list: operation({
    guard: 'signedIn',
    rest: { method: 'get', path: '/api/users/favorites', reply: (favorites) => ({ data: { favorites } }) },
    run: listFavorites,
  }),
  check: operation({
    guard: 'signedIn',
    rest: {
      method: 'get',
      path: '/api/users/favorites/check/:id',
      params: idParam,
      reply: (favorite) => ({ data: { isFavorite: favorite } }),
    },
    run: isFavorite,
  }),
  add: operation({
    guard: 'signedIn',
    rest: {
      method: 'post',
      path: '/api/users/favorites/:id',
      params: idParam,
      reply: () => ({ message: 'Added to favourites', data: { isFavorite: true } }),
    },
    run: addFavorite,
  }),
  remove: operation({
    guard: 'signedIn',
    rest: {
      method: 'delete',
      path: '/api/users/favorites/:id',
      params: idParam,
      reply: () => ({ message: 'Removed from favourites', data: { isFavorite: false } }),
    },
    run: removeFavorite,
  }),
};
