/**
 * The iframe page's script: the theme from ?theme= (or the reader's preference), its height and the
 * example's events told to the host page by postMessage, addressed to the host's origin only, and the
 * host's messages accepted only from that origin. A custom example comes from the address's #fragment.
 */
export const FRAME_MESSAGE = 'decktet';

/** The host page's origin: named in ?origin=, or else the referrer's. Null when neither is known. */
export function hostOrigin(search: string, referrer: string): string | null {
  const named = new URLSearchParams(search).get('origin');
  const candidate = named ?? (referrer ? referrer : null);
  if (!candidate) return null;
  try {
    const u = new URL(candidate);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The theme asked for: light, dark, or null to follow the reader's preference. */
export function askedTheme(search: string): 'light' | 'dark' | null {
  const t = new URLSearchParams(search).get('theme');
  return t === 'light' || t === 'dark' ? t : null;
}

/** A custom example's JSON from the fragment (#… as base64url of UTF-8 JSON), or null. */
export function fragmentExample(hash: string): string | null {
  const h = hash.replace(/^#/, '');
  if (!h) return null;
  try {
    const b64 = h.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return '';
  }
}

export function toFragment(json: string): string {
  const bytes = new TextEncoder().encode(json);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Is this a message from the host we may act on? */
export function acceptable(data: unknown, origin: string, expected: string | null, fromParent: boolean): data is { type: string; theme?: unknown } {
  return (
    fromParent &&
    expected !== null &&
    origin === expected &&
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { type?: unknown }).type === 'string' &&
    (data as { type: string }).type.startsWith(`${FRAME_MESSAGE}:`)
  );
}

/**
 * The frame page's inline script for a frame sandboxed without allow-same-origin (`sandbox="allow-scripts"`).
 * Such a frame's origin is opaque ("null"): the browser fetches the page's module scripts as another
 * origin's (CORS) and refuses them where the site sends no CORS headers, and `<use>` may not read the
 * card sprite, so the example would stand still with blank cards and say nothing. There the example is
 * drawn by the custom element instead (its scripts are classic, fetched without CORS, and draw every card
 * in full); the frame then cannot tell the host its height or the reader's steps (those are the module
 * script's). A guided game needs the module scripts: the frame says what it needs, in the page's words
 * (data-sandboxed-say, ./FramePage.astro), and where to play it instead (data-learn). A frame with no
 * scripts at all shows the page's <noscript> note. Runs just after the frame's root, before the modules.
 */
export const SANDBOX_SCRIPT =
  `(function(){if(self.origin!=='null')return;var d=document,root=d.getElementById('decktet-frame');if(!root)return;` +
  `root.setAttribute('data-sandboxed','');var game=root.getAttribute('data-game')||'',example=root.getAttribute('data-example')||'';` +
  `if(root.hasAttribute('data-guided')){var p=d.createElement('p');p.className='frame-needs';p.setAttribute('role','alert');` +
  `p.textContent=(root.getAttribute('data-sandboxed-say')||'')+' '+location.protocol+'//'+location.host+(root.getAttribute('data-learn')||'/');` +
  `root.replaceChildren(p);return}` +
  `var el=d.createElement('decktet-example'),t=new URLSearchParams(location.search).get('theme');el.setAttribute('game',game);` +
  `el.setAttribute('theme',t==='light'||t==='dark'?t:'auto');if(example==='custom'){var json='';try{json=new TextDecoder().decode(` +
  `Uint8Array.from(atob(location.hash.slice(1).replace(/-/g,'+').replace(/_/g,'/')),function(c){return c.charCodeAt(0)}))}catch(e){}` +
  `var j=d.createElement('script');j.type='application/json';j.textContent=json;el.append(j)}else el.setAttribute('example',example);` +
  `root.replaceChildren(el);var s=d.createElement('script');s.src='/embed/decktet-example.js';d.head.append(s)})()`;
