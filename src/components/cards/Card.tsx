/**
 * A Decktet card drawn in SVG: rank, suit glyphs in their colours, and name. Presentational only: it
 * takes what it may do (selectable, selected, highlighted) and reports a press; no rule lives here.
 * Its accessible name reads "the Penitent, 6, Suns and Wyrms", in the island's words (src/words/deck/).
 */
import { msg } from '../../engine/core/message';
import type { JSX } from 'preact';
import { card as cardOf, EXTENDED_DECK, type CardId, type Suit } from '../../engine/deck';
import { pure } from '../../site/pure';
import { useWords } from '../../words/context';
import type { Words } from '../../words/words';
import { SuitGlyph } from './glyphs';
import spriteUrl from './cards.svg?url&no-inline';
import spriteUrlEs from './cards.es.svg?url&no-inline';
import type { Locale } from '../../words/locales';

export type CardSize = 'small' | 'medium' | 'large';

export interface CardProps {
  id: CardId;
  size?: CardSize;
  /** When given, the card is a button. */
  onPress?: (id: CardId) => void;
  /**
   * A button that cannot be pressed now (another's turn): marked aria-disabled, its presses not reported. A card
   * the person may press in their turn stays a button between turns: drawn again as an image and back, its whole
   * face was made anew twice a turn (issue 35: most of what a tap cost on a slow device).
   */
  idle?: boolean;
  selected?: boolean;
  /** The word under a selected card ("picked"; Badger's Court says "chosen"), from the words files. */
  selectedLabel?: string;
  highlighted?: boolean;
  /** Dimmed, for cards that are out of play. */
  muted?: boolean;
  /** Extra words after the card's name for screen readers, such as "into your tableau". */
  hint?: string;
  /** A short visible tag under the card, such as "to tableau". */
  badge?: string;
  class?: string;
}

