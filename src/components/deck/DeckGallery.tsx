/** Island: all 45 cards, filtered by suit, rank and type. Server-rendered with every card shown. */
import { msg } from '../../engine/core/message';
import { useState } from 'preact/hooks';
import { CARDS, RANKS, SUITS, type Card as CardData, type Rank, type Suit } from '../../engine/deck';
import { useWords, withWords } from '../../words/context';
import type { Words } from '../../words/words';
import { Card } from '../cards/Card';

type TypeFilter = 'all' | 'personality' | 'location' | 'event' | 'none';

export function matches(c: CardData, suit: Suit | 'all', rank: Rank | 'excuse' | 'all', type: TypeFilter): boolean {
  if (suit !== 'all' && !c.suits.includes(suit)) return false;
  if (rank === 'excuse' ? c.rank !== null : rank !== 'all' && c.rank !== rank) return false;
  if (type === 'none' ? c.types.length > 0 : type !== 'all' && !c.types.includes(type)) return false;
  return true;
}

function describeType(w: Words, c: CardData): string {
  if (c.types.length === 0) return c.rank === null ? w.phrase(msg('ui.gallery.no-rank-lower')) : w.phrase(msg('ui.gallery.no-type'));
  return c.types.map((t) => w.t('ui.gallery.type', { type: t })).join(w.phrase(msg('ui.games.and')));
}

/** Island: every card, filtered by suit, rank and type, in the page's words (its `words` prop). */
export default withWords(function DeckGallery() {
  const w = useWords();
  const [suit, setSuit] = useState<Suit | 'all'>('all');
  const [rank, setRank] = useState<Rank | 'excuse' | 'all'>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const shown = CARDS.filter((c) => matches(c, suit, rank, type));
  return (
    <div class="gallery not-content">
      <form class="gallery-filters" aria-label={w.t('ui.gallery.filter')} onSubmit={(e) => e.preventDefault()}>
        <label>
          <span id="gallery-suit-label">{w.t('ui.deck.suit')}</span>
          <select aria-labelledby="gallery-suit-label" value={suit} onChange={(e) => setSuit(e.currentTarget.value as Suit | 'all')}>
            <option value="all">{w.t('ui.gallery.all-suits')}</option>
            {SUITS.map((s) => (
              <option key={s} value={s}>
                {w.suit(s)} ({w.suit(s, 'colour')})
              </option>
            ))}
          </select>
        </label>
        <label>
          <span id="gallery-rank-label">{w.t('ui.gallery.rank')}</span>
          <select aria-labelledby="gallery-rank-label" value={rank} onChange={(e) => setRank(e.currentTarget.value as Rank | 'excuse' | 'all')}>
            <option value="all">{w.t('ui.gallery.all-ranks')}</option>
            {RANKS.map((r) => (
              <option key={r} value={r}>
                {w.rank(r)}
              </option>
            ))}
            <option value="excuse">{w.t('ui.gallery.no-rank-excuse', { c: 'X' })}</option>
          </select>
        </label>
        <label>
          <span id="gallery-type-label">{w.t('ui.gallery.type-label')}</span>
          <select aria-labelledby="gallery-type-label" value={type} onChange={(e) => setType(e.currentTarget.value as TypeFilter)}>
            <option value="all">{w.t('ui.gallery.all-types')}</option>
            <option value="personality">{w.t('ui.gallery.types', { type: 'personality' })}</option>
            <option value="location">{w.t('ui.gallery.types', { type: 'location' })}</option>
            <option value="event">{w.t('ui.gallery.types', { type: 'event' })}</option>
            <option value="none">{w.t('ui.gallery.no-type-choice', { c: 'X' })}</option>
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
          {w.t('ui.gallery.show-all')}
        </button>
      </form>
      <p aria-live="polite" data-testid="gallery-count">
        {w.t('ui.gallery.count', { n: shown.length, of: CARDS.length })}
      </p>
      <ul class="gallery-grid">
        {shown.map((c) => (
          <li key={c.id}>
            <Card id={c.id} />
            <span>{w.t('ui.gallery.name', { c: c.id })}</span>
            <span class="gallery-meta">
              {c.rank === null ? w.t('ui.gallery.no-rank') : w.t('ui.gallery.rank-suits', { r: c.rank, ss: c.suits })}
              <br />
              {c.rank === null
                ? w.t('ui.gallery.extended')
                : w.phrase(msg('ui.gallery.kind', { types: describeType(w, c), extended: c.deck === 'extended' ? 'yes' : 'no' }))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
});
