import { SELF } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../worker/db/schema.ts';
import { csvCell, csvFile } from '../../../worker/lib/csv.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { createCallerFactory } from '../../../worker/trpc/init.ts';
import { appRouter } from '../../../worker/trpc/router.ts';
import { addBusiness, addCategory, db, requestContext, rowsRead } from '../fixtures.ts';
import { mailbox } from '../support/mailbox.ts';
import { api, ownerRouteCallers, type signedInPerson } from '../support/people.ts';

/** An owner's leads inbox: the enquiries of their listings, their status, the CSV, and the mail for each new one (docs/product.md §3.23). */

interface Enquiry {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string;
  status: 'new' | 'replied' | 'closed';
}

interface Inbox {
  enquiries: Enquiry[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  counts: { new: number; replied: number; closed: number };
}

type Person = Awaited<ReturnType<typeof signedInPerson>>;

let owner: Person;
let otherOwner: Person;
let admin: Person;
let user: Person;
let categoryId = '';

beforeAll(async () => {
  categoryId = (await addCategory('Bakeries')).id;
  ({ owner, otherOwner, admin, user } = await ownerRouteCallers('Farah Khan'));
});

/** An approved listing run by `ownerId` (or nobody). */
async function listing(name: string, ownerId: string | null = owner.id) {
  const id = await addBusiness({ name, categoryId });
  await db.update(schema.businesses).set({ ownerId }).where(eq(schema.businesses.id, id));
  return id;
}

/** Enquiries stored as the public form stores them, a minute apart, the last one newest. */
async function addEnquiries(businessId: string, rows: Partial<typeof schema.enquiries.$inferInsert>[]) {
  const start = Date.now() - rows.length * 60_000;
  const values = rows.map((row, n) => ({
    id: newId(),
    businessId,
    name: `Sender ${n}`,
    email: `sender${n}@example.in`,
    message: `Message ${n}`,
    createdAt: new Date(start + n * 60_000),
    ...row,
  }));
  // A few rows a statement: D1 takes at most 100 bound values in one.
  for (let start = 0; start < values.length; start += 10) await db.insert(schema.enquiries).values(values.slice(start, start + 10));
  return values.map((value) => value.id);
}

const inbox = (businessId: string, query = '', token = owner.token) =>
  api<{ status: string; data: Inbox }>('GET', `/owner/businesses/${businessId}/enquiries${query}`, { token });

async function download(businessId: string, query = '', token = owner.token) {
  const response = await SELF.fetch(`http://localhost/api/owner/businesses/${businessId}/enquiries.csv${query}`, {
    headers: { authorization: `Bearer ${token}`, 'cf-connecting-ip': '10.99.0.1' },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Decoded as a spreadsheet does; response.text() would drop the byte order mark the test looks for.
  return {
    status: response.status,
    headers: response.headers,
    text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes),
  };
}

describe('GET /api/owner/businesses/:id/enquiries', () => {
  it('lists my listing’s enquiries newest first, with every status counted', async () => {
    const id = await listing('Paris Panini');
    const ids = await addEnquiries(id, [{ status: 'closed' }, { status: 'replied' }, { phone: '98860 11111' }]);
    await addEnquiries(await listing('Someone Else’s Bakery', otherOwner.id), [{}, {}]);

    const { status, body } = await inbox(id);
    expect(status).toBe(200);
    expect(body.data.enquiries.map((enquiry) => enquiry.id)).toEqual([...ids].reverse());
    expect(body.data.enquiries[0]).toEqual({
      id: ids[2],
      name: 'Sender 2',
      email: 'sender2@example.in',
      phone: '98860 11111',
      message: 'Message 2',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'new',
    });
    expect(body.data.counts).toEqual({ new: 1, replied: 1, closed: 1 });
    expect(body.data.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
  });

  it('filters by status and pages, the counts staying those of the whole inbox', async () => {
    const id = await listing('Thom’s Bakery');
    const fresh = await addEnquiries(
      id,
      Array.from({ length: 7 }, (_, n) => ({ status: n % 3 === 0 ? ('replied' as const) : ('new' as const) })),
    );
    const newest = fresh.filter((_, n) => n % 3 !== 0).reverse();

    const first = await inbox(id, '?status=new&limit=2');
    expect(first.body.data.enquiries.map((enquiry) => enquiry.id)).toEqual(newest.slice(0, 2));
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 2, total: 4, totalPages: 2 });
    expect(first.body.data.counts).toEqual({ new: 4, replied: 3, closed: 0 });
    const second = await inbox(id, '?status=new&limit=2&page=2');
    expect(second.body.data.enquiries.map((enquiry) => enquiry.id)).toEqual(newest.slice(2));
    expect((await inbox(id, '?status=closed')).body.data).toMatchObject({ enquiries: [], pagination: { total: 0, totalPages: 0 } });
    // An empty filter is no filter, as query strings send it.
    expect((await inbox(id, '?status=')).body.data.pagination.total).toBe(7);

    const wrong = await inbox(id, '?status=spam');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: [{ field: 'status', message: 'Status must be new, replied or closed' }] });
  });

