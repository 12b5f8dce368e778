-- The search index: one FTS5 document per public (approved and verified) business, kept in step by triggers and
-- rebuildable at any time from the base tables, since the view business_search_source defines every document
-- (worker/services/search-index.ts holds the rebuild; `npm run search:rebuild` runs it locally).
--
-- Text columns are searched with bm25 weights. `facets` holds filter tokens (all, cat_<slug>, pin_<pincode>,
-- loc_<slug>, featured, price_<n>, rating_<n>) so that filters intersect inside the index instead of scanning.
-- The UNINDEXED columns carry what sorting needs; `business_cards` holds each result card as JSON, so a results
-- page reads one small row per match and one card per shown result.
CREATE VIRTUAL TABLE `business_search` USING fts5(
	`name`, `category`, `subcategory`, `keywords`, `services`, `amenities`, `locality`, `description`, `facets`,
	`business_id` UNINDEXED, `score` UNINDEXED, `rating_count` UNINDEXED, `created_at` UNINDEXED,
	`latitude` UNINDEXED, `longitude` UNINDEXED,
	tokenize = "unicode61 remove_diacritics 2 tokenchars '_'"
);
--> statement-breakpoint
CREATE TABLE `business_cards` (`rowid` integer PRIMARY KEY NOT NULL, `card` text NOT NULL);
--> statement-breakpoint
-- Terms with the number of documents holding them: typo correction, and exact counts of single facets.
CREATE VIRTUAL TABLE `business_search_vocab` USING fts5vocab(`business_search`, 'row');
--> statement-breakpoint
-- What one business's document holds. `score` is a Bayesian average (prior: 5 reviews of 3.5 stars), so one
-- 5-star review does not outrank two hundred reviews averaging 4.6.
CREATE VIEW `business_search_source` AS
SELECT
	b.rowid AS `rowid`,
	b.name AS `name`,
	c.name AS `category`,
	coalesce(b.subcategory, '') AS `subcategory`,
	coalesce((SELECT group_concat(value, ' | ') FROM (SELECT value FROM business_tags WHERE business_id = b.id AND kind = 'keyword' ORDER BY position)), '') AS `keywords`,
	coalesce((SELECT group_concat(value, ' | ') FROM (SELECT value FROM business_tags WHERE business_id = b.id AND kind = 'service' ORDER BY position)), '') AS `services`,
	coalesce((SELECT group_concat(value, ' | ') FROM (SELECT value FROM business_tags WHERE business_id = b.id AND kind = 'amenity' ORDER BY position)), '') AS `amenities`,
	trim(coalesce(b.locality, '') || ' ' || coalesce(l.name, '') || ' ' || coalesce(b.pincode, '')) AS `locality`,
	coalesce(b.description, '') AS `description`,
	'all cat_' || replace(c.slug, '-', '_')
		|| CASE WHEN b.pincode IS NOT NULL THEN ' pin_' || b.pincode ELSE '' END
		|| CASE WHEN l.slug IS NOT NULL THEN ' loc_' || replace(l.slug, '-', '_') ELSE '' END
		|| CASE WHEN b.is_featured THEN ' featured' ELSE '' END
		|| ' price_' || b.price_range
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 1 THEN ' rating_1' ELSE '' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 2 THEN ' rating_2' ELSE '' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 3 THEN ' rating_3' ELSE '' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 4 THEN ' rating_4' ELSE '' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 5 THEN ' rating_5' ELSE '' END AS `facets`,
	b.id AS `business_id`,
	(5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count) AS `score`,
	b.rating_count AS `rating_count`,
	b.created_at AS `created_at`,
	b.latitude AS `latitude`,
	b.longitude AS `longitude`,
	json_object(
		'_id', b.id,
		'name', b.name,
		'tagline', b.tagline,
		'description', b.description,
		'category', c.name,
		'categorySlug', c.slug,
		'subcategory', b.subcategory,
		'address', b.address,
		'locality', b.locality,
		'city', b.city,
		'state', b.state,
		'pincode', b.pincode,
		'latitude', b.latitude,
		'longitude', b.longitude,
		'phone', b.phone,
		'email', b.email,
		'website', b.website,
		'googleMapsUrl', b.google_maps_url,
		'priceRange', b.price_range,
		'isVerified', json(CASE WHEN b.is_verified THEN 'true' ELSE 'false' END),
		'isFeatured', json(CASE WHEN b.is_featured THEN 'true' ELSE 'false' END),
		'featuredAt', b.featured_at,
		'createdAt', b.created_at,
		'ratingAverage', b.rating_average,
		'ratingCount', b.rating_count,
		'hoursText', json(coalesce(b.hours_text, '{}')),
		'hours', (SELECT json_group_array(json_array(day_of_week, opens_at, closes_at)) FROM business_hours WHERE business_id = b.id),
		'image', json((SELECT json_object('url', url, 'alt', alt) FROM business_media WHERE business_id = b.id AND kind = 'image' ORDER BY is_primary DESC, position LIMIT 1)),
		'services', (SELECT json_group_array(value) FROM (SELECT value FROM business_tags WHERE business_id = b.id AND kind = 'service' ORDER BY position)),
		'amenities', (SELECT json_group_array(value) FROM (SELECT value FROM business_tags WHERE business_id = b.id AND kind = 'amenity' ORDER BY position)),
		'keywords', (SELECT json_group_array(value) FROM (SELECT value FROM business_tags WHERE business_id = b.id AND kind = 'keyword' ORDER BY position))
	) AS `card`
