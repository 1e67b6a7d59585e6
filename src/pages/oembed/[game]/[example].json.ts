/**
 * oEmbed: a static JSON response per example, so platforms that support it turn a pasted embed link into
 * the widget. Static, it cannot read a consumer's maxwidth or maxheight; it serves instead an embed that
 * fits any width: the frame takes the width of its place (up to `width`), starts at `height` (the
 * example's tallest step at that width, so it shows whole where no script runs) and, with the resize
 * script in `html`, follows its content's height at whatever width it has. `decktet_sizes` says so.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { EMBEDDABLE } from '../../../embed/registry';
import { FRAME_WIDTH, frameHeight } from '../../../embed/heights';
import { frameSnippet, SIZES } from '../../../embed/snippet';

export const getStaticPaths: GetStaticPaths = () =>
  EMBEDDABLE.flatMap((g) => g.examples.map((e) => ({ params: { game: g.id, example: e.id }, props: { title: `${e.title} · ${g.title}` } })));

export const GET: APIRoute = ({ params, props, site }) => {
  const origin = site?.origin ?? '';
  const title = (props as { title: string }).title;
  const height = frameHeight(params.game as string, params.example as string);
  const body = {
    version: '1.0',
    type: 'rich',
    provider_name: 'Decktet Rules',
    provider_url: `${origin}/`,
    title,
    width: FRAME_WIDTH,
    height,
    html: frameSnippet(origin, `/embed/${params.game}/${params.example}/`, title, height),
    // Not in the oEmbed spec (which allows a provider's own fields): the sizes this embed serves.
    decktet_sizes:
      `Any width from ${SIZES.min} to ${SIZES.max} px: the frame takes the width it is given, up to ${SIZES.max} px ` +
      `(maxwidth and maxheight are not read). Its height is ${height} px at ${FRAME_WIDTH} px until the script in html ` +
      `sets it to its content's height at the width it has, step by step; without the script, narrower frames scroll inside.`,
  };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json+oembed' } });
};
