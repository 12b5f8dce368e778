-- Issue 39 (docs/decisions/040-a-city-that-fits.md): two tables whose rows are only their key, kept WITHOUT ROWID, so
-- the key is the table and no second B-tree repeats it (a listing's opening periods, about 7 a business; helpful votes,
-- about 11). business_hours_day_idx goes with its table: every read of hours is a business's own (by its key).
-- Each is copied aside, made again under its own name (a rename would trip over the search view that reads hours)
-- and filled back. Triggers as migrations/0002_search_index.sql wrote them.
DROP TRIGGER `business_search_after_hours_insert`;
--> statement-breakpoint
DROP TRIGGER `business_search_after_hours_update`;
--> statement-breakpoint
DROP TRIGGER `business_search_after_hours_delete`;
--> statement-breakpoint
CREATE TABLE `business_hours_copy` AS SELECT `business_id`, `day_of_week`, `opens_at`, `closes_at` FROM `business_hours`;
--> statement-breakpoint
DROP TABLE `business_hours`;
--> statement-breakpoint
CREATE TABLE `business_hours` (
	`business_id` text NOT NULL,
	`day_of_week` integer NOT NULL,
	`opens_at` integer NOT NULL,
	`closes_at` integer NOT NULL,
	PRIMARY KEY(`business_id`, `day_of_week`, `opens_at`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "business_hours_day_check" CHECK("day_of_week" between 0 and 6),
	CONSTRAINT "business_hours_span_check" CHECK("opens_at" between 0 and 1439 and "closes_at" > "opens_at" and "closes_at" <= "opens_at" + 1440)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `business_hours` (`business_id`, `day_of_week`, `opens_at`, `closes_at`)
SELECT `business_id`, `day_of_week`, `opens_at`, `closes_at` FROM `business_hours_copy`;
--> statement-breakpoint
DROP TABLE `business_hours_copy`;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_hours_insert` AFTER INSERT ON `business_hours`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) VALUES (NEW.business_id);
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_hours_update` AFTER UPDATE ON `business_hours`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) VALUES (NEW.business_id);
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_hours_delete` AFTER DELETE ON `business_hours`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) VALUES (OLD.business_id);
END;
--> statement-breakpoint
CREATE TABLE `review_helpful_votes_copy` AS SELECT `review_id`, `user_id`, `created_at` FROM `review_helpful_votes`;
--> statement-breakpoint
DROP TABLE `review_helpful_votes`;
--> statement-breakpoint
CREATE TABLE `review_helpful_votes` (
	`review_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`review_id`, `user_id`),
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `review_helpful_votes` (`review_id`, `user_id`, `created_at`)
SELECT `review_id`, `user_id`, `created_at` FROM `review_helpful_votes_copy`;
--> statement-breakpoint
DROP TABLE `review_helpful_votes_copy`;
--> statement-breakpoint
CREATE INDEX `review_helpful_votes_user_idx` ON `review_helpful_votes` (`user_id`);
