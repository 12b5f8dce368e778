import { env, SELF } from 'cloudflare:test';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_CODE_TTL_MINUTES, EVIDENCE_WITHOUT_REVIEW } from '../../../worker/contracts/claims.ts';
import { JSON_BODY_LIMIT } from '../../../worker/contracts/limits.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../../worker/contracts/media.ts';
import * as schema from '../../../worker/db/schema.ts';
import { BODY_TOO_LARGE } from '../../../worker/http/body-limit.ts';
import { createCallerFactory } from '../../../worker/trpc/init.ts';
import { appRouter } from '../../../worker/trpc/router.ts';
import { addBusiness, addCategory, db, requestContext } from '../fixtures.ts';
import { concatBytes, exifSegment, GPS_TEXT, containsBytes, jpeg, png, zip } from '../support/images.ts';
import { mailbox } from '../support/mailbox.ts';
import { api, signedInPerson, uniqueEmail } from '../support/people.ts';

/** Claiming a listing: by a code mailed to the listing, or with evidence for our team (docs/product.md §3.23, §7.10). */

interface Claim {
  id: string;
  businessId: string;
  businessName: string;
  method: 'email' | 'document';
  status: string;
  sentTo: string | null;
  codeExpiresAt: string | null;
  evidenceType: string | null;
  evidenceNumber: string | null;
  hasDocument: boolean;
  message: string | null;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
}

interface Body {
  status: string;
  message: string;
  data: { claim: Claim; claims: Claim[]; business: { id: string; name: string } };
  errors: { field: string; message: string }[];
}

type Person = Awaited<ReturnType<typeof signedInPerson>>;

let categoryId = '';
let ipCounter = 0;

beforeAll(async () => {
  categoryId = (await addCategory('Sweet Shops')).id;
});

/** A listing with an address of its own (or none), its owner (or none), public unless told otherwise. */
async function listing(
  options: { email?: string | null; owner?: Person | null; status?: 'approved' | 'pending' | 'rejected'; isVerified?: boolean } = {},
) {
  const name = `Sri Krishna Sweets ${ipCounter++}`;
  const id = await addBusiness({ name, categoryId, status: options.status, isVerified: options.isVerified });
  const email = options.email === undefined ? uniqueEmail('shop') : options.email;
  await db
    .update(schema.businesses)
    .set({ email, ownerId: options.owner?.id ?? null })
    .where(eq(schema.businesses.id, id));
  return { id, name, email };
}

const claim = (token: string | undefined, body: unknown) => api<Body>('POST', '/owner/claims', { token, body });
const verify = (token: string | undefined, claimId: string, code: unknown) =>
  api<Body>('POST', `/owner/claims/${claimId}/verify`, { token, body: { code } });
const resend = (token: string | undefined, claimId: string) => api<Body>('POST', `/owner/claims/${claimId}/resend`, { token, body: {} });
const withdraw = (token: string | undefined, claimId: string) => api<Body>('DELETE', `/owner/claims/${claimId}`, { token });
const myClaims = (token: string | undefined) => api<Body>('GET', '/owner/claims', { token });

