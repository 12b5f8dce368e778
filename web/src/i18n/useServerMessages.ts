import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE } from '@contracts/languages.ts';
import { loadedServerMessages, serverMessagesIn, type ServerMessages } from './catalogues.ts';
import { useLanguage } from './language.tsx';

const asWritten = (message: string) => message;

/**
 * For a screen that shows what the server or a shared schema says in English (a saved listing's note, a check of the
 * hours): the page's words for it, once their catalogue has loaded (docs/decisions/037). The signed-in screens use it;
 * a public page's first load never carries it.
 */
export function useServerMessages(): (message: string) => string {
  const language = useLanguage();
  const [messages, setMessages] = useState<ServerMessages | undefined>(() => loadedServerMessages(language));
  useEffect(() => {
    if (messages || language === DEFAULT_LANGUAGE) return;
    let live = true;
    void serverMessagesIn(language)
      .then((loaded) => {
        if (live) setMessages(loaded);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [language, messages]);
  return messages?.translate ?? asWritten;
}
