import { categoryCreateSchema, categoryMergeSchema, categoryUpdateSchema } from '../../contracts/admin-categories.ts';
import { idParam } from '../../contracts/common.ts';
import { createCategory, deleteCategory, listAdminCategories, mergeCategory, updateCategory } from '../../services/admin/categories.ts';
import { operation } from '../operation.ts';
import { savedOrUnchanged } from './catalogue-replies.ts';

/** docs/product.md §7.11, the categories as admins curate them. */
export const categoryOperations = {
  categories: operation({
    guard: 'admin',
    rest: { method: 'get', path: '/api/admin/categories', reply: (categories) => ({ data: { categories } }) },
    run: listAdminCategories,
  }),
  createCategory: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/categories',
      status: 201,
      body: categoryCreateSchema,
      reply: (category) => ({ message: 'Category added', data: { category } }),
    },
    run: createCategory,
  }),
  updateCategory: operation({
    guard: 'admin',
    rest: {
      method: 'patch',
      path: '/api/admin/categories/:id',
      params: idParam,
      body: categoryUpdateSchema,
      bodyAs: 'changes',
      reply: (output) => savedOrUnchanged('category', output),
    },
    run: updateCategory,
  }),
  deleteCategory: operation({
    guard: 'admin',
    rest: {
      method: 'delete',
      path: '/api/admin/categories/:id',
      params: idParam,
      reply: ({ id }) => ({ message: 'Category deleted', data: { id } }),
    },
    run: deleteCategory,
  }),
  mergeCategory: operation({
    guard: 'admin',
    rest: {
      method: 'post',
      path: '/api/admin/categories/:id/merge',
      params: idParam,
      body: categoryMergeSchema,
      reply: ({ from, category, moved }) => ({
        message: `${from.name} merged into ${category.name}: ${moved} ${moved === 1 ? 'business' : 'businesses'} moved`,
        data: { category, moved },
      }),
    },
    run: mergeCategory,
  }),
};
