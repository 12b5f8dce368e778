import { env, SELF } from 'cloudflare:test';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_ACTORS, LISTING_HISTORY_PAGE_SIZE } from '../../../worker/contracts/admin-audit.ts';
import { ADMIN_LIST_DEPTH, ADMIN_LIST_TOO_DEEP } from '../../../worker/contracts/admin-lists.ts';
import { hoursUpdateSchema } from '../../../worker/contracts/hours.ts';
import * as schema from '../../../worker/db/schema.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { withdrawClaim } from '../../../worker/services/owner/claims.ts';
import { updateListing } from '../../../worker/services/owner/edits.ts';
import { setListingHours } from '../../../worker/services/owner/hours.ts';
import { setEnquiryStatus } from '../../../worker/services/owner/leads.ts';
import { updatePhoto } from '../../../worker/services/owner/media.ts';
import { createCallerFactory } from '../../../worker/trpc/init.ts';
import { appRouter } from '../../../worker/trpc/router.ts';
import { addCategory, addLocation, addPincode, addUser, db, requestContext, rowsRead } from '../fixtures.ts';
import { png } from '../support/images.ts';
import { mailbox } from '../support/mailbox.ts';
import { api, ownerRouteCallers, signedInPerson, uniqueEmail } from '../support/people.ts';
import type { RequestContext } from '../../../worker/env.ts';

/**
 * The audit log (docs/product.md §3.24): every owner write leaves exactly one entry, in the batch of its change; admins
 * read every entry, owners the history of their own listings.
 */

type Person = Awaited<ReturnType<typeof signedInPerson>>;

interface AdminEntry {
  id: string;
  at: string;
  actor: { id: string; name: string; email: string } | null;
  action: string;
  entity: string;
  entityId: string;
  businessId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

type HistoryEntry = Omit<AdminEntry, 'actor' | 'businessId'> & { actor: { name: string } | null };

interface Paged<Entry> {
  status: string;
  message?: string;
  data: { entries: Entry[]; pagination: { page: number; limit: number; total: number; totalPages: number } };
  errors?: { field: string; message: string }[];
}

const LISTING = {
  name: 'Basavanagudi Benne Dosa',
  category: 'Cafes',
  description: 'Butter dosas from a cast iron tawa, with coconut chutney and filter coffee, since 1968.',
  address: '7, Gandhi Bazaar Main Road, Basavanagudi',
  pincode: '560004',
  phone: '080 4718 2500',
  keywords: ['benne dosa'],
};
const NEW_DESCRIPTION = 'Benne dosa, khara bath and kesari bath every morning, with filter coffee in steel tumblers.';
const WEEK = { monday: [{ opens: '07:00', closes: '12:30' }], tuesday: [{ opens: '07:00', closes: '12:30' }] };

let owner: Person;
let otherOwner: Person;
let admin: Person;
let user: Person;
let ipCounter = 0;

beforeAll(async () => {
  await addCategory('Cafes');
  await addCategory('Bakeries');
  await addPincode('560004', 12.94, 77.57);
  await addLocation('Basavanagudi', ['560004']);
  ({ owner, otherOwner, admin, user } = await ownerRouteCallers('Meera Iyer'));
});

/** Every audit entry about one record, oldest first, as stored. */
function entriesAbout(entityId: string) {
  return db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, entityId)).orderBy(asc(schema.auditLog.at));
}

/** Every audit entry of one listing, oldest first, as stored. */
function entriesOf(businessId: string) {
  return db.select().from(schema.auditLog).where(eq(schema.auditLog.businessId, businessId)).orderBy(asc(schema.auditLog.at));
}

/** A listing added through the API by `person`, then approved (or not) as "an admin" would. */
async function addListing(person: Person, status: 'pending' | 'approved' = 'approved') {
  const added = await api<{ data: { business: { id: string } } }>('POST', '/owner/businesses', { token: person.token, body: LISTING });
  expect(added.status).toBe(201);
  const { id } = added.body.data.business;
  if (status === 'approved') await db.update(schema.businesses).set({ status, isVerified: true }).where(eq(schema.businesses.id, id));
  return id;
}

const edit = (id: string, token: string, changes: Record<string, unknown>) =>
  api<{ status: string; message: string }>('PATCH', `/owner/businesses/${id}`, { token, body: changes });

