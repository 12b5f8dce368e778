import { lazy, useState, type ComponentType } from 'react';
import type { Language } from '@contracts/languages.ts';
import { SPA_SCREENS, screenForPath, type Screen } from '@contracts/spa-routes.ts';
import { loadScreenCatalogues } from '../i18n/catalogues.ts';
import { useLanguage } from '../i18n/language.tsx';

type ScreenModule = Record<string, ComponentType | undefined>;

// Every *Page.tsx under features/ is a screen and becomes its own chunk; SPA_SCREENS says which route shows which.
const MODULES = import.meta.glob<ScreenModule>('../features/*/*Page.tsx');

export interface LoadableScreen {
  /** Renders the screen, suspending while its chunk loads unless it was preloaded. */
  Component: ComponentType;
  preload: () => Promise<void>;
}

function loadableScreen(screen: Screen, path: string): LoadableScreen {
  const load = MODULES[`../${path}`];
  if (!load) throw new Error(`No screen module at web/src/${path}`);
  const exportName = path.slice(path.lastIndexOf('/') + 1, -'.tsx'.length);
  let loaded: ComponentType | undefined;
  const loadComponent = async () => {
    const component = (await load())[exportName];
    if (!component) throw new Error(`web/src/${path} does not export ${exportName}`);
    loaded = component;
    return component;
  };
  const Lazy = lazy(async () => ({ default: await loadComponent() }));
  function Component() {
    // The screen's texts start loading beside its code, not once its code asks for them.
    const language = useLanguage();
    void loadScreenCatalogues(language, screen).catch(() => undefined);
    // Decided once per mount: switching between the two later would remount the screen and lose its state.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return {
    Component,
    preload: async () => {
      await loadComponent();
    },
  };
}

export const SCREENS = Object.fromEntries(
  (Object.entries(SPA_SCREENS) as [Screen, string][]).map(([screen, path]) => [screen, loadableScreen(screen, path)]),
) as Record<Screen, LoadableScreen>;

/**
 * Loads the screen a path (within its language) shows, with the texts it and the shell show, so the first render
 * draws it at once instead of a fallback that the screen then pushes down (a layout shift). On a server-rendered page
 * the entry (boot.ts) is already fetching its chunks.
 */
export async function preloadScreenFor(path: string, language: Language): Promise<void> {
  const screen = screenForPath(path);
  await Promise.all([SCREENS[screen].preload(), loadScreenCatalogues(language, screen)]);
}
