/** oEmbed for the English example frames (src/embed/oembed.ts; src/pages/es/oembed/ the Spanish ones). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { oembedPaths, oembedResponse } from '../../../embed/oembed';

export const getStaticPaths: GetStaticPaths = oembedPaths;

export const GET: APIRoute = ({ params, site }) => oembedResponse('en', params.game as string, params.example as string, site?.origin ?? '');
