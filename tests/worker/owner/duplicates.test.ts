import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATES_NEED } from '../../../worker/contracts/owner.ts';
import { phoneDigits, phoneDigitsSql } from '../../../worker/db/rules.ts';
import * as schema from '../../../worker/db/schema.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { createRequestContext } from '../../../worker/services/context.ts';
import { findDuplicates } from '../../../worker/services/owner/duplicates.ts';
import { addBusiness, addCategory, addPincode, db } from '../fixtures.ts';
import { countingRows } from '../support/counting-d1.ts';
import { api, signedInPerson } from '../support/people.ts';

/** Likely duplicates of a listing about to be added (docs/product.md §3.23). */

interface Duplicate {
  id: string;
  name: string;
  address: string | null;
  locality: string | null;
  pincode: string | null;
  status: string;
  isPublic: boolean;
  hasOwner: boolean;
  isMine: boolean;
  reason: 'name' | 'phone';
}

type Answer = { status: string; data: { businesses: Duplicate[] }; errors?: { field: string; message: string }[] };

let categoryId = '';

beforeAll(async () => {
  categoryId = (await addCategory('Cafes')).id;
  await addPincode('560095', 12.93, 77.62);
  await addPincode('560034', 12.92, 77.63);
});

/** A listing in the directory's tables, run by `ownerId` when given. */
async function listing(
  name: string,
  options: { pincode?: string; phone?: string; status?: 'approved' | 'pending' | 'rejected'; ownerId?: string } = {},
) {
  const status = options.status ?? 'approved';
  const id = await addBusiness({
    name,
    categoryId,
    pincode: options.pincode ?? '560095',
    locality: 'Koramangala',
    phone: options.phone ?? '080 2222 3333',
    status,
    isVerified: status === 'approved',
  });
  if (options.ownerId) await db.update(schema.businesses).set({ ownerId: options.ownerId }).where(eq(schema.businesses.id, id));
  return id;
}

const duplicates = (token: string | undefined, query: Record<string, string>) =>
  api<Answer>('GET', `/owner/duplicates?${new URLSearchParams(query).toString()}`, { token });

