ALTER TABLE `verification_codes` ADD `signup_hash` text;--> statement-breakpoint
ALTER TABLE `verification_codes` ADD `pending_name` text;--> statement-breakpoint
ALTER TABLE `verification_codes` ADD `pending_password_hash` text;