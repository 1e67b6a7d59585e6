/**
 * Our own suit glyphs, drawn for this site in a 24 × 24 box. Each has a distinct shape, so colour is
 * never the only cue, and a dark outline so it stands out on a light card at any size.
 */
import type { Suit } from '../../engine/deck';

export const SUIT_COLOUR: Readonly<Record<Suit, string>> = {
  moons: 'var(--suit-moons)',
  suns: 'var(--suit-suns)',
  waves: 'var(--suit-waves)',
  leaves: 'var(--suit-leaves)',
  wyrms: 'var(--suit-wyrms)',
  knots: 'var(--suit-knots)',
};

const OUTLINE = 'var(--suit-outline)';

function Shape({ suit }: { suit: Suit }) {
  const fill = SUIT_COLOUR[suit];
  switch (suit) {
    case 'moons':
      return <path d="M15.5 2.5a9.5 9.5 0 1 0 6 16.8A8 8 0 0 1 15.5 2.5z" fill={fill} stroke={OUTLINE} stroke-width="1.4" stroke-linejoin="round" />;
    case 'suns':
      return (
        <g stroke={OUTLINE} stroke-width="1.2" stroke-linejoin="round">
          <path
            d={
              'M12 0.8l2.2 4.1 4.3-1.8-.6 4.6 4.6.9-3.4 3.2 3.4 3.2-4.6.9.6 4.6-4.3-1.8L12 23.2' +
              'l-2.2-4.1-4.3 1.8.6-4.6-4.6-.9 3.4-3.2-3.4-3.2 4.6-.9-.6-4.6 4.3 1.8z'
            }
            fill={fill}
          />
          <circle cx="12" cy="12" r="4.2" fill="var(--card-face)" />
        </g>
      );
    case 'waves':
      return (
        <g fill="none" stroke-linecap="round">
          {[6, 12, 18].map((y) => (
            <g key={y}>
              <path d={`M2 ${y}q2.5-3.2 5 0t5 0 5 0 5 0`} stroke={OUTLINE} stroke-width="4.2" />
              <path d={`M2 ${y}q2.5-3.2 5 0t5 0 5 0 5 0`} stroke={fill} stroke-width="2.4" />
            </g>
          ))}
        </g>
      );
    case 'leaves':
      return (
        <g stroke={OUTLINE} stroke-width="1.3" stroke-linejoin="round">
          <path d="M3.5 20.5C3 10 9.5 3.5 21 3c.4 11.5-6 18-17.5 17.5z" fill={fill} />
          <path d="M3.5 20.5L15 9" fill="none" stroke="var(--card-face)" stroke-width="1.3" stroke-linecap="round" />
        </g>
      );
    case 'wyrms':
      return (
        <g fill="none" stroke-linecap="round" stroke-linejoin="round">
          <path d="M4 21c4 0 5-3 4-6s-3-5 1-8 8 0 10-3" stroke={OUTLINE} stroke-width="5.4" />
          <path d="M4 21c4 0 5-3 4-6s-3-5 1-8 8 0 10-3" stroke={fill} stroke-width="3.2" />
          <circle cx="19.2" cy="3.8" r="2.6" fill={fill} stroke={OUTLINE} stroke-width="1.2" />
        </g>
      );
    case 'knots':
      return (
        <g fill="none" stroke-linecap="round">
          <path d="M12 12c-3-4-9-4-9 0s6 4 9 0 9-4 9 0-6 4-9 0zM12 12c-4-3-4-9 0-9s4 6 0 9-4 9 0 9 4-6 0-9z" stroke={OUTLINE} stroke-width="4.4" />
          <path d="M12 12c-3-4-9-4-9 0s6 4 9 0 9-4 9 0-6 4-9 0zM12 12c-4-3-4-9 0-9s4 6 0 9-4 9 0 9 4-6 0-9z" stroke={fill} stroke-width="2.4" />
        </g>
      );
  }
}

/** A suit glyph placed at (x, y) with the given size, inside an SVG. */
export function SuitGlyph({ suit, x = 0, y = 0, size = 24 }: { suit: Suit; x?: number; y?: number; size?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 24})`} data-suit={suit}>
      <Shape suit={suit} />
    </g>
  );
}

/** A stand-alone glyph for running text: decorative unless given a label. */
export function SuitIcon({ suit, size = '1.2em', label }: { suit: Suit; size?: string; label?: string }) {
  return (
    <svg
      class="suit-icon"
      viewBox="-1 -1 26 26"
      width={size}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' as const })}
    >
      <SuitGlyph suit={suit} />
    </svg>
  );
}
