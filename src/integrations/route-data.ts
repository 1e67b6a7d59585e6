/**
 * Starlight's route data, changed before a page is drawn (`routeMiddleware` in astro.config.mjs).
 *
 * The 404 page is served at every missing address (and by the service worker offline): it has no address
 * of its own, so it names none. Starlight gave it a canonical link and og:url of /404/, an address that is
 * itself missing.
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  if (route.id !== '404') return;
  route.head = route.head.filter(({ tag, attrs }) => !(tag === 'link' && attrs?.rel === 'canonical') && !(tag === 'meta' && attrs?.property === 'og:url'));
});
