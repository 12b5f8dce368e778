import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { createSession } from '../../worker/services/sessions.ts';
import { addUser, db } from './fixtures.ts';

/** The devices signed in to an account (docs/product.md §3.15): list them, sign one out, or all but this one. */

const secret = () => new TextEncoder().encode(env.JWT_SECRET);

async function call(method: string, path: string, token: string) {
  const response = await SELF.fetch(`http://localhost/api${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { data?: { sessions?: Session[] } }, headers: response.headers };
}

interface Session {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  current: boolean;
}

async function devices() {
  const userId = await addUser('Deepa Nair');
  const laptop = await createSession(db, secret(), userId, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
  const phone = await createSession(db, secret(), userId, 'Mozilla/5.0 (Linux; Android 15) Chrome/141.0 Mobile');
  return { userId, laptop, phone };
}

describe('GET /api/users/sessions', () => {
  it('lists the live sessions of the account, saying which one is asking', async () => {
    const { userId, laptop, phone } = await devices();
    const revoked = await createSession(db, secret(), userId, 'Old tablet');
    await db.update(schema.sessions).set({ revokedAt: new Date() }).where(eq(schema.sessions.id, revoked.sessionId));
    const other = await createSession(db, secret(), await addUser('Someone Else'), 'Not mine');

    const { status, body } = await call('GET', '/users/sessions', laptop.token);
    expect(status).toBe(200);
    const sessions = body.data?.sessions ?? [];
    expect(sessions.map((session) => session.id).sort()).toEqual([laptop.sessionId, phone.sessionId].sort());
    expect(sessions.find((session) => session.current)?.id).toBe(laptop.sessionId);
    expect(sessions.find((session) => !session.current)).toMatchObject({
      id: phone.sessionId,
      userAgent: expect.stringContaining('Android'),
    });
    for (const session of sessions) {
      expect(new Date(session.createdAt).toISOString()).toBe(session.createdAt);
      expect(new Date(session.lastSeenAt).toISOString()).toBe(session.lastSeenAt);
    }
    expect(sessions.some((session) => session.id === other.sessionId)).toBe(false);
  });

  it('records when a session was last active, at most once an hour', async () => {
    const { laptop } = await devices();
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await db.update(schema.sessions).set({ lastSeenAt: twoHoursAgo }).where(eq(schema.sessions.id, laptop.sessionId));
    const stale = await call('GET', '/users/me', laptop.token);
    const fresh = await call('GET', '/users/me', laptop.token);
    const [row] = await db.select().from(schema.sessions).where(eq(schema.sessions.id, laptop.sessionId));
    expect(row?.lastSeenAt?.getTime()).toBeGreaterThan(twoHoursAgo.getTime() + 3_600_000);
    // The stale request also wrote; the next one only read.
    const queries = (headers: Headers) => Number(/queries=(\d+)/.exec(headers.get('server-timing') ?? '')?.[1]);
    expect(queries(stale.headers)).toBe(2);
    expect(queries(fresh.headers)).toBe(1);
  });
});

describe('signing devices out', () => {
  it('DELETE /api/users/sessions/:id signs that device out, and nobody else’s', async () => {
    const { laptop, phone } = await devices();
    const stranger = await createSession(db, secret(), await addUser('Stranger'), null);
    expect((await call('DELETE', `/users/sessions/${stranger.sessionId}`, laptop.token)).status).toBe(404);
    expect((await call('GET', '/users/me', stranger.token)).status).toBe(200);

    expect((await call('DELETE', `/users/sessions/${phone.sessionId}`, laptop.token)).status).toBe(200);
    expect((await call('GET', '/users/me', phone.token)).status).toBe(401);
    expect((await call('GET', '/users/me', laptop.token)).status).toBe(200);
    expect((await call('DELETE', `/users/sessions/${phone.sessionId}`, laptop.token)).status).toBe(404);
  });

  it('DELETE /api/users/sessions signs out every other device and keeps this one', async () => {
    const { userId, laptop, phone } = await devices();
    const tablet = await createSession(db, secret(), userId, 'Tablet');
    expect((await call('DELETE', '/users/sessions', laptop.token)).status).toBe(200);
    expect((await call('GET', '/users/me', phone.token)).status).toBe(401);
    expect((await call('GET', '/users/me', tablet.token)).status).toBe(401);
    const { body } = await call('GET', '/users/sessions', laptop.token);
    expect(body.data?.sessions?.map((session) => session.id)).toEqual([laptop.sessionId]);
  });

  it('works through tRPC too', async () => {
    const { laptop, phone } = await devices();
    const headers = { authorization: `Bearer ${laptop.token}`, 'content-type': 'application/json' };
    const listed = await SELF.fetch('http://localhost/api/trpc/auth.sessions', { headers });
    const { result } = (await listed.json()) as { result: { data: Session[] } };
    expect(result.data).toHaveLength(2);
    const revoked = await SELF.fetch('http://localhost/api/trpc/auth.revokeSession', {
      method: 'POST',
      headers,
      body: JSON.stringify({ id: phone.sessionId }),
    });
    expect(revoked.status).toBe(200);
    expect((await call('GET', '/users/me', phone.token)).status).toBe(401);
  });
});