  it('pages through every status as one list, newest first (the newest of each status merged)', async () => {
    const id = await listing('Mixed Status Bakery');
    const cycle = ['new', 'replied', 'closed', 'new', 'new', 'closed'] as const;
    const ids = await addEnquiries(
      id,
      Array.from({ length: 13 }, (_, n) => ({ status: cycle[n % cycle.length] })),
    );
    const newestFirst = [...ids].reverse();
    const pages = await Promise.all([1, 2, 3].map(async (page) => (await inbox(id, `?limit=5&page=${page}`)).body.data));
    expect(pages.map((page) => page.enquiries.map((enquiry) => enquiry.id))).toEqual([
      newestFirst.slice(0, 5),
      newestFirst.slice(5, 10),
      newestFirst.slice(10),
    ]);
    expect(pages[0]!.pagination).toEqual({ page: 1, limit: 5, total: 13, totalPages: 3 });
  });

  it('reads one page’s rows from the status index, whatever else the table holds', async () => {
    const id = await listing('Lakeview Milk Bar');
    await addEnquiries(
      id,
      Array.from({ length: 40 }, () => ({})),
    );
    await addEnquiries(
      await listing('Another Milk Bar', otherOwner.id),
      Array.from({ length: 60 }, () => ({})),
    );
    const { headers, body } = await inbox(id, '?status=new&limit=5');
    expect(body.data.enquiries).toHaveLength(5);
    // The page (5), the counts from this listing's index entries (40), the session and the ownership check: never a
    // scan of the table's 100 or more.
    expect(rowsRead(headers).rowsRead).toBeLessThan(60);
  });

  it('is for the listing’s owner and admins only', async () => {
    const id = await listing('Hatti Kaapi');
    await addEnquiries(id, [{}]);
    expect((await inbox(id, '', admin.token)).status).toBe(200);
    expect((await inbox(id, '', otherOwner.token)).status).toBe(403);
    expect((await inbox(id, '', user.token)).status).toBe(403);
    expect((await api('GET', `/owner/businesses/${id}/enquiries`)).status).toBe(401);
    expect((await inbox('no-such-listing')).status).toBe(404);
  });
});

describe('PATCH /api/owner/enquiries/:id', () => {
  const patch = (id: string, body: unknown, token = owner.token) =>
    api<{ status: string; data: { enquiry: Enquiry }; errors?: unknown[] }>('PATCH', `/owner/enquiries/${id}`, { token, body });

  it('marks my enquiry replied, then closed, and the inbox follows', async () => {
    const businessId = await listing('Corner House');
    const [enquiryId] = (await addEnquiries(businessId, [{}])) as [string];
    const replied = await patch(enquiryId, { status: 'replied' });
    expect(replied.status).toBe(200);
    expect(replied.body.data.enquiry).toMatchObject({ id: enquiryId, status: 'replied', name: 'Sender 0' });
    const [row] = await db.select().from(schema.enquiries).where(eq(schema.enquiries.id, enquiryId));
    expect(row?.statusChangedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect((await patch(enquiryId, { status: 'closed' }, admin.token)).body.data.enquiry.status).toBe('closed');
    expect((await inbox(businessId)).body.data.counts).toEqual({ new: 0, replied: 0, closed: 1 });
  });

  it('refuses someone else’s enquiry (403), an unknown one (404) and a status we do not have (400)', async () => {
    const [theirs] = (await addEnquiries(await listing('Their Bakery', otherOwner.id), [{}])) as [string];
    expect((await patch(theirs, { status: 'closed' })).status).toBe(403);
    expect((await patch(theirs, { status: 'closed' }, user.token)).status).toBe(403);
    expect((await api('PATCH', `/owner/enquiries/${theirs}`, { body: { status: 'closed' } })).status).toBe(401);
    expect((await patch('no-such-enquiry', { status: 'closed' })).status).toBe(404);
    const [row] = await db.select().from(schema.enquiries).where(eq(schema.enquiries.id, theirs));
    expect(row?.status).toBe('new');

    const [mine] = (await addEnquiries(await listing('My Other Bakery'), [{}])) as [string];
    const wrong = await patch(mine, { status: 'archived' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'status', message: 'Status must be new, replied or closed' }]);
  });
});

