/**
 * Where the site lives, for links made by widgets that may be shown on other sites (the embed custom
 * element sets it to the origin its script came from). On the site itself, links stay relative.
 */
let base = '';

export function setSiteBase(origin: string): void {
  base = origin.replace(/\/$/, '');
}

export function siteUrl(path: string): string {
  return base + path;
}
