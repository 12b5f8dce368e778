-- The admin's text searches (worker/services/admin/text-search.ts) read indexes instead of every row: listing names
-- and account names and e-mails by any part of at least three characters (trigram), reviews by the words in their
-- title and text (by the start of each word; positions are not kept, which keeps the index a fifth of the text).
-- Each indexes its table in place (external content, keyed by its rowid), kept in step by triggers that pause with
-- the search index's (bulk imports; worker/services/search-index.ts rebuilds them all), and is filled once here.
CREATE VIRTUAL TABLE `business_names` USING fts5(name, content='businesses', content_rowid='rowid', tokenize='trigram');
--> statement-breakpoint
CREATE VIRTUAL TABLE `user_names` USING fts5(name, email, content='users', content_rowid='rowid', tokenize='trigram');
--> statement-breakpoint
CREATE VIRTUAL TABLE `review_words` USING fts5(title, content, content='reviews', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2', detail='none');
--> statement-breakpoint
CREATE TRIGGER `business_names_after_insert` AFTER INSERT ON `businesses`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO business_names(rowid, name) VALUES (NEW.rowid, NEW.name);
END;
--> statement-breakpoint
CREATE TRIGGER `business_names_after_update` AFTER UPDATE OF name ON `businesses`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO business_names(business_names, rowid, name) VALUES ('delete', OLD.rowid, OLD.name);
	INSERT INTO business_names(rowid, name) VALUES (NEW.rowid, NEW.name);
END;
--> statement-breakpoint
CREATE TRIGGER `business_names_after_delete` AFTER DELETE ON `businesses`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO business_names(business_names, rowid, name) VALUES ('delete', OLD.rowid, OLD.name);
END;
--> statement-breakpoint
CREATE TRIGGER `user_names_after_insert` AFTER INSERT ON `users`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO user_names(rowid, name, email) VALUES (NEW.rowid, NEW.name, NEW.email);
END;
--> statement-breakpoint
CREATE TRIGGER `user_names_after_update` AFTER UPDATE OF name, email ON `users`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO user_names(user_names, rowid, name, email) VALUES ('delete', OLD.rowid, OLD.name, OLD.email);
	INSERT INTO user_names(rowid, name, email) VALUES (NEW.rowid, NEW.name, NEW.email);
END;
--> statement-breakpoint
CREATE TRIGGER `user_names_after_delete` AFTER DELETE ON `users`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO user_names(user_names, rowid, name, email) VALUES ('delete', OLD.rowid, OLD.name, OLD.email);
END;
--> statement-breakpoint
CREATE TRIGGER `review_words_after_insert` AFTER INSERT ON `reviews`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO review_words(rowid, title, content) VALUES (NEW.rowid, NEW.title, NEW.content);
END;
--> statement-breakpoint
CREATE TRIGGER `review_words_after_update` AFTER UPDATE OF title, content ON `reviews`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO review_words(review_words, rowid, title, content) VALUES ('delete', OLD.rowid, OLD.title, OLD.content);
	INSERT INTO review_words(rowid, title, content) VALUES (NEW.rowid, NEW.title, NEW.content);
END;
--> statement-breakpoint
CREATE TRIGGER `review_words_after_delete` AFTER DELETE ON `reviews`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO review_words(review_words, rowid, title, content) VALUES ('delete', OLD.rowid, OLD.title, OLD.content);
END;
--> statement-breakpoint
INSERT INTO business_names(business_names) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO user_names(user_names) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO review_words(review_words) VALUES ('rebuild');
