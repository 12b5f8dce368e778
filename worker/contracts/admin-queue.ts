import { z } from 'zod';
import { limit, page } from './common.ts';
import type { HeldField } from './owner.ts';

/*
 * Issue 13, the admin queue (docs/product.md §3.24): everything that waits for an admin in one list, oldest first. The
 * shapes here are the Worker's answer and the admin screens' types alike.
 */

/** The kinds of item, in the order the queue's filters show them (and items of the same moment are listed in). */
export const QUEUE_TYPES = ['listing', 'edit', 'claim', 'photo', 'report', 'contact'] as const;
export type QueueType = (typeof QUEUE_TYPES)[number];

/**
 * How deep the queue reads: each kind of item through its own index, at most this many of them. A count stops here too
 * (the screens show '200+'), and a page past it is refused: the oldest are the ones to decide first.
 */
export const QUEUE_DEPTH = 200;
export const QUEUE_TOO_DEEP = `The queue shows its oldest ${QUEUE_DEPTH} items: decide some of them to see the rest`;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** `GET /api/admin/queue?type=&page=&limit=`. */
export const queueQuerySchema = z
  .object({
    type: z.preprocess(blankToUndefined, z.enum(QUEUE_TYPES, { message: `Type must be one of ${QUEUE_TYPES.join(', ')}` }).optional()),
    page,
    limit: limit(20, 50),
  })
  .refine((query) => query.page * query.limit <= QUEUE_DEPTH, { message: QUEUE_TOO_DEEP, path: ['page'] });
export type QueueQuery = z.infer<typeof queueQuerySchema>;

/** Someone an item is about, as an admin needs to know them (and write to them). */
export interface QueuePerson {
  id: string;
  name: string;
  email: string;
}

interface QueueItemBase {
  /** What the item's decision routes take: a listing's id (for its listing and for its held edits), a claim's, a photo's, a review's, a message's. */
  id: string;
  type: QueueType;
  /** ISO 8601: when the item started waiting, the order of the queue. */
  createdAt: string;
  businessId: string | null;
  businessName: string | null;
  /** One line that says what waits, for the list. */
  summary: string;
}

/** A new listing (or a rejected one its owner changed), not public until approved. */
export interface ListingQueueItem extends QueueItemBase {
  type: 'listing';
  businessId: string;
  businessName: string;
  /** The listing's last change: approving may send it back (`{updatedAt}`) to refuse a listing changed since it was read. */
  updatedAt: string;
  listing: {
    /** The name as written in Kannada and in Devanagari, or null: checked with the rest before the listing is public. */
    nameKn: string | null;
    nameHi: string | null;
    category: string;
    description: string | null;
    address: string | null;
    locality: string | null;
    pincode: string | null;
    phone: string | null;
    whatsapp: string | null;
    email: string | null;
    website: string | null;
    /** Why it was rejected before, when its owner changed it since. */
    statusReason: string | null;
  };
  owner: QueuePerson | null;
}

/** A listing's held edits waiting together: each field with the value the listing shows and the one asked for. */
export interface EditQueueItem extends QueueItemBase {
  type: 'edit';
  /** The listing's id: `POST /api/admin/edits/:id/approve` decides all of its waiting edits at once. */
  id: string;
  businessId: string;
  businessName: string;
  /** The newest of the edits' times: approving may send it back (`{updatedAt}`) to refuse edits changed since. */
  updatedAt: string;
  /** In the order the listing's form shows the fields; a category by its name; newValue null empties the field. */
  changes: { field: HeldField; oldValue: string | null; newValue: string | null; requestedAt: string }[];
  owner: QueuePerson | null;
}

/** A claim our team checks (claims waiting for their e-mail code are not for admins). */
export interface ClaimQueueItem extends QueueItemBase {
  type: 'claim';
  businessId: string;
  businessName: string;
  claimant: QueuePerson;
  /** Who runs the listing now, if anyone: approving moves it away from them. */
  owner: QueuePerson | null;
  evidenceType: 'gst' | 'udyam' | 'document' | null;
  evidenceNumber: string | null;
  message: string | null;
  /** Where an admin reads the document photo with their token (`GET /api/admin/claims/:id/document`), or null without one. */
  documentUrl: string | null;
}

/** A photo an owner uploaded: live already, waiting for an admin's look. */
export interface PhotoQueueItem extends QueueItemBase {
  type: 'photo';
  businessId: string;
  businessName: string;
  url: string;
  alt: string | null;
  isPrimary: boolean;
  uploadedBy: QueuePerson | null;
}

/** A reported review with its open reports, oldest first. */
export interface ReportQueueItem extends QueueItemBase {
  type: 'report';
  businessId: string;
  businessName: string;
  review: {
    id: string;
    rating: number;
    title: string | null;
    content: string;
    status: 'visible' | 'hidden';
    createdAt: string;
    updatedAt: string;
    author: QueuePerson;
  };
  /** All open reports of the review; `reports` lists the oldest REPORTS_PER_ITEM of them. */
  reportCount: number;
  reports: { id: string; reason: string; createdAt: string; reporter: { id: string; name: string } }[];
}

/** How many of a review's reports an item lists (their count says how many there are). */
export const REPORTS_PER_ITEM = 20;

/** A message from the contact page that nobody has read yet. */
export interface ContactQueueItem extends QueueItemBase {
  type: 'contact';
  businessId: null;
  businessName: null;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type QueueItem = ListingQueueItem | EditQueueItem | ClaimQueueItem | PhotoQueueItem | ReportQueueItem | ContactQueueItem;

/** `data` of `GET /api/admin/queue`, and `admin.queue`'s answer. */
export interface QueuePage {
  items: QueueItem[];
  /** Items of each type, each at most QUEUE_DEPTH; whatever `type` filters. */
  counts: Record<QueueType, number>;
  pagination: { page: number; limit: number; total: number; totalPages: number };
}
