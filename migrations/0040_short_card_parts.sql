-- Issue 39 (docs/decisions/043-keys-read-one-way.md): a result card's parts (businesses.card_parts) under short keys,
-- an empty list or missing photo left out (cardSql reads a list that is absent as []). The view that writes them is
-- made again with its triggers, as worker/db/search-view.ts builds them (`npm run db:search-view`), and every public
-- listing's parts are written again from it.
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
	replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(trim(b.name || ' ' || coalesce(b.name_kn, '') || ' ' || coalesce(b.name_hi, '')), char(8203), ''), char(8288), ''), char(65279), ''), char(8204), ''), char(8205), ''), char(2392), char(2325)), char(2393), char(2326)), char(2394), char(2327)), char(2395), char(2332)), char(2396), char(2337)), char(2397), char(2338)), char(2398), char(2347)), char(2399), char(2351)), char(2345), char(2344)), char(2353), char(2352)), char(2356), char(2355)), char(2364), ''), char(2305), char(2306)), char(2368), char(2367)), char(2370), char(2369)), char(2312), char(2311)), char(2314), char(2313)), char(3270, 3266, 3285), char(3275)), char(3274, 3285), char(3275)), char(3270, 3266), char(3274)), char(3263, 3285), char(3264)), char(3270, 3285), char(3271)), char(3270, 3286), char(3272)) AS `name`,
	replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(c.name, char(8203), ''), char(8288), ''), char(65279), ''), char(8204), ''), char(8205), ''), char(2392), char(2325)), char(2393), char(2326)), char(2394), char(2327)), char(2395), char(2332)), char(2396), char(2337)), char(2397), char(2338)), char(2398), char(2347)), char(2399), char(2351)), char(2345), char(2344)), char(2353), char(2352)), char(2356), char(2355)), char(2364), ''), char(2305), char(2306)), char(2368), char(2367)), char(2370), char(2369)), char(2312), char(2311)), char(2314), char(2313)), char(3270, 3266, 3285), char(3275)), char(3274, 3285), char(3275)), char(3270, 3266), char(3274)), char(3263, 3285), char(3264)), char(3270, 3285), char(3271)), char(3270, 3286), char(3272)) AS `category`,
	replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(b.subcategory, ''), char(8203), ''), char(8288), ''), char(65279), ''), char(8204), ''), char(8205), ''), char(2392), char(2325)), char(2393), char(2326)), char(2394), char(2327)), char(2395), char(2332)), char(2396), char(2337)), char(2397), char(2338)), char(2398), char(2347)), char(2399), char(2351)), char(2345), char(2344)), char(2353), char(2352)), char(2356), char(2355)), char(2364), ''), char(2305), char(2306)), char(2368), char(2367)), char(2370), char(2369)), char(2312), char(2311)), char(2314), char(2313)), char(3270, 3266, 3285), char(3275)), char(3274, 3285), char(3275)), char(3270, 3266), char(3274)), char(3263, 3285), char(3264)), char(3270, 3285), char(3271)), char(3270, 3286), char(3272)) AS `subcategory`,
	replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce((SELECT group_concat(value, ' | ') FROM json_each(b.keywords)), ''), char(8203), ''), char(8288), ''), char(65279), ''), char(8204), ''), char(8205), ''), char(2392), char(2325)), char(2393), char(2326)), char(2394), char(2327)), char(2395), char(2332)), char(2396), char(2337)), char(2397), char(2338)), char(2398), char(2347)), char(2399), char(2351)), char(2345), char(2344)), char(2353), char(2352)), char(2356), char(2355)), char(2364), ''), char(2305), char(2306)), char(2368), char(2367)), char(2370), char(2369)), char(2312), char(2311)), char(2314), char(2313)), char(3270, 3266, 3285), char(3275)), char(3274, 3285), char(3275)), char(3270, 3266), char(3274)), char(3263, 3285), char(3264)), char(3270, 3285), char(3271)), char(3270, 3286), char(3272)) AS `keywords`,
	replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce((SELECT group_concat(value, ' | ') FROM json_each(b.services)), ''), char(8203), ''), char(8288), ''), char(65279), ''), char(8204), ''), char(8205), ''), char(2392), char(2325)), char(2393), char(2326)), char(2394), char(2327)), char(2395), char(2332)), char(2396), char(2337)), char(2397), char(2338)), char(2398), char(2347)), char(2399), char(2351)), char(2345), char(2344)), char(2353), char(2352)), char(2356), char(2355)), char(2364), ''), char(2305), char(2306)), char(2368), char(2367)), char(2370), char(2369)), char(2312), char(2311)), char(2314), char(2313)), char(3270, 3266, 3285), char(3275)), char(3274, 3285), char(3275)), char(3270, 3266), char(3274)), char(3263, 3285), char(3264)), char(3270, 3285), char(3271)), char(3270, 3286), char(3272)) AS `services`,
	replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce((SELECT group_concat(value, ' | ') FROM json_each(b.amenities)), ''), char(8203), ''), char(8288), ''), char(65279), ''), char(8204), ''), char(8205), ''), char(2392), char(2325)), char(2393), char(2326)), char(2394), char(2327)), char(2395), char(2332)), char(2396), char(2337)), char(2397), char(2338)), char(2398), char(2347)), char(2399), char(2351)), char(2345), char(2344)), char(2353), char(2352)), char(2356), char(2355)), char(2364), ''), char(2305), char(2306)), char(2368), char(2367)), char(2370), char(2369)), char(2312), char(2311)), char(2314), char(2313)), char(3270, 3266, 3285), char(3275)), char(3274, 3285), char(3275)), char(3270, 3266), char(3274)), char(3263, 3285), char(3264)), char(3270, 3285), char(3271)), char(3270, 3286), char(3272)) AS `amenities`,
	replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(trim(coalesce(b.locality, '') || ' ' || coalesce(l.name, '') || ' ' || coalesce(b.pincode, '')), char(8203), ''), char(8288), ''), char(65279), ''), char(8204), ''), char(8205), ''), char(2392), char(2325)), char(2393), char(2326)), char(2394), char(2327)), char(2395), char(2332)), char(2396), char(2337)), char(2397), char(2338)), char(2398), char(2347)), char(2399), char(2351)), char(2345), char(2344)), char(2353), char(2352)), char(2356), char(2355)), char(2364), ''), char(2305), char(2306)), char(2368), char(2367)), char(2370), char(2369)), char(2312), char(2311)), char(2314), char(2313)), char(3270, 3266, 3285), char(3275)), char(3274, 3285), char(3275)), char(3270, 3266), char(3274)), char(3263, 3285), char(3264)), char(3270, 3285), char(3271)), char(3270, 3286), char(3272)) AS `locality`,
	replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(coalesce(b.description, ''), char(8203), ''), char(8288), ''), char(65279), ''), char(8204), ''), char(8205), ''), char(2392), char(2325)), char(2393), char(2326)), char(2394), char(2327)), char(2395), char(2332)), char(2396), char(2337)), char(2397), char(2338)), char(2398), char(2347)), char(2399), char(2351)), char(2345), char(2344)), char(2353), char(2352)), char(2356), char(2355)), char(2364), ''), char(2305), char(2306)), char(2368), char(2367)), char(2370), char(2369)), char(2312), char(2311)), char(2314), char(2313)), char(3270, 3266, 3285), char(3275)), char(3274, 3285), char(3275)), char(3270, 3266), char(3274)), char(3263, 3285), char(3264)), char(3270, 3285), char(3271)), char(3270, 3286), char(3272)) AS `description`,
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
		|| (SELECT coalesce(group_concat(token, ''), '') || replace(hex(zeroblob(max(0, 48 - count(*)))), '00', ' no_facet') FROM (SELECT ' open_' || day || '_' || level || '_' || node AS token FROM (SELECT day, level, CASE e.value WHEN 0 THEN lo ELSE hi - 1 END AS node, plo, phi, lo, hi
    FROM (SELECT day, l.value AS level, (a + (1 << l.value) - 1) >> l.value AS lo, b >> l.value AS hi,
      (a + (2 << l.value) - 1) >> (l.value + 1) AS plo, b >> (l.value + 1) AS phi
    FROM (SELECT h.day_of_week AS day, h.opens_at / 30 AS a, min(48, (h.closes_at + 29) / 30) AS b
      FROM business_hours h WHERE h.business_id = b.id
    UNION ALL SELECT (h.day_of_week + 1) % 7, 0, (h.closes_at - 1440 + 29) / 30
      FROM business_hours h WHERE h.business_id = b.id AND h.closes_at > 1440), json_each('[0,1,2,3,4,5]') l), json_each('[0,1]') e)
    WHERE node >= lo AND node < hi AND NOT (plo < phi AND node >= 2 * plo AND node < 2 * phi) GROUP BY token))
		|| CASE WHEN EXISTS (SELECT 1 FROM business_special_days s WHERE s.business_id = b.id AND s.closed = 0) THEN ' open_special' ELSE ' no_facet' END
		|| CASE WHEN b.serves IN ('women', 'everyone') THEN ' for_women' ELSE ' no_facet' END
		|| CASE WHEN b.serves IN ('men', 'everyone') THEN ' for_men' ELSE ' no_facet' END
		|| CASE WHEN b.pure_veg THEN ' veg_pure' ELSE ' no_facet' END
		|| CASE WHEN b.home_visit THEN ' visit_home' ELSE ' no_facet' END
		|| CASE WHEN b.home_delivery THEN ' deliver_home' ELSE ' no_facet' END
		|| CASE WHEN (SELECT count(DISTINCT h.day_of_week) FROM business_hours h WHERE h.business_id = b.id AND h.opens_at = 0 AND h.closes_at >= 1440) = 7 THEN ' hrs_24' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND (h.closes_at > 1350 OR h.opens_at < 300)) THEN ' hrs_night' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 0) THEN ' day_0' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 1) THEN ' day_1' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 2) THEN ' day_2' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 3) THEN ' day_3' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 4) THEN ' day_4' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 5) THEN ' day_5' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 6) THEN ' day_6' ELSE ' no_facet' END
		|| CASE WHEN b.latitude IS NOT NULL AND b.longitude IS NOT NULL THEN ' g0_' || CAST((b.latitude + 90) / 0.001 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.001 AS INTEGER) || ' g1_' || CAST((b.latitude + 90) / 0.002 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.002 AS INTEGER) || ' g2_' || CAST((b.latitude + 90) / 0.004 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.004 AS INTEGER) || ' g3_' || CAST((b.latitude + 90) / 0.008 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.008 AS INTEGER) || ' g4_' || CAST((b.latitude + 90) / 0.016 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.016 AS INTEGER) || ' g5_' || CAST((b.latitude + 90) / 0.032 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.032 AS INTEGER) || ' g6_' || CAST((b.latitude + 90) / 0.064 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.064 AS INTEGER) || ' g7_' || CAST((b.latitude + 90) / 0.128 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.128 AS INTEGER) ELSE ' no_facet no_facet no_facet no_facet no_facet no_facet no_facet no_facet' END
		|| ' t0_' || (b.created_at / 3600000) || ' t1_' || (b.created_at / 36000000) || ' t2_' || (b.created_at / 360000000) || ' t3_' || (b.created_at / 3600000000) || ' t4_' || (b.created_at / 36000000000) || ' r0_' || printf('%05d', min(b.rating_count, 99999) / 1) || ' r1_' || printf('%05d', min(b.rating_count, 99999) / 10) || ' r2_' || printf('%05d', min(b.rating_count, 99999) / 100) || ' r3_' || printf('%05d', min(b.rating_count, 99999) / 1000) AS `facets`,
	b.id AS `business_id`,
	((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) AS `score`,
	b.rating_count AS `rating_count`,
	b.created_at AS `created_at`,
	b.latitude AS `latitude`,
	b.longitude AS `longitude`,
	replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(trim(b.name || ' ' || coalesce(b.name_kn, '') || ' ' || coalesce(b.name_hi, '')) || ' | ' || c.name || ' | ' || coalesce(b.subcategory, ''), char(8203), ''), char(8288), ''), char(65279), ''), char(8204), ''), char(8205), ''), char(2392), char(2325)), char(2393), char(2326)), char(2394), char(2327)), char(2395), char(2332)), char(2396), char(2337)), char(2397), char(2338)), char(2398), char(2347)), char(2399), char(2351)), char(2345), char(2344)), char(2353), char(2352)), char(2356), char(2355)), char(2364), ''), char(2305), char(2306)), char(2368), char(2367)), char(2370), char(2369)), char(2312), char(2311)), char(2314), char(2313)), char(3270, 3266, 3285), char(3275)), char(3274, 3285), char(3275)), char(3270, 3266), char(3274)), char(3263, 3285), char(3264)), char(3270, 3285), char(3271)), char(3270, 3286), char(3272)) AS `headline`,
	(SELECT group_concat(value, ' ') FROM json_each('["' || replace('all ' || 'cat_' || replace(c.slug, '-', '_')
		|| CASE WHEN b.pincode IS NOT NULL THEN ' ' || 'pin_' || b.pincode ELSE ' no_facet' END
		|| CASE WHEN l.slug IS NOT NULL THEN ' ' || 'loc_' || replace(l.slug, '-', '_') ELSE ' no_facet' END
		|| CASE WHEN b.is_featured THEN ' featured' ELSE ' no_facet' END
		|| ' ' || 'price_' || b.price_range
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 1 THEN ' rating_1' ELSE ' no_facet' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 2 THEN ' rating_2' ELSE ' no_facet' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 3 THEN ' rating_3' ELSE ' no_facet' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 4 THEN ' rating_4' ELSE ' no_facet' END
		|| CASE WHEN b.rating_count > 0 AND b.rating_average >= 5 THEN ' rating_5' ELSE ' no_facet' END
		|| CASE WHEN b.serves IN ('women', 'everyone') THEN ' for_women' ELSE ' no_facet' END
		|| CASE WHEN b.serves IN ('men', 'everyone') THEN ' for_men' ELSE ' no_facet' END
		|| CASE WHEN b.pure_veg THEN ' veg_pure' ELSE ' no_facet' END
		|| CASE WHEN b.home_visit THEN ' visit_home' ELSE ' no_facet' END
		|| CASE WHEN b.home_delivery THEN ' deliver_home' ELSE ' no_facet' END
		|| CASE WHEN (SELECT count(DISTINCT h.day_of_week) FROM business_hours h WHERE h.business_id = b.id AND h.opens_at = 0 AND h.closes_at >= 1440) = 7 THEN ' hrs_24' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND (h.closes_at > 1350 OR h.opens_at < 300)) THEN ' hrs_night' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 0) THEN ' day_0' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 1) THEN ' day_1' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 2) THEN ' day_2' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 3) THEN ' day_3' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 4) THEN ' day_4' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 5) THEN ' day_5' ELSE ' no_facet' END
		|| CASE WHEN EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id AND h.day_of_week = 6) THEN ' day_6' ELSE ' no_facet' END
		|| CASE WHEN b.latitude IS NOT NULL AND b.longitude IS NOT NULL THEN ' g0_' || CAST((b.latitude + 90) / 0.001 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.001 AS INTEGER) || ' g1_' || CAST((b.latitude + 90) / 0.002 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.002 AS INTEGER) || ' g2_' || CAST((b.latitude + 90) / 0.004 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.004 AS INTEGER) || ' g3_' || CAST((b.latitude + 90) / 0.008 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.008 AS INTEGER) || ' g4_' || CAST((b.latitude + 90) / 0.016 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.016 AS INTEGER) || ' g5_' || CAST((b.latitude + 90) / 0.032 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.032 AS INTEGER) || ' g6_' || CAST((b.latitude + 90) / 0.064 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.064 AS INTEGER) || ' g7_' || CAST((b.latitude + 90) / 0.128 AS INTEGER) || '_' || CAST((b.longitude + 180) / 0.128 AS INTEGER) ELSE ' no_facet no_facet no_facet no_facet no_facet no_facet no_facet no_facet' END
		|| ' t0_' || (b.created_at / 3600000) || ' t1_' || (b.created_at / 36000000) || ' t2_' || (b.created_at / 360000000) || ' t3_' || (b.created_at / 3600000000) || ' t4_' || (b.created_at / 36000000000) || ' r0_' || printf('%05d', min(b.rating_count, 99999) / 1) || ' r1_' || printf('%05d', min(b.rating_count, 99999) / 10) || ' r2_' || printf('%05d', min(b.rating_count, 99999) / 100) || ' r3_' || printf('%05d', min(b.rating_count, 99999) / 1000), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-6]_*' AND value NOT GLOB 't[0-9]_*' AND value NOT GLOB 'r[1-9]_*' AND value NOT GLOB 'open_*') AS `counted_facets`,
	json_patch(json_object('c', c.name, 'cs', c.slug), json_object(
		'ls', l.slug,
		'h', json(nullif((SELECT json_group_array(json_array(day_of_week, opens_at, closes_at)) FROM (SELECT day_of_week, opens_at, closes_at FROM business_hours WHERE business_id = b.id ORDER BY day_of_week, opens_at)), '[]')),
		'sd', json(nullif((SELECT json_group_array(json_array(date, closed, opens_at, closes_at)) FROM (SELECT date, closed, opens_at, closes_at FROM business_special_days WHERE business_id = b.id ORDER BY date, opens_at)), '[]')),
		'i', json((SELECT json_object('url', url, 'alt', alt) FROM business_media WHERE business_id = b.id AND kind = 'image' ORDER BY is_primary DESC, position LIMIT 1))
	)) AS `card_parts`
