/**
 * The site's own address (its origin, no trailing slash), from the build's environment: SITE_URL, such
 * as https://rules.example.net. Absolute links that must work off the site (the embed snippets, oEmbed
 * responses, the print sheets' footer, canonical links) are made from it. Local builds get the preview
 * server's address; the embed page also rewrites its snippets on the client for the address it is
 * served from. Read by astro.config.mjs (Astro's `site`) and by the test over dist/.
 */
export const LOCAL_SITE = 'http://localhost:4321';

export function siteAddress(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL?.trim() || LOCAL_SITE;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL should be an address such as https://rules.example.net, not “${raw}”`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL should start with https:// or http://, not “${raw}”`);
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`SITE_URL should be an origin only (the site is served from its root), not “${raw}”`);
  return url.origin;
}
