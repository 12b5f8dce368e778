import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { BotCheckAction } from '@contracts/bot-check.ts';
import { BOT_CHECK_SITE_KEY_META } from '@contracts/ssr.ts';
import { useMessages } from '../i18n/language.tsx';
import { useBrowserValue } from '../lib/browser-value.ts';

/** The part of Turnstile's browser API (explicit rendering) the forms use. */
interface Turnstile {
  render(element: HTMLElement, options: TurnstileOptions): string | undefined;
  remove(widgetId: string): void;
}

interface TurnstileOptions {
  sitekey: string;
  action: BotCheckAction;
  size: 'flexible';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => boolean;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let loading: Promise<Turnstile> | undefined;

/** Turnstile's script, added to the page by the first widget that needs it and shared by every later one. */
function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start')));
    script.onerror = () => {
      // The next widget may try again (the connection may be back).
      loading = undefined;
      script.remove();
      reject(new Error('Turnstile did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

const readSiteKey = () => document.querySelector<HTMLMetaElement>(`meta[name="${BOT_CHECK_SITE_KEY_META}"]`)?.content || null;

/**
 * The site key the Worker put in the page (worker/services/html-meta.ts), or null where the check is off. Null on the
 * server and while hydrating, so the markup matches the server's; the widget appears just after.
 */
const useSiteKey = () => useBrowserValue(readSiteKey, null);

/** True once the element comes near the viewport: a form further down a page costs nothing until it is on screen. */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

interface WidgetProps {
  siteKey: string;
  action: BotCheckAction;
  onToken: (token: string | undefined) => void;
}

function Widget({ siteKey, action, onToken }: WidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!near || !element) return;
    let live = true;
    let widgetId: string | undefined;
    loadTurnstile().then(
      (turnstile) => {
        if (!live) return;
        widgetId = turnstile.render(element, {
          sitekey: siteKey,
          action,
          size: 'flexible',
          callback: onToken,
          'expired-callback': () => onToken(undefined),
          // Turnstile shows the failure and tries again by itself; meanwhile the form has no token to send.
          'error-callback': () => {
            onToken(undefined);
            return true;
          },
        });
      },
      () => live && setUnavailable(true),
    );
    return () => {
      live = false;
      if (widgetId !== undefined) window.turnstile?.remove(widgetId);
    };
  }, [near, siteKey, action, onToken]);

  return (
    <div>
      {/* Turnstile draws into this box, which React leaves empty; its height is held so the form does not jump. */}
      <div ref={box} className="min-h-[65px]" />
      {unavailable && (
        // Said only when the check cannot load: its words load then.
        <Suspense fallback={null}>
          <Unavailable />
        </Suspense>
      )}
    </div>
  );
}

export interface BotCheck {
  /** The widget to place in the form, or null where the check is off (no site key) or not asked for. */
  widget: ReactNode;
  /** The solved challenge's token for the request (`captchaToken`), undefined until there is one. */
  token: string | undefined;
  /** Starts the widget over after a submission: the server accepts a token once, so the next try needs a new one. */
  renew: () => void;
}

/**
 * The bot check of one form (docs/product.md §3.22): Cloudflare Turnstile where the Worker gave the page a site key,
 * nothing at all where it did not (local development). `shown` lets sign-in ask for it only when the server does.
 */
export function useBotCheck(action: BotCheckAction, shown = true): BotCheck {
  const siteKey = useSiteKey();
  const [token, setToken] = useState<string>();
  const [round, setRound] = useState(0);
  const renew = useCallback(() => {
    setToken(undefined);
    setRound((current) => current + 1);
  }, []);
  const widget = siteKey && shown ? <Widget key={round} siteKey={siteKey} action={action} onToken={setToken} /> : null;
  return { widget, token, renew };
}

function Unavailable() {
  const t = useMessages('sometimes');
  return (
    <p role="alert" className="mt-1 text-sm text-red-600">
      {t.botCheckUnavailable()}
    </p>
  );
}
