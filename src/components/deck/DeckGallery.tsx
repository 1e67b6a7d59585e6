/** Island: all 45 cards, filtered by suit, rank and type. Server-rendered with every card shown. */
import { useState } from 'preact/hooks';
import { CARDS, RANK_NAME, RANKS, SUIT_INFO, SUITS, suitList, type Card as CardData, type Rank, type Suit } from '../../engine/deck';
import { Card } from '../cards/Card';

type TypeFilter = 'all' | 'personality' | 'location' | 'event' | 'none';

export function matches(c: CardData, suit: Suit | 'all', rank: Rank | 'excuse' | 'all', type: TypeFilter): boolean {
  if (suit !== 'all' && !c.suits.includes(suit)) return false;
  if (rank === 'excuse' ? c.rank !== null : rank !== 'all' && c.rank !== rank) return false;
  if (type === 'none' ? c.types.length > 0 : type !== 'all' && !c.types.includes(type)) return false;
  return true;
}

function describeType(c: CardData): string {
  if (c.types.length === 0) return c.rank === null ? 'no rank, no suit' : 'no type';
  return c.types.map((t) => t.charAt(0).toUpperCase() + t.slice(1)).join(' and ');
}

export default function DeckGallery() {
  const [suit, setSuit] = useState<Suit | 'all'>('all');
  const [rank, setRank] = useState<Rank | 'excuse' | 'all'>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const shown = CARDS.filter((c) => matches(c, suit, rank, type));
  return (
    <div class="gallery not-content">
      <form class="gallery-filters" aria-label="Filter the cards" onSubmit={(e) => e.preventDefault()}>
        <label>
          <span id="gallery-suit-label">Suit</span>
          <select aria-labelledby="gallery-suit-label" value={suit} onChange={(e) => setSuit(e.currentTarget.value as Suit | 'all')}>
            <option value="all">All suits</option>
            {SUITS.map((s) => (
              <option key={s} value={s}>
                {SUIT_INFO[s].name} ({SUIT_INFO[s].colourName})
              </option>
            ))}
          </select>
        </label>
        <label>
          <span id="gallery-rank-label">Rank</span>
          <select aria-labelledby="gallery-rank-label" value={rank} onChange={(e) => setRank(e.currentTarget.value as Rank | 'excuse' | 'all')}>
            <option value="all">All ranks</option>
            {RANKS.map((r) => (
              <option key={r} value={r}>
                {RANK_NAME[r]}
              </option>
            ))}
            <option value="excuse">No rank (the Excuse)</option>
          </select>
        </label>
        <label>
          <span id="gallery-type-label">Type</span>
          <select aria-labelledby="gallery-type-label" value={type} onChange={(e) => setType(e.currentTarget.value as TypeFilter)}>
            <option value="all">All types</option>
            <option value="personality">Personalities</option>
            <option value="location">Locations</option>
            <option value="event">Events</option>
            <option value="none">No type (Aces, the Excuse)</option>
          </select>
        </label>
        <button
          type="button"
          class="btn"
          onClick={() => {
            setSuit('all');
            setRank('all');
            setType('all');
          }}
        >
          Show all
        </button>
      </form>
      <p aria-live="polite" data-testid="gallery-count">
        Showing {shown.length} of {CARDS.length} cards.
      </p>
      <ul class="gallery-grid">
        {shown.map((c) => (
          <li key={c.id}>
            <Card id={c.id} />
            <span>{c.name.replace(/^the /, 'The ')}</span>
            <span class="gallery-meta">
              {c.rank === null ? 'No rank, no suit' : `${RANK_NAME[c.rank]} · ${suitList(c.suits)}`}
              <br />
              {c.rank === null ? 'Extended deck' : `${describeType(c)}${c.deck === 'extended' ? ' · extended deck' : ''}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
