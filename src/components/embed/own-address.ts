/**
 * The embed page's snippets are written at build time for the build's address (SITE_URL). A copy of
 * the site served from another address (a preview, a mirror, a school's own server) rewrites them here
 * for the address the page is served from, so what a blogger copies always points where they found it.
 * Each block of snippets is marked with data-built-origin; its text and attributes (the copy button's
 * data-code) are rewritten.
 */
export function ownAddress(root: ParentNode, here: string): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-built-origin]')) {
    const built = el.dataset.builtOrigin ?? '';
    if (!built || built === here) continue;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.nodeValue?.includes(built)) n.nodeValue = n.nodeValue.split(built).join(here);
    for (const child of [el, ...el.querySelectorAll('*')])
      for (const a of [...child.attributes]) if (a.name !== 'data-built-origin' && a.value.includes(built)) a.value = a.value.split(built).join(here);
    el.dataset.builtOrigin = here;
  }
}
