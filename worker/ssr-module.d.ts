/** The server renderer Vite builds from the web app (see contracts/ssr.ts); wrangler.toml aliases the name. */
declare module 'citypages-ssr' {
  export const renderPage: import('./contracts/ssr.ts').ServerRenderer;
}