/** A service's context whose first write batch lands just after `meanwhile`: another request's write in between. */
function racedContext(token: string, meanwhile: () => Promise<unknown>): RequestContext {
  const context = requestContext({ token });
  let raced = false;
  const raceBefore = new Proxy(context.db, {
    get(target, property, receiver) {
      if (property !== 'batch') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: Parameters<typeof target.batch>) => {
        if (!raced) {
          raced = true;
          await meanwhile();
        }
        return target.batch(...args);
      };
    },
  });
  return { ...context, db: raceBefore };
}

async function upload(businessId: string, token: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([bytes], 'photo.png', { type: 'image/png' }));
  const response = await SELF.fetch(`http://localhost/api/owner/businesses/${businessId}/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'cf-connecting-ip': `10.66.${Math.floor(ipCounter / 200)}.${ipCounter++ % 200}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { data: { media: { id: string } } } };
}

function codeSentTo(email: string): string {
  const code = /^(\d{6}) /.exec(mailbox.last(email).subject)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}

/** A public listing with an address of its own, run by `runner` (when given), for claims. */
async function claimableListing(runner?: Person) {
  const id = await addListing(runner ?? (await signedInPerson({ role: 'owner' })));
  const email = uniqueEmail('shop');
  await db
    .update(schema.businesses)
    .set({ email, ownerId: runner?.id ?? null })
    .where(eq(schema.businesses.id, id));
  return { id, email };
}

async function openClaim(person: Person, businessId: string) {
  const opened = await api<{ data: { claim: { id: string } } }>('POST', '/owner/claims', { token: person.token, body: { businessId } });
  expect(opened.status).toBe(201);
  return opened.body.data.claim.id;
}

