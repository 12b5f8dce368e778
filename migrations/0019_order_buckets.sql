-- "Newest" and "most reviewed" at a fixed cost (docs/decisions/019): each document's facets gain the buckets of the
-- hour it was listed in and of its review count, at a few sizes (worker/db/rules.ts, orderBucketsSql), so a page reads
-- the buckets from the top down (worker/services/bucket-walk.ts). The single review counts are counted in
-- search_facet_counts (where "most reviewed" starts), the other buckets are not. View and triggers as
-- `npm run db:search-view` prints them. The documents gain their buckets in place, from the columns they already store,
-- which is the view's text for each; `npm run search:rebuild` gives the same from the base tables.
DROP TRIGGER `business_search_after_business_insert`;
--> statement-breakpoint
DROP TRIGGER `business_search_after_business_update`;
--> statement-breakpoint
DROP TRIGGER `business_search_after_business_delete`;
--> statement-breakpoint
DROP TRIGGER `business_search_refresh_apply`;
--> statement-breakpoint
DROP VIEW `business_search_source`;
--> statement-breakpoint
CREATE VIEW `business_search_source` AS
SELECT
	b.rowid AS `rowid`,
	((50000 - CAST(round(((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(b.rating_count, 16383)) * 4294967296 + (4294967295 - b.rowid)) AS `search_key`,
	b.name AS `name`,
	c.name AS `category`,
	coalesce(b.subcategory, '') AS `subcategory`,
	coalesce((SELECT group_concat(value, ' | ') FROM (SELECT value FROM business_tags WHERE business_id = b.id AND kind = 'keyword' ORDER BY position)), '') AS `keywords`,
	coalesce((SELECT group_concat(value, ' | ') FROM (SELECT value FROM business_tags WHERE business_id = b.id AND kind = 'service' ORDER BY position)), '') AS `services`,
	coalesce((SELECT group_concat(value, ' | ') FROM (SELECT value FROM business_tags WHERE business_id = b.id AND kind = 'amenity' ORDER BY position)), '') AS `amenities`,
	trim(coalesce(b.locality, '') || ' ' || coalesce(l.name, '') || ' ' || coalesce(b.pincode, '')) AS `locality`,
	coalesce(b.description, '') AS `description`,
	'all ' || 'cat_' || replace(c.slug, '-', '_')
		|| CASE WHEN b.pincode IS NOT NULL THEN ' ' || 'pin_' || b.pincode ELSE ' no_facet' END
		|| CASE WHEN l.slug IS NOT NULL THEN ' ' || 'loc_' || replace(l.slug, '-', '_') ELSE ' no_facet' END
		|| CASE WHEN b.is_featured THEN ' featured' ELSE ' no_facet' END
		|| ' ' || 'price_' || b.price_range
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 1 THEN ' rating_1' ELSE ' no_facet' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 2 THEN ' rating_2' ELSE ' no_facet' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 3 THEN ' rating_3' ELSE ' no_facet' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 4 THEN ' rating_4' ELSE ' no_facet' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 5 THEN ' rating_5' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND ((h.opens_at < 180 AND h.closes_at > 0) OR h.closes_at - 1440 > 0))
			OR EXISTS (SELECT 1 FROM business_special_days s WHERE s.business_id = b.id AND s.closed = 0)
		THEN ' open_0' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND ((h.opens_at < 360 AND h.closes_at > 180) OR h.closes_at - 1440 > 180))
			OR EXISTS (SELECT 1 FROM business_special_days s WHERE s.business_id = b.id AND s.closed = 0)
		THEN ' open_1' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND ((h.opens_at < 540 AND h.closes_at > 360) OR h.closes_at - 1440 > 360))
			OR EXISTS (SELECT 1 FROM business_special_days s WHERE s.business_id = b.id AND s.closed = 0)
		THEN ' open_2' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND ((h.opens_at < 720 AND h.closes_at > 540) OR h.closes_at - 1440 > 540))
			OR EXISTS (SELECT 1 FROM business_special_days s WHERE s.business_id = b.id AND s.closed = 0)
		THEN ' open_3' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND ((h.opens_at < 900 AND h.closes_at > 720) OR h.closes_at - 1440 > 720))
			OR EXISTS (SELECT 1 FROM business_special_days s WHERE s.business_id = b.id AND s.closed = 0)
		THEN ' open_4' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND ((h.opens_at < 1080 AND h.closes_at > 900) OR h.closes_at - 1440 > 900))
			OR EXISTS (SELECT 1 FROM business_special_days s WHERE s.business_id = b.id AND s.closed = 0)
		THEN ' open_5' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND ((h.opens_at < 1260 AND h.closes_at > 1080) OR h.closes_at - 1440 > 1080))
			OR EXISTS (SELECT 1 FROM business_special_days s WHERE s.business_id = b.id AND s.closed = 0)
		THEN ' open_6' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND ((h.opens_at < 1440 AND h.closes_at > 1260) OR h.closes_at - 1440 > 1260))
			OR EXISTS (SELECT 1 FROM business_special_days s WHERE s.business_id = b.id AND s.closed = 0)
		THEN ' open_7' ELSE ' no_facet' END
		|| CASE WHEN b.latitude IS NOT NULL AND b.longitude IS NOT NULL THEN ' g0_' || CAST((b.latitude + 90) / 0.001 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.001 AS INTEGER) || ' g1_' || CAST((b.latitude + 90) / 0.002 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.002 AS INTEGER) || ' g2_' || CAST((b.latitude + 90) / 0.004 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.004 AS INTEGER) || ' g3_' || CAST((b.latitude + 90) / 0.008 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.008 AS INTEGER) || ' g4_' || CAST((b.latitude + 90) / 0.016 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.016 AS INTEGER) || ' g5_' || CAST((b.latitude + 90) / 0.032 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.032 AS INTEGER) || ' g6_' || CAST((b.latitude + 90) / 0.064 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.064 AS INTEGER) || ' g7_' || CAST((b.latitude + 90) / 0.128 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.128 AS INTEGER) ELSE ' no_facet no_facet no_facet no_facet no_facet no_facet no_facet no_facet' END
		|| ' t0_' || (b.created_at / 3600000) || ' t1_' || (b.created_at / 36000000) || ' t2_' || (b.created_at / 360000000) || ' t3_' || (b.created_at / 3600000000) || ' t4_' || (b.created_at / 36000000000) || ' r0_' || printf('%05d', min(b.rating_count, 99999) / 1) || ' r1_' || printf('%05d', min(b.rating_count, 99999) / 10) || ' r2_' || printf('%05d', min(b.rating_count, 99999) / 100) || ' r3_' || printf('%05d', min(b.rating_count, 99999) / 1000) AS `facets`,
	b.id AS `business_id`,
	((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) AS `score`,
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
		'locationSlug', l.slug,
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
		'hours', (SELECT json_group_array(json_array(day_of_week, opens_at, closes_at)) FROM (SELECT day_of_week, opens_at, closes_at FROM business_hours WHERE business_id = b.id ORDER BY day_of_week, opens_at)),
		'hoursConfirmedAt', b.hours_confirmed_at,
		'specialDays', (SELECT json_group_array(json_array(date, closed, opens_at, closes_at)) FROM (SELECT date, closed, opens_at, closes_at FROM business_special_days WHERE business_id = b.id ORDER BY date, opens_at)),
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
	SELECT search_key, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude FROM business_search_source WHERE business_id = NEW.id;
	INSERT INTO search_facet_counts(token, docs)
	SELECT value, 1 FROM json_each('["' || replace((SELECT facets FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + NEW.rating_average * NEW.rating_count) / (5 + NEW.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(NEW.rating_count, 16383)) * 4294967296 + (4294967295 - NEW.rowid))), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-9]_*' AND value NOT GLOB 't[0-9]_*' AND value NOT GLOB 'r[1-9]_*'
	ON CONFLICT(token) DO UPDATE SET docs = docs + 1;
	INSERT OR REPLACE INTO business_cards(rowid, card) SELECT rowid, card FROM business_search_source WHERE business_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_business_update` AFTER UPDATE OF
	name, tagline, description, category_id, subcategory, address, locality, location_id, city, state, pincode,
	latitude, longitude, phone, email, website, google_maps_url, price_range, status, is_verified, is_featured,
	featured_at, rating_average, rating_count, created_at, hours_confirmed_at
ON `businesses`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	UPDATE search_facet_counts SET docs = docs - 1 WHERE token IN (SELECT value FROM json_each('["' || replace((SELECT facets FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + OLD.rating_average * OLD.rating_count) / (5 + OLD.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(OLD.rating_count, 16383)) * 4294967296 + (4294967295 - OLD.rowid))), ' ', '","') || '"]'));
	DELETE FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + OLD.rating_average * OLD.rating_count) / (5 + OLD.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(OLD.rating_count, 16383)) * 4294967296 + (4294967295 - OLD.rowid));
	DELETE FROM business_cards WHERE rowid = OLD.rowid;
	INSERT INTO business_search(rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude)
	SELECT search_key, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude FROM business_search_source WHERE business_id = NEW.id;
	INSERT INTO search_facet_counts(token, docs)
	SELECT value, 1 FROM json_each('["' || replace((SELECT facets FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + NEW.rating_average * NEW.rating_count) / (5 + NEW.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(NEW.rating_count, 16383)) * 4294967296 + (4294967295 - NEW.rowid))), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-9]_*' AND value NOT GLOB 't[0-9]_*' AND value NOT GLOB 'r[1-9]_*'
	ON CONFLICT(token) DO UPDATE SET docs = docs + 1;
	INSERT OR REPLACE INTO business_cards(rowid, card) SELECT rowid, card FROM business_search_source WHERE business_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_business_delete` AFTER DELETE ON `businesses`
