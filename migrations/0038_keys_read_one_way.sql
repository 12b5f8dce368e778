-- Issue 39 (docs/decisions/043-keys-read-one-way.md): keys and indexes for the ways rows are actually read.
-- Helpful votes are keyed by voter first, WITHOUT ROWID, with no second index and no foreign key to the review: every
-- read knows the voter, and the review's count lives on the review. Copied aside and made again as
-- migrations/0035_without_rowid.sql did.
CREATE TABLE `review_helpful_votes_copy` AS SELECT `review_id`, `user_id`, `created_at` FROM `review_helpful_votes`;
--> statement-breakpoint
DROP TABLE `review_helpful_votes`;
--> statement-breakpoint
CREATE TABLE `review_helpful_votes` (
	`review_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `review_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `review_helpful_votes` (`review_id`, `user_id`, `created_at`)
SELECT `review_id`, `user_id`, `created_at` FROM `review_helpful_votes_copy`;
--> statement-breakpoint
DROP TABLE `review_helpful_votes_copy`;
--> statement-breakpoint
-- The admin's hidden reviews, few, by their own partial index; the visible, nearly all, read in date order.
CREATE INDEX `reviews_hidden_created_idx` ON `reviews` (`created_at`) WHERE "reviews"."status" = 'hidden';
--> statement-breakpoint
DROP INDEX `reviews_status_created_idx`;
--> statement-breakpoint
-- A person's enquiries sent signed in, by account: the index holds no signed-out enquiry's NULL. Those that name
-- their address, signed in or not, stay found by the index on every address.
DROP INDEX `enquiries_user_idx`;
--> statement-breakpoint
CREATE INDEX `enquiries_user_idx` ON `enquiries` (`user_id`) WHERE "enquiries"."user_id" IS NOT NULL;
--> statement-breakpoint
-- The admin's word indexes keep no column sizes: nothing ranks by them (worker/services/admin/text-search.ts).
DROP TABLE `review_words`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `review_words` USING fts5(title, content, content='reviews', content_rowid='rowid', tokenize="unicode61 remove_diacritics 2 categories 'L* N* Co M*'", detail='none', columnsize=0);
--> statement-breakpoint
INSERT INTO review_words(review_words) VALUES ('rebuild');
--> statement-breakpoint
DROP TABLE `business_names`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `business_names` USING fts5(name, content='businesses', content_rowid='rowid', tokenize='trigram', columnsize=0);
--> statement-breakpoint
INSERT INTO business_names(business_names) VALUES ('rebuild');
--> statement-breakpoint
DROP TABLE `user_names`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `user_names` USING fts5(name, email, content='users', content_rowid='rowid', tokenize='trigram', columnsize=0);
--> statement-breakpoint
INSERT INTO user_names(user_names) VALUES ('rebuild');