FROM businesses b
JOIN categories c ON c.id = b.category_id
LEFT JOIN locations l ON l.id = b.location_id
WHERE b.status = 'approved' AND b.is_verified = 1;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_business_insert` AFTER INSERT ON `businesses`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO business_search(rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude)
	SELECT rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude
	FROM business_search_source WHERE business_id = NEW.id;
	INSERT OR REPLACE INTO business_cards(rowid, card) SELECT rowid, card FROM business_search_source WHERE business_id = NEW.id;
END;
--> statement-breakpoint
-- Counters that change on every view or enquiry (views, enquiry_count, updated_at) are left out on purpose.
CREATE TRIGGER `business_search_after_business_update` AFTER UPDATE OF
	name, tagline, description, category_id, subcategory, address, locality, location_id, city, state, pincode,
	latitude, longitude, phone, email, website, google_maps_url, price_range, status, is_verified, is_featured,
	featured_at, rating_average, rating_count, hours_text, created_at
ON `businesses`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	DELETE FROM business_search WHERE rowid = OLD.rowid;
	DELETE FROM business_cards WHERE rowid = OLD.rowid;
	INSERT INTO business_search(rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude)
	SELECT rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude
	FROM business_search_source WHERE business_id = NEW.id;
	INSERT OR REPLACE INTO business_cards(rowid, card) SELECT rowid, card FROM business_search_source WHERE business_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_business_delete` AFTER DELETE ON `businesses`
BEGIN
	DELETE FROM business_search WHERE rowid = OLD.rowid;
	DELETE FROM business_cards WHERE rowid = OLD.rowid;
END;
--> statement-breakpoint
-- A business's lists (tags, media, hours) change its document: rebuild that one document.
CREATE TABLE `business_search_refresh` (`business_id` text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE TRIGGER `business_search_refresh_apply` AFTER INSERT ON `business_search_refresh`
BEGIN
	DELETE FROM business_search WHERE rowid = (SELECT rowid FROM businesses WHERE id = NEW.business_id);
	DELETE FROM business_cards WHERE rowid = (SELECT rowid FROM businesses WHERE id = NEW.business_id);
	INSERT INTO business_search(rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude)
	SELECT rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude
	FROM business_search_source WHERE business_id = NEW.business_id;
	INSERT OR REPLACE INTO business_cards(rowid, card) SELECT rowid, card FROM business_search_source WHERE business_id = NEW.business_id;
	DELETE FROM business_search_refresh WHERE business_id = NEW.business_id;
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_tag_insert` AFTER INSERT ON `business_tags`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) VALUES (NEW.business_id);
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_tag_update` AFTER UPDATE ON `business_tags`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) VALUES (NEW.business_id);
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_tag_delete` AFTER DELETE ON `business_tags`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) VALUES (OLD.business_id);
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_media_insert` AFTER INSERT ON `business_media`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) VALUES (NEW.business_id);
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_media_update` AFTER UPDATE ON `business_media`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) VALUES (NEW.business_id);
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_media_delete` AFTER DELETE ON `business_media`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) VALUES (OLD.business_id);
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_hours_insert` AFTER INSERT ON `business_hours`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) VALUES (NEW.business_id);
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_hours_update` AFTER UPDATE ON `business_hours`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) VALUES (NEW.business_id);
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_hours_delete` AFTER DELETE ON `business_hours`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) VALUES (OLD.business_id);
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_category_update` AFTER UPDATE OF name, slug ON `categories`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) SELECT id FROM businesses WHERE category_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_location_update` AFTER UPDATE OF name, slug ON `locations`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT OR IGNORE INTO business_search_refresh(business_id) SELECT id FROM businesses WHERE location_id = NEW.id;
END;
--> statement-breakpoint
-- bm25 weights, column by column: a hit in the name or category counts far more than one in the description;
-- facets only filter.
INSERT INTO business_search(business_search, rank) VALUES ('rank', 'bm25(10.0, 8.0, 5.0, 4.0, 3.0, 2.0, 3.0, 1.0, 0.0)');
