/**
 * A frame address that names no example (/embed/<game>/<a wrong id>/, /es/embed/…): the host serves the
 * site's one 404 page, for every missing address, and a blog's frame would show the whole site's menus and
 * a large "404". On an address under /embed/ in any language, the 404 page shows what a frame should
 * instead (src/components/embed/EmbedMissing.astro): the short message the custom element gives for a wrong id,
 * naming the game's examples (or the games), in the address's language, without the site's menus. Other
 * addresses keep the ordinary 404 page.
 *
 * The page is static and one for all addresses, so the choice is made in the browser, before the first
 * paint, by an inline script in its head: `missingEmbed` reads the address, `showMissingEmbed` draws the
 * message. Both are self-contained (the script is their source text), and every word comes from the
 * catalogues at build time, with a mark where the address's own name goes.
 */

import type { hostOrigin } from './frame';

/** Stands in a sentence for the name the address gives (an example's id, or a game's). */
export const NAME_MARK = '\u0001';

/** One language's frame addresses and the sentences said there. */
export interface MissingPlace {
  /** Where that language's frames are: "/embed/", "/es/embed/". */
  readonly prefix: string;
  readonly locale: string;
  /** "This example cannot be shown:" */
  readonly cannot: string;
  /** Per game id, "<Game> has no example called “<mark>”. Its examples are: …". */
  readonly games: Readonly<Record<string, string>>;
  /** "There is no game called “<mark>”. The games are: …". */
  readonly noGame: string;
}

/** What the frame says: in which language, its heading and the sentence. */
export interface Missing {
  readonly locale: string;
  readonly cannot: string;
  readonly problem: string;
}

/**
 * The message for a missing address (a path), or null when it is not a frame's. Self-contained: it is
 * written into the 404 page as it is (no names from outside it).
 */
export function missingEmbed(path: string, places: readonly MissingPlace[], mark: string): Missing | null {
  let place: MissingPlace | undefined;
  for (const p of places) if (path.indexOf(p.prefix) === 0 && (!place || p.prefix.length > place.prefix.length)) place = p;
  if (!place) return null;
  const parts = path.slice(place.prefix.length).split('/');
  const name = (s: string | undefined) => {
    let text = s || '';
    try {
      text = decodeURIComponent(text);
    } catch {
      // Left as written.
    }
    return text.slice(0, 60);
  };
  const game = name(parts[0]);
  const known = Object.prototype.hasOwnProperty.call(place.games, game) ? place.games[game] : undefined;
  const problem = known !== undefined ? known.split(mark).join(name(parts[1])) : place.noGame.split(mark).join(game);
  return { locale: place.locale, cannot: place.cannot, problem };
}

/**
 * In the 404 page's head: on a frame's address, hides the page's menus and content before they are drawn
 * (the class `embed-missing` on <html>, which the page's style reads) and, once the body is there, shows
 * the message alone, in the address's language and the theme the frame asked for (?theme=, else the
 * reader's), and tells the host page its height. As a frame page, it registers no service worker
 * (`noWorker`, the class src/site/pwa.ts reads). Self-contained, as `missingEmbed` and `hostOrigin`
 * (src/embed/frame.ts), which it is given, with the frames' message prefix.
 */
export function showMissingEmbed(
  places: readonly MissingPlace[],
  mark: string,
  find: typeof missingEmbed,
  noWorker: string,
  host: typeof hostOrigin,
  message: string,
): void {
  const said = find(location.pathname, places, mark);
  if (!said) return;
  const root = document.documentElement;
  root.classList.add('embed-missing', noWorker);
  root.lang = said.locale;
  const asked = new URLSearchParams(location.search).get('theme');
  const theme = () => {
    root.dataset.theme = asked === 'light' || asked === 'dark' ? asked : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  };
  theme();
  const draw = () => {
    // Again: the page's theme picker, hidden, has set the site's remembered theme meanwhile.
    theme();
    const main = document.createElement('main');
    main.className = 'embed-missing-frame';
    const box = document.createElement('div');
    box.className = 'embed-problem';
    box.setAttribute('role', 'alert');
    const p = document.createElement('p');
    const strong = document.createElement('strong');
    strong.textContent = said.cannot;
    p.append(strong);
    const ul = document.createElement('ul');
    const li = document.createElement('li');
    li.textContent = said.problem;
    ul.append(li);
    box.append(p, ul);
    main.append(box);
    document.body.append(main);
    // As every frame page (src/embed/FramePage.astro): its content's height, to the host page's origin only,
    // so that the host's resize script (/embed/frames.js) fits the frame to the message and not to the
    // example the blogger meant; again when it changes and when that script asks.
    const to = host(location.search, document.referrer);
    const tell = () => {
      if (to && window.parent !== window)
        window.parent.postMessage(
          { type: `${message}:resize`, detail: { height: Math.ceil(document.body.getBoundingClientRect().height) }, href: location.href },
          to,
        );
    };
    // At once and whenever it changes (a narrower column wraps the message onto more lines).
    new ResizeObserver(tell).observe(document.body);
    window.addEventListener('message', (e) => {
      if (e.source === window.parent && e.origin === to && e.data && e.data.type === `${message}:measure`) tell();
    });
  };
  if (document.body && document.readyState !== 'loading') draw();
  else document.addEventListener('DOMContentLoaded', draw, { once: true });
}
