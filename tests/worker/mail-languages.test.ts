import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { addBusiness, addCategory, db } from './fixtures.ts';
import { mailbox } from './support/mailbox.ts';
import { api, PASSWORD, signedInPerson, uniqueEmail } from './support/people.ts';

/*
 * docs/decisions/037: every e-mail goes in its recipient's language, the account's (users.language), which a sign-up
 * takes from its page and the account page changes; a waiting sign-up's language applies only with its code, like
 * its name and password (worker/services/signups.ts).
 */

const KANNADA = /[\u0C80-\u0CFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORDS = /\b(?:Hello|code|expires|minutes|enquiry|review|listed|owner)\b/i;
/** A mail's own words: without its links, and without what a visitor wrote (quoted as they wrote it). */
const ownWords = (text: string, quoted = '') => text.replace(quoted, '').replace(/https?:\/\/\S+/g, '');

const register = (email: string, language?: string, name = 'Asha Rao', password = PASSWORD) =>
  api('POST', '/users/register', { body: { name, email, password, confirmPassword: password, ...(language ? { language } : {}) } });

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const languageOf = async (email: string) =>
  (await db.select({ language: schema.users.language }).from(schema.users).where(eq(schema.users.email, email)))[0]?.language;

describe('a sign-up', () => {
  it('made on a Kannada page gets its code in Kannada, with the link to the Kannada page, and the account keeps Kannada', async () => {
    const email = uniqueEmail('kannada');
    expect((await register(email, 'kn')).status).toBe(201);
    const mail = mailbox.last(email);
    expect(mail.subject).toMatch(KANNADA);
    expect(mail.text).toMatch(KANNADA);
    expect(ownWords(mail.text)).not.toMatch(LATIN_WORDS);
    expect(mail.text).toContain(`${env.SITE_ORIGIN}/kn/verify-email/`);
    expect(mail.html).toContain('<html lang="kn-IN">');

    const verified = await api<{ data: { user: { language: string } } }>('POST', '/users/verify-otp', {
      body: { email, otp: codeIn(mail.text) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.language).toBe('kn');
    expect(await languageOf(email)).toBe('kn');
  });

  it('without a language is English, exactly as before', async () => {
    const email = uniqueEmail('english');
    expect((await register(email)).status).toBe(201);
    const mail = mailbox.last(email);
    expect(mail.subject).toMatch(/^\d{6} is your CityPages verification code$/);
    expect(mail.text).toContain(`${env.SITE_ORIGIN}/verify-email/`);
    expect(mail.html).toContain('<html lang="en-IN">');
    expect(await languageOf(email)).toBe('en');
  });

  it('with a language the product does not have is refused with the envelope, and nothing is sent', async () => {
    const email = uniqueEmail('french');
    const before = mailbox.sent.length;
    const refused = await register(email, 'fr');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'error', errors: [{ field: 'language', message: 'Language must be en, kn or hi' }] });
    expect(mailbox.sent.length).toBe(before);
  });

  it('racing another for the same address: the language of the sign-up whose code is used wins, not the last one made', async () => {
    const email = uniqueEmail('race');
    const owner = await register(email, 'hi', 'Rightful Owner', 'owner-password');
    const ownerMail = mailbox.last(email);
    expect(ownerMail.subject).toMatch(DEVANAGARI);
    // An intruder signs up for the same address afterwards, from a Kannada page.
    expect((await register(email, 'kn', 'Intruder', 'intruder-password')).status).toBe(201);
    expect(mailbox.last(email).subject).toMatch(KANNADA);
    expect(await languageOf(email)).toBe('hi');

    const signupKey = (owner.body.data as { signupKey: string }).signupKey;
    const verified = await api('POST', '/users/verify-otp', { body: { email, otp: codeIn(ownerMail.text), signupKey } });
    expect(verified.status).toBe(200);
    expect(await languageOf(email)).toBe('hi');
  });
});

describe('the account’s language', () => {
  it('is changed on the profile, answered by /users/me, and the password-reset mail follows it', async () => {
    const person = await signedInPerson();
    const changed = await api<{ data: { user: { language: string } } }>('PUT', '/users/profile', {
      token: person.token,
      body: { language: 'hi' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.user.language).toBe('hi');
    const me = await api<{ data: { user: { language: string } } }>('GET', '/users/me', { token: person.token });
    expect(me.body.data.user.language).toBe('hi');

    expect((await api('POST', '/users/password/forgot', { body: { email: person.email } })).status).toBe(200);
    const mail = mailbox.last(person.email);
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(mail.text).toContain(`${env.SITE_ORIGIN}/hi/reset-password/`);
    expect(ownWords(mail.text)).not.toMatch(LATIN_WORDS);

    const refused = await api('PUT', '/users/profile', { token: person.token, body: { language: 'ta' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'error', errors: [{ field: 'language' }] });
    expect((await api<{ data: { user: { language: string } } }>('GET', '/users/me', { token: person.token })).body.data.user.language).toBe(
      'hi',
    );
  });
});

describe('an owner’s notices', () => {
  let categoryId = '';
  beforeAll(async () => {
    categoryId = (await addCategory('Sweet Shops', `sweet-shops-mail-${Date.now()}`)).id;
  });

  it('come in the owner’s language, whoever sent the enquiry and in whatever language', async () => {
    const owner = await signedInPerson({ name: 'Shivakumar', role: 'owner' });
    await db.update(schema.users).set({ language: 'kn' }).where(eq(schema.users.id, owner.id));
    const id = await addBusiness({ name: 'Sri Guru Sweets', categoryId });
    await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, id));
    const sent = await api('POST', `/business/public/${id}/enquiry`, {
      body: { name: 'Meera Iyer', email: 'meera@example.in', phone: '98860 22222', message: 'Do you take orders for 200 laddus?' },
    });
    expect(sent.status).toBe(201);
    const mail = mailbox.last(owner.email);
    expect(mail.subject).toMatch(KANNADA);
    expect(mail.subject).toContain('Sri Guru Sweets');
    expect(mail.text).toContain('Do you take orders for 200 laddus?');
    expect(mail.text).toContain('meera@example.in');
    expect(mail.text).toContain(`${env.SITE_ORIGIN}/kn/owner/businesses/${id}/enquiries`);
    expect(ownWords(mail.text, 'Do you take orders for 200 laddus?')).not.toMatch(LATIN_WORDS);
  });

  it('of an admin’s decision come in the owner’s language, with the held fields in its words and the link to its page', async () => {
    const [owner, admin] = await Promise.all([signedInPerson({ name: 'Farida', role: 'owner' }), signedInPerson({ role: 'admin' })]);
    await db.update(schema.users).set({ language: 'hi' }).where(eq(schema.users.id, owner.id));
    const id = await addBusiness({ name: 'Noor Mithai Ghar', categoryId, status: 'pending' });
    await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, id));
    expect((await api('POST', `/admin/businesses/${id}/approve`, { token: admin.token })).status).toBe(200);
    const mail = mailbox.last(owner.email);
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(mail.subject).toContain('Noor Mithai Ghar');
    expect(mail.text).toContain(`${env.SITE_ORIGIN}/hi/business/${id}`);
    expect(ownWords(mail.text)).not.toMatch(LATIN_WORDS);
  });
});
