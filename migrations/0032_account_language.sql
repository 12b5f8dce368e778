-- Issue 38: the language an account's mails are written in, and the one a waiting sign-up chose (applied with its
-- credentials when its code is used, worker/services/signups.ts). The server accepts only en, kn and hi (contracts/languages.ts).
ALTER TABLE `users` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `verification_codes` ADD `pending_language` text;