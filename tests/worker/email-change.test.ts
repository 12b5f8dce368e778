import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { db } from './fixtures.ts';
import { mailbox } from './support/mailbox.ts';
import { api, PASSWORD, signedInPerson, uniqueEmail } from './support/people.ts';

/** Changing the account's e-mail address (docs/product.md §3.16): only after a code sent to the new address. */

const codeIn = (email: string) => /e-mail change code is (\d{6})/.exec(mailbox.last(email).text)?.[1] ?? '';

async function userRow(id: string) {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row;
}

describe('POST /api/users/email/change then /api/users/email/confirm', () => {
  it('changes the address only once the code sent to the new address comes back, and tells the old address', async () => {
    const person = await signedInPerson();
    const next = uniqueEmail('moved');
    const asked = await api('POST', '/users/email/change', {
      token: person.token,
      body: { email: next.toUpperCase(), password: PASSWORD },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(`We have sent a 6-digit code to ${next}. Enter it here to confirm your new address.`);
    expect(asked.body.data).toEqual({ email: next });
    // Until the code is typed, nothing changes: the old address still signs in.
    expect((await userRow(person.id))?.email).toBe(person.email);
    const code = codeIn(next);
    expect(code).toMatch(/^\d{6}$/);
    expect(mailbox.last(next).text).not.toContain('http');

    const confirmed = await api('POST', '/users/email/confirm', { token: person.token, body: { otp: code } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: 'Your e-mail address has been changed.',
      data: { user: { email: next, isVerified: true } },
    });
    expect((await userRow(person.id))?.email).toBe(next);
    expect(mailbox.last(person.email).subject).toBe('Your CityPages e-mail address was changed');
    expect(mailbox.last(person.email).text).toContain(next);

    const oldSignIn = await api('POST', '/users/login', { body: { email: person.email, password: PASSWORD } });
    expect(oldSignIn.status).toBe(401);
    const newSignIn = await api('POST', '/users/login', { body: { email: next, password: PASSWORD } });
    expect(newSignIn.status).toBe(200);
    // The code is single-use.
    const again = await api('POST', '/users/email/confirm', { token: person.token, body: { otp: code } });
    expect(again.status).toBe(400);
  });

  it('asks for the current password, so an unattended session cannot move the account', async () => {
    const person = await signedInPerson();
    const next = uniqueEmail('intruder');
    const wrong = await api('POST', '/users/email/change', { token: person.token, body: { email: next, password: 'not-the-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: 'Current password is incorrect' }]);
    expect(mailbox.sent.some((mail) => mail.to === next)).toBe(false);
    const [pending] = await db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.userId, person.id));
    expect(pending).toBeUndefined();
  });

  it('limits wrong passwords together with the password change: 5 in 15 minutes, then 429', async () => {
    const person = await signedInPerson();
    for (let attempt = 0; attempt < 3; attempt++) {
      const body = { currentPassword: `wrong-${attempt}`, newPassword: 'another-password' };
      expect((await api('PUT', '/users/password', { token: person.token, body })).status).toBe(400);
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      const body = { email: uniqueEmail(), password: `wrong-${attempt}` };
      expect((await api('POST', '/users/email/change', { token: person.token, body })).status).toBe(400);
    }
    const locked = await api('POST', '/users/email/change', { token: person.token, body: { email: uniqueEmail(), password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers the same for an address another account uses, which gets a notice instead of a code', async () => {
    const person = await signedInPerson();
    const other = await signedInPerson({ name: 'Owner Of Address' });
    const asked = await api('POST', '/users/email/change', { token: person.token, body: { email: other.email, password: PASSWORD } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(`We have sent a 6-digit code to ${other.email}. Enter it here to confirm your new address.`);
    const notice = mailbox.last(other.email);
    expect(notice.subject).toBe('Someone tried to use this address for CityPages');
    expect(notice.text).not.toMatch(/\d{6}/);
    const [pending] = await db.select().from(schema.verificationCodes).where(eq(schema.verificationCodes.userId, person.id));
    expect(pending).toBeUndefined();
  });

  it('refuses the change when another account took the address meanwhile', async () => {
    const person = await signedInPerson();
    const next = uniqueEmail('contested');
    await api('POST', '/users/email/change', { token: person.token, body: { email: next, password: PASSWORD } });
    const code = codeIn(next);
    const quicker = await api('POST', '/users/register', {
      body: { name: 'Quick One', email: next, password: 'pw-123456', confirmPassword: 'pw-123456' },
    });
    expect(quicker.status).toBe(201);
    const confirmed = await api('POST', '/users/email/confirm', { token: person.token, body: { otp: code } });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.message).toBe('Another account already uses this e-mail address.');
    expect((await userRow(person.id))?.email).toBe(person.email);
  });

  it("keeps two accounts' codes for the same new address apart", async () => {
    const first = await signedInPerson();
    const second = await signedInPerson();
    const next = uniqueEmail('shared');
    await api('POST', '/users/email/change', { token: first.token, body: { email: next, password: PASSWORD } });
    const firstCode = codeIn(next);
    await api('POST', '/users/email/change', { token: second.token, body: { email: next, password: PASSWORD } });
    const secondCode = codeIn(next);
    // The second account cannot use the first one's code, and its wrong try does not touch the first one's.
    const crossed = await api('POST', '/users/email/confirm', { token: second.token, body: { otp: firstCode } });
    expect(crossed.status).toBe(firstCode === secondCode ? 200 : 400);
    if (firstCode === secondCode) return;
    const confirmed = await api('POST', '/users/email/confirm', { token: first.token, body: { otp: firstCode } });
    expect(confirmed.status).toBe(200);
    expect((await userRow(first.id))?.email).toBe(next);
  });

  it('kills the codes sent to the old address once the address changes', async () => {
    const person = await signedInPerson();
    await api('POST', '/users/password/forgot', { body: { email: person.email } });
    const resetCode = /password reset code is (\d{6})/.exec(mailbox.last(person.email).text)?.[1];
    const next = uniqueEmail('fresh');
    await api('POST', '/users/email/change', { token: person.token, body: { email: next, password: PASSWORD } });
    await api('POST', '/users/email/confirm', { token: person.token, body: { otp: codeIn(next) } });
    const reset = await api('POST', '/users/password/reset', {
      body: { email: person.email, otp: resetCode, password: 'taken-over', confirmPassword: 'taken-over' },
    });
    expect(reset.status).toBe(400);
  });

  it('refuses the current address, a bad address and a wrong code with field errors', async () => {
    const person = await signedInPerson();
    const same = await api('POST', '/users/email/change', { token: person.token, body: { email: person.email, password: PASSWORD } });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ field: 'email', message: 'This is already your e-mail address.' }]);
    const bad = await api('POST', '/users/email/change', { token: person.token, body: { email: 'not-an-address', password: PASSWORD } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('email');
    const next = uniqueEmail();
    await api('POST', '/users/email/change', { token: person.token, body: { email: next, password: PASSWORD } });
    const code = codeIn(next);
    const wrong = await api('POST', '/users/email/confirm', {
      token: person.token,
      body: { otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'otp', message: 'Incorrect code. 4 attempts left.' }]);
  });

  it('needs a session', async () => {
    expect((await api('POST', '/users/email/change', { body: { email: uniqueEmail(), password: PASSWORD } })).status).toBe(401);
    expect((await api('POST', '/users/email/confirm', { body: { otp: '123456' } })).status).toBe(401);
  });
});
