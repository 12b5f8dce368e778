import { locationCreateSchema, locationUpdateSchema } from '../../contracts/admin-localities.ts';
import { idParam } from '../../contracts/common.ts';
import { createLocation, deleteLocation, listAdminLocations, updateLocation } from '../../services/admin/localities.ts';
import { operation } from '../operation.ts';
import { savedOrUnchanged } from './catalogue-replies.ts';

/** docs/product.md §7.11, the localities (locations in the API's words) and the pincodes each covers. */
export const localityOperations = {
  locations: operation({
    guard: 'admin',
    rest: { method: 'get', path: '/api/admin/locations', reply: (locations) => ({ data: { locations } }) },
    run: listAdminLocations,
  }),
  createLocation: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/locations',
      status: 201,
      body: locationCreateSchema,
      reply: (location) => ({ message: 'Location added', data: { location } }),
    },
    run: createLocation,
  }),
  updateLocation: operation({
    guard: 'admin',
    rest: {
      method: 'patch',
      path: '/api/admin/locations/:id',
      params: idParam,
      body: locationUpdateSchema,
      bodyAs: 'changes',
      reply: (output) => savedOrUnchanged('location', output),
    },
    run: updateLocation,
  }),
  deleteLocation: operation({
    guard: 'admin',
    rest: {
      method: 'delete',
      path: '/api/admin/locations/:id',
      params: idParam,
      reply: ({ id, moved }) => ({ message: 'Location deleted', data: { id, moved } }),
    },
    run: deleteLocation,
  }),
};
