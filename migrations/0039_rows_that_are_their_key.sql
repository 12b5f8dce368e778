-- Issue 39 (docs/decisions/043-keys-read-one-way.md). The owner's inbox of all statuses merges the newest of each
-- status from the (business, status, created) index, so the (business, created) index goes.
DROP INDEX `enquiries_business_idx`;
--> statement-breakpoint
-- Two more tables whose rows are only their key and a value, WITHOUT ROWID so that no second B-tree repeats the key
-- (as migrations/0035_without_rowid.sql did for hours and votes): a listing's social links, and favourites.
CREATE TABLE `business_social_links_copy` AS SELECT `business_id`, `network`, `url` FROM `business_social_links`;
--> statement-breakpoint
DROP TABLE `business_social_links`;
--> statement-breakpoint
CREATE TABLE `business_social_links` (
	`business_id` text NOT NULL,
	`network` text NOT NULL,
	`url` text NOT NULL,
	PRIMARY KEY(`business_id`, `network`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `business_social_links` (`business_id`, `network`, `url`)
SELECT `business_id`, `network`, `url` FROM `business_social_links_copy`;
--> statement-breakpoint
DROP TABLE `business_social_links_copy`;
--> statement-breakpoint
CREATE TABLE `favorites_copy` AS SELECT `user_id`, `business_id`, `created_at` FROM `favorites`;
--> statement-breakpoint
DROP TABLE `favorites`;
--> statement-breakpoint
CREATE TABLE `favorites` (
	`user_id` text NOT NULL,
	`business_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `business_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `favorites` (`user_id`, `business_id`, `created_at`)
SELECT `user_id`, `business_id`, `created_at` FROM `favorites_copy`;
--> statement-breakpoint
DROP TABLE `favorites_copy`;
--> statement-breakpoint
CREATE INDEX `favorites_business_idx` ON `favorites` (`business_id`);