FROM businesses b
JOIN categories c ON c.id = b.category_id
LEFT JOIN locations l ON l.id = b.location_id
WHERE b.status = 'approved' AND b.is_verified = 1;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_business_insert` AFTER INSERT ON `businesses`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO business_search(rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude, headline, counted_facets)
	SELECT search_key, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude, headline, counted_facets FROM business_search_source WHERE business_id = NEW.id;
	INSERT INTO search_facet_counts(token, docs)
	SELECT value, 1 FROM json_each('["' || replace((SELECT counted_facets FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + NEW.rating_average * NEW.rating_count) / (5 + NEW.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(NEW.rating_count, 16383)) * 4294967296 + (4294967295 - NEW.rowid))), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-6]_*' AND value NOT GLOB 't[0-9]_*' AND value NOT GLOB 'r[1-9]_*' AND value NOT GLOB 'open_*'
	ON CONFLICT(token) DO UPDATE SET docs = docs + 1;
	UPDATE businesses SET card_parts = (SELECT card_parts FROM business_search_source WHERE business_id = NEW.id) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_business_update` AFTER UPDATE OF
	name, name_kn, name_hi, tagline, description, category_id, subcategory, address, locality, location_id, city, state, pincode,
	latitude, longitude, phone, whatsapp, email, website, google_maps_url, price_range, serves, pure_veg, home_visit,
	home_delivery, status, is_verified, is_featured, featured_at, rating_average, rating_count, created_at, hours_confirmed_at,
	services, amenities, keywords
