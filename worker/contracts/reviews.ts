import { z } from 'zod';
import { limit, page } from './common.ts';

// docs/product.md §4.3: rating 1 to 5 (labels in format.ts), chosen by the writer; title optional, content required.
const rating = z.coerce
  .number({ message: 'Rating must be 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be 1 to 5')
  .max(5, 'Rating must be 1 to 5');
const RATING_MISSING_MESSAGE = 'Please choose a rating';
/**
 * A new review's rating is the writer's choice, never a default (issue 34: a preselected 5 inflated ratings). Nothing,
 * null, '' or 0 (what the form holds before a choice) is no rating.
 */
const chosenRating = z.preprocess(
  (value) => (value === 0 || value === '' || value === null ? undefined : value),
  z.custom<unknown>((value) => value !== undefined, RATING_MISSING_MESSAGE).pipe(rating),
);
const title = z.string().trim().max(120, 'Title must be at most 120 characters').nullable().optional();
const content = z
  .string({ message: 'Content is required' })
  .trim()
  .min(1, 'Content is required')
  .max(5000, 'Content must be at most 5000 characters');

/** docs/product.md §4.3: the review form's rating choices, best first. */
export const RATING_LABELS = { 5: 'Excellent', 4: 'Very Good', 3: 'Average', 2: 'Poor', 1: 'Terrible' } as const;

export const reviewCreateSchema = z.object({
  businessId: z.string({ message: 'Business is required' }).min(1, 'Business is required').max(64),
  rating: chosenRating,
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
