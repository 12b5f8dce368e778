-- Every listing of each category and locality, whatever its status, counted as it is written (the admin's categories
-- and localities, worker/services/admin/catalogue.ts): reading the counts costs a row each, where counting the
-- listings that are not public read each of them (84,000 rows at 1,000,000 listings). Kept by triggers that pause with
-- the search index's (bulk imports; worker/services/search-index.ts counts again), and counted once here.
CREATE TABLE `listing_counts` (
	`token` text PRIMARY KEY NOT NULL,
	`listings` integer NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `listing_counts_after_insert` AFTER INSERT ON `businesses`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	INSERT INTO listing_counts(token, listings) SELECT 'category:' || NEW.category_id, 1 WHERE NEW.category_id IS NOT NULL
	ON CONFLICT(token) DO UPDATE SET listings = listings + 1;
	INSERT INTO listing_counts(token, listings) SELECT 'location:' || NEW.location_id, 1 WHERE NEW.location_id IS NOT NULL
	ON CONFLICT(token) DO UPDATE SET listings = listings + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_counts_after_update` AFTER UPDATE OF category_id, location_id ON `businesses`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
	AND (OLD.category_id IS NOT NEW.category_id OR OLD.location_id IS NOT NEW.location_id)
BEGIN
	UPDATE listing_counts SET listings = listings - 1
	WHERE token IN ('category:' || OLD.category_id, 'location:' || OLD.location_id);
	INSERT INTO listing_counts(token, listings) SELECT 'category:' || NEW.category_id, 1 WHERE NEW.category_id IS NOT NULL
	ON CONFLICT(token) DO UPDATE SET listings = listings + 1;
	INSERT INTO listing_counts(token, listings) SELECT 'location:' || NEW.location_id, 1 WHERE NEW.location_id IS NOT NULL
	ON CONFLICT(token) DO UPDATE SET listings = listings + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `listing_counts_after_delete` AFTER DELETE ON `businesses`
WHEN (SELECT value FROM search_settings WHERE key = 'paused') IS NULL
BEGIN
	UPDATE listing_counts SET listings = listings - 1
	WHERE token IN ('category:' || OLD.category_id, 'location:' || OLD.location_id);
END;
--> statement-breakpoint
INSERT INTO listing_counts(token, listings)
SELECT 'category:' || category_id, count(*) FROM businesses WHERE category_id IS NOT NULL GROUP BY category_id
UNION ALL
SELECT 'location:' || location_id, count(*) FROM businesses WHERE location_id IS NOT NULL GROUP BY location_id;
