import { quickLinkCreateSchema, quickLinkUpdateSchema } from '../../contracts/admin-quick-links.ts';
import { idParam } from '../../contracts/common.ts';
import { createQuickLink, deleteQuickLink, listAdminQuickLinks, updateQuickLink } from '../../services/admin/quick-links.ts';
import { operation } from '../operation.ts';
import { savedOrUnchanged } from './catalogue-replies.ts';

/** docs/product.md §7.11, the footer's quick links. */
export const quickLinkOperations = {
  quickLinks: operation({
    guard: 'admin',
    rest: { method: 'get', path: '/api/admin/quicklinks', reply: (quickLinks) => ({ data: { quickLinks } }) },
    run: listAdminQuickLinks,
  }),
  createQuickLink: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/quicklinks',
      status: 201,
      body: quickLinkCreateSchema,
      reply: (quickLink) => ({ message: 'Quick link added', data: { quickLink } }),
    },
    run: createQuickLink,
  }),
  updateQuickLink: operation({
    guard: 'admin',
    rest: {
      method: 'patch',
      path: '/api/admin/quicklinks/:id',
      params: idParam,
      body: quickLinkUpdateSchema,
      bodyAs: 'changes',
      reply: (output) => savedOrUnchanged('quick link', output),
    },
    run: updateQuickLink,
  }),
  deleteQuickLink: operation({
    guard: 'admin',
    rest: {
      method: 'delete',
      path: '/api/admin/quicklinks/:id',
      params: idParam,
      reply: ({ id }) => ({ message: 'Quick link deleted', data: { id } }),
    },
    run: deleteQuickLink,
  }),
};
