CREATE TABLE `trade_concepts` (
	`id` text PRIMARY KEY NOT NULL,
	`category_id` text NOT NULL,
	`subcategory` text,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trade_concepts_category_idx` ON `trade_concepts` (`category_id`);--> statement-breakpoint
CREATE TABLE `trade_words` (
	`concept_id` text NOT NULL,
	`word` text NOT NULL,
	`language` text NOT NULL,
	`position` integer NOT NULL,
	`key` text PRIMARY KEY NOT NULL,
	FOREIGN KEY (`concept_id`) REFERENCES `trade_concepts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trade_words_concept_idx` ON `trade_words` (`concept_id`,`position`);
--> statement-breakpoint
-- The city's words (worker/services/search/city-words.ts) now carry the trade lexicon beside the localities: each
-- concept with its category and its words. Every trigger that rewrites them waits while a bulk import has paused the
-- search triggers (search_settings 'paused'; the rebuild that ends the import rewrites them once,
-- worker/services/search/index-build.ts), and while a batch that writes many of them defers them to its own end
-- ('city_words_deferred', set and cleared inside one batch: worker/services/admin/trade-words.ts).
DROP VIEW `city_words_source`;
--> statement-breakpoint
CREATE VIEW `city_words_source` AS
SELECT json_object(
  'version', (SELECT `value` FROM `search_settings` WHERE `key` = 'city_words_version'),
  'places', json((
    SELECT json_group_array(json_object(
      'name', l.`name`,
      'slug', l.`slug`,
      'latitude', l.`latitude`,
      'longitude', l.`longitude`,
      'pincodes', json((SELECT json_group_array(json_array(p.`pincode`, p.`position`)) FROM `location_pincodes` p WHERE p.`location_id` = l.`id`)),
      'names', json((SELECT json_group_array(json_object('name', n.`name`, 'pincode', n.`pincode`)) FROM `place_names` n WHERE n.`location_id` = l.`id`))
    ))
    FROM `locations` l
  )),
  'trades', json((
    SELECT json_group_array(json_object(
      'id', t.`id`,
      'category', c.`slug`,
      'categoryName', c.`name`,
      'subcategory', t.`subcategory`,
      'words', json((SELECT json_group_array(json_array(w.`word`, w.`language`)) FROM (SELECT `word`, `language` FROM `trade_words` WHERE `concept_id` = t.`id` ORDER BY `position`) w))
    ))
    FROM (SELECT * FROM `trade_concepts` ORDER BY `id`) t
    JOIN `categories` c ON c.`id` = t.`category_id`
  ))
) AS `value`;
--> statement-breakpoint
INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
--> statement-breakpoint
INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
--> statement-breakpoint
DROP TRIGGER `locations_city_words_insert`;
--> statement-breakpoint
DROP TRIGGER `locations_city_words_update`;
--> statement-breakpoint
DROP TRIGGER `locations_city_words_delete`;
--> statement-breakpoint
DROP TRIGGER `location_pincodes_city_words_insert`;
--> statement-breakpoint
DROP TRIGGER `location_pincodes_city_words_update`;
--> statement-breakpoint
DROP TRIGGER `location_pincodes_city_words_delete`;
--> statement-breakpoint
DROP TRIGGER `place_names_city_words_insert`;
--> statement-breakpoint
DROP TRIGGER `place_names_city_words_update`;
--> statement-breakpoint
DROP TRIGGER `place_names_city_words_delete`;
--> statement-breakpoint
CREATE TRIGGER `locations_city_words_insert` AFTER INSERT ON `locations`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `locations_city_words_update` AFTER UPDATE OF `name`, `slug`, `latitude`, `longitude` ON `locations`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `locations_city_words_delete` AFTER DELETE ON `locations`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_pincodes_city_words_insert` AFTER INSERT ON `location_pincodes`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_pincodes_city_words_update` AFTER UPDATE ON `location_pincodes`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_pincodes_city_words_delete` AFTER DELETE ON `location_pincodes`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `place_names_city_words_insert` AFTER INSERT ON `place_names`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `place_names_city_words_update` AFTER UPDATE ON `place_names`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `place_names_city_words_delete` AFTER DELETE ON `place_names`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_city_words_update` AFTER UPDATE OF `name`, `slug` ON `categories`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `trade_concepts_city_words_insert` AFTER INSERT ON `trade_concepts`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `trade_concepts_city_words_update` AFTER UPDATE ON `trade_concepts`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `trade_concepts_city_words_delete` AFTER DELETE ON `trade_concepts`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `trade_words_city_words_insert` AFTER INSERT ON `trade_words`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `trade_words_city_words_update` AFTER UPDATE ON `trade_words`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `trade_words_city_words_delete` AFTER DELETE ON `trade_words`
WHEN NOT EXISTS (SELECT 1 FROM `search_settings` WHERE `key` IN ('paused', 'city_words_deferred')) BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
