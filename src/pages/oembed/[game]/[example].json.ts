/** oEmbed: a static JSON response per example, so platforms that support it turn a pasted embed link into the widget. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { EMBEDDABLE } from '../../../embed/registry';
import { FRAME_WIDTH, frameHeight } from '../../../embed/heights';

export const getStaticPaths: GetStaticPaths = () =>
  EMBEDDABLE.flatMap((g) => g.examples.map((e) => ({ params: { game: g.id, example: e.id }, props: { title: `${e.title} · ${g.title}` } })));

export const GET: APIRoute = ({ params, props, site }) => {
  const origin = site?.origin ?? '';
  const src = `${origin}/embed/${params.game}/${params.example}/`;
  const title = (props as { title: string }).title;
  // Tall enough for the example's tallest step at this width, for hosts that run no resize script.
  const height = frameHeight(params.game as string, params.example as string);
  const body = {
    version: '1.0',
    type: 'rich',
    provider_name: 'Decktet Rules',
    provider_url: `${origin}/`,
    title,
    width: FRAME_WIDTH,
    height,
    html:
      `<iframe src="${src}" title="${title.replace(/"/g, '&quot;')}" width="${FRAME_WIDTH}" ` +
      `height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`,
  };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json+oembed' } });
};