describe('every owner write leaves exactly one audit entry, written with its change', () => {
  it('adding a listing: business.create, by its owner', async () => {
    const person = await signedInPerson({ name: 'Ravi Kumar' });
    const id = await addListing(person, 'pending');
    const entries = await entriesOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'business.create', entity: 'business', entityId: id, businessId: id, actorId: person.id });
    expect(JSON.parse(entries[0]?.after ?? 'null')).toEqual({
      name: LISTING.name,
      category: 'Cafes',
      address: LISTING.address,
      pincode: '560004',
      phone: '+918047182500',
      status: 'pending',
    });
    expect(entries[0]?.before).toBeNull();
  });

  it('an edit: one business.edit with what went live, what waits and what was withdrawn; nothing for an edit that changes nothing', async () => {
    const id = await addListing(owner);
    expect((await edit(id, owner.token, { description: NEW_DESCRIPTION, name: 'Benne Dosa Corner', category: 'Bakeries' })).status).toBe(
      200,
    );
    let entries = (await entriesOf(id)).filter((entry) => entry.action === 'business.edit');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'business', entityId: id, actorId: owner.id });
    expect(JSON.parse(entries[0]?.before ?? 'null')).toEqual({
      live: { description: LISTING.description },
      held: { name: LISTING.name, category: 'Cafes' },
    });
    expect(JSON.parse(entries[0]?.after ?? 'null')).toEqual({
      live: { description: NEW_DESCRIPTION },
      held: { name: 'Benne Dosa Corner', category: 'Bakeries' },
    });

    // The same values again (the name as it waits): nothing changes, so nothing is recorded.
    expect((await edit(id, owner.token, { description: NEW_DESCRIPTION, name: 'Benne Dosa Corner' })).status).toBe(200);
    expect((await entriesOf(id)).filter((entry) => entry.action === 'business.edit')).toHaveLength(1);

    // Back to the live name: the waiting change is withdrawn, and that is an entry of its own.
    expect((await edit(id, owner.token, { name: LISTING.name })).status).toBe(200);
    entries = (await entriesOf(id)).filter((entry) => entry.action === 'business.edit');
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[1]?.after ?? 'null')).toEqual({ withdrawn: ['name'] });
  });

  it('an edit whose batch fails leaves no entry', async () => {
    const id = await addListing(owner);
    await env.DB.exec(
      "CREATE TRIGGER test_refuse_audited_change BEFORE INSERT ON business_changes WHEN NEW.new_value = 'Boom Dosa' BEGIN SELECT RAISE(ABORT, 'refused'); END;",
    );
    try {
      expect((await edit(id, owner.token, { name: 'Boom Dosa', description: NEW_DESCRIPTION })).status).toBe(500);
    } finally {
      await env.DB.exec('DROP TRIGGER test_refuse_audited_change;');
    }
    expect((await entriesOf(id)).map((entry) => entry.action)).toEqual(['business.create']);
  });

  it('an edit of a listing approved while it was being saved: 409, nothing of it saved, no entry', async () => {
    const id = await addListing(owner, 'pending');
    const approve = () => db.update(schema.businesses).set({ status: 'approved', isVerified: true }).where(eq(schema.businesses.id, id));
    await expect(
      updateListing(racedContext(owner.token, approve), {
        id,
        changes: {
          name: 'Unchecked Name',
          keywords: ['unchecked'],
          description: NEW_DESCRIPTION,
        },
      }),
    ).rejects.toMatchObject({ status: 409 });
    const [row] = await db.select().from(schema.businesses).where(eq(schema.businesses.id, id));
    expect(row).toMatchObject({ name: LISTING.name, description: LISTING.description, status: 'approved' });
    expect(row?.keywords).toEqual(['benne dosa']);
    expect((await entriesOf(id)).map((entry) => entry.action)).toEqual(['business.create']);
  });

  it('opening hours: hours.set with the week (and the special days when given) before and after; none when the batch fails', async () => {
    const id = await addListing(owner);
    const saved = await api('PUT', `/owner/businesses/${id}/hours`, { token: owner.token, body: { weekly: WEEK } });
    expect(saved.status).toBe(200);
    const special = [{ date: '2026-12-25', closed: true }];
    expect((await api('PUT', `/owner/businesses/${id}/hours`, { token: owner.token, body: { weekly: WEEK, special } })).status).toBe(200);
    const entries = (await entriesOf(id)).filter((entry) => entry.action === 'hours.set');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ entity: 'hours', entityId: id, actorId: owner.id });
    const first = { before: JSON.parse(entries[0]?.before ?? 'null'), after: JSON.parse(entries[0]?.after ?? 'null') };
    expect(Object.keys(first.before)).toEqual(['weekly']);
    expect(first.after.weekly).toMatchObject({ monday: [{ opens: '07:00', closes: '12:30' }], wednesday: [] });
    expect(JSON.parse(entries[1]?.before ?? 'null')).toMatchObject({ weekly: first.after.weekly, special: [] });
    expect(JSON.parse(entries[1]?.after ?? 'null')).toMatchObject({ special: [{ date: '2026-12-25', closed: true }] });

    await env.DB.exec(
      "CREATE TRIGGER test_refuse_hours BEFORE INSERT ON business_hours WHEN NEW.opens_at = 777 BEGIN SELECT RAISE(ABORT, 'refused'); END;",
    );
    try {
      const failed = await api('PUT', `/owner/businesses/${id}/hours`, {
        token: owner.token,
        body: { weekly: { friday: [{ opens: '12:57', closes: '18:00' }] } },
      });
      expect(failed.status).toBe(500);
    } finally {
      await env.DB.exec('DROP TRIGGER test_refuse_hours;');
    }
    expect((await entriesOf(id)).filter((entry) => entry.action === 'hours.set')).toHaveLength(2);
  });

  it('photos: media.add, media.update and media.delete; two uploads of one photo at once leave one entry', async () => {
    const id = await addListing(owner);
    const added = await upload(id, owner.token, png({ width: 301 }));
    expect(added.status).toBe(201);
    const photoId = added.body.data.media.id;
    const [addedEntry] = await entriesAbout(photoId);
    expect(addedEntry).toMatchObject({ action: 'media.add', entity: 'media', businessId: id, actorId: owner.id });
    expect(JSON.parse(addedEntry?.after ?? 'null')).toEqual({
      url: expect.stringMatching(new RegExp(`^businesses/${id}/[0-9a-f]+\\.png$`)),
    });

    const changed = await api('PATCH', `/owner/businesses/${id}/media/${photoId}`, { token: owner.token, body: { alt: 'The tawa' } });
    expect(changed.status).toBe(200);
    const removed = await api('DELETE', `/owner/businesses/${id}/media/${photoId}`, { token: owner.token });
    expect(removed.status).toBe(200);
    const entries = await entriesAbout(photoId);
    expect(entries.map((entry) => entry.action)).toEqual(['media.add', 'media.update', 'media.delete']);
    expect(JSON.parse(entries[1]?.before ?? 'null')).toEqual({ alt: null, position: 0, isPrimary: true });
    expect(JSON.parse(entries[1]?.after ?? 'null')).toEqual({ alt: 'The tawa', position: 0, isPrimary: true });
    expect(JSON.parse(entries[2]?.before ?? 'null')).toMatchObject({ alt: 'The tawa', isPrimary: true });
    expect(entries[2]?.after).toBeNull();

    const bytes = png({ width: 302 });
    const both = await Promise.all([upload(id, owner.token, bytes), upload(id, owner.token, bytes)]);
    expect(both.map((answer) => answer.status).toSorted()).toEqual([201, 409]);
    const adds = (await entriesOf(id)).filter((entry) => entry.action === 'media.add');
    expect(adds).toHaveLength(2);
    const photos = await db
      .select({ id: schema.businessMedia.id })
      .from(schema.businessMedia)
      .where(eq(schema.businessMedia.businessId, id));
    expect(adds.map((entry) => entry.entityId)).toContain(photos[0]?.id);
  });

  it('an enquiry’s status: enquiry.status; none when the enquiry went meanwhile', async () => {
    const id = await addListing(owner);
    const enquiryId = newId();
    await db
      .insert(schema.enquiries)
      .values({ id: enquiryId, businessId: id, name: 'Asha', email: 'asha@example.in', message: 'Open on Sunday?' });
    expect((await api('PATCH', `/owner/enquiries/${enquiryId}`, { token: owner.token, body: { status: 'replied' } })).status).toBe(200);
    const entries = await entriesAbout(enquiryId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'enquiry.status', entity: 'enquiry', businessId: id, actorId: owner.id });
    expect([JSON.parse(entries[0]?.before ?? 'null'), JSON.parse(entries[0]?.after ?? 'null')]).toEqual([
      { status: 'new' },
      { status: 'replied' },
    ]);

    const gone = () => db.delete(schema.enquiries).where(eq(schema.enquiries.id, enquiryId));
    await expect(setEnquiryStatus(racedContext(owner.token, gone), { id: enquiryId, status: 'closed' })).rejects.toMatchObject({
      status: 404,
    });
    expect(await entriesAbout(enquiryId)).toHaveLength(1);
  });

  it('a review reply: review.reply and review.reply-remove, none for the same words or no reply', async () => {
    const id = await addListing(owner);
    const reviewId = newId();
    await db
      .insert(schema.reviews)
      .values({ id: reviewId, businessId: id, userId: user.id, rating: 4, content: 'Crisp dosas, slow service.' });
    const reply = (content: string) => api('PUT', `/owner/reviews/${reviewId}/response`, { token: owner.token, body: { content } });
    expect((await reply('Thank you! We have added a second tawa.')).status).toBe(200);
    expect((await reply('Thank you! We have added a second tawa.')).status).toBe(200);
    expect((await api('DELETE', `/owner/reviews/${reviewId}/response`, { token: owner.token })).status).toBe(200);
    expect((await api('DELETE', `/owner/reviews/${reviewId}/response`, { token: owner.token })).status).toBe(200);
    const entries = await entriesAbout(reviewId);
    expect(entries.map((entry) => [entry.action, entry.entity, entry.businessId, entry.actorId])).toEqual([
      ['review.reply', 'review', id, owner.id],
      ['review.reply-remove', 'review', id, owner.id],
    ]);
    expect(JSON.parse(entries[0]?.after ?? 'null')).toEqual({ reply: 'Thank you! We have added a second tawa.' });
    expect(JSON.parse(entries[1]?.before ?? 'null')).toEqual({ reply: 'Thank you! We have added a second tawa.' });
  });

  it('a claim: claim.create, claim.resend and claim.verify with the owner it moved from and to; wrong codes leave none', async () => {
    const previous = await signedInPerson({ name: 'Old Owner', role: 'owner' });
    const listing = await claimableListing(previous);
    const claimant = await signedInPerson({ name: 'New Owner' });
    const claimId = await openClaim(claimant, listing.id);
    expect((await api('POST', `/owner/claims/${claimId}/resend`, { token: claimant.token, body: {} })).status).toBe(200);
    const code = codeSentTo(listing.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await api('POST', `/owner/claims/${claimId}/verify`, { token: claimant.token, body: { code: wrong } })).status).toBe(400);
    expect((await api('POST', `/owner/claims/${claimId}/verify`, { token: claimant.token, body: { code } })).status).toBe(200);
    const entries = await entriesAbout(claimId);
    expect(entries.map((entry) => [entry.action, entry.entity, entry.businessId, entry.actorId])).toEqual([
      ['claim.create', 'claim', listing.id, claimant.id],
      ['claim.resend', 'claim', listing.id, claimant.id],
      ['claim.verify', 'claim', listing.id, claimant.id],
    ]);
    expect(JSON.parse(entries[0]?.after ?? 'null')).toEqual({
      method: 'email',
      status: 'awaiting-code',
      evidenceType: null,
      hasDocument: false,
    });
    expect(entries[1]?.after).not.toContain(code);
    expect(JSON.parse(entries[2]?.before ?? 'null')).toEqual({ status: 'awaiting-code', ownerId: previous.id });
    expect(JSON.parse(entries[2]?.after ?? 'null')).toEqual({ status: 'approved', ownerId: claimant.id });
  });

  it('a claim closed by its fifth wrong code: one claim.close with the reason', async () => {
    const listing = await claimableListing();
    const claimant = await signedInPerson();
    const claimId = await openClaim(claimant, listing.id);
    const code = codeSentTo(listing.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await api('POST', `/owner/claims/${claimId}/verify`, { token: claimant.token, body: { code: wrong } })).status).toBe(400);
    const entries = await entriesAbout(claimId);
    expect(entries.map((entry) => entry.action)).toEqual(['claim.create', 'claim.close']);
    expect(entries[1]).toMatchObject({ reason: 'Closed after five wrong codes.', actorId: claimant.id });
    expect(JSON.parse(entries[1]?.after ?? 'null')).toEqual({ status: 'rejected' });
  });

  it('a claim withdrawn: claim.withdraw; none when an admin decided it meanwhile', async () => {
    const listing = await claimableListing();
    const claimant = await signedInPerson();
    const claimId = await openClaim(claimant, listing.id);
    expect((await api('DELETE', `/owner/claims/${claimId}`, { token: claimant.token })).status).toBe(200);
    expect((await entriesAbout(claimId)).map((entry) => entry.action)).toEqual(['claim.create', 'claim.withdraw']);

    const raced = await openClaim(claimant, listing.id);
    const decide = () =>
      db.update(schema.businessClaims).set({ status: 'rejected', decidedAt: new Date() }).where(eq(schema.businessClaims.id, raced));
    await expect(withdrawClaim(racedContext(claimant.token, decide), { id: raced })).rejects.toMatchObject({ status: 409 });
    expect((await entriesAbout(raced)).map((entry) => entry.action)).toEqual(['claim.create']);
  });

  it('a claim that could not be stored leaves no entry', async () => {
    const listing = await claimableListing();
    const claimant = await signedInPerson();
    await openClaim(claimant, listing.id);
    const again = await api('POST', '/owner/claims', { token: claimant.token, body: { businessId: listing.id } });
    expect(again.status).toBe(409);
    expect((await entriesOf(listing.id)).filter((entry) => entry.action === 'claim.create')).toHaveLength(1);
  });
});

