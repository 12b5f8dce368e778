/** The server renderer Vite builds from the web app (see contracts/ssr.ts); wrangler.toml aliases the name. */
declare module 'citypages-ssr' {
  import type { ServerRenderer, ServerTexts } from './contracts/ssr.ts';
  import type { AppRouter } from './trpc/router.ts';

  export const renderPage: ServerRenderer<AppRouter>;
  export const SERVER_TEXTS: ServerTexts;
}
