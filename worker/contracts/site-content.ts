import { z } from 'zod';
import { captchaToken } from './bot-check.ts';
import { email, limit, page, requiredText } from './common.ts';

export const reviewsQuerySchema = z.object({ page, limit: limit(5, 50) });

/** One or several sections: 'a,b' in a query string, or a list from the typed client. */
export const campaignsQuerySchema = z.object({
  sections: z
    .union([z.string().max(200, 'Too many sections'), z.array(z.string()).max(10, 'At most 10 sections')])
    .optional()
    .transform((value) => {
      const list = (Array.isArray(value) ? value : (value ?? '').split(',')).map((section) => section.trim()).filter(Boolean);
      return list.length > 0 ? list : undefined;
    })
    .pipe(
      z
        .array(z.string().regex(/^[a-z0-9-]{1,40}$/, 'Sections are lower-case names such as featured-section'))
        .max(10, 'At most 10 sections')
        .optional(),
    ),
});

/** India's bounding box: the pincode table covers nowhere else. */
export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number({ message: 'Latitude must be a number' }).min(6, 'Latitude is outside India').max(37.5, 'Latitude is outside India'),
  lng: z.coerce
    .number({ message: 'Longitude must be a number' })
    .min(68, 'Longitude is outside India')
    .max(97.5, 'Longitude is outside India'),
});

export const contactBodySchema = z.object({
  name: requiredText('Name is required', 100),
  email,
  subject: requiredText('Subject is required', 200),
  message: requiredText('Message is required', 5000),
  captchaToken,
});
export type ContactBody = z.infer<typeof contactBodySchema>;
