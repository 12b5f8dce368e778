import { bayesianScoreSql, FACET, FACET_SQL, publicBusinessSql } from './rules.ts';

/**
 * The search index's source view, `business_search_source`: what one public business's FTS5 document and stored
 * result card hold (migrations/0002_search_index.sql explains the index). It is built here from the shared rules, a
 * migration holds its text verbatim (`npm run db:view` prints it), and tests/worker/rules.test.ts fails when the
 * view in the database is not this text — so the view can never drift from the rules the queries use.
 */

const tagList = (kind: string, separator: string) =>
  `(SELECT group_concat(value, '${separator}') FROM (SELECT value FROM business_tags WHERE business_id = b.id AND kind = '${kind}' ORDER BY position))`;

const tagArray = (kind: string) =>
  `(SELECT json_group_array(value) FROM (SELECT value FROM business_tags WHERE business_id = b.id AND kind = '${kind}' ORDER BY position))`;

const ratingFacets = [1, 2, 3, 4, 5]
  .map((stars) => `CASE WHEN b.rating_count > 0 AND b.rating_average >= ${stars} THEN ' ${FACET.rating(stars)}' ELSE '' END`)
  .join('\n\t\t|| ');

export const SEARCH_SOURCE_VIEW = `CREATE VIEW \`business_search_source\` AS
SELECT
	b.rowid AS \`rowid\`,
	b.name AS \`name\`,
	c.name AS \`category\`,
	coalesce(b.subcategory, '') AS \`subcategory\`,
	coalesce(${tagList('keyword', ' | ')}, '') AS \`keywords\`,
	coalesce(${tagList('service', ' | ')}, '') AS \`services\`,
	coalesce(${tagList('amenity', ' | ')}, '') AS \`amenities\`,
	trim(coalesce(b.locality, '') || ' ' || coalesce(l.name, '') || ' ' || coalesce(b.pincode, '')) AS \`locality\`,
	coalesce(b.description, '') AS \`description\`,
	'${FACET.all} ' || ${FACET_SQL.category('c.slug')}
		|| CASE WHEN b.pincode IS NOT NULL THEN ' ' || ${FACET_SQL.pincode('b.pincode')} ELSE '' END
		|| CASE WHEN l.slug IS NOT NULL THEN ' ' || ${FACET_SQL.location('l.slug')} ELSE '' END
		|| CASE WHEN b.is_featured THEN ' ${FACET.featured}' ELSE '' END
		|| ' ' || ${FACET_SQL.price('b.price_range')}
		|| ${ratingFacets} AS \`facets\`,
	b.id AS \`business_id\`,
	${bayesianScoreSql('b')} AS \`score\`,
	b.rating_count AS \`rating_count\`,
	b.created_at AS \`created_at\`,
	b.latitude AS \`latitude\`,
	b.longitude AS \`longitude\`,
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
		'services', ${tagArray('service')},
		'amenities', ${tagArray('amenity')},
		'keywords', ${tagArray('keyword')}
	) AS \`card\`
FROM businesses b
JOIN categories c ON c.id = b.category_id
LEFT JOIN locations l ON l.id = b.location_id
WHERE ${publicBusinessSql('b')}`;
