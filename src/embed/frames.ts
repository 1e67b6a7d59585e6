/**
 * On a host page (a blog): fits each of our iframes' heights to its content. Loaded by the iframe snippet
 * and oEmbed's html (src/embed/snippet.ts) as /embed/frames.js, a classic script.
 *
 * Each frame page tells its host its content's height (`decktet:resize`, src/embed/FramePage.astro),
 * addressed to the host's origin only. This script takes those messages from our origin only (the
 * address it was loaded from), and only for a frame on this page that sent it; it asks every frame for
 * its height once (`decktet:measure`), since a frame may have spoken before the script arrived. Loaded
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
  const ask = (f: HTMLIFrameElement) => f.contentWindow?.postMessage({ type: 'decktet:measure' }, ours);
  for (const f of frames()) {
    ask(f);
    f.addEventListener('load', () => ask(f));
  }
})();
