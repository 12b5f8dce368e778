-- Issue 38: the catalogue in Kannada and Hindi beside English, nullable (null: the English text is shown). Nothing else
-- copies these columns: the search index's view and the categories' and locations' triggers name the English columns
-- they read (0002_search_index.sql, 0030_listing_attributes.sql), and the city words' triggers fire on `name`, `slug`
-- and the centre only (0029_trade_lexicon.sql), so adding or editing a translation rebuilds no search document, card or
-- the city words.
ALTER TABLE `campaign_banners` ADD `title_kn` text;--> statement-breakpoint
ALTER TABLE `campaign_banners` ADD `title_hi` text;--> statement-breakpoint
ALTER TABLE `campaign_banners` ADD `description_kn` text;--> statement-breakpoint
ALTER TABLE `campaign_banners` ADD `description_hi` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `name_kn` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `name_hi` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `description_kn` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `description_hi` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `tagline_kn` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `tagline_hi` text;--> statement-breakpoint
ALTER TABLE `locations` ADD `name_kn` text;--> statement-breakpoint
ALTER TABLE `locations` ADD `name_hi` text;--> statement-breakpoint
ALTER TABLE `locations` ADD `description_kn` text;--> statement-breakpoint
ALTER TABLE `locations` ADD `description_hi` text;--> statement-breakpoint
ALTER TABLE `quick_links` ADD `title_kn` text;--> statement-breakpoint
ALTER TABLE `quick_links` ADD `title_hi` text;
