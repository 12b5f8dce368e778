CREATE TABLE `business_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`field` text NOT NULL,
	`old_value` text,
	`new_value` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`requested_by` text,
	`requested_at` integer NOT NULL,
	`decided_by` text,
	`decided_at` integer,
	`note` text,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`requested_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_changes_pending_unique` ON `business_changes` (`business_id`,`field`) WHERE "business_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `business_changes_queue_idx` ON `business_changes` (`status`,`requested_at`);--> statement-breakpoint
CREATE TABLE `business_claims` (
	`id` text PRIMARY KEY NOT NULL,
	`business_id` text NOT NULL,
	`user_id` text NOT NULL,
	`method` text NOT NULL,
	`status` text NOT NULL,
	`evidence_type` text,
	`evidence_number` text,
	`document_key` text,
	`message` text,
	`code_hash` text,
	`code_expires_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`previous_owner_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`decided_by` text,
	`decided_at` integer,
	`note` text,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`previous_owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `business_claims_business_idx` ON `business_claims` (`business_id`,`status`);--> statement-breakpoint
CREATE INDEX `business_claims_user_idx` ON `business_claims` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `business_claims_queue_idx` ON `business_claims` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `business_daily_stats` (
	`business_id` text NOT NULL,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`calls` integer DEFAULT 0 NOT NULL,
	`whatsapp` integer DEFAULT 0 NOT NULL,
	`directions` integer DEFAULT 0 NOT NULL,
	`website` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `business_event_marks` (
	`business_id` text NOT NULL,
	`type` text NOT NULL,
	`visitor` text NOT NULL,
	`hour` integer NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`business_id`, `type`, `visitor`, `hour`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `business_event_marks_hour_idx` ON `business_event_marks` (`hour`);--> statement-breakpoint
-- docs/product.md §3.23: a new mark is one counted event on its day (an ignored duplicate inserts nothing, so it fires nothing).
CREATE TRIGGER `business_event_marks_count` AFTER INSERT ON `business_event_marks` BEGIN
	INSERT INTO `business_daily_stats` (`business_id`, `day`, `views`, `calls`, `whatsapp`, `directions`, `website`)
	VALUES (NEW.business_id, NEW.day, NEW.type = 'view', NEW.type = 'call', NEW.type = 'whatsapp', NEW.type = 'directions', NEW.type = 'website')
	ON CONFLICT (`business_id`, `day`) DO UPDATE SET
		`views` = `views` + excluded.`views`,
		`calls` = `calls` + excluded.`calls`,
		`whatsapp` = `whatsapp` + excluded.`whatsapp`,
		`directions` = `directions` + excluded.`directions`,
		`website` = `website` + excluded.`website`;
END;
