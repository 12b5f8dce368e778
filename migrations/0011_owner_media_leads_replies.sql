CREATE TABLE `review_response_history` (
	`id` text PRIMARY KEY NOT NULL,
	`review_id` text NOT NULL,
	`content` text NOT NULL,
	`responded_by` text,
	`responded_at` integer NOT NULL,
	`replaced_at` integer NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`responded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `review_response_history_review_idx` ON `review_response_history` (`review_id`,`replaced_at`);--> statement-breakpoint
ALTER TABLE `business_media` ADD `uploaded_by` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `business_media` ADD `uploaded_at` integer;--> statement-breakpoint
ALTER TABLE `business_media` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `status_changed_at` integer;--> statement-breakpoint
CREATE INDEX `enquiries_business_status_idx` ON `enquiries` (`business_id`,`status`,`created_at`);