function Crown({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size / 24;
  return (
    <path
      transform={`translate(${x} ${y}) scale(${s})`}
      d="M2 19h20l-1.5-12-5 5L12 4l-3.5 8-5-5z"
      fill="var(--card-ink)"
      stroke="var(--card-ink)"
      stroke-width="1"
      stroke-linejoin="round"
    />
  );
}

/** The rank on a face: the number or letter; a Pawn's and a Court's rank in words (the page's language). */
function rankLabel(rank: string | null, words: Pick<Words, 'rank'>): string {
  if (rank === null) return '';
  if (rank === 'P' || rank === 'T') return words.rank(rank);
  return rank;
}

/**
 * How faces are drawn. 'sprite' (the site): each face is a <use> of a symbol in the sprite, drawn once
 * for the whole site and cached, so a page of a hundred cards holds four elements per card, not twenty.
 * 'inline' (the custom element on other sites, where the sprite is another origin): every face in full.
 * The server and the browser must agree, so only the embed's own script changes it.
 */
let drawing: 'sprite' | 'inline' = 'sprite';

export function setCardDrawing(mode: 'sprite' | 'inline'): void {
  drawing = mode;
}

/**
 * The site's card sprite: CardSprite drawn into cards.svg beside this file (tests/unit/sprite.test.ts
 * checks it is up to date; `npm run sprite` draws it again). Built as a hashed file in /_astro/, which a
 * host caches for good: under an address the browser must revalidate (`no-cache`), Chromium fetched and
 * parsed the whole sprite again each time a render added a card, at every move of a game.
 */
export const CARD_SPRITE: string = spriteUrl;

/**
 * The sprite of each language: the names on the faces are in it (cards.es.svg: "Penitente"), so a page
 * loads its own language's and its cards' buttons hold no text but the colours (see Card below).
 */
export const CARD_SPRITES: Readonly<Record<Locale, string>> = { en: spriteUrl, es: spriteUrlEs };

const VIEWBOX = '0 0 100 140';
const RANK_FONT = "Georgia, 'Times New Roman', serif";
const NAME_FONT = 'system-ui, sans-serif';

/**
 * What a face shows, but for the suits' colours in words; its name as the language names it (`name`).
 * Styled by attributes and inline styles only,
 * never by the site's classes: inside the sprite the page's stylesheet does not reach, while custom
 * properties (the theme's and the classroom's colours) are inherited through <use>.
 */
function FaceParts({ id, name, words }: { id: CardId; name: string; words: Pick<Words, 'rank'> }) {
  const c = cardOf(id);
  const suits = c.suits;
  // A left column holds the rank and small glyphs; the large glyphs fill the rest.
  const glyphSize = suits.length === 1 ? 54 : suits.length === 2 ? 40 : 27;
  const positions: [number, number][] =
    suits.length === 1
      ? [[34, 34]]
      : suits.length === 2
        ? [
            [28, 18],
            [56, 62],
          ]
        : [
            [40, 28],
            [66, 54],
            [40, 80],
          ];
  const label = rankLabel(c.rank, words);
  return (
    <>
      <rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="var(--card-face)" stroke="var(--card-edge)" stroke-width="3" />
      {c.rank === 'C' ? (
        <Crown x={5} y={6} size={20} />
      ) : (
        <text
          x="7"
          y={label.length > 2 ? 20 : 25}
          class="card-rank"
          font-family={RANK_FONT}
          font-weight="700"
          fill="var(--card-ink)"
          font-size={label.length > 2 ? 12 : 24}
        >
          {label}
        </text>
      )}
      <g class="card-suits-corner">
        {suits.map((s: Suit, i: number) => (
          <SuitGlyph key={s} suit={s} x={6} y={32 + i * 17} size={14} />
        ))}
      </g>
      {positions.map(([x, y], i) => (suits[i] ? <SuitGlyph key={suits[i]} suit={suits[i] as Suit} x={x} y={y} size={glyphSize} /> : null))}
      {c.rank === null && <circle cx="50" cy="62" r="24" fill="none" stroke="var(--card-ink)" stroke-width="3" stroke-dasharray="6 5" />}
      <CardName name={name} />
    </>
  );
}

/** The card's name on its face ("Penitent", "Penitente"). */
function CardName({ name }: { name: string }) {
  return (
    <text
      x="50"
      y="128"
      text-anchor="middle"
      class="card-name"
      font-family={NAME_FONT}
      fill="var(--card-ink)"
      style="font-weight: var(--card-name-weight, 600)"
      font-size={name.length > 11 ? 11 : 13}
      // A long name is fitted to the face, its border clear: "Chance Meeting" and "Descubrimiento" (14 letters, 98–100
      // wide in the classroom's heavier weight) ran into it; the longest names of 13 letters measure 86.
      {...(name.length > 13 ? { textLength: 88, lengthAdjust: 'spacingAndGlyphs' } : {})}
    >
      {name}
    </text>
  );
}

/** A card's suits' colours in words: "orange · green". */
const colourWords = (w: Words, id: CardId): string =>
  cardOf(id)
    .suits.map((s) => w.suit(s, 'colour'))
    .join(' · ');

/**
 * A card's spoken name: "the Penitent, 6, Suns and Wyrms"; "the Ace of Moons" (the name already says rank
 * and suit); "the Huntress, Crown, Moons"; "the Excuse, no rank and no suit".
 */
export function spokenCard(w: Words, id: CardId): string {
  const c = cardOf(id);
  const kind = c.rank === null ? 'excuse' : c.rank === 'A' ? 'ace' : 'other';
  return w.phrase(msg('ui.card.spoken', { kind, c: id, r: c.rank ?? '', ss: c.suits }));
}

/** The width the colours' names may take on a card 100 wide, with a margin inside its border. */
const COLOURS_WIDTH = 90;

/** The suits' colours in words, shown in the classroom setting (hidden otherwise by the stylesheet). In the page, so the stylesheet reaches it. */
function Colours({ id }: { id: CardId }) {
  const w = useWords();
  const suits = cardOf(id).suits;
  if (suits.length === 0) return null;
  const words = colourWords(w, id);
  const size = suits.length === 3 ? 9.5 : 11;
  // Three colours' names can be wider than the card ("naranja · marrón · amarillo"): a line that would
  // overflow (at a bold letter's width, about 0.6 em) is fitted to the card's width, every word kept.
  const fit = words.length * size * 0.6 > COLOURS_WIDTH ? { textLength: COLOURS_WIDTH, lengthAdjust: 'spacingAndGlyphs' } : {};
  return (
    <text x="50" y="113" text-anchor="middle" class="card-colours" font-size={size} {...fit}>
      {words}
    </text>
  );
}

function BackParts() {
  return (
    <>
      <rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="var(--card-back)" stroke="var(--card-edge)" stroke-width="3" />
      <rect x="10" y="10" width="80" height="120" rx="5" fill="none" stroke="var(--card-back-line)" stroke-width="2" />
      <path d="M50 30l16 40-16 40-16-40z" fill="none" stroke="var(--card-back-line)" stroke-width="3" />
    </>
  );
}

/** The card's face as an SVG (no interaction). */
export function CardFace({ id }: { id: CardId }) {
  const w = useWords();
  return (
    <svg class="card-face" viewBox={VIEWBOX} aria-hidden="true" focusable="false">
      {drawing === 'sprite' ? <use href={`${CARD_SPRITES[w.locale] ?? CARD_SPRITE}#${id}`} /> : <FaceParts id={id} name={w.card(id, 'bare')} words={w} />}
      <Colours id={id} />
    </svg>
  );
}

export function CardBack() {
  return (
    <svg class="card-face" viewBox={VIEWBOX} aria-hidden="true" focusable="false">
      {drawing === 'sprite' ? <use href={`${CARD_SPRITES[useWords().locale] ?? CARD_SPRITE}#back`} /> : <BackParts />}
    </svg>
  );
}

/** Every face (named in these words) and the back as symbols, for a language's sprite (cards.svg, cards.es.svg): each card's id is its symbol's id. */
export function CardSprite({ words }: { words: Words }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg">
      {EXTENDED_DECK.map((id) => (
        <symbol key={id} id={id} viewBox={VIEWBOX}>
          <FaceParts id={id} name={words.card(id, 'bare')} words={words} />
        </symbol>
      ))}
      <symbol id="back" viewBox={VIEWBOX}>
        <BackParts />
      </symbol>
    </svg>
  );
}

