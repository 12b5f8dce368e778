CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `search_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
DROP INDEX `businesses_category_idx`;--> statement-breakpoint
DROP INDEX `businesses_pincode_idx`;--> statement-breakpoint
DROP INDEX `businesses_location_idx`;--> statement-breakpoint
DROP INDEX `businesses_featured_idx`;--> statement-breakpoint
DROP INDEX `businesses_rating_idx`;--> statement-breakpoint
CREATE INDEX `businesses_category_idx` ON `businesses` (`category_id`,`status`,`is_verified`,`created_at`);--> statement-breakpoint
CREATE INDEX `businesses_pincode_idx` ON `businesses` (`pincode`,`status`,`is_verified`,`created_at`);--> statement-breakpoint
CREATE INDEX `businesses_location_idx` ON `businesses` (`location_id`,`status`,`is_verified`,`created_at`);--> statement-breakpoint
CREATE INDEX `businesses_featured_idx` ON `businesses` (`is_featured`,`status`,`is_verified`,`featured_at`);--> statement-breakpoint
CREATE INDEX `businesses_rating_idx` ON `businesses` (`status`,`is_verified`,`rating_average`,`rating_count`);