describe('a write that changes nothing leaves no entry (issue 33)', () => {
  // Each test's listing has an owner of its own: an account adds at most 10 listings a day.
  async function enquiryOf(businessId: string) {
    const enquiryId = newId();
    await db
      .insert(schema.enquiries)
      .values({ id: enquiryId, businessId, name: 'Asha', email: 'asha@example.in', message: 'Open on Sunday?' });
    return enquiryId;
  }

  it('the same enquiry status three times: one enquiry.status, every answer 200 with the enquiry', async () => {
    const me = await signedInPerson({ name: 'Lakshmi Rao' });
    const id = await addListing(me);
    const enquiryId = await enquiryOf(id);
    for (let n = 0; n < 3; n++) {
      const answer = await api<{ data: { enquiry: { id: string; status: string } } }>('PATCH', `/owner/enquiries/${enquiryId}`, {
        token: me.token,
        body: { status: 'replied' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.enquiry).toMatchObject({ id: enquiryId, status: 'replied' });
    }
    const entries = await entriesAbout(enquiryId);
    expect(entries.map((entry) => entry.action)).toEqual(['enquiry.status']);
    expect([JSON.parse(entries[0]?.before ?? 'null'), JSON.parse(entries[0]?.after ?? 'null')]).toEqual([
      { status: 'new' },
      { status: 'replied' },
    ]);
    // A real change after them is recorded again.
    expect((await api('PATCH', `/owner/enquiries/${enquiryId}`, { token: me.token, body: { status: 'closed' } })).status).toBe(200);
    expect((await entriesAbout(enquiryId)).map((entry) => entry.action)).toEqual(['enquiry.status', 'enquiry.status']);
  });

  it('the same alt text (or the same place, or main photo again) three times: one media.update, every answer 200', async () => {
    const me = await signedInPerson({ name: 'Lakshmi Rao' });
    const id = await addListing(me);
    const added = await upload(id, me.token, png({ width: 303 }));
    expect(added.status).toBe(201);
    const photoId = added.body.data.media.id;
    for (let n = 0; n < 3; n++) {
      const answer = await api<{ data: { media: { id: string; alt: string | null } } }>(
        'PATCH',
        `/owner/businesses/${id}/media/${photoId}`,
        {
          token: me.token,
          body: { alt: 'The tawa' },
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.media).toMatchObject({ id: photoId, alt: 'The tawa' });
    }
    for (const body of [{ position: 0 }, { isPrimary: true }, { alt: 'The tawa', position: 0, isPrimary: true }]) {
      expect((await api('PATCH', `/owner/businesses/${id}/media/${photoId}`, { token: me.token, body })).status).toBe(200);
    }
    const entries = await entriesAbout(photoId);
    expect(entries.map((entry) => entry.action)).toEqual(['media.add', 'media.update']);
    expect(JSON.parse(entries[1]?.before ?? 'null')).toEqual({ alt: null, position: 0, isPrimary: true });
    expect(JSON.parse(entries[1]?.after ?? 'null')).toEqual({ alt: 'The tawa', position: 0, isPrimary: true });
  });

  it('the same hours three times: one hours.set, every answer 200 with the hours, still confirmed', async () => {
    const me = await signedInPerson({ name: 'Lakshmi Rao' });
    const id = await addListing(me);
    const special = [{ date: '2026-12-25', closed: true }];
    for (let n = 0; n < 3; n++) {
      const answer = await api<{ data: { hours: { weekly: Record<string, unknown>; special: unknown[]; confirmedAt: string | null } } }>(
        'PUT',
        `/owner/businesses/${id}/hours`,
        { token: me.token, body: { weekly: WEEK, special } },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.hours).toMatchObject({
        weekly: { monday: [{ opens: '07:00', closes: '12:30' }], wednesday: [] },
        special: [{ date: '2026-12-25', closed: true }],
        confirmedAt: expect.any(String),
      });
    }
    // The week alone, the special days left out: they are kept, so this changes nothing either.
    expect((await api('PUT', `/owner/businesses/${id}/hours`, { token: me.token, body: { weekly: WEEK } })).status).toBe(200);
    const entries = (await entriesOf(id)).filter((entry) => entry.action === 'hours.set');
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]?.after ?? 'null')).toMatchObject({ special: [{ date: '2026-12-25', closed: true }] });
  });

  it('two identical writes at once leave one entry: the second finds the change made and records nothing', async () => {
    const me = await signedInPerson({ name: 'Lakshmi Rao' });
    const id = await addListing(me);
    const enquiryId = await enquiryOf(id);
    const replied = () => api('PATCH', `/owner/enquiries/${enquiryId}`, { token: me.token, body: { status: 'replied' } });
    await expect(setEnquiryStatus(racedContext(me.token, replied), { id: enquiryId, status: 'replied' })).resolves.toMatchObject({
      status: 'replied',
    });
    expect((await entriesAbout(enquiryId)).map((entry) => entry.action)).toEqual(['enquiry.status']);

    const photoId = (await upload(id, me.token, png({ width: 304 }))).body.data.media.id;
    const named = () => api('PATCH', `/owner/businesses/${id}/media/${photoId}`, { token: me.token, body: { alt: 'The tawa' } });
    const answer = await updatePhoto(racedContext(me.token, named), { id, mediaId: photoId, changes: { alt: 'The tawa' } });
    expect(answer.media).toMatchObject({ id: photoId, alt: 'The tawa' });
    expect((await entriesAbout(photoId)).map((entry) => entry.action)).toEqual(['media.add', 'media.update']);

    const hours = { weekly: WEEK, special: [{ date: '2026-12-25', closed: true }] };
    const saved = () => api('PUT', `/owner/businesses/${id}/hours`, { token: me.token, body: hours });
    const stored = await setListingHours(racedContext(me.token, saved), { id, hours: hoursUpdateSchema.parse(hours) });
    expect(stored.weekly.monday).toEqual([{ opens: '07:00', closes: '12:30' }]);
    expect((await entriesOf(id)).filter((entry) => entry.action === 'hours.set')).toHaveLength(1);
  });
});

