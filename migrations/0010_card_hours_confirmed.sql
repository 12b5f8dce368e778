-- Issue 12: the card carries when the owner last confirmed the hours (worker/db/search-view.ts), and a new date
-- refreshes the card. Cards written before keep no date until their business next changes.
DROP VIEW `business_search_source`;
--> statement-breakpoint
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
	'all ' || 'cat_' || replace(c.slug, '-', '_')
		|| CASE WHEN b.pincode IS NOT NULL THEN ' ' || 'pin_' || b.pincode ELSE '' END
		|| CASE WHEN l.slug IS NOT NULL THEN ' ' || 'loc_' || replace(l.slug, '-', '_') ELSE '' END
		|| CASE WHEN b.is_featured THEN ' featured' ELSE '' END
		|| ' ' || 'price_' || b.price_range
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 1 THEN ' rating_1' ELSE '' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 2 THEN ' rating_2' ELSE '' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 3 THEN ' rating_3' ELSE '' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 4 THEN ' rating_4' ELSE '' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 5 THEN ' rating_5' ELSE '' END AS `facets`,
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
DROP TRIGGER `business_search_after_business_update`;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_business_update` AFTER UPDATE OF
	name, tagline, description, category_id, subcategory, address, locality, location_id, city, state, pincode,
	latitude, longitude, phone, email, website, google_maps_url, price_range, status, is_verified, is_featured,
	featured_at, rating_average, rating_count, created_at, hours_confirmed_at
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
