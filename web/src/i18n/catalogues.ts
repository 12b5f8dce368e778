import { screenCatalogues, type Screen } from '@contracts/spa-routes.ts';
import type { Language } from '@contracts/languages.ts';
import type account from '../messages/en/account.json';
import type auth from '../messages/en/auth.json';
import type businessSample from '../messages/en/business-sample.json';
import type businessShare from '../messages/en/business-share.json';
import type business from '../messages/en/business.json';
import type businesses from '../messages/en/businesses.json';
import type categories from '../messages/en/categories.json';
import type contact from '../messages/en/contact.json';
import type developers from '../messages/en/developers.json';
import type favorites from '../messages/en/favorites.json';
import type home from '../messages/en/home.json';
import type locations from '../messages/en/locations.json';
import type mail from '../messages/en/mail.json';
import type meta from '../messages/en/meta.json';
import type notFound from '../messages/en/not-found.json';
import type owner from '../messages/en/owner.json';
import type search from '../messages/en/search.json';
import type server from '../messages/en/server.json';
import type shell from '../messages/en/shell.json';
import type sometimes from '../messages/en/sometimes.json';

/*
 * The app's texts: one catalogue per language and screen (web/src/messages/<language>/<namespace>.json, ICU
 * MessageFormat), compiled to functions when the build loads them (scripts/lib/messages-plugin.ts). A page loads its
 * own language's catalogues only: the shell's with the app, a screen's with the screen.
 */

/** The English catalogues give every language its keys: a key missing elsewhere fails tests/build/messages.test.ts. */
interface Catalogues {
  account: typeof account;
  auth: typeof auth;
  business: typeof business;
  // Beside a screen's own: texts it shows only sometimes, loaded when it does (the sample profile, the share dialog).
  'business-sample': typeof businessSample;
  'business-share': typeof businessShare;
  businesses: typeof businesses;
  categories: typeof categories;
  contact: typeof contact;
  developers: typeof developers;
  favorites: typeof favorites;
  home: typeof home;
  locations: typeof locations;
  mail: typeof mail;
  meta: typeof meta;
  'not-found': typeof notFound;
  owner: typeof owner;
  search: typeof search;
  // The server's messages by their English words, loaded when a page needs them (i18n/server-messages.ts).
  server: typeof server;
  shell: typeof shell;
  /*
   * What a public page shows only sometimes, in one catalogue loaded when one of them shows (one chunk rather than one
   * per text costs every page less): a listing that failed to load, the review form's rating words, the chips of what a
   * search understood (`attribute.<attribute>`).
   */
  sometimes: typeof sometimes;
}

export type Namespace = keyof Catalogues;

/** What a message may be given: names, counts (for plurals and '#'), and already formatted figures. */
export type MessageValues = Readonly<Record<string, string | number>>;

export type Messages<N extends Namespace> = { readonly [Key in keyof Catalogues[N]]: (values?: MessageValues) => string };

type Compiled = Record<string, (values?: MessageValues) => string>;

/*
 * The server renders only public screens (decision 006): the server build leaves out the catalogues of the signed-in
 * screens and of what only a tap opens, which would only weigh on the Worker (docs/decisions/021, 036).
 * tests/build/worker-bundle.test.ts checks which are in.
 */
// Whole modules rather than `{ import: 'default' }`, which costs every page a wrapper per catalogue.
const MODULES = import.meta.env.SSR
  ? import.meta.glob<{ default: Compiled }>([
      '../messages/*/*.json',
      '!../messages/*/account.json',
      '!../messages/*/favorites.json',
      '!../messages/*/business-share.json',
      '!../messages/*/owner.json',
      '!../messages/*/server.json',
    ])
  : // The Worker's own texts (page titles, e-mails) are never the browser's.
    import.meta.glob<{ default: Compiled }>(['../messages/*/*.json', '!../messages/*/meta.json', '!../messages/*/mail.json']);

const loaded = new Map<string, Compiled>();
const loading = new Map<string, Promise<Compiled>>();

const fileOf = (language: Language, namespace: Namespace) => `../messages/${language}/${namespace}.json`;

export function hasCatalogue(namespace: string): namespace is Namespace {
  return `../messages/en/${namespace}.json` in MODULES;
}

/**
 * A catalogue imported statically (the server renderer's own texts): the build compiled it to functions, which its
 * JSON type cannot say.
 */
export function compiled<N extends Namespace>(_namespace: N, catalogue: Catalogues[N]): Messages<N> {
  return catalogue as unknown as Messages<N>;
}

/** Every catalogue's name, as the English files give them. */
export const NAMESPACES = Object.keys(MODULES)
  .map((file) => /^\.\.\/messages\/en\/([\w-]+)\.json$/.exec(file)?.[1])
  .filter((namespace): namespace is Namespace => namespace !== undefined);

/** The catalogue once loaded, else undefined: the same object every time, so a render can read it at once. */
export function loadedCatalogue<N extends Namespace>(language: Language, namespace: N): Messages<N> | undefined {
  return loaded.get(fileOf(language, namespace)) as Messages<N> | undefined;
}

/** Loads a catalogue once; the same promise to every caller, as React's `use` needs. */
export function loadCatalogue<N extends Namespace>(language: Language, namespace: N): Promise<Messages<N>> {
  const file = fileOf(language, namespace);
  let promise = loading.get(file);
  if (!promise) {
    const load = MODULES[file];
    if (!load) return Promise.reject(new Error(`No catalogue ${file}`));
    promise = load().then(({ default: catalogue }) => {
      loaded.set(file, catalogue);
      return catalogue;
    });
    loading.set(file, promise);
  }
  return promise as Promise<Messages<N>>;
}

/** Every catalogue a screen shows text from that the build has (@contracts/spa-routes.ts screenCatalogues). */
export function screenNamespaces(screen: Screen): Namespace[] {
  return screenCatalogues(screen).filter(hasCatalogue);
}

/** Loads what `screen` needs in `language`, so its first render shows text rather than waiting. */
export async function loadScreenCatalogues(language: Language, screen: Screen): Promise<void> {
  await Promise.all(screenNamespaces(screen).map((namespace) => loadCatalogue(language, namespace)));
}

/** The server's messages in a page's language (i18n/server-messages.ts): what a form or a failed call shows. */
export interface ServerMessages {
  /** A message as the server wrote it, in the language (as it came if the catalogue does not know it). */
  translate: (message: string) => string;
  /** A failed call's message and field messages, changed in place. */
  translateFailure: (error: unknown) => void;
}

const serverMessages = new Map<Language, ServerMessages>();

/**
 * Loads (once) what shows the server's English messages in `language`, Kannada or Hindi: the catalogue and the code that
 * reads it, apart from every page's first load. English pages need neither, and never ask.
 */
export async function serverMessagesIn(language: Language): Promise<ServerMessages> {
  const ready = serverMessages.get(language);
  if (ready) return ready;
  const [module, catalogue] = await Promise.all([import('./server-messages.ts'), loadCatalogue(language, 'server')]);
  const made: ServerMessages = {
    translate: (message) => module.translated(catalogue, message),
    translateFailure: (error) => module.translateFailure(catalogue, error),
  };
  serverMessages.set(language, made);
  return made;
}

/** serverMessagesIn once it has loaded, for a render that cannot wait; else undefined. */
export function loadedServerMessages(language: Language): ServerMessages | undefined {
  return serverMessages.get(language);
}
