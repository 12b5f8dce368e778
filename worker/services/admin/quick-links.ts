import { and, asc, eq, ne } from 'drizzle-orm';
import { MAX_QUICK_LINKS, type QuickLinkCreateInput, type QuickLinkUpdateInput } from '../../contracts/admin-quick-links.ts';
import * as schema from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { auditEntry } from '../audit.ts';
import type { RequestContext } from '../../env.ts';
import { actorOf, editInOrder, placeAt, refuse, renumber } from './catalogue-rules.ts';

/* docs/product.md §3.24, the footer's quick links as admins edit them: each write one batch with its one audit entry. */

const QUICK_LINK_NOT_FOUND = 'Quick link not found';

const quickLinkColumns = {
  id: schema.quickLinks.id,
  title: schema.quickLinks.title,
  titleKn: schema.quickLinks.titleKn,
  titleHi: schema.quickLinks.titleHi,
  url: schema.quickLinks.url,
  isActive: schema.quickLinks.isActive,
  position: schema.quickLinks.position,
};

/** Every quick link, switched off ones too, in the footer's order. */
export const listAdminQuickLinks = (ctx: RequestContext) =>
  ctx.db.select(quickLinkColumns).from(schema.quickLinks).orderBy(asc(schema.quickLinks.position), asc(schema.quickLinks.id));

const moveQuickLink = (ctx: RequestContext) => (id: string, position: number) =>
  ctx.db.update(schema.quickLinks).set({ position }).where(eq(schema.quickLinks.id, id));

/** The footer keys its links by URL, and two links to one place say nothing more: one link per URL. */
async function refuseSameUrl(ctx: RequestContext, url: string, exceptId?: string) {
  const [other] = await ctx.db
    .select({ title: schema.quickLinks.title })
    .from(schema.quickLinks)
    .where(and(eq(schema.quickLinks.url, url), exceptId ? ne(schema.quickLinks.id, exceptId) : undefined))
    .limit(1);
  if (other) refuse(409, `There is already a quick link to ${url} (${other.title})`, 'url');
}

/** A new quick link, last in the footer unless a position is given; at most MAX_QUICK_LINKS. */
export async function createQuickLink(ctx: RequestContext, input: QuickLinkCreateInput) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const links = await listAdminQuickLinks(ctx);
  if (links.length >= MAX_QUICK_LINKS) refuse(400, `There can be at most ${MAX_QUICK_LINKS} quick links. Delete one to add another.`);
  await refuseSameUrl(ctx, input.url);
  const id = newId();
  const values = {
    id,
    title: input.title,
    titleKn: input.titleKn ?? null,
    titleHi: input.titleHi ?? null,
    url: input.url,
    isActive: input.isActive ?? true,
    position: -1,
  };
  const order = placeAt(links, values, input.position);
  values.position = order.findIndex((row) => row.id === id);
  await db.batch([
    db.insert(schema.quickLinks).values(values),
    ...renumber(order, moveQuickLink(ctx), id),
    auditEntry(db, { actorId, action: 'quick-link.create', entity: 'quick-link', entityId: id, after: values }),
  ]);
  return values;
}

/** Changes a quick link's title (in any of its languages), URL, switch or place. */
export async function updateQuickLink(ctx: RequestContext, { id, changes }: { id: string; changes: QuickLinkUpdateInput }) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const links = await listAdminQuickLinks(ctx);
  const current = links.find((link) => link.id === id);
  if (!current) refuse(404, QUICK_LINK_NOT_FOUND);
  const { position, ...fields } = changes;
  if (fields.url !== undefined && fields.url !== current.url) await refuseSameUrl(ctx, fields.url, id);
  const edit = editInOrder(current, fields, position === undefined ? undefined : { list: links, position }, {
    columns: (set) => db.update(schema.quickLinks).set(set).where(eq(schema.quickLinks.id, id)),
    position: moveQuickLink(ctx),
  });
  if (edit.changed.length > 0) {
    await db.batch([
      auditEntry(db, { actorId, action: 'quick-link.update', entity: 'quick-link', entityId: id, before: edit.before, after: edit.after }),
      ...edit.writes,
    ]);
  }
  const [updated] = await db.select(quickLinkColumns).from(schema.quickLinks).where(eq(schema.quickLinks.id, id)).limit(1);
  return { quickLink: updated ?? current, changed: edit.changed };
}

/** Deletes a quick link; the others close up. */
export async function deleteQuickLink(ctx: RequestContext, { id }: { id: string }) {
  const actorId = await actorOf(ctx);
  const { db } = ctx;
  const links = await listAdminQuickLinks(ctx);
  const current = links.find((link) => link.id === id);
  if (!current) refuse(404, QUICK_LINK_NOT_FOUND);
  await db.batch([
    db.delete(schema.quickLinks).where(eq(schema.quickLinks.id, id)),
    ...renumber(
      links.filter((link) => link.id !== id),
      moveQuickLink(ctx),
    ),
    auditEntry(db, { actorId, action: 'quick-link.delete', entity: 'quick-link', entityId: id, before: current }),
  ]);
  return { id, title: current.title };
}
