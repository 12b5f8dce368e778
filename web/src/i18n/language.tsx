import { createContext, use, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from '@contracts/languages.ts';
import { loadCatalogue, loadedCatalogue, type Messages, type Namespace } from './catalogues.ts';

/*
 * The page's language comes from its address (@contracts/languages.ts) and holds for the whole page: changing it is
 * a new page, rendered by the Worker in that language, so a cached copy never mixes two.
 */
const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

export function useLanguage(): Language {
  return use(LanguageContext);
}

/**
 * A catalogue's texts, as typed functions: `t.signIn()`, `t.businesses({ count })`. A screen's catalogue is loaded
 * with its code (app/screens.tsx); one that is not yet suspends the component until it is.
 */
export function useMessages<N extends Namespace>(namespace: N): Messages<N> {
  const language = useLanguage();
  return loadedCatalogue(language, namespace) ?? use(loadCatalogue(language, namespace));
}

/** An address inside the app in the page's language, for the few links that are not the router's (new tabs, shares). */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathInLanguage(language, path);
}
