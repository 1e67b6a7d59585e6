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
