/**
 * On a host page (a blog): fits each of our iframes' heights to its content. Loaded by the iframe snippet
 * and oEmbed's html (src/embed/snippet.ts) as /embed/frames.js, a classic script.
 *
 * Each frame page tells its host its content's height (`decktet:resize`, src/embed/FramePage.astro),
 * addressed to the host's origin only. This script takes those messages from our origin only (the
 * address it was loaded from), and only for a frame on this page that sent it; it asks every frame for
 * its height once our page is in it (`decktet:measure`), since a frame may have spoken before the script arrived. Loaded
 * twice (two snippets on one page), it runs once. Our frames are the frame pages in every language
 * (/embed/…, /es/embed/…).
 */
import { LOCALES, localePath } from '../words/locales';

(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement) || !script.src) return;
  const ours = new URL(script.src).origin;
  const flag = '__decktetFrames';
  const w = window as unknown as Record<string, unknown>;
  if (w[flag]) return;
  w[flag] = true;
  const pages = LOCALES.map((locale) => `${ours}${localePath(locale, '/embed/')}`);
  const frames = () => [...document.querySelectorAll('iframe')].filter((f) => pages.some((p) => f.src.startsWith(p)));
  window.addEventListener('message', (e) => {
    if (e.origin !== ours) return;
    const data: unknown = e.data;
    if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'decktet:resize') return;
    const height = Number((data as { detail?: { height?: unknown } }).detail?.height);
    if (!Number.isFinite(height) || height < 40 || height > 20000) return;
    const frame = frames().find((f) => f.contentWindow === e.source);
    if (frame) frame.style.height = `${Math.ceil(height)}px`;
  });
  // Asked only once our page is in it. Until then (a lazy frame not yet near the view, or one still loading)
  // a frame holds its first, empty document, of this page's own origin, and a message addressed to ours is
  // refused with a warning in the page's console; its load event asks it again. Its origin can be read only
  // while it is this page's, so a frame whose origin cannot be read holds another page: ours. A frame
  // sandboxed without allow-same-origin has an opaque origin, never ours (and its page cannot tell its
  // height): it is not asked. Messages still go to our origin only.
  const arrived = (f: HTMLIFrameElement) => {
    try {
      return f.contentWindow?.origin === ours;
    } catch {
      return true;
    }
  };
  const opaque = (f: HTMLIFrameElement) => f.hasAttribute('sandbox') && !f.sandbox.contains('allow-same-origin');
  const ask = (f: HTMLIFrameElement) => {
    if (!opaque(f) && arrived(f)) f.contentWindow?.postMessage({ type: 'decktet:measure' }, ours);
  };
  for (const f of frames()) {
    ask(f);
    f.addEventListener('load', () => ask(f));
  }
})();
