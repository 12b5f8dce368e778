/*
 * A message found by its words (i18n/server-messages.ts): a catalogue whose keys are messages with `{name}` where a
 * value varies finds the key a message was written from and gives its text with the values filled in. Nothing here
 * loads a catalogue, so the build tests can run it (tests/build/server-messages.test.ts).
 */

/** A compiled catalogue: a text's function by its key. */
export type Catalogue = object;

type Texts = Readonly<Record<string, ((values?: Readonly<Record<string, string | number>>) => string) | undefined>>;

interface Pattern {
  key: string;
  pattern: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A key with values as a pattern: 'Password must be at least {min} characters' matches '… at least 6 characters'. */
function patternOf(key: string): Pattern {
  const names: string[] = [];
  const source = key
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return escape(part);
      names.push(part);
      // Empty too: a value such as the plural 's' of 'change{s}' is '' for one.
      return '([\\s\\S]*?)';
    })
    .join('');
  return { key, pattern: new RegExp(`^${source}$`), names };
}

const patterns = new WeakMap<Catalogue, Pattern[]>();

function patternsOf(catalogue: Catalogue): Pattern[] {
  let found = patterns.get(catalogue);
  if (!found) {
    found = Object.keys(catalogue)
      .filter((key) => key.includes('{'))
      .map(patternOf);
    patterns.set(catalogue, found);
  }
  return found;
}

/** A value as the message carries it: a count as a number, so that a plural can choose by it. */
const valueOf = (text: string): string | number => (/^\d+$/.test(text) ? Number(text) : text);

/** One message by its key, or undefined when no key fits. */
function byKey(keyed: Texts, patterns: Pattern[], message: string): string | undefined {
  const exact = keyed[message];
  if (exact && !message.includes('{')) return exact();
  for (const { key, pattern, names } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    names.forEach((name, index) => (values[name] = valueOf(match[index + 1] ?? '')));
    return keyed[key]?.(values);
  }
  return undefined;
}

/**
 * `message` in the catalogue's language, or as it came when the catalogue has no such message. A message the server
 * made of several ('Changes saved. The new name will show once our team has checked it.') is read sentence by
 * sentence when it has no key of its own.
 */
export function translated(catalogue: Catalogue, message: string): string {
  const keyed = catalogue as Texts;
  const patterns = patternsOf(catalogue);
  const whole = byKey(keyed, patterns, message);
  if (whole !== undefined) return whole;
  const sentences = message.split(/(?<=[.!?]) (?=[A-Z])/);
  if (sentences.length < 2) return message;
  return sentences.map((sentence) => byKey(keyed, patterns, sentence) ?? sentence).join(' ');
}