describe('GET /api/admin/audit', () => {
  const list = (query: string, token = admin.token) => api<Paged<AdminEntry>>('GET', `/admin/audit${query}`, { token });

  it('answers visitors 401 and owners and users 403', async () => {
    expect((await api('GET', '/admin/audit')).status).toBe(401);
    expect((await list('', owner.token)).status).toBe(403);
    expect((await list('', user.token)).status).toBe(403);
  });

  it('lists one actor’s entries newest first, a page at a time, with the actor and the values as JSON', async () => {
    const actor = await signedInPerson({ name: 'Paged Owner' });
    const id = await addListing(actor);
    expect((await edit(id, actor.token, { description: NEW_DESCRIPTION })).status).toBe(200);
    expect((await api('PUT', `/owner/businesses/${id}/hours`, { token: actor.token, body: { weekly: WEEK } })).status).toBe(200);

    const first = await list(`?actor=${actor.id}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(first.body.data.entries.map((entry) => entry.action)).toEqual(['hours.set', 'business.edit']);
    const second = await list(`?actor=${actor.id}&limit=2&page=2`);
    expect(second.body.data.entries.map((entry) => entry.action)).toEqual(['business.create']);

    const [edited] = first.body.data.entries.slice(1);
    expect(edited).toMatchObject({
      actor: { id: actor.id, name: 'Paged Owner', email: actor.email },
      entity: 'business',
      entityId: id,
      businessId: id,
      before: { live: { description: LISTING.description } },
      after: { live: { description: NEW_DESCRIPTION } },
      reason: null,
    });
    expect(Date.parse(edited?.at ?? '')).not.toBeNaN();
  });

  it('filters by the kind of record, with the actor too', async () => {
    const actor = await signedInPerson({ name: 'Filtered Owner' });
    const id = await addListing(actor);
    expect((await api('PUT', `/owner/businesses/${id}/hours`, { token: actor.token, body: { weekly: WEEK } })).status).toBe(200);
    const hours = await list(`?entity=hours&actor=${actor.id}`);
    expect(hours.body.data.entries.map((entry) => [entry.action, entry.entityId])).toEqual([['hours.set', id]]);
    const everyHours = await list('?entity=hours&limit=100');
    expect(everyHours.body.data.entries.every((entry) => entry.entity === 'hours')).toBe(true);
    expect(everyHours.body.data.entries.map((entry) => entry.entityId)).toContain(id);
  });

  it('refuses an unknown kind of record and a bad page, naming the field', async () => {
    const unknown = await list('?entity=password');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.field).toBe('entity');
    const page = await list('?page=0');
    expect(page.status).toBe(400);
    expect(page.body.errors?.[0]?.field).toBe('page');
  });

  it('counts up to the lists’ depth and pages within it, reading no more rows than that however long the log', async () => {
    const actor = await addUser('Busy Actor');
    const at = Date.now() - 86_400_000;
    const rows = Array.from({ length: ADMIN_LIST_DEPTH + 30 }, (_, n) => ({
      id: newId(),
      at: new Date(at + n),
      actorId: actor,
      action: 'hours.set',
      entity: 'hours' as const,
      entityId: `listing-${n}`,
    }));
    const inserts = Array.from({ length: Math.ceil(rows.length / 10) }, (_, n) =>
      db.insert(schema.auditLog).values(rows.slice(n * 10, n * 10 + 10)),
    );
    await db.batch([inserts[0] as (typeof inserts)[number], ...inserts.slice(1)]);

    const first = await list(`?actor=${actor}&limit=100`);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 100, total: ADMIN_LIST_DEPTH, totalPages: ADMIN_LIST_DEPTH / 100 });
    expect(first.body.data.entries[0]?.entityId).toBe(`listing-${ADMIN_LIST_DEPTH + 29}`);
    expect(rowsRead(first.headers).rowsRead).toBeLessThanOrEqual(ADMIN_LIST_DEPTH + 2 * 100 + 50);
    const last = await list(`?actor=${actor}&limit=100&page=${ADMIN_LIST_DEPTH / 100}`);
    expect(last.body.data.entries).toHaveLength(100);
    const past = await list(`?actor=${actor}&limit=100&page=${ADMIN_LIST_DEPTH / 100 + 1}`);
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([{ field: 'page', message: ADMIN_LIST_TOO_DEEP }]);
  });

  it('answers the same through tRPC admin.audit, for admins only', async () => {
    const actor = await signedInPerson({ name: 'Trpc Owner' });
    const id = await addListing(actor);
    const caller = createCallerFactory(appRouter)(requestContext({ token: admin.token })).admin;
    const { entries, pagination } = await caller.audit({ actor: actor.id });
    expect(pagination.total).toBe(1);
    expect(entries[0]).toMatchObject({ action: 'business.create', entityId: id, actor: { id: actor.id, email: actor.email } });
    const ownerCaller = createCallerFactory(appRouter)(requestContext({ token: owner.token })).admin;
    await expect(ownerCaller.audit({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('GET /api/owner/businesses/:id/audit, a listing’s history', () => {
  const history = (id: string, token: string | undefined, query = '') =>
    api<Paged<HistoryEntry>>('GET', `/owner/businesses/${id}/audit${query}`, { token });

  it('shows its owner the listing’s entries newest first, the owner by name and any admin as the team', async () => {
    const id = await addListing(owner);
    expect((await edit(id, admin.token, { description: NEW_DESCRIPTION })).status).toBe(200);
    expect((await api('PUT', `/owner/businesses/${id}/hours`, { token: owner.token, body: { weekly: WEEK } })).status).toBe(200);
    const answer = await history(id, owner.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.entries.map((entry) => [entry.action, entry.actor?.name])).toEqual([
      ['hours.set', 'Meera Iyer'],
      ['business.edit', HISTORY_ACTORS.team],
      ['business.create', 'Meera Iyer'],
    ]);
    expect(answer.body.data.pagination).toEqual({ page: 1, limit: LISTING_HISTORY_PAGE_SIZE, total: 3, totalPages: 1 });
    expect(answer.body.data.entries[1]).toMatchObject({
      entity: 'business',
      entityId: id,
      after: { live: { description: NEW_DESCRIPTION } },
    });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(admin.email);
    expect(text).not.toContain(admin.id);
    expect(text).not.toContain('Site Admin');
  });

  it('is for the listing’s owner and admins only', async () => {
    const id = await addListing(owner);
    expect((await history(id, undefined)).status).toBe(401);
    expect((await history(id, otherOwner.token)).status).toBe(403);
    expect((await history(id, user.token)).status).toBe(403);
    expect((await history(id, admin.token)).status).toBe(200);
    expect((await history('no-such-listing', owner.token)).status).toBe(404);
    expect((await history(id, owner.token, '?page=0')).status).toBe(400);
  });

  it('keeps other people’s claims out, and shows a new owner their claim and the previous owner unnamed', async () => {
    const previous = await signedInPerson({ name: 'Gopal Rao', role: 'owner' });
    const listing = await claimableListing(previous);
    expect((await edit(listing.id, previous.token, { description: NEW_DESCRIPTION })).status).toBe(200);
    const stranger = await signedInPerson({ name: 'Curious Stranger' });
    const strangerClaim = await openClaim(stranger, listing.id);
    const mine = await history(listing.id, previous.token);
    expect(mine.body.data.entries.map((entry) => entry.entity)).not.toContain('claim');
    expect(JSON.stringify(mine.body)).not.toContain('Curious Stranger');
    // The admin's log has it all.
    const all = await api<Paged<AdminEntry>>('GET', '/admin/audit?entity=claim&limit=100', { token: admin.token });
    expect(all.body.data.entries.map((entry) => entry.entityId)).toContain(strangerClaim);

    const claimant = await signedInPerson({ name: 'Lakshmi Devi' });
    const claimId = await openClaim(claimant, listing.id);
    const code = codeSentTo(listing.email);
    expect((await api('POST', `/owner/claims/${claimId}/verify`, { token: claimant.token, body: { code } })).status).toBe(200);
    const theirs = await history(listing.id, claimant.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.entries.map((entry) => [entry.action, entry.actor?.name])).toEqual([
      ['claim.verify', 'Lakshmi Devi'],
      ['claim.create', 'Lakshmi Devi'],
      ['business.edit', HISTORY_ACTORS.previousOwner],
      ['business.create', HISTORY_ACTORS.previousOwner],
    ]);
    expect(JSON.stringify(theirs.body)).not.toContain('Gopal Rao');
    expect((await history(listing.id, previous.token)).status).toBe(403);
  });

  it('answers the same through tRPC owner.history', async () => {
    const id = await addListing(owner);
    const caller = createCallerFactory(appRouter)(requestContext({ token: owner.token })).owner;
    const { entries, pagination } = await caller.history({ id, page: 1 });
    expect(pagination.total).toBe(1);
    expect(entries[0]).toMatchObject({ action: 'business.create', actor: { name: 'Meera Iyer' } });
    const stranger = createCallerFactory(appRouter)(requestContext({ token: otherOwner.token })).owner;
    await expect(stranger.history({ id, page: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
