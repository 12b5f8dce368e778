import { PAGE_CHUNKS_ELEMENT_ID } from '@contracts/ssr.ts';
import './index.css';

/** The app's and the screen's chunks, which the Worker lists in the page: fetched in parallel, not as each import is met. */
function fetchPageChunks(): void {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById(PAGE_CHUNKS_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  const links = document.createDocumentFragment();
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    links.append(link);
  }
  document.head.append(links);
}

/*
 * The page the Worker sends is complete and readable, so the browser paints it before the app's code is fetched
 * and run. Otherwise ~130 KB of JavaScript competes with the stylesheet and images on a slow connection, and a
 * phone that has the code cached evaluates it and hydrates before it shows anything. The second frame is the
 * first one after the paint; the work then runs in tasks of its own, not inside a frame. A tab opened in the
 * background has no frames: its app starts when it is shown.
 */
requestAnimationFrame(() =>
  requestAnimationFrame(() => {
    setTimeout(fetchPageChunks);
    setTimeout(() => void import('./main.tsx'));
  }),
);