/** The claim as a browser's form sends it, with a document photo when one is given. */
async function claimWithDocument(
  token: string,
  fields: Record<string, string>,
  document?: Uint8Array,
  { name = 'gst-certificate.jpg', type = 'image/jpeg' } = {},
): Promise<{ status: number; body: Body }> {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  if (document) form.append('document', new File([document], name, { type }));
  const response = await SELF.fetch('http://localhost/api/owner/claims', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'cf-connecting-ip': `10.99.${Math.floor(ipCounter / 200)}.${ipCounter++ % 200}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** The code in the newest mail to the listing's address (its subject starts with it). */
function codeSentTo(email: string): string {
  const code = /^(\d{6}) /.exec(mailbox.last(email).subject)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}

/** Any 6-digit code but this one. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function claimRow(id: string) {
  const [row] = await db.select().from(schema.businessClaims).where(eq(schema.businessClaims.id, id));
  if (!row) throw new Error(`no claim ${id}`);
  return row;
}

async function ownerOf(businessId: string) {
  const [row] = await db.select({ ownerId: schema.businesses.ownerId }).from(schema.businesses).where(eq(schema.businesses.id, businessId));
  return row?.ownerId;
}

async function roleOf(userId: string) {
  const [row] = await db.select({ role: schema.users.role }).from(schema.users).where(eq(schema.users.id, userId));
  return row?.role;
}

const claimsOf = (userId: string, businessId: string) =>
  db
    .select()
    .from(schema.businessClaims)
    .where(and(eq(schema.businessClaims.userId, userId), eq(schema.businessClaims.businessId, businessId)));

async function privateObjects(): Promise<string[]> {
  const listed = await env.DOCUMENTS.list({ prefix: 'private/' });
  return listed.objects.map((object) => object.key);
}

/** A refusal in the envelope, naming `field` with its message (or no field at all, for null). */
function expectRefusal(answer: { status: number; body: Body }, status: number, field: string | null, message: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.status).toBe('error');
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
  expect(answer.body.errors).toEqual(field === null ? [] : [{ field, message: answer.body.message }]);
}

describe('who may claim', () => {
  it('refuses visitors on every claim route, REST and tRPC, with 401', async () => {
    const answers = await Promise.all([
      myClaims(undefined),
      claim(undefined, { businessId: 'x' }),
      verify(undefined, 'x', '123456'),
      resend(undefined, 'x'),
      withdraw(undefined, 'x'),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array.from({ length: 5 }, () => [401, 'Please sign in to continue.']),
    );
    const visitor = createCallerFactory(appRouter)(requestContext()).owner;
    await expect(visitor.claims()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.claim({ businessId: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.verifyClaim({ id: 'x', code: '123456' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.resendClaimCode({ id: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.withdrawClaim({ id: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('finds only public listings: pending, rejected, unverified and unknown ones are 404', async () => {
    const person = await signedInPerson();
    const hidden = await Promise.all([
      listing({ status: 'pending', isVerified: false }),
      listing({ status: 'rejected' }),
      listing({ isVerified: false }),
    ]);
    for (const business of hidden) {
      expectRefusal(await claim(person.token, { businessId: business.id }), 404, null, 'Business not found');
      expect(await claimsOf(person.id, business.id)).toEqual([]);
    }
    expect((await claim(person.token, { businessId: 'no-such-business' })).status).toBe(404);
    expect(mailbox.sent.filter((mail) => hidden.some((business) => mail.to === business.email))).toEqual([]);
  });

  it('refuses your own listing with 409', async () => {
    const owner = await signedInPerson({ role: 'owner' });
    const business = await listing({ owner });
    const answer = await claim(owner.token, { businessId: business.id });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('You already run this business.');
  });

  it('allows one open claim per person and listing, and another once it is withdrawn', async () => {
    const person = await signedInPerson();
    const business = await listing();
    const first = await claim(person.token, { businessId: business.id });
    expect(first.status).toBe(201);
    const again = await claim(person.token, { businessId: business.id, evidenceNumber: '27AAPFU0939F1ZV' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You already have a claim for this business waiting for its code. Enter the code we sent, ask for a new one, or withdraw the claim to start again.',
    );
    // Someone else may claim the same listing meanwhile.
    expect((await claim((await signedInPerson()).token, { businessId: business.id })).status).toBe(201);

    expect((await withdraw(person.token, first.body.data.claim.id)).status).toBe(200);
    const pending = await claim(person.token, { businessId: business.id, evidenceNumber: '27AAPFU0939F1ZV' });
    expect(pending.status).toBe(201);
    const third = await claim(person.token, { businessId: business.id, evidenceNumber: '33AAACH7409R1Z8' });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('You already have a claim for this business waiting for our team to check it.');
    expect((await claimsOf(person.id, business.id)).map((row) => row.status).sort()).toEqual(['pending', 'withdrawn']);
  });

  it('opens claims sent at once as one, and deletes the documents of those refused', async () => {
    const person = await signedInPerson();
    const business = await listing();
    const before = await privateObjects();
    const answers = await Promise.all(
      [300, 301, 302].map((width) => claimWithDocument(person.token, { businessId: business.id }, png({ width, height: 300 }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const rows = await claimsOf(person.id, business.id);
    expect(rows).toHaveLength(1);
    expect(await privateObjects()).toEqual([...before, rows[0]?.documentKey].sort());
  });

  it('takes at most 5 claims a day from one account', async () => {
    const person = await signedInPerson();
    const businesses = await Promise.all(Array.from({ length: 6 }, () => listing()));
    const answers = [];
    for (const business of businesses)
      answers.push(await claim(person.token, { businessId: business.id, evidenceNumber: '27AAPFU0939F1ZV' }));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers[5]?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await claimsOf(person.id, businesses[5]?.id ?? '')).toEqual([]);
  });
});

describe('a claim by the code mailed to the listing', () => {
  it('moves the listing to the claimant at once, tells the previous owner, and confirms to the new one', async () => {
    const previous = await signedInPerson({ name: 'Old Owner', role: 'owner' });
    const claimant = await signedInPerson({ name: 'Nandini Rao' });
    const business = await listing({ email: 'Rangoli.Sweets@gmail.com', owner: previous });

    const opened = await claim(claimant.token, { businessId: business.id, message: 'I took over the shop from my father.' });
    expect(opened.status).toBe(201);
    const view = opened.body.data.claim;
    expect(view).toMatchObject({
      businessId: business.id,
      businessName: business.name,
      method: 'email',
      status: 'awaiting-code',
      sentTo: 'R•••@gmail.com',
      evidenceType: null,
      hasDocument: false,
      message: 'I took over the shop from my father.',
      decidedAt: null,
    });
    expect(opened.body.message).toBe(
      `We have sent a 6-digit code to the e-mail address of ${business.name} (R•••@gmail.com). Enter it within ${CLAIM_CODE_TTL_MINUTES} minutes to manage the listing.`,
    );
    // The answer never shows the listing's address in full.
    expect(JSON.stringify(opened.body).toLowerCase()).not.toContain('rangoli.sweets');

    const mail = mailbox.last('Rangoli.Sweets@gmail.com');
    const code = codeSentTo('Rangoli.Sweets@gmail.com');
    expect(mail.subject).toBe(`${code} is the code to manage ${business.name} on CityPages`);
    expect(mail.text).toContain(`It expires in ${CLAIM_CODE_TTL_MINUTES} minutes.`);
    expect(mail.html).toContain(code);
    // Nothing in it comes from the claimant, whose name could be anything ('CityPages Support').
    expect(mail.text).not.toContain('Nandini');

    // The code is kept only as a keyed hash; the outbox keeps the subject without it.
    const row = await claimRow(view.id);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.previousOwnerId).toBe(previous.id);
    const outbox = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, 'Rangoli.Sweets@gmail.com'));
    expect(outbox.map((stored) => [stored.subject, stored.text, stored.html])).toEqual([
      [`Your code to manage ${business.name} on CityPages`, '', ''],
    ]);

    const verified = await verify(claimant.token, view.id, ` ${code.slice(0, 3)} ${code.slice(3)} `);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(`You now manage ${business.name}.`);
    expect(verified.body.data.business).toEqual({ id: business.id, name: business.name });
    expect(verified.body.data.claim).toMatchObject({ id: view.id, status: 'approved', sentTo: null, decidedAt: expect.any(String) });
    expect(await ownerOf(business.id)).toBe(claimant.id);
    expect(await roleOf(claimant.id)).toBe('owner');
    expect(await claimRow(view.id)).toMatchObject({ status: 'approved', codeHash: null, codeExpiresAt: null, attempts: 1 });

    const told = mailbox.last(previous.email);
    expect(told.subject).toBe(`${business.name} has a new owner on CityPages`);
    expect(told.text).toContain('Hello Old Owner,');
    expect(told.text).toContain("entered the code we sent to the listing's e-mail address (Rangoli.Sweets@gmail.com)");
    expect(told.text).not.toContain('Nandini');
    expect(told.text).not.toContain(claimant.email);
    const confirmed = mailbox.last(claimant.email);
    expect(confirmed.subject).toBe(`You now manage ${business.name} on CityPages`);
    expect(confirmed.text).toContain('/owner');

    // The session in hand now runs the listing; the previous owner's no longer does.
    expect((await api('GET', `/owner/businesses/${business.id}`, { token: claimant.token })).status).toBe(200);
    expect((await api('GET', `/owner/businesses/${business.id}`, { token: previous.token })).status).toBe(403);

    // The same code again changes nothing.
    const replay = await verify(claimant.token, view.id, code);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe('This claim has already been verified.');
    expect(await ownerOf(business.id)).toBe(claimant.id);
  });

  it('takes over a listing without an owner, and leaves an admin an admin', async () => {
    const admin = await signedInPerson({ role: 'admin' });
    const business = await listing();
    const opened = await claim(admin.token, { businessId: business.id, method: 'email' });
    const before = mailbox.sent.length;
    expect((await verify(admin.token, opened.body.data.claim.id, codeSentTo(business.email ?? ''))).status).toBe(200);
    expect(await ownerOf(business.id)).toBe(admin.id);
    expect(await roleOf(admin.id)).toBe('admin');
    // No previous owner to tell: only the confirmation goes out.
    expect(mailbox.sent.slice(before).map((mail) => mail.to)).toEqual([admin.email]);
  });

  it('counts wrong codes; the fifth closes that claim only, and a new claim may start', async () => {
    const claimant = await signedInPerson();
    const business = await listing();
    const opened = await claim(claimant.token, { businessId: business.id });
    const id = opened.body.data.claim.id;
    const code = codeSentTo(business.email ?? '');
    const messages = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await verify(claimant.token, id, wrongFor(code));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'code', message: answer.body.message }]);
      messages.push(answer.body.message);
    }
    expect(messages).toEqual([
      'That code is not right. 4 attempts left.',
      'That code is not right. 3 attempts left.',
      'That code is not right. 2 attempts left.',
      'That code is not right. 1 attempt left.',
      'That code is not right, and it was the fifth wrong one: this claim is closed. Please start a new claim.',
    ]);
    expect(await claimRow(id)).toMatchObject({ status: 'rejected', attempts: 5, codeHash: null, note: 'Closed after five wrong codes.' });
    // Not even the right code opens it now.
    const late = await verify(claimant.token, id, code);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This claim is closed. Please start a new claim.');
    expect(await ownerOf(business.id)).toBeNull();

    const fresh = await claim(claimant.token, { businessId: business.id });
    expect(fresh.status).toBe(201);
    expect((await verify(claimant.token, fresh.body.data.claim.id, codeSentTo(business.email ?? ''))).status).toBe(200);
  });

  it('gives parallel guesses five comparisons between them, not five each', async () => {
    const claimant = await signedInPerson();
    const business = await listing();
    const id = (await claim(claimant.token, { businessId: business.id })).body.data.claim.id;
    const code = codeSentTo(business.email ?? '');
    const guesses = Array.from({ length: 12 }, (_, n) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => verify(claimant.token, id, guess)));
    // Past the claim's five, a guess is refused by the claim (400, 409) or, while the others are still counted against
    // the listing, by the listing's 10 wrong codes a day (429).
    expect(answers.every((answer) => [400, 409, 429].includes(answer.status))).toBe(true);
    expect((await claimRow(id)).attempts).toBe(5);
    expect((await claimRow(id)).status).toBe('rejected');
  });

  it('refuses an expired code, and a new code replaces the old one', async () => {
    const claimant = await signedInPerson();
    const business = await listing();
    const id = (await claim(claimant.token, { businessId: business.id })).body.data.claim.id;
    const first = codeSentTo(business.email ?? '');
    await db
      .update(schema.businessClaims)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.businessClaims.id, id));
    expectRefusal(await verify(claimant.token, id, first), 400, 'code', 'This code has expired. Please ask for a new code.');
    expect((await claimRow(id)).attempts).toBe(0);

    const renewed = await resend(claimant.token, id);
    expect(renewed.status).toBe(200);
    expect(renewed.body.message).toBe(`We have sent a new code to the e-mail address of ${business.name} (s•••@example.in).`);
    expect(renewed.body.data.claim).toMatchObject({ id, status: 'awaiting-code', sentTo: 's•••@example.in' });
    expect(new Date(renewed.body.data.claim.codeExpiresAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    const second = codeSentTo(business.email ?? '');
    expectRefusal(await verify(claimant.token, id, first), 400, 'code', 'That code is not right. 4 attempts left.');
    expect((await verify(claimant.token, id, second)).status).toBe(200);
  });

  it('takes a code only while the listing keeps the address it went to', async () => {
    const claimant = await signedInPerson();
    const business = await listing();
    const id = (await claim(claimant.token, { businessId: business.id })).body.data.claim.id;
    const code = codeSentTo(business.email ?? '');
    const moved = uniqueEmail('moved');
    await db.update(schema.businesses).set({ email: moved }).where(eq(schema.businesses.id, business.id));
    expect((await verify(claimant.token, id, code)).status).toBe(400);
    expect(await ownerOf(business.id)).toBeNull();
    // A new code goes to the address the listing gives now.
    expect((await resend(claimant.token, id)).body.data.claim.sentTo).toBe('m•••@example.in');
    expect((await verify(claimant.token, id, codeSentTo(moved))).status).toBe(200);
  });

  it('limits the codes mailed to one listing address to 5 an hour, whoever asks', async () => {
    const business = await listing();
    const claimant = await signedInPerson();
    const id = (await claim(claimant.token, { businessId: business.id })).body.data.claim.id;
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push((await resend(claimant.token, id)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await resend(claimant.token, id)).status).toBe(429);
    // Another account's claim asks the same mailbox: refused too, and nothing is stored for it.
    const other = await signedInPerson();
    expect((await claim(other.token, { businessId: business.id })).status).toBe(429);
    expect(await claimsOf(other.id, business.id)).toEqual([]);
  });

  describe('wrong codes per listing, across claims and accounts (issue 33)', () => {
    /** Wrong codes one listing takes in a day, whoever enters them on whichever claim. */
    const PER_LISTING = 10;
    const TOO_MANY =
      /^Too many wrong codes have been tried for this business today\. Please try again in \d+ (hours?|minutes?), or withdraw this claim and send the business's GST or Udyam number or a document photo for our team to check\.$/;

    /** A claim by a fresh account, and the code mailed for it. */
    async function freshClaim(businessId: string, email: string) {
      const person = await signedInPerson();
      const opened = await claim(person.token, { businessId });
      expect(opened.status).toBe(201);
      return { person, id: opened.body.data.claim.id, code: codeSentTo(email) };
    }

    /** The day's window of the listing's count ends, as it would at the day's end. */
    async function dayPasses(businessId: string) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(businessId));
      const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
      await db
        .update(schema.rateLimits)
        .set({ windowStart: sql`${schema.rateLimits.windowStart} - 86400000` })
        .where(eq(schema.rateLimits.key, `claim-code-failure:${hash.slice(0, 32)}`));
    }

    it('refuses every code after 10 wrong ones in a day, even the right one on a fresh claim, until the day passes', async () => {
      const business = await listing();
      const email = business.email ?? '';
      // Two accounts use up their claims' five tries each: ten wrong codes against one listing.
      for (const guesser of [await freshClaim(business.id, email), await freshClaim(business.id, email)]) {
        for (let attempt = 0; attempt < 5; attempt++)
          expect((await verify(guesser.person.token, guesser.id, wrongFor(guesser.code))).status).toBe(400);
        expect(await claimRow(guesser.id)).toMatchObject({ status: 'rejected', attempts: 5 });
      }
      // A third account's fresh claim has all its tries, but the listing has none left today.
      const owner = await freshClaim(business.id, email);
      const wrong = await verify(owner.person.token, owner.id, wrongFor(owner.code));
      expectRefusal(wrong, 429, null, TOO_MANY);
      expect(wrong.headers.get('retry-after')).toMatch(/^\d+$/);
      expectRefusal(await verify(owner.person.token, owner.id, owner.code), 429, null, TOO_MANY);
      // Refused before the claim's own count: it keeps its five tries, and the listing stays where it was.
      expect(await claimRow(owner.id)).toMatchObject({ status: 'awaiting-code', attempts: 0 });
      expect(await ownerOf(business.id)).toBeNull();

      await dayPasses(business.id);
      expect((await verify(owner.person.token, owner.id, owner.code)).status).toBe(200);
      expect(await ownerOf(business.id)).toBe(owner.person.id);
    });

    it('compares at most 10 codes in all when many accounts guess at once', async () => {
      const business = await listing();
      const email = business.email ?? '';
      const guessers = [];
      for (let n = 0; n < 4; n++) guessers.push(await freshClaim(business.id, email));
      // Four claims could take 20 wrong codes between them; the listing takes 10.
      const answers = await Promise.all(
        guessers.flatMap((guesser) =>
          Array.from({ length: 5 }, (_, n) =>
            verify(guesser.person.token, guesser.id, String((Number(guesser.code) + 1 + n) % 1_000_000).padStart(6, '0')),
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(PER_LISTING);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - PER_LISTING);
      const attempts = await Promise.all(guessers.map(async (guesser) => (await claimRow(guesser.id)).attempts));
      expect(attempts.reduce((sum, n) => sum + n, 0)).toBe(PER_LISTING);
    });

    it('takes the right code within the bound, and does not count it', async () => {
      const business = await listing();
      const email = business.email ?? '';
      const guesser = await freshClaim(business.id, email);
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await verify(guesser.person.token, guesser.id, wrongFor(guesser.code))).status).toBe(400);
      // The owner mistypes four times (nine wrong codes in all), then enters the right one: the tenth try, taken.
      const owner = await freshClaim(business.id, email);
      for (let attempt = 0; attempt < 4; attempt++)
        expect((await verify(owner.person.token, owner.id, wrongFor(owner.code))).status).toBe(400);
      expect((await verify(owner.person.token, owner.id, owner.code)).status).toBe(200);
      expect(await ownerOf(business.id)).toBe(owner.person.id);
      // The right code was not counted: the listing still has its tenth wrong code to give someone today.
      const next = await freshClaim(business.id, email);
      expect((await verify(next.person.token, next.id, wrongFor(next.code))).status).toBe(400);
      expectRefusal(await verify(next.person.token, next.id, wrongFor(next.code)), 429, null, TOO_MANY);
    });
  });

  it('refuses with 409 when the listing changed hands after the claim, and closes the claim', async () => {
    const claimant = await signedInPerson();
    const business = await listing();
    const id = (await claim(claimant.token, { businessId: business.id })).body.data.claim.id;
    const code = codeSentTo(business.email ?? '');
    const meanwhile = await signedInPerson({ role: 'owner' });
    await db.update(schema.businesses).set({ ownerId: meanwhile.id }).where(eq(schema.businesses.id, business.id));

    const late = await verify(claimant.token, id, code);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'This business changed hands while your claim was open, so the claim is closed. Please start a new claim.',
    );
    expect(await ownerOf(business.id)).toBe(meanwhile.id);
    expect(await roleOf(claimant.id)).toBe('user');
    expect(await claimRow(id)).toMatchObject({ status: 'withdrawn', note: 'Closed: the business changed hands while the claim was open.' });
    expect((await claim(claimant.token, { businessId: business.id })).status).toBe(201);
  });

  it('closes everyone else’s open claims of the listing, deleting their documents', async () => {
    const winner = await signedInPerson();
    const rival = await signedInPerson();
    const business = await listing();
    const rivalClaim = await claimWithDocument(rival.token, { businessId: business.id }, png({ width: 400, height: 300 }));
    expect(rivalClaim.status).toBe(201);
    const rivalKey = (await claimRow(rivalClaim.body.data.claim.id)).documentKey ?? '';
    expect(await env.DOCUMENTS.head(rivalKey)).not.toBeNull();

    const id = (await claim(winner.token, { businessId: business.id })).body.data.claim.id;
    expect((await verify(winner.token, id, codeSentTo(business.email ?? ''))).status).toBe(200);

    expect(await claimRow(rivalClaim.body.data.claim.id)).toMatchObject({
      status: 'withdrawn',
      documentKey: null,
      note: 'Closed: another claim of this business was verified.',
    });
    expect(await env.DOCUMENTS.head(rivalKey)).toBeNull();
    const seen = (await myClaims(rival.token)).body.data.claims.find((row) => row.id === rivalClaim.body.data.claim.id);
    expect(seen).toMatchObject({ status: 'withdrawn', hasDocument: false });
  });

  it('answers 404 for someone else’s claim on every route, and changes nothing', async () => {
    const claimant = await signedInPerson();
    const stranger = await signedInPerson();
    const business = await listing();
    const id = (await claim(claimant.token, { businessId: business.id })).body.data.claim.id;
    const code = codeSentTo(business.email ?? '');
    for (const answer of [await verify(stranger.token, id, code), await resend(stranger.token, id), await withdraw(stranger.token, id)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Claim not found');
    }
    expect((await myClaims(stranger.token)).body.data.claims).toEqual([]);
    expect(await claimRow(id)).toMatchObject({ status: 'awaiting-code', attempts: 0 });
    expect(await ownerOf(business.id)).toBeNull();
  });

  it('asks for evidence when the listing has no address to send a code to', async () => {
    const person = await signedInPerson();
    const business = await listing({ email: null });
    const message = `${business.name} has no e-mail address with us to send a code to. Please give its GST or Udyam number, or a photo of a document that shows you run it, and our team will check your claim.`;
    expectRefusal(await claim(person.token, { businessId: business.id }), 400, 'evidenceNumber', message);
    expectRefusal(await claim(person.token, { businessId: business.id, method: 'email' }), 400, 'method', message);
    expect(await claimsOf(person.id, business.id)).toEqual([]);
  });
});

describe('a claim for our team to check', () => {
  it('stores a document photo under a private key that /media never serves, without its metadata', async () => {
    const person = await signedInPerson();
    const business = await listing({ email: null });
    const photo = jpeg({ segments: [exifSegment()] });
    expect(containsBytes(photo, GPS_TEXT)).toBe(true);
    const answer = await claimWithDocument(
      person.token,
      { businessId: business.id, evidenceNumber: 'udyam-kr-03-0012345', message: 'Our shop licence is attached.' },
      photo,
      { name: '../../index.html', type: 'text/html' },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Your claim is waiting for our team to check it.');
    expect(answer.body.data.claim).toMatchObject({
      method: 'document',
      status: 'pending',
      sentTo: null,
      evidenceType: 'udyam',
      evidenceNumber: 'UDYAM-KR-03-0012345',
      hasDocument: true,
      message: 'Our shop licence is attached.',
    });
    expect(JSON.stringify(answer.body)).not.toContain('private/');

    const row = await claimRow(answer.body.data.claim.id);
    expect(row.documentKey).toMatch(new RegExp(`^private/claims/${row.id}/[0-9a-f]{32}\\.jpg$`));
    const object = await env.DOCUMENTS.get(row.documentKey ?? '');
    expect(object?.httpMetadata).toMatchObject({ contentType: 'image/jpeg', cacheControl: 'private, no-store' });
    expect(containsBytes(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0)), GPS_TEXT)).toBe(false);

    for (const path of [row.documentKey ?? '', (row.documentKey ?? '').replace(/\//g, '%2F'), 'private/anything.jpg']) {
      const served = await SELF.fetch(`http://localhost/media/${path}`);
      expect(served.status, path).toBe(404);
      expect(await served.json()).toEqual({ status: 'error', message: 'Media not found', errors: [] });
    }
    // No owner changes hands before an admin decides.
    expect(await ownerOf(business.id)).toBeNull();
    expect(await roleOf(person.id)).toBe('user');
  });

  it('takes a number alone, or a document alone, as evidence; and evidence alone makes the claim one for our team', async () => {
    const person = await signedInPerson();
    const [numbered, photographed] = await Promise.all([listing(), listing()]);
    const byNumber = await claim(person.token, { businessId: numbered.id, evidenceType: 'gst', evidenceNumber: ' 27aapfu0939f1zv ' });
    expect(byNumber.status).toBe(201);
    expect(byNumber.body.data.claim).toMatchObject({
      method: 'document',
      status: 'pending',
      evidenceType: 'gst',
      evidenceNumber: '27AAPFU0939F1ZV',
    });
    const byPhoto = await claimWithDocument(person.token, { businessId: photographed.id, method: 'document' }, png());
    expect(byPhoto.status).toBe(201);
    expect(byPhoto.body.data.claim).toMatchObject({ evidenceType: 'document', evidenceNumber: null, hasDocument: true });
    // Neither listing's address was mailed.
    expect(mailbox.sent.filter((mail) => mail.to === numbered.email || mail.to === photographed.email)).toEqual([]);
  });

  it('refuses a claim for our team without any evidence', async () => {
    const person = await signedInPerson();
    const business = await listing();
    expectRefusal(
      await claim(person.token, { businessId: business.id, method: 'document' }),
      400,
      'evidenceNumber',
      "Please give the business's GST or Udyam number, or a photo of a document that shows you run it.",
    );
    // A file input left empty is no document.
    const empty = new FormData();
    empty.append('businessId', business.id);
    empty.append('method', 'document');
    empty.append('document', new File([], '', { type: 'application/octet-stream' }));
    const response = await SELF.fetch('http://localhost/api/owner/claims', {
      method: 'POST',
      headers: { authorization: `Bearer ${person.token}` },
      body: empty,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Body).errors[0]?.field).toBe('evidenceNumber');
  });

  it('refuses evidence with a claim by e-mail code', async () => {
    const person = await signedInPerson();
    const business = await listing();
    expectRefusal(
      await claim(person.token, { businessId: business.id, method: 'email', evidenceNumber: '27AAPFU0939F1ZV' }),
      400,
      'evidenceNumber',
      EVIDENCE_WITHOUT_REVIEW,
    );
    expectRefusal(
      await claimWithDocument(person.token, { businessId: business.id, method: 'email' }, png()),
      400,
      'document',
      EVIDENCE_WITHOUT_REVIEW,
    );
    expect(await claimsOf(person.id, business.id)).toEqual([]);
  });

  it.each([
    ['a GST number of the wrong shape', { evidenceNumber: '27AAPFU0939F1Z' }, /^GST number must be 15 characters/],
    [
      'a GST number with no such state',
      { evidenceNumber: '40AAPFU0939F1ZV' },
      'GST number must start with a state code, e.g. 29 for Karnataka',
    ],
    [
      'a GST number with a mistyped character',
      { evidenceNumber: '27AAPFU0939F1ZW' },
      'This GST number does not add up: please check it for a mistyped character',
    ],
    ['a Udyam number given as GST', { evidenceType: 'gst', evidenceNumber: 'UDYAM-KR-03-0012345' }, /^GST number must be 15 characters/],
    ['a Udyam number of the wrong shape', { evidenceNumber: 'UDYAM-KR-3-12345' }, 'Udyam number must look like UDYAM-KR-03-0012345'],
    [
      'a GST number given as Udyam',
      { evidenceType: 'udyam', evidenceNumber: '27AAPFU0939F1ZV' },
      'Udyam number must look like UDYAM-KR-03-0012345',
    ],
  ])('refuses %s, naming evidenceNumber', async (_name, fields, message) => {
    const person = await signedInPerson();
    const business = await listing();
    expectRefusal(await claim(person.token, { businessId: business.id, ...fields }), 400, 'evidenceNumber', message);
    expect(await claimsOf(person.id, business.id)).toEqual([]);
  });

  it('names the field of every other bad input', async () => {
    const person = await signedInPerson();
    const business = await listing();
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'businessId', 'Please choose the business to claim'],
      [{ businessId: business.id, method: 'fax' }, 'method', "Method must be 'email' or 'document'"],
      [{ businessId: business.id, evidenceType: 'pan', evidenceNumber: 'X' }, 'evidenceType', "Evidence type must be 'gst' or 'udyam'"],
      [{ businessId: business.id, evidenceType: 'udyam' }, 'evidenceNumber', 'Please enter the Udyam number'],
      [{ businessId: business.id, message: 'x'.repeat(1001) }, 'message', 'Message must be at most 1000 characters'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await claim(person.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors[0], JSON.stringify(body)).toEqual({ field, message });
    }
    const unknown = await claim(person.token, { businessId: business.id, ownerId: person.id });
    expect(unknown.status).toBe(400);
    const code = await verify(person.token, 'x', '12345');
    expect(code.body.errors).toEqual([{ field: 'code', message: 'Please enter the 6-digit code from the e-mail' }]);
    expect(await claimsOf(person.id, business.id)).toEqual([]);
  });

  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="300" height="300"/></svg>';
  it.each([
    ['an SVG named scan.jpg', concatBytes(svg), UPLOAD_MESSAGES.unsupportedType],
    ['an HTML page', concatBytes('<!doctype html><html><body><script>alert(1)</script></body></html>'), UPLOAD_MESSAGES.unsupportedType],
    ['a PDF', concatBytes('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF'), UPLOAD_MESSAGES.unsupportedType],
    [
      'a PNG followed by an HTML page (a polyglot)',
      concatBytes(png(), '<html><script>alert(1)</script></html>'),
      UPLOAD_MESSAGES.hiddenData,
    ],
    ['a JPEG followed by a ZIP', concatBytes(jpeg(), zip()), UPLOAD_MESSAGES.hiddenData],
    ['a PNG claiming 50000×50000', png({ width: 50_000, height: 50_000, headerOnly: true }), UPLOAD_MESSAGES.tooManyPixels],
    ['an empty file with a name', new Uint8Array(0), UPLOAD_MESSAGES.empty],
  ])('refuses %s as a document, naming the field and storing nothing', async (_name, bytes, message) => {
    const person = await signedInPerson();
    const business = await listing();
    const before = await privateObjects();
    const answer = await claimWithDocument(person.token, { businessId: business.id, evidenceNumber: '27AAPFU0939F1ZV' }, bytes);
    expectRefusal(answer, 400, 'document', message);
    expect(await claimsOf(person.id, business.id)).toEqual([]);
    expect(await privateObjects()).toEqual(before);
  });

  it('refuses a document over 5 MB before reading it, and keeps JSON claims to 64 KB', async () => {
    const person = await signedInPerson();
    const business = await listing();
    const before = await privateObjects();
    const oversize = concatBytes(png(), new Uint8Array(MAX_UPLOAD_BYTES + 32 * 1024));
    expectRefusal(await claimWithDocument(person.token, { businessId: business.id }, oversize), 413, 'document', UPLOAD_MESSAGES.tooLarge);
    const long = await claim(person.token, { businessId: business.id, message: 'x'.repeat(JSON_BODY_LIMIT) });
    expect(long.status).toBe(413);
    expect(long.body.message).toBe(BODY_TOO_LARGE);
    expect(await claimsOf(person.id, business.id)).toEqual([]);
    expect(await privateObjects()).toEqual(before);
  });

  it('refuses two documents at once, and a document that is not a file', async () => {
    const person = await signedInPerson();
    const business = await listing();
    const two = new FormData();
    two.append('businessId', business.id);
    two.append('document', new File([png()], 'a.png'));
    two.append('document', new File([png({ width: 300 })], 'b.png'));
    const text = new FormData();
    text.append('businessId', business.id);
    text.append('document', 'my GST certificate');
    for (const [form, message] of [
      [two, 'Please send one document photo.'],
      [text, 'Please attach the document as a photo file.'],
    ] as const) {
      const response = await SELF.fetch('http://localhost/api/owner/claims', {
        method: 'POST',
        headers: { authorization: `Bearer ${person.token}` },
        body: form,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', message, errors: [{ field: 'document', message }] });
    }
    expect(await claimsOf(person.id, business.id)).toEqual([]);
  });
});

