import type { AnyRouter, inferRouterContext } from '@trpc/server';
import type mailTexts from '../../web/src/messages/en/mail.json';
import type metaTexts from '../../web/src/messages/en/meta.json';
import type { Language } from './languages.ts';

/** The router is a parameter: contracts sit below the doors and name no router of their own. */
export interface ServerRenderRequest<TRouter extends AnyRouter> {
  /** The page's path and query string. */
  url: URL;
  /** The app's tRPC router, called in-process: the screens' queries run on the server, no HTTP in between. */
  router: TRouter;
  createContext: () => Promise<inferRouterContext<TRouter>>;
}

export interface ServerRenderedPage {
  /** The markup for #root. */
  html: string;
  /** TanStack Query's dehydrated cache: the app starts from the same data the markup shows. */
  state: unknown;
  /** Every query the screen asked for was answered: the markup is the whole page, with nothing left loading. */
  complete: boolean;
}

/**
 * Server rendering, built by Vite from web/src/server/render.tsx (it needs the web app's JSX and screens) and
 * bundled into the Worker under the module name 'citypages-ssr' (wrangler.toml [alias]).
 */
export type ServerRenderer<TRouter extends AnyRouter> = (request: ServerRenderRequest<TRouter>) => Promise<ServerRenderedPage>;

/** A text of a catalogue, compiled (web/src/i18n/catalogues.ts): the values it names in, the text in its language out. */
export type TextFunction = (values?: Readonly<Record<string, string | number>>) => string;

/** The page titles, descriptions and link-preview texts the Worker writes (web/src/messages/<language>/meta.json). */
export type MetaTexts = { readonly [Key in keyof typeof metaTexts]: TextFunction };

/**
 * The catalogues the Worker itself writes with, in each language, compiled into the server renderer with the app's
 * (the Worker cannot compile a message at run time: no `new Function`).
 */
/** Every e-mail the Worker sends, in the recipient's language (web/src/messages/<language>/mail.json). */
export type MailTexts = { readonly [Key in keyof typeof mailTexts]: TextFunction };

export type ServerTexts = Readonly<Record<Language, { meta: MetaTexts; mail: MailTexts }>>;

/** The element that carries the dehydrated cache into the page (JSON, not executed: the CSP allows no inline script). */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * The element that lists the page's code (the app's chunks and its screen's) as JSON. The entry fetches them all
 * at once after the first paint, so on a slow connection they don't compete with the page's stylesheet and images.
 */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';

/**
 * Set on the page's chunk list when the Worker rendered the whole page, with nothing left loading: the entry may then
 * wait for the visitor's first input before it fetches the app (web/src/boot.ts).
 */
export const START_ON_INPUT_ATTRIBUTE = 'data-start-on-input';

/**
 * Marks a section that locates the visitor as the page opens (the home page's hero): the entry then starts the app at
 * once for a visitor whose browser already allows it (web/src/boot.ts).
 */
export const USES_LOCATION_ATTRIBUTE = 'data-uses-location';

/**
 * The meta element that gives the page the bot check's public site key (env TURNSTILE_SITE_KEY), from the same Worker
 * that checks the tokens, so the two cannot disagree; without it the forms show no widget (docs/product.md §3.22).
 */
export const BOT_CHECK_SITE_KEY_META = 'turnstile-site-key';
