CREATE INDEX `businesses_featured_until_idx` ON `businesses` (`featured_until`) WHERE "businesses"."featured_until" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `businesses_created_idx` ON `businesses` (`created_at`);--> statement-breakpoint
CREATE INDEX `businesses_status_created_idx` ON `businesses` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `businesses_suspended_idx` ON `businesses` (`created_at`) WHERE "businesses"."suspended_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `reviews_created_idx` ON `reviews` (`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_status_created_idx` ON `reviews` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_role_created_idx` ON `users` (`role`,`created_at`);