describe('GET /api/owner/duplicates', () => {
  it('needs a session (any signed-in user) and a pincode with a name or a phone', async () => {
    const person = await signedInPerson();
    expect((await duplicates(undefined, { name: 'Filter Coffee', pincode: '560095' })).status).toBe(401);
    const cases: [Record<string, string>, string, string][] = [
      [{ name: 'Filter Coffee' }, 'pincode', 'Pincode is required'],
      [{ name: 'Filter Coffee', pincode: '5600' }, 'pincode', 'Pincode must be 6 digits'],
      [{ pincode: '560095' }, 'name', DUPLICATES_NEED],
      [{ name: '', phone: '', pincode: '560095' }, 'name', DUPLICATES_NEED],
      [{ name: 'F', pincode: '560095' }, 'name', 'Business name must be at least 2 characters'],
      [
        { phone: '+1 415 555 0100', pincode: '560095' },
        'phone',
        'Please enter an Indian phone number with its area code, e.g. 080 4718 2500 or 98450 12345',
      ],
    ];
    for (const [query, field, message] of cases) {
      const refused = await duplicates(person.token, query);
      expect(refused.status, JSON.stringify(query)).toBe(400);
      expect(refused.body.errors?.[0], JSON.stringify(query)).toEqual({ field, message });
    }
    const fine = await duplicates(person.token, { name: 'Nothing Like It Anywhere', pincode: '560095' });
    expect(fine.status).toBe(200);
    expect(fine.body.data.businesses).toEqual([]);
  });

  it('finds a public listing of the pincode by a similar name, case, punctuation and small words aside', async () => {
    const person = await signedInPerson();
    const house = await listing('Brindavan Filter Coffee House');
    const elsewhere = await listing('Brindavan Filter Coffee House', { pincode: '560034' });
    const unlike = await listing('Third Wave Coffee Roasters');
    const contained = await listing('Brindavanfilter Co.');

    for (const name of ['Brindavan Filter Coffee House', "brindavan's filter-coffee!", 'The Filter Coffee House', 'BRINDAVAN']) {
      const found = await duplicates(person.token, { name, pincode: '560095' });
      expect(found.status, name).toBe(200);
      const ids = found.body.data.businesses.map((business) => business.id);
      expect(ids, name).toContain(house);
      expect(ids, name).not.toContain(elsewhere);
      expect(ids, name).not.toContain(unlike);
    }
    const found = await duplicates(person.token, { name: 'Brindavan Filter', pincode: '560095' });
    expect(found.body.data.businesses.map((business) => business.id)).toEqual(expect.arrayContaining([house, contained]));
    expect(found.body.data.businesses.find((business) => business.id === house)).toEqual({
      id: house,
      name: 'Brindavan Filter Coffee House',
      address: '1, Main Road, Koramangala',
      locality: 'Koramangala',
      pincode: '560095',
      status: 'approved',
      isPublic: true,
      hasOwner: false,
      isMine: false,
      reason: 'name',
    });
  });

  it('finds the same phone in the pincode however it is written, and puts it first', async () => {
    const person = await signedInPerson();
    const byName = await listing('Malleshwaram Idli Mane');
    const byPhone = await listing('Something Else Entirely', { phone: '+91 98450 77777' });
    const otherPincode = await listing('Again Else Entirely', { phone: '+91 98450 77777', pincode: '560034' });
    const found = await duplicates(person.token, { name: 'Malleshwaram Idli Mane', phone: '09845077777', pincode: '560095' });
    expect(found.body.data.businesses.map((business) => [business.id, business.reason])).toEqual([
      [byPhone, 'phone'],
      [byName, 'name'],
    ]);
    expect(found.body.data.businesses.map((business) => business.id)).not.toContain(otherPincode);
  });

  it('never shows someone else’s listing that is not public, and flags the caller’s own, whatever their status', async () => {
    const person = await signedInPerson({ role: 'owner' });
    const other = await signedInPerson({ role: 'owner' });
    const phone = '+91 99000 11111';
    const othersPending = await listing('Vidyarthi Bhavan Dosa', { status: 'pending', ownerId: other.id, phone });
    const othersRejected = await listing('Vidyarthi Bhavan Dosa', { status: 'rejected', ownerId: other.id, phone });
    const othersPublic = await listing('Vidyarthi Bhavan Dosa Camp', { ownerId: other.id });
    const myPending = await listing('Vidyarthi Bhavan', { status: 'pending', ownerId: person.id });

    for (const query of [
      { name: 'Vidyarthi Bhavan Dosa', pincode: '560095' } as Record<string, string>,
      { phone: '9900011111', pincode: '560095' },
    ]) {
      const ids = (await duplicates(person.token, query)).body.data.businesses.map((business) => business.id);
      expect(ids).not.toContain(othersPending);
      expect(ids).not.toContain(othersRejected);
    }
    const found = await duplicates(person.token, { name: 'Vidyarthi Bhavan Dosa', pincode: '560095' });
    const byId = new Map(found.body.data.businesses.map((business) => [business.id, business]));
    expect(byId.get(othersPublic)).toMatchObject({ isPublic: true, hasOwner: true, isMine: false });
    expect(byId.get(myPending)).toMatchObject({ status: 'pending', isPublic: false, hasOwner: true, isMine: true });
    // Who runs a listing is never said.
    for (const business of found.body.data.businesses) expect(Object.keys(business)).not.toContain('ownerId');
  });

  it('answers at most five', async () => {
    const person = await signedInPerson();
    for (let branch = 1; branch <= 7; branch++) await listing(`Hatti Kaapi Branch ${branch}`, { pincode: '560034' });
    const found = await duplicates(person.token, { name: 'Hatti Kaapi', pincode: '560034' });
    expect(found.body.data.businesses).toHaveLength(5);
  });

  it('finds a name or a phone among every public listing of a crowded pincode, not only its newest', async () => {
    const person = await signedInPerson();
    await addPincode('560066', 12.97, 77.75);
    const listedIn2019 = (name: string, phone: string) =>
      addBusiness({ name, categoryId, pincode: '560066', phone, createdAt: new Date('2019-04-01T00:00:00Z') });
    const old = await listedIn2019('Zenith Lens House', '+91 98450 12345');
    const oldPhone = await listedIn2019('Hebbal Ice Creams', '+91 80 4718 2500');
    const oldWhatsapp = await listedIn2019('Domlur Paper Co', '+91 80 4718 2600');
    await db.update(schema.businesses).set({ whatsapp: '+919845066666' }).where(eq(schema.businesses.id, oldWhatsapp));
    const newer = Array.from({ length: 501 }, (_, n) => ({
      id: newId(),
      name: `Whitefield Store ${n}`,
      categoryId,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560066',
      phone: '080 4444 5555',
      status: 'approved' as const,
      isVerified: true,
    }));
    // A few rows a statement: D1 binds at most 100 values to one, and drizzle binds every column.
    for (let at = 0; at < newer.length; at += 3) await db.insert(schema.businesses).values(newer.slice(at, at + 3));
    const found = await duplicates(person.token, { name: 'zenith lens', pincode: '560066' });
    expect(found.body.data.businesses.map((business) => [business.id, business.reason])).toEqual([[old, 'name']]);
    // Through the index: the rows of what the name finds, not of every listing in the pincode, or every public one.
    const counting = countingRows(env.DB);
    const request = new Request('http://localhost/', { headers: { authorization: `Bearer ${person.token}` } });
    const ctx = createRequestContext({ env: { ...env, DB: counting.db }, request, requestId: 'test' });
    expect((await findDuplicates(ctx, { name: 'zenith lens', pincode: '560066' })).map((business) => business.id)).toEqual([old]);
    expect(counting.rowsRead()).toBeLessThan(50);
    // A phone or a WhatsApp number through their indexes, however it is written, older than the 501 newest.
    for (const [phone, id] of [
      ['080 4718 2500', oldPhone],
      ['09845066666', oldWhatsapp],
    ] as const) {
      const byPhone = await duplicates(person.token, { phone, pincode: '560066' });
      expect(byPhone.body.data.businesses.map((business) => [business.id, business.reason])).toEqual([[id, 'phone']]);
      const before = counting.rowsRead();
      expect((await findDuplicates(ctx, { phone, pincode: '560066' })).map((business) => business.id)).toEqual([id]);
      expect(counting.rowsRead() - before).toBeLessThan(10);
    }
    // A phone that 501 listings share: five of them, still read through the index.
    const shared = await duplicates(person.token, { phone: '08044445555', pincode: '560066' });
    expect(shared.body.data.businesses).toHaveLength(5);
  });

  it('keys a number by its last ten digits the same way in the Worker and in the index, however it is written', async () => {
    const written = ['+91 98450 12345', '+919845012345', '098450-12345', '(080) 4718.2500', '080/4718 2500', '9845012345', ''];
    for (const number of written) {
      const row = await env.DB.prepare(`SELECT ${phoneDigitsSql('?')} AS digits`)
        .bind(number)
        .first<{ digits: string }>();
      expect(row?.digits, number).toBe(phoneDigits(number));
    }
  });

  it('answers the same through tRPC', async () => {
    const person = await signedInPerson();
    const id = await listing('Koshy Parade Cafe');
    const input = encodeURIComponent(JSON.stringify({ name: 'Koshys Parade Cafe', pincode: '560095' }));
    const found = await api<{ result: { data: Duplicate[] } }>('GET', `/trpc/owner.duplicates?input=${input}`, { token: person.token });
    expect(found.status).toBe(200);
    expect(found.body.result.data.map((business) => business.id)).toContain(id);
  });
});