describe('GET /api/owner/businesses/:id/enquiries.csv', () => {
  it('downloads every enquiry as a CSV file named after the listing and the date', async () => {
    const id = await listing('Brahmin’s Coffee Bar');
    await addEnquiries(id, [
      { name: 'Asha, Rao', message: 'She said "two dozen"\nby Friday', phone: '+91 98450 12345', status: 'replied' },
      { name: '=HYPERLINK("http://evil.example","click")', message: '=cmd|/C calc!A0', email: 'x@example.in' },
      { name: '@SUM(1+1)', message: '-2+3', email: 'y@example.in' },
    ]);
    const { status, headers, text } = await download(id);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-brahmin-s-coffee-bar-\d{4}-\d\d-\d\d\.csv"$/);
    expect(headers.get('cache-control')).toBe('private, no-store');

    expect(text.startsWith('\uFEFFReceived,Name,Email,Phone,Message,Status\r\n')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
    // Newest first; cells a spreadsheet would run as formulas start with a quote; quotes are doubled inside quotes.
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,'@SUM\(1\+1\),y@example\.in,,'-2\+3,new$/);
    expect(lines[2]).toMatch(/^[^,]+,"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)",x@example\.in,,'=cmd\|\/C calc!A0,new$/);
    // A line break inside a quoted cell is part of the cell (RFC 4180), so the third record spans two lines here.
    expect(`${lines[3]}`).toMatch(/^[^,]+,"Asha, Rao",sender0@example\.in,'\+91 98450 12345,"She said ""two dozen""\nby Friday",replied$/);
  });

  it('exports one status when asked, and names a listing without Latin letters by its id', async () => {
    const id = await listing('ಮಲ್ಲಿಗೆ');
    await addEnquiries(id, [{ status: 'closed' }, {}]);
    const { headers, text } = await download(id, '?status=closed');
    expect(headers.get('content-disposition')).toContain(`filename="enquiries-${id}-`);
    expect(text.trim().split('\r\n')).toHaveLength(2);
    expect(text).toContain(',closed\r\n');
  });

  it('is for the listing’s owner and admins only', async () => {
    const id = await listing('Private Bakery', otherOwner.id);
    expect((await download(id)).status).toBe(403);
    expect((await download(id, '', user.token)).status).toBe(403);
    expect((await download(id, '', admin.token)).status).toBe(200);
    const visitor = await SELF.fetch(`http://localhost/api/owner/businesses/${id}/enquiries.csv`);
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('the CSV cells (worker/lib/csv.ts)', () => {
  it('quotes what RFC 4180 says to quote, and defuses every formula start', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 98450 12345')).toBe("'+91 98450 12345");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('=a,"b"')).toBe(`"'=a,""b"""`);
    // Only the start of a cell makes a formula.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvFile(['A', 'B'], [['1', null]])).toBe('\uFEFFA,B\r\n1,\r\n');
  });

  /**
   * Security review, issue 33 item 9a: spreadsheets read fullwidth ＝ ＋ － ＠ as their ASCII forms, and skip blanks and
   * invisible characters before a formula, so such a start is a formula start too.
   */
  it('defuses a formula behind fullwidth signs, invisible characters or blanks', () => {
    const hidden = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', ' ', '\u00A0', '\t', '\r', '\n', '\u200B \u2060'];
    for (const start of [...'＝＋－＠', ...hidden.flatMap((before) => [...'=+-@＝'].map((sign) => `${before}${sign}`))]) {
      const cell = `${start}HYPERLINK("http://evil.example")`;
      expect(csvCell(cell), JSON.stringify(cell)).toMatch(/^"?'/);
    }
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell('\u200B=1+1')).toBe("'\u200B=1+1");
    // Text that only looks alike, or a sign later in the cell, stays as it is.
    expect(csvCell('\u200Bplain')).toBe('\u200Bplain');
    expect(csvCell('a＝b')).toBe('a＝b');
    expect(csvCell('Rao − 2')).toBe('Rao − 2');
  });

  it('arrive defused in the downloaded file, whatever hides the formula', async () => {
    const id = await listing('Hidden Formula Bakery');
    await addEnquiries(id, [
      { name: '＝HYPERLINK("http://evil.example","click")', message: '\u200B=cmd|/C calc!A0' },
      { name: '\uFEFF@SUM(1+1)', message: ' -2+3' },
    ]);
    const { status, text } = await download(id);
    expect(status).toBe(200);
    const [, newest, older] = text.slice(1).split('\r\n');
    expect(newest).toMatch(/^[^,]+,'\uFEFF@SUM\(1\+1\),sender1@example\.in,,' -2\+3,new$/);
    expect(older).toMatch(
      /^[^,]+,"'＝HYPERLINK\(""http:\/\/evil\.example"",""click""\)",sender0@example\.in,,'\u200B=cmd\|\/C calc!A0,new$/,
    );
  });
});

describe('the tRPC twins', () => {
  it('list the inbox and set a status as the REST routes do', async () => {
    const businessId = await listing('Typed Bakery');
    const [enquiryId] = (await addEnquiries(businessId, [{}, { status: 'closed' }])) as [string];
    const owned = createCallerFactory(appRouter)(requestContext({ token: owner.token })).owner;
    const listed = await owned.enquiries({ id: businessId, status: 'new' });
    expect(listed.enquiries.map((enquiry) => enquiry.id)).toEqual([enquiryId]);
    expect(listed.counts).toEqual({ new: 1, replied: 0, closed: 1 });
    expect((await owned.setEnquiryStatus({ id: enquiryId, status: 'replied' })).status).toBe('replied');

    const stranger = createCallerFactory(appRouter)(requestContext({ token: otherOwner.token })).owner;
    await expect(stranger.enquiries({ id: businessId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(stranger.setEnquiryStatus({ id: enquiryId, status: 'closed' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the owner’s mail for a new enquiry', () => {
  const enquire = (businessId: string, token?: string) =>
    api('POST', `/business/public/${businessId}/enquiry`, {
      token,
      body: { name: 'Meera Iyer', email: 'meera@example.in', phone: '98860 22222', message: 'Do you bake eggless cakes?\nFor 20 people.' },
    });

  it('tells the owner who wrote, how to answer, and what they wrote', async () => {
    const id = await listing('Sweet Chariot');
    expect((await enquire(id)).status).toBe(201);
    const mail = mailbox.last(owner.email);
    expect(mail.subject).toBe('New enquiry for Sweet Chariot');
    expect(mail.text).toContain('Hello Farah Khan,');
    expect(mail.text).toContain('Meera Iyer sent Sweet Chariot an enquiry');
    expect(mail.text).toContain('Do you bake eggless cakes?\nFor 20 people.');
    expect(mail.text).toContain('meera@example.in or 98860 22222');
    expect(mail.text).toContain(`/owner/businesses/${id}/enquiries`);
    expect(mail.html).toContain('white-space:pre-line');
    // Outside development the outbox keeps the subject only, never the visitor's words.
    const [stored] = await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.to, owner.email), eq(schema.emailOutbox.subject, 'New enquiry for Sweet Chariot')));
    expect(stored).toMatchObject({ subject: 'New enquiry for Sweet Chariot', text: '', html: '' });
  });

  it('is not sent for the owner’s own enquiry, nor for a listing without an owner', async () => {
    const mine = await listing('Owner’s Own Bakery');
    const before = mailbox.sent.length;
    expect((await enquire(mine, owner.token)).status).toBe(201);
    expect((await enquire(await listing('Unclaimed Bakery', null))).status).toBe(201);
    expect(mailbox.sent.length).toBe(before);
  });

  it('never fails the visitor’s enquiry when the mail cannot be delivered', async () => {
    const id = await listing('Flaky Mail Bakery');
    mailbox.failNext();
    const sent = await enquire(id);
    expect(sent.status).toBe(201);
    expect((await inbox(id)).body.data.enquiries).toHaveLength(1);
    const [failed] = await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.to, owner.email), eq(schema.emailOutbox.subject, 'New enquiry for Flaky Mail Bakery')));
    expect(failed?.error).toContain('503');
  });
});
