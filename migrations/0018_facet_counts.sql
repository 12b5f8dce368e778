-- How many public businesses hold each facet token (worker/db/schema.ts, searchFacetCounts), kept exact by the
--> statement-breakpoint
-- index's triggers: each one that indexes or unindexes a document now counts its facets in or out. Filled once from
--> statement-breakpoint
-- the index as it stands; a rebuild (npm run search:rebuild) refills it. Triggers as `npm run db:search-view` prints.
--> statement-breakpoint
CREATE TABLE `search_facet_counts` (
	`token` text PRIMARY KEY NOT NULL,
	`docs` integer NOT NULL
);
--> statement-breakpoint
DROP TRIGGER `business_search_after_business_insert`;
--> statement-breakpoint
DROP TRIGGER `business_search_after_business_update`;
--> statement-breakpoint
DROP TRIGGER `business_search_after_business_delete`;
--> statement-breakpoint
DROP TRIGGER `business_search_refresh_apply`;
--> statement-breakpoint
CREATE TRIGGER `business_search_after_business_insert` AFTER INSERT ON `businesses`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO business_search(rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude)
	SELECT search_key, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude FROM business_search_source WHERE business_id = NEW.id;
	INSERT INTO search_facet_counts(token, docs)
	SELECT value, 1 FROM json_each('["' || replace((SELECT facets FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + NEW.rating_average * NEW.rating_count) / (5 + NEW.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(NEW.rating_count, 16383)) * 4294967296 + (4294967295 - NEW.rowid))), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-9]_*'
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
	SELECT value, 1 FROM json_each('["' || replace((SELECT facets FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + NEW.rating_average * NEW.rating_count) / (5 + NEW.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(NEW.rating_count, 16383)) * 4294967296 + (4294967295 - NEW.rowid))), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-9]_*'
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
	SELECT value, 1 FROM json_each('["' || replace((SELECT facets FROM business_search WHERE rowid = (SELECT ((50000 - CAST(round(((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(b.rating_count, 16383)) * 4294967296 + (4294967295 - b.rowid)) FROM businesses b WHERE b.id = NEW.business_id)), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-9]_*'
	ON CONFLICT(token) DO UPDATE SET docs = docs + 1;
	INSERT OR REPLACE INTO business_cards(rowid, card) SELECT rowid, card FROM business_search_source WHERE business_id = NEW.business_id;
	DELETE FROM business_search_refresh WHERE business_id = NEW.business_id;
END;
--> statement-breakpoint
INSERT INTO search_facet_counts(token, docs)
	SELECT t.value, count(*) FROM businesses b JOIN business_search s ON s.rowid = ((50000 - CAST(round(((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(b.rating_count, 16383)) * 4294967296 + (4294967295 - b.rowid)), json_each('["' || replace(s.facets, ' ', '","') || '"]') t
	WHERE true AND t.value <> 'no_facet' AND t.value NOT GLOB 'g[0-9]_*' GROUP BY t.value
	ON CONFLICT(token) DO UPDATE SET docs = docs + excluded.docs;
