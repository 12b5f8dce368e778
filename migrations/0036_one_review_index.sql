-- Issue 39 (docs/decisions/040-a-city-that-fits.md): one index on reviews by (user, business) keeps the one-review
-- rule and finds a person's own reviews; the index by (business, user) and the one by (user, date) go. The new index
-- is made before the old ones are dropped, so the rule never lapses.
CREATE UNIQUE INDEX `reviews_user_business_unique` ON `reviews` (`user_id`,`business_id`);--> statement-breakpoint
DROP INDEX `reviews_business_user_unique`;--> statement-breakpoint
DROP INDEX `reviews_user_idx`;
