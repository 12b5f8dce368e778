import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../scripts/lib/messages-plugin.ts';
import { translated, type Catalogue } from '../../web/src/i18n/message-patterns.ts';
import { shapeOf, workerMessages } from './support/worker-messages.ts';

/*
 * Issue 38: every message of the server a resident or an owner can meet has its Kannada and Hindi words. The Worker
 * writes English (other clients of the REST API read it); the web shows a Kannada or Hindi page's refusals, field
 * messages and confirmations from web/src/messages/<language>/server.json (web/src/i18n/server-messages.ts).
 */

const MESSAGES = join(import.meta.dirname, '../../web/src/messages');
const read = (language: string) => JSON.parse(readFileSync(join(MESSAGES, language, 'server.json'), 'utf8')) as Record<string, string>;

/**
 * Sentences in the Worker's source that no page shows, each with why: what only a developer or a log reads, texts the
 * web writes in its own catalogues, and data the web shows by other means.
 */
const NOT_SHOWN: Record<string, string> = {
  '{} is not under {}': 'an assertion in the media routes',
  '{}.opens_at <= ? AND {}.closes_at > ?': 'SQL',
  '{}.closes_at > ? + {}': 'SQL',
  'Bearer {}': 'the mail API’s header',
  'No run for the plan {}': 'an assertion of the search planner',
  '{} and {}': 'the list join of contracts/owner.ts, whose words are in each message that uses it',
  'An operation whose input has several parts needs each part to be an object': 'a programming error in an operation’s declaration',
  // Words each page writes from its own catalogue: the opening line (business.json, from the profile's `opening`), the
  // search's understood attributes (sometimes.json), whom a place serves (owner.json), the price tiers
  // (shell.json) and the rating words (sometimes.json).
  'Open 24 hours': 'business.json and sometimes.json',
  'Closes {}': 'business.json',
  'Opens {}{}': 'business.json',
  'Open {}': 'sometimes.json',
  'Women only': 'owner.json',
  'Men only': 'owner.json',
  'For women': 'sometimes.json',
  'For men': 'sometimes.json',
  'Open at night': 'sometimes.json',
  'Very expensive': 'shell.json',
  'Very Good': 'sometimes.json',
  // A field's name inside '{label} must be true or false', whose translations name it.
  'Pure veg': 'server.json',
  'Home visit': 'server.json',
  'Home delivery': 'server.json',
  // The held fields' names inside the mails and the portal's notes: mail.json and owner.json.
  'Kannada name': 'mail.json and owner.json',
  'Hindi name': 'mail.json and owner.json',
  // The WhatsApp greeting a visitor sends a business, in the visitor's own words: business.json writes it.
  'Hello {}, I found you on {}.': 'business.json',
};

/** A catalogue compiled as the build does and imported, where its imports (the runtime) resolve. */
async function compiled(language: string): Promise<Catalogue> {
  const folder = join(import.meta.dirname, '../../node_modules/.cache/server-messages-test');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${language}-${Date.now()}.mjs`);
  writeFileSync(file, compileCatalogue(language, readFileSync(join(MESSAGES, language, 'server.json'), 'utf8'), file));
  return ((await import(pathToFileURL(file).href)) as { default: Catalogue }).default;
}

describe('the server’s messages in every language', () => {
  const english = read('en');
  const keyShapes = Object.keys(english).map(shapeOf);
  const said = workerMessages();
  // A key may name more values than the Worker's template shows ('in {count} {unit}' for 'in ${waitOf(seconds)}'), so
  // that each language can write each of them: a template's value stands for any text.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const writes = (shape: string) => {
    const pattern = new RegExp(`^${shape.split('{}').map(escape).join('[\\s\\S]*')}$`);
    return (keyShape: string) => pattern.test(keyShape);
  };

  it('has a key for every sentence the Worker can send to a resident or an owner', () => {
    const missing = [...said]
      .filter(([shape]) => !keyShapes.some(writes(shape)) && !(shape in NOT_SHOWN))
      .map(([shape, file]) => `${file}: ${shape}`);
    expect(missing).toEqual([]);
  });

  it('keeps no key the Worker no longer says, and no exception the Worker no longer has', () => {
    expect(keyShapes.filter((keyShape) => ![...said.keys()].some((shape) => writes(shape)(keyShape)))).toEqual([]);
    expect(Object.keys(NOT_SHOWN).filter((shape) => !said.has(shape))).toEqual([]);
  });

  it('writes each English text as its key, so that English pages show the server’s words unchanged', () => {
    // ICU doubles an apostrophe before a brace: that is the only difference allowed.
    for (const [key, text] of Object.entries(english)) expect(text.replace(/''/g, "'"), key).toBe(key);
  });

  it('finds a message by its words and puts its values into the translation', async () => {
    const [kn, hi, en] = await Promise.all([compiled('kn'), compiled('hi'), compiled('en')]);
    const minimum = translated(kn, 'Password must be at least 6 characters');
    expect(minimum).toMatch(/[\u0C80-\u0CFF]/);
    expect(minimum).toContain('6');
    expect(translated(hi, 'You have already reviewed this business.')).toMatch(/[\u0900-\u097F]/);
    const attempts = translated(hi, 'Incorrect code. 2 attempts left.');
    expect(attempts).toMatch(/[\u0900-\u097F]/);
    expect(attempts).toContain('2');
    expect(attempts).not.toMatch(/attempts/);
    const named = translated(kn, 'You now manage Sri Ganesh Sweets.');
    expect(named).toMatch(/[\u0C80-\u0CFF]/);
    expect(named).toContain('Sri Ganesh Sweets');
    // A value may be empty ('change{s}' for one change), and a message the server made of two is read one by one.
    expect(translated(kn, 'Your waiting change to the name has been withdrawn.')).toMatch(/[\u0C80-\u0CFF]/);
    const twoSentences = translated(hi, 'Changes saved. Your listing goes back to our team for review.');
    expect(twoSentences).toMatch(/[\u0900-\u097F]/);
    expect(twoSentences).not.toMatch(/[A-Za-z]{3}/);
    const wait =
      "Too many wrong codes have been tried for this business today. Please try again in 40 minutes, or withdraw this claim and send the business's GST or Udyam number or a document photo for our team to check.";
    expect(translated(kn, wait)).toContain('40 ನಿಮಿಷಗಳ');
    expect(translated(hi, wait.replace('40 minutes', '1 hour'))).toContain('1 घंटे');
    // English pages show the server's words; a message with no key passes as it came.
    expect(translated(en, 'Password must be at least 6 characters')).toBe('Password must be at least 6 characters');
    expect(translated(kn, 'Something the catalogue has never heard of')).toBe('Something the catalogue has never heard of');
  });
});