BEGIN
	UPDATE search_facet_counts SET docs = docs - 1 WHERE token IN (SELECT value FROM json_each('["' || replace((SELECT facets FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + OLD.rating_average * OLD.rating_count) / (5 + OLD.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(OLD.rating_count, 16383)) * 4294967296 + (4294967295 - OLD.rowid))), ' ', '","') || '"]'));
	DELETE FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + OLD.rating_average * OLD.rating_count) / (5 + OLD.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(OLD.rating_count, 16383)) * 4294967296 + (4294967295 - OLD.rowid));
	DELETE FROM business_cards WHERE rowid = OLD.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_refresh_apply` AFTER INSERT ON `business_search_refresh`
BEGIN
	UPDATE search_facet_counts SET docs = docs - 1 WHERE token IN (SELECT value FROM json_each('["' || replace((SELECT facets FROM business_search WHERE rowid = (SELECT ((50000 - CAST(round(((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(b.rating_count, 16383)) * 4294967296 + (4294967295 - b.rowid)) FROM businesses b WHERE b.id = NEW.business_id)), ' ', '","') || '"]'));
	DELETE FROM business_search WHERE rowid = (SELECT ((50000 - CAST(round(((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(b.rating_count, 16383)) * 4294967296 + (4294967295 - b.rowid)) FROM businesses b WHERE b.id = NEW.business_id);
	DELETE FROM business_cards WHERE rowid = (SELECT rowid FROM businesses WHERE id = NEW.business_id);
	INSERT INTO business_search(rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude)
	SELECT search_key, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude FROM business_search_source WHERE business_id = NEW.business_id;
	INSERT INTO search_facet_counts(token, docs)
	SELECT value, 1 FROM json_each('["' || replace((SELECT facets FROM business_search WHERE rowid = (SELECT ((50000 - CAST(round(((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(b.rating_count, 16383)) * 4294967296 + (4294967295 - b.rowid)) FROM businesses b WHERE b.id = NEW.business_id)), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-9]_*' AND value NOT GLOB 't[0-9]_*' AND value NOT GLOB 'r[1-9]_*'
	ON CONFLICT(token) DO UPDATE SET docs = docs + 1;
	INSERT OR REPLACE INTO business_cards(rowid, card) SELECT rowid, card FROM business_search_source WHERE business_id = NEW.business_id;
	DELETE FROM business_search_refresh WHERE business_id = NEW.business_id;
END;
--> statement-breakpoint
UPDATE business_search SET facets = facets || ' t0_' || (created_at / 3600000) || ' t1_' || (created_at / 36000000) || ' t2_' || (created_at / 360000000) || ' t3_' || (created_at / 3600000000) || ' t4_' || (created_at / 36000000000) || ' r0_' || printf('%05d', min(rating_count, 99999) / 1) || ' r1_' || printf('%05d', min(rating_count, 99999) / 10) || ' r2_' || printf('%05d', min(rating_count, 99999) / 100) || ' r3_' || printf('%05d', min(rating_count, 99999) / 1000);
--> statement-breakpoint
DELETE FROM search_facet_counts;
--> statement-breakpoint
INSERT INTO search_facet_counts(token, docs)
	SELECT t.value, count(*) FROM businesses b JOIN business_search s ON s.rowid = ((50000 - CAST(round(((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(b.rating_count, 16383)) * 4294967296 + (4294967295 - b.rowid)), json_each('["' || replace(s.facets, ' ', '","') || '"]') t
	WHERE true AND t.value <> 'no_facet' AND t.value NOT GLOB 'g[0-9]_*' AND t.value NOT GLOB 't[0-9]_*' AND t.value NOT GLOB 'r[1-9]_*' GROUP BY t.value
	ON CONFLICT(token) DO UPDATE SET docs = docs + excluded.docs;
--> statement-breakpoint
INSERT INTO business_search (business_search) VALUES ('optimize');