describe('my claims and withdrawing one', () => {
  it('lists the caller’s claims newest first, with the listing’s name and where each stands', async () => {
    const person = await signedInPerson();
    const [first, second] = [await listing(), await listing()];
    const a = (await claim(person.token, { businessId: first.id })).body.data.claim;
    const b = (await claim(person.token, { businessId: second.id, evidenceNumber: '27AAPFU0939F1ZV' })).body.data.claim;
    const listed = await myClaims(person.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data.claims.map((row) => [row.id, row.businessName, row.status])).toEqual([
      [b.id, second.name, 'pending'],
      [a.id, first.name, 'awaiting-code'],
    ]);
    expect(JSON.stringify(listed.body)).not.toMatch(/codeHash|documentKey|previousOwner/);
  });

  it('withdraws an open claim: its code stops working and its document is deleted', async () => {
    const person = await signedInPerson();
    const [byCode, byDocument] = [await listing(), await listing()];
    const coded = (await claim(person.token, { businessId: byCode.id })).body.data.claim;
    const code = codeSentTo(byCode.email ?? '');
    const documented = (await claimWithDocument(person.token, { businessId: byDocument.id }, png())).body.data.claim;
    const key = (await claimRow(documented.id)).documentKey ?? '';
    expect(await env.DOCUMENTS.head(key)).not.toBeNull();

    for (const id of [coded.id, documented.id]) {
      const answer = await withdraw(person.token, id);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Claim withdrawn');
      expect(answer.body.data.claim).toMatchObject({ id, status: 'withdrawn', hasDocument: false, decidedAt: expect.any(String) });
      expect(await claimRow(id)).toMatchObject({ status: 'withdrawn', decidedBy: person.id, codeHash: null, documentKey: null });
    }
    expect(await env.DOCUMENTS.head(key)).toBeNull();
    const late = await verify(person.token, coded.id, code);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This claim was withdrawn. Please start a new claim.');
    expect((await resend(person.token, coded.id)).status).toBe(409);
    expect((await withdraw(person.token, coded.id)).status).toBe(409);
    expect(await ownerOf(byCode.id)).toBeNull();
  });

  it('are part of the account’s data export, the document named but its key kept inside', async () => {
    const person = await signedInPerson();
    const business = await listing();
    const opened = (await claimWithDocument(person.token, { businessId: business.id, evidenceNumber: '27AAPFU0939F1ZV' }, png())).body.data
      .claim;
    const exported = await api<{ data: { claims: unknown[] } }>('GET', '/users/me/export', { token: person.token });
    expect(exported.body.data.claims).toEqual([
      {
        id: opened.id,
        businessId: business.id,
        businessName: business.name,
        method: 'document',
        status: 'pending',
        evidenceType: 'gst',
        evidenceNumber: '27AAPFU0939F1ZV',
        hasDocument: true,
        message: null,
        note: null,
        createdAt: opened.createdAt,
        decidedAt: null,
      },
    ]);
    expect(JSON.stringify(exported.body)).not.toContain('private/');
  });

  it('has no code to check or send again for a claim our team checks', async () => {
    const person = await signedInPerson();
    const business = await listing();
    const id = (await claim(person.token, { businessId: business.id, evidenceNumber: '27AAPFU0939F1ZV' })).body.data.claim.id;
    for (const answer of [await verify(person.token, id, '123456'), await resend(person.token, id)]) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This claim waits for our team to check it: it has no code.');
    }
  });
});

