/**
 * The iframe snippet a blogger pastes (the embed page's gallery and editor) and an oEmbed response's
 * `html`: one text for all three. The frame takes the width it is given, up to FRAME_WIDTH, and starts at
 * the height of its example's tallest step at that width (src/embed/heights.ts), so a page that runs no
 * script still shows it whole there. The resize script (src/embed/frames.ts, built to /embed/frames.js)
 * then sets each of our frames to the height of its content, at whatever width it has, as the reader steps.
 */
import { FRAME_WIDTH } from './heights';

/** The host page's script that fits our frames' heights to their content. */
export const RESIZE_SCRIPT = '/embed/frames.js';

/** The widths an embed is laid out for, said on the embed page and in oEmbed responses. */
export const SIZES = {
  /** The narrowest column the examples are drawn for: a phone's. */
  min: 320,
  /** The widest: a frame is never wider (its cards do not grow past it). */
  max: FRAME_WIDTH,
} as const;

/**
 * A guided game's frame (/embed/<game>/learn/): as wide as its place up to 900 px, and tall enough for
 * the tallest of its games as the hands grow, measured at 360–900 px (1,126–1,404 px, Ferret's in Spanish
 * at 360 the tallest since its table keeps room for the badges under its cards): without the script it
 * shows whole, with it it follows its content.
 */
export const LEARN_WIDTH = 900;
export const LEARN_HEIGHT = 1460;

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An iframe of one of our frame pages (`path`, such as /embed/ferret/the-castle/), and the resize script. */
export function frameSnippet(origin: string, path: string, title: string, height: number, width: number = FRAME_WIDTH): string {
  return (
    `<iframe src="${origin}${path}" title="${attr(title)}" width="${width}" height="${height}" ` +
    `style="border:0;width:100%;max-width:${width}px" loading="lazy"></iframe>\n` +
    `<script src="${origin}${RESIZE_SCRIPT}" async></script>`
  );
}
