-- The largest map cells join search_facet_counts (worker/db/rules.ts, countedFacetSql): a few dozen rows that tell
-- where in the world the city's businesses lie, so "nearest first" from far outside the city reads only the cells
-- that hold any instead of every match (worker/services/nearest.ts). Triggers as `npm run db:search-view` prints them;
-- the counts are filled once from the index as it stands (a rebuild, npm run search:rebuild, gives the same).
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
	SELECT value, 1 FROM json_each('["' || replace((SELECT facets FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + NEW.rating_average * NEW.rating_count) / (5 + NEW.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(NEW.rating_count, 16383)) * 4294967296 + (4294967295 - NEW.rowid))), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-6]_*' AND value NOT GLOB 't[0-9]_*' AND value NOT GLOB 'r[1-9]_*'
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
	SELECT value, 1 FROM json_each('["' || replace((SELECT facets FROM business_search WHERE rowid = ((50000 - CAST(round(((5 * 3.5 + NEW.rating_average * NEW.rating_count) / (5 + NEW.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(NEW.rating_count, 16383)) * 4294967296 + (4294967295 - NEW.rowid))), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-6]_*' AND value NOT GLOB 't[0-9]_*' AND value NOT GLOB 'r[1-9]_*'
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
	SELECT value, 1 FROM json_each('["' || replace((SELECT facets FROM business_search WHERE rowid = (SELECT ((50000 - CAST(round(((5 * 3.5 + b.rating_average * b.rating_count) / (5 + b.rating_count)) * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(b.rating_count, 16383)) * 4294967296 + (4294967295 - b.rowid)) FROM businesses b WHERE b.id = NEW.business_id)), ' ', '","') || '"]') WHERE value <> 'no_facet' AND value NOT GLOB 'g[0-6]_*' AND value NOT GLOB 't[0-9]_*' AND value NOT GLOB 'r[1-9]_*'
	ON CONFLICT(token) DO UPDATE SET docs = docs + 1;
	INSERT OR REPLACE INTO business_cards(rowid, card) SELECT rowid, card FROM business_search_source WHERE business_id = NEW.business_id;
	DELETE FROM business_search_refresh WHERE business_id = NEW.business_id;
END;
--> statement-breakpoint
INSERT INTO search_facet_counts(token, docs)
	SELECT term, doc FROM business_search_vocab WHERE term >= 'g7_' AND term < 'g7`';
