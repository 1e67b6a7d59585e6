/**
 * oEmbed: a static JSON response per example and language, so platforms that support it turn a pasted
 * embed link into the widget. Static, it cannot read a consumer's maxwidth or maxheight; it serves instead an
 * embed that fits any width: the frame takes the width of its place (up to `width`), starts at `height` (the
 * example's tallest step at that width, as measured in the response's language, so it shows whole where no script runs) and,
 * with the resize script in `html`, follows its content's height at whatever width it has. `decktet_sizes` says so.
 * Build time only (it reads the catalogues).
 */
import { isGameId } from '../engine/games';
import { resolveWords } from '../words/context';
import { DEFAULT_LOCALE, type Locale } from '../words/locales';
import { pageWords } from '../words/page-words';
import { exampleProps } from '../words/pages';
import { makeWords } from '../words/words';
import { FRAME_WIDTH, frameHeight } from './heights';
import { EMBEDDABLE } from './registry';
import { frameSnippet, SIZES } from './snippet';

/** Every site example's route. */
export const oembedPaths = () => EMBEDDABLE.flatMap((g) => g.examples.map((e) => ({ params: { game: g.id, example: e.id } })));

/** The oEmbed response of one example in a language. */
export function oembedResponse(locale: Locale, game: string, example: string, origin: string): Response {
  const w = makeWords(resolveWords(pageWords(locale, [game])));
  const g = EMBEDDABLE.find((x) => x.id === game);
  const shown = locale === DEFAULT_LOCALE || !isGameId(game) ? g?.examples.find((e) => e.id === example) : exampleProps(game, example, locale).data;
  const title = `${shown?.title ?? example} · ${g?.title ?? game}`;
  const height = frameHeight(locale, game, example);
  const body = {
    version: '1.0',
    type: 'rich',
    provider_name: w.t('ui.embed.site'),
    provider_url: `${origin}${w.path('/')}`,
    title,
    width: FRAME_WIDTH,
    height,
    html: frameSnippet(origin, w.path(`/embed/${game}/${example}/`), title, height),
    // Not in the oEmbed spec (which allows a provider's own fields): the sizes this embed serves.
    decktet_sizes: w.t('ui.oembed.sizes', { min: String(SIZES.min), max: String(SIZES.max), height: String(height), width: String(FRAME_WIDTH) }),
  };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json+oembed' } });
}
