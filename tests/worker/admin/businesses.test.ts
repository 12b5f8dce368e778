import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../worker/db/schema.ts';
import { addBusiness, addCategory, db } from '../fixtures.ts';
import { api, signedInPerson } from '../support/people.ts';

/** The admin's list of listings of every status (docs/product.md §3.24, §7.11): GET /api/admin/businesses. */

interface Listing {
  id: string;
  name: string;
  status: string;
  isPublic: boolean;
  suspendedAt: string | null;
}
interface Page {
  data: { businesses: Listing[]; pagination: { page: number; limit: number; total: number; totalPages: number } };
}

let admin: Awaited<ReturnType<typeof signedInPerson>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await signedInPerson({ name: 'Site Admin', role: 'admin' });
  const { id: categoryId } = await addCategory('Tailors');
  ids.approved = await addBusiness({ name: 'Zari 100% Tailors', categoryId });
  ids.pending = await addBusiness({ name: 'Zari Pending Tailors', categoryId, status: 'pending', isVerified: false });
  ids.rejected = await addBusiness({ name: 'Zari Rejected Tailors', categoryId, status: 'rejected', isVerified: false });
  ids.suspended = await addBusiness({ name: 'Zari_Suspended Tailors', categoryId, isVerified: false });
  await db
    .update(schema.businesses)
    .set({ suspendedAt: new Date(), statusReason: 'Fake reviews' })
    .where(eq(schema.businesses.id, ids.suspended as string));
});

const list = (query: string, token = admin.token) => api<Page>('GET', `/admin/businesses${query}`, { token });
const names = (page: Page) => page.data.businesses.map((business) => business.name).sort();

describe('GET /api/admin/businesses', () => {
  it('is for admins only: visitors 401, owners and users 403', async () => {
    expect((await api('GET', '/admin/businesses')).status).toBe(401);
    for (const role of ['owner', 'user'] as const) {
      expect((await list('', (await signedInPerson({ role })).token)).status).toBe(403);
    }
  });

  it('lists every status, and each filter keeps its own; suspended ones are not among the approved', async () => {
    expect(names((await list('?query=zari')).body)).toEqual([
      'Zari 100% Tailors',
      'Zari Pending Tailors',
      'Zari Rejected Tailors',
      'Zari_Suspended Tailors',
    ]);
    expect(names((await list('?query=zari&status=approved')).body)).toEqual(['Zari 100% Tailors']);
    expect(names((await list('?query=zari&status=pending')).body)).toEqual(['Zari Pending Tailors']);
    expect(names((await list('?query=zari&status=rejected')).body)).toEqual(['Zari Rejected Tailors']);
    const suspended = (await list('?query=zari&status=suspended')).body.data.businesses;
    expect(suspended).toEqual([
      expect.objectContaining({ name: 'Zari_Suspended Tailors', isPublic: false, suspendedAt: expect.any(String) }),
    ]);
  });

  it("finds a part of the name with LIKE's own characters taken literally, or an exact id", async () => {
    expect(names((await list(`?query=${encodeURIComponent('100%')}`)).body)).toEqual(['Zari 100% Tailors']);
    expect(names((await list('?query=i_S')).body)).toEqual(['Zari_Suspended Tailors']);
    expect(names((await list(`?query=${ids.pending}`)).body)).toEqual(['Zari Pending Tailors']);
  });

  it('pages newest first, and refuses a status it does not know', async () => {
    const first = (await list('?query=zari&limit=2')).body.data;
    const second = (await list('?query=zari&limit=2&page=2')).body.data;
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 4, totalPages: 2 });
    expect(new Set([...first.businesses, ...second.businesses].map((business) => business.id)).size).toBe(4);
    const refused = await list('?status=deleted');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: [{ field: 'status', message: 'Status must be pending, approved, rejected or suspended' }],
    });
  });
});
