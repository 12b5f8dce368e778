import { z } from 'zod';
import { limit, page } from './common.ts';

// docs/product.md §4.3: rating 1 to 5 (labels in format.ts, default 5), title optional, content required.
const rating = z.coerce
  .number({ message: 'Rating must be 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be 1 to 5')
  .max(5, 'Rating must be 1 to 5');
const title = z.string().trim().max(120, 'Title must be at most 120 characters').nullable().optional();
const content = z
  .string({ message: 'Content is required' })
  .trim()
  .min(1, 'Content is required')
  .max(5000, 'Content must be at most 5000 characters');

export const reviewCreateSchema = z.object({
  businessId: z.string({ message: 'Business is required' }).min(1, 'Business is required').max(64),
  rating: rating.default(5),
  title,
  content,
});
export type ReviewCreateInput = z.infer<typeof reviewCreateSchema>;

export const reviewUpdateSchema = z
  .object({ rating: rating.optional(), title, content: content.optional() })
  .refine((update) => update.rating !== undefined || update.title !== undefined || update.content !== undefined, {
    message: 'Nothing to change',
    path: ['content'],
  });
export type ReviewUpdateInput = z.infer<typeof reviewUpdateSchema>;

export const reviewReportSchema = z.object({
  reason: z.string({ message: 'Reason is required' }).trim().min(1, 'Reason is required').max(500, 'Reason must be at most 500 characters'),
});

export const myReviewsQuerySchema = z.object({ page, limit: limit(10, 50) });
