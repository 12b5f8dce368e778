CREATE INDEX `contact_messages_email_idx` ON `contact_messages` (`email`);--> statement-breakpoint
CREATE INDEX `enquiries_user_idx` ON `enquiries` (`user_id`);--> statement-breakpoint
CREATE INDEX `enquiries_email_idx` ON `enquiries` (`email`);--> statement-breakpoint
CREATE INDEX `review_helpful_votes_user_idx` ON `review_helpful_votes` (`user_id`);--> statement-breakpoint
CREATE INDEX `review_reports_user_idx` ON `review_reports` (`user_id`);--> statement-breakpoint
CREATE INDEX `verification_codes_user_idx` ON `verification_codes` (`user_id`,`purpose`);