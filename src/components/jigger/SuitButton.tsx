/**
 * A button that demands a suit: its glyph, its name and its colour in words. Its accessible name holds
 * the words it shows, in order ("Demand Waves, blue"), so a voice command of the visible words finds it.
 */
import type { Suit } from '../../engine/deck';
import { useWords } from '../../words/context';
import { SuitIcon } from '../cards/glyphs';

export function SuitButton({ suit, size, coached = false, onPress }: { suit: Suit; size: string; coached?: boolean; onPress: () => void }) {
  const words = useWords();
  return (
    <button
      type="button"
      class={`suit-btn ${coached ? 'is-coached' : ''}`}
      {...(coached ? { 'data-coached': '' } : {})}
      aria-label={words.t('jigger.button.demand', { s: suit, coached: coached ? 'yes' : 'no' })}
      onClick={onPress}
    >
      <SuitIcon suit={suit} size={size} />
      {/* The space makes the words text apart ("Waves blue", not "Wavesblue", as axe and voice control read
          them); in the button's column (or the classroom's row) it takes no room. */}
      <span class="suit-btn-name">{words.suit(suit)}</span> <span class="suit-btn-colour">{words.suit(suit, 'colour')}</span>
    </button>
  );
}
