/**
 * Offline and installable: the web app manifest (public/manifest.webmanifest) and the service worker
 * that scripts/build-sw.mjs makes with Workbox after the build. Every page of the site links the
 * manifest and registers the worker once it has loaded (HEAD_TAGS, in astro.config.mjs and the pages
 * outside Starlight); the worker then precaches the whole site, so every page works offline after one
 * visit. Where service workers are unavailable (or blocked), nothing happens.
 */
import { STALE_PAGE_SCRIPT } from './stale-page';

export const SW_URL = '/sw.js';
export const MANIFEST_URL = '/manifest.webmanifest';
export const THEME_COLOUR = '#3b3f47';

/**
 * On <html>, set before the page has loaded: the page registers no worker. The 404 page sets it where it
 * shows a frame's message (src/embed/missing.ts): it is then inside someone else's page, as a frame page is,
 * and frame pages register none (a blog's reader would otherwise download the whole site).
 */
export const NO_WORKER_CLASS = 'no-service-worker';

/**
 * Registers the worker after the page's own loading is done, so it never competes with it. A page that
 * had a worker reloads once when a new build's worker takes over (skipWaiting and clientsClaim in
 * scripts/build-sw.mjs), so the visit that finds a new version shows it; a game in progress is saved,
 * and the embed editor keeps its text, so nothing is lost. That includes a page opened before any worker
 * controlled it, which the first worker then claimed: when the next build's worker takes over, that page
 * is reloaded too (it once was not, and was left naming files the new build no longer has). Only the
 * first install, which changes no version, reloads nothing.
 */
export const REGISTER_SCRIPT =
  `(function(){if(!('serviceWorker' in navigator))return;var sw=navigator.serviceWorker,swHad=!!sw.controller,swDone=false;` +
  `sw.addEventListener('controllerchange',function(){if(swHad&&!swDone){swDone=true;location.reload()}swHad=true});` +
  `addEventListener('load',function(){if(document.documentElement.classList.contains('${NO_WORKER_CLASS}'))return;` +
  `sw.register('${SW_URL}').catch(function(){})})})()`;

/** Starlight `head` entries: the manifest, the theme colour, the touch icon, the registration and the recovery of a page a new version left behind. */
export const HEAD_TAGS: { tag: 'link' | 'meta' | 'script'; attrs?: Record<string, string>; content?: string }[] = [
  { tag: 'link', attrs: { rel: 'manifest', href: MANIFEST_URL } },
  { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOUR } },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-180.png' } },
  { tag: 'script', content: REGISTER_SCRIPT },
  { tag: 'script', content: STALE_PAGE_SCRIPT },
];
