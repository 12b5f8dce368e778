CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `rate_limits_window_idx` ON `rate_limits` (`window_start`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `sessions_revoked_idx` ON `sessions` (`revoked_at`);--> statement-breakpoint
-- Mail written before the outbox stopped keeping codes outside development (worker/services/mail.ts) loses them now,
-- not only when housekeeping prunes it. Local development rows lose them too, which costs nothing: they are expired.
UPDATE `email_outbox` SET `text` = '', `html` = '', `subject` = 'Your CityPages verification code' WHERE `text` <> '';
