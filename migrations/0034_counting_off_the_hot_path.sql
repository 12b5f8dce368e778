-- Issue 39, counting off the hot path (docs/decisions/039-counting-off-the-hot-path.md). Views and taps are written by
-- the events queue's consumer, a batch at a time (worker/services/events/counts.ts), which adds the batch's new marks to
-- business_daily_stats and businesses.views in one statement each: the trigger that added each mark as it was
-- inserted goes with the old table. The marks carry the hashed address their hourly limit counts (rate_limits no longer
-- counts views and taps), and the table is WITHOUT ROWID: a mark is two rows written, itself and its (hour, address)
-- index entry, through which the limit is counted and housekeeping deletes old marks. Marks live a day; those there are
-- kept, without an address.
CREATE TABLE `business_event_marks_new` (
	`business_id` text NOT NULL,
	`type` text NOT NULL,
	`visitor` text NOT NULL,
	`hour` integer NOT NULL,
	`day` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`business_id`, `type`, `visitor`, `hour`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `business_event_marks_new` (`business_id`, `type`, `visitor`, `hour`, `day`)
	SELECT `business_id`, `type`, `visitor`, `hour`, `day` FROM `business_event_marks`;--> statement-breakpoint
DROP TABLE `business_event_marks`;--> statement-breakpoint
ALTER TABLE `business_event_marks_new` RENAME TO `business_event_marks`;--> statement-breakpoint
CREATE INDEX `business_event_marks_hour_address_idx` ON `business_event_marks` (`hour`,`address`);--> statement-breakpoint
-- Mail sent after the response is tried again until it goes (worker/services/mail-outbox.ts): how many tries so far,
-- and when the next is due (null once sent or given up, and for the codes still sent within the request).
ALTER TABLE `email_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `retry_at` integer;--> statement-breakpoint
CREATE INDEX `email_outbox_retry_idx` ON `email_outbox` (`retry_at`) WHERE "email_outbox"."retry_at" IS NOT NULL;
