CREATE TABLE `place_names` (
	`location_id` text NOT NULL,
	`name` text NOT NULL,
	`pincode` text,
	PRIMARY KEY(`location_id`, `name`),
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The city's words as one row (worker/services/search/city-words.ts): every locality with its pincodes and its other
-- names, read by a Worker instance once and then only checked by its version (one short row in a search's first
-- round). Triggers rewrite both on every change to what it is made of, so it is never out of step, however a
-- change is made. A version is random, so two databases never share one unless they hold the same words.
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
  ))
) AS `value`;
--> statement-breakpoint
INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
--> statement-breakpoint
INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
--> statement-breakpoint
CREATE TRIGGER `locations_city_words_insert` AFTER INSERT ON `locations` BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `locations_city_words_update` AFTER UPDATE OF `name`, `slug`, `latitude`, `longitude` ON `locations` BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `locations_city_words_delete` AFTER DELETE ON `locations` BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_pincodes_city_words_insert` AFTER INSERT ON `location_pincodes` BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_pincodes_city_words_update` AFTER UPDATE ON `location_pincodes` BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `location_pincodes_city_words_delete` AFTER DELETE ON `location_pincodes` BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `place_names_city_words_insert` AFTER INSERT ON `place_names` BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `place_names_city_words_update` AFTER UPDATE ON `place_names` BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
--> statement-breakpoint
CREATE TRIGGER `place_names_city_words_delete` AFTER DELETE ON `place_names` BEGIN
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) VALUES ('city_words_version', lower(hex(randomblob(8))));
  INSERT OR REPLACE INTO `search_settings` (`key`, `value`) SELECT 'city_words', `value` FROM `city_words_source`;
END;
