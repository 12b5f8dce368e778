-- Issue 39 (docs/decisions/042-short-ids.md): the last number each of the four most-referenced tables (businesses,
-- users, reviews, enquiries) has given an id; worker/db/id-sequences.ts takes the next. Rows made before keep theirs.
CREATE TABLE `id_sequences` (
	`name` text PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
