/** oEmbed for the Spanish example frames, /es/embed/<game>/<example>/ (src/embed/oembed.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { oembedPaths, oembedResponse } from '../../../../embed/oembed';

export const getStaticPaths: GetStaticPaths = oembedPaths;

export const GET: APIRoute = ({ params, site }) => oembedResponse('es', params.game as string, params.example as string, site?.origin ?? '');