/**
 * A card on a table: drawn again only when what it shows or may do changes (src/site/pure.ts), so that picking
 * one card redraws that card and the few it makes pressable, not the whole table.
 */
export const Card = pure(function Card(props: CardProps): JSX.Element {
  const { id, size = 'medium', onPress, idle, selected, selectedLabel, highlighted, muted, hint, badge } = props;
  const w = useWords();
  // Shown by the stylesheet under a selected card; the name says it by aria-pressed.
  const label = selected ? (selectedLabel ?? w.phrase(msg('ui.card.picked'))) : undefined;
  const spoken = spokenCard(w, id);
  const name = spoken + (hint ? `: ${hint}` : '');
  const classes = ['card', `card--${size}`, selected && 'is-selected', highlighted && 'is-highlighted', muted && 'is-muted', props.class]
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      <CardFace id={id} />
      {badge && (
        <span class="card-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </>
  );
  // A card to press is named by the words it shows too: in the classroom setting its suits' colours are
  // written on it ("orange · green"), and a button's name holds its visible words (WCAG 2.5.3, axe's
  // label-content-name-mismatch), so that a voice command of what is seen reaches it.
  const colours = colourWords(w, id);
  // (After a comma, not in brackets: axe reads a bracketed part of a name as an aside and skips it.)
  const pressName = `${spoken}${colours ? `, ${colours}` : ''}${hint ? `: ${hint}` : ''}`;
  if (onPress)
    return (
      <button
        type="button"
        class={classes}
        aria-label={pressName}
        aria-pressed={selected}
        aria-disabled={idle ? 'true' : undefined}
        data-card={id}
        data-label={label}
        onClick={() => idle || onPress(id)}
      >
        {body}
      </button>
    );
  return (
    <span class={classes} role="img" aria-label={name} data-card={id} data-label={label}>
      {body}
    </span>
  );
});

/** A face-down card, or a stack of them with a count. */
/**
 * A hand the screen may not show: one small card back with the number of cards on it, spoken as
 * "Buck’s hand: 9 cards, face down" (or "Your hand…": `you`, the seat the screen speaks to). Compact, so
 * opponents take one line, not a row of backs. `name` is the seat's name as the screen shows it.
 */
export function HiddenHand({ name, you = false, count }: { name: string; you?: boolean; count: number }) {
  const w = useWords();
  return (
    <span class="hidden-hand" role="img" aria-label={w.phrase(msg('ui.card.hidden-hand', { you: you ? 'yes' : 'no', name, n: count }))}>
      <span class="card card--small card--back hidden-hand-back" aria-hidden="true">
        <CardBack />
      </span>
      <span class="hidden-hand-count" aria-hidden="true">
        {w.phrase(msg('ui.card.count', { n: count }))}
      </span>
    </span>
  );
}

/**
 * The height of one card of this size, with no width: put in a row that has no cards yet, so the row
 * keeps a card's height and does not push what is under it down when its first card arrives (a layout
 * shift). The row's own empty text (its `data-empty`) is shown beside it when the row has the class `is-strut`.
 */
export function RowStrut({ size = 'medium' }: { size?: CardSize }) {
  return <span class={`row-strut card--${size}`} aria-hidden="true" />;
}

export function FaceDown({ label, count, size = 'medium' }: { label: string; count?: number; size?: CardSize }) {
  return (
    <span class={`card card--${size} card--back`} role="img" aria-label={label}>
      <CardBack />
      {count !== undefined && (
        <span class="card-count" aria-hidden="true">
          {count}
        </span>
      )}
    </span>
  );
}