describe('the tRPC twins', () => {
  it('claim, list, verify and withdraw as REST does', async () => {
    const person = await signedInPerson();
    const [coded, other] = [await listing(), await listing()];
    const caller = createCallerFactory(appRouter)(requestContext({ token: person.token })).owner;
    const opened = await caller.claim({ businessId: coded.id });
    expect(opened).toMatchObject({ status: 'awaiting-code', method: 'email', sentTo: 's•••@example.in' });
    const pending = await caller.claim({ businessId: other.id, evidenceNumber: 'UDYAM-KR-03-0012345' });
    expect((await caller.claims()).map((row) => row.id)).toEqual([pending.id, opened.id]);
    await expect(caller.verifyClaim({ id: opened.id, code: wrongFor(codeSentTo(coded.email ?? '')) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'That code is not right. 4 attempts left.',
    });
    const resent = await caller.resendClaimCode({ id: opened.id });
    expect(resent.status).toBe('awaiting-code');
    const done = await caller.verifyClaim({ id: opened.id, code: codeSentTo(coded.email ?? '') });
    expect(done.business).toEqual({ id: coded.id, name: coded.name });
    expect(await ownerOf(coded.id)).toBe(person.id);
    expect((await caller.withdrawClaim({ id: pending.id })).status).toBe('withdrawn');

    const stranger = createCallerFactory(appRouter)(requestContext({ token: (await signedInPerson()).token })).owner;
    await expect(stranger.withdrawClaim({ id: opened.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
