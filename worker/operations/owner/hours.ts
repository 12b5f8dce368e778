import { idParam } from '../../contracts/common.ts';
import { hoursUpdateSchema } from '../../contracts/hours.ts';
import { getListingHours, setListingHours } from '../../services/owner/hours.ts';
import { operation } from '../operation.ts';

/** docs/product.md §7.10, a listing's opening hours: the owner role, then assertOwns in the service. */
export const hoursOperations = {
  hours: operation({
    guard: 'owner',
    rest: { method: 'get', path: '/api/owner/businesses/:id/hours', params: idParam, reply: (hours) => ({ data: { hours } }) },
    run: getListingHours,
  }),
  setHours: operation({
    guard: 'owner',
    rest: {
      method: 'put',
      path: '/api/owner/businesses/:id/hours',
      params: idParam,
      body: hoursUpdateSchema,
      bodyAs: 'hours',
      reply: (hours) => ({ message: 'Opening hours saved', data: { hours } }),
    },
    run: setListingHours,
  }),
};
