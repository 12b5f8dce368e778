CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text NOT NULL,
	`business_id` text,
	`before` text,
	`after` text,
	`reason` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`entity_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_business_idx` ON `audit_log` (`business_id`,`at`);--> statement-breakpoint
ALTER TABLE `businesses` ADD `featured_until` integer;--> statement-breakpoint
ALTER TABLE `businesses` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `businesses` ADD `status_reason` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `status_changed_at` integer;--> statement-breakpoint
CREATE INDEX `contact_messages_status_idx` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `review_reports` ADD `resolved_at` integer;--> statement-breakpoint
CREATE INDEX `review_reports_queue_idx` ON `review_reports` (`resolved_at`,`created_at`);--> statement-breakpoint
ALTER TABLE `reviews` ADD `moderated_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `moderated_by` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `moderation_reason` text;--> statement-breakpoint
CREATE INDEX `business_media_review_queue_idx` ON `business_media` (`reviewed_at`,`uploaded_at`) WHERE "business_media"."uploaded_by" IS NOT NULL;