ON `businesses`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	UPDATE search_facet_counts SET docs = docs - 1 WHERE token IN (SELECT value FROM json_each('["' || replace((SELECT counted_facets FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + OLD.rating_average * OLD.rating_count) / (5 + OLD.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(OLD.rating_count, 16383)) * 4294967296 + (4294967295 - OLD.rowid))), ' ', '","') || '"]'));
	DELETE FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + OLD.rating_average * OLD.rating_count) / (5 + OLD.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(OLD.rating_count, 16383)) * 4294967296 + (4294967295 - OLD.rowid));
	INSERT INTO business_search(rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude, headline, counted_facets)
	SELECT search_key, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude, headline, counted_facets FROM business_search_source WHERE business_id = NEW.id;
	INSERT INTO search_facet_counts(token, docs)
	SELECT value, 1 FROM json_each('["' || replace((SELECT counted_facets FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + NEW.rating_average * NEW.rating_count) / (5 + NEW.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(NEW.rating_count, 16383)) * 4294967296 + (4294967295 - NEW.rowid))), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-6]_*' AND value NOT GLOB 't[0-9]_*' AND value NOT GLOB 'r[1-9]_*' AND value NOT GLOB 'open_*'
	ON CONFLICT(token) DO UPDATE SET docs = docs + 1;
	UPDATE businesses SET card_parts = (SELECT card_parts FROM business_search_source WHERE business_id = NEW.id) WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_business_delete` AFTER DELETE ON `businesses`
BEGIN
	UPDATE search_facet_counts SET docs = docs - 1 WHERE token IN (SELECT value FROM json_each('["' || replace((SELECT counted_facets FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + OLD.rating_average * OLD.rating_count) / (5 + OLD.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(OLD.rating_count, 16383)) * 4294967296 + (4294967295 - OLD.rowid))), ' ', '","') || '"]'));
	DELETE FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + OLD.rating_average * OLD.rating_count) / (5 + OLD.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(OLD.rating_count, 16383)) * 4294967296 + (4294967295 - OLD.rowid));
END;
--> statement-breakpoint
CREATE TRIGGER `business_search_refresh_apply` AFTER INSERT ON `business_search_refresh`
BEGIN
	UPDATE search_facet_counts SET docs = docs - 1 WHERE token IN (SELECT value FROM json_each('["' || replace((SELECT counted_facets FROM business_search WHERE rowid = (SELECT ((50000 - CAST(round(((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(b.rating_count, 16383)) * 4294967296 + (4294967295 - b.rowid)) FROM businesses b WHERE b.id = NEW.business_id)), ' ', '","') || '"]'));
	DELETE FROM business_search WHERE rowid = (SELECT ((50000 - CAST(round(((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(b.rating_count, 16383)) * 4294967296 + (4294967295 - b.rowid)) FROM businesses b WHERE b.id = NEW.business_id);
	INSERT INTO business_search(rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude, headline, counted_facets)
	SELECT search_key, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude, headline, counted_facets FROM business_search_source WHERE business_id = NEW.business_id;
	INSERT INTO search_facet_counts(token, docs)
	SELECT value, 1 FROM json_each('["' || replace((SELECT counted_facets FROM business_search WHERE rowid = (SELECT ((50000 - CAST(round(((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(b.rating_count, 16383)) * 4294967296 + (4294967295 - b.rowid)) FROM businesses b WHERE b.id = NEW.business_id)), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-6]_*' AND value NOT GLOB 't[0-9]_*' AND value NOT GLOB 'r[1-9]_*' AND value NOT GLOB 'open_*'
	ON CONFLICT(token) DO UPDATE SET docs = docs + 1;
	UPDATE businesses SET card_parts = (SELECT card_parts FROM business_search_source WHERE business_id = NEW.business_id) WHERE id = NEW.business_id;
	DELETE FROM business_search_refresh WHERE business_id = NEW.business_id;
END;
--> statement-breakpoint
UPDATE `businesses` SET `card_parts` = (SELECT card_parts FROM business_search_source s WHERE s.rowid = businesses.rowid) WHERE `card_parts` IS NOT NULL;
