/** The six suits with their glyphs and colours (static: rendered at build time, no script). */
import { ANTIPATHY, SUITS } from '../../engine/deck';
import { useWords, WordsProvider } from '../../words/context';
import { SuitIcon } from '../cards/glyphs';
import type { WordsRef } from '../../words/page-words';
import type { WordsData } from '../../words/words';

/** The six suits in a table, in the page's language (`words`: src/words/page-words.ts). */
export default function SuitTable({ words }: { words: WordsData | WordsRef }) {
  return (
    <WordsProvider data={words}>
      <Suits />
    </WordsProvider>
  );
}

function Suits() {
  const w = useWords();
  return (
    // Focusable, so that when large text makes it scroll, the keyboard can scroll it too.
    <div class="table-scroll not-content" tabIndex={0} role="region" aria-label={w.t('ui.deck.suits')}>
      <table class="suit-table">
        <thead>
          <tr>
            <th scope="col">{w.t('ui.deck.glyph')}</th>
            <th scope="col">{w.t('ui.deck.suit')}</th>
            <th scope="col">{w.t('ui.deck.colour')}</th>
            <th scope="col">{w.t('ui.deck.never')}</th>
          </tr>
        </thead>
        <tbody>
          {SUITS.map((s) => (
            <tr key={s}>
              <td>
                <SuitIcon suit={s} size="2.2em" label={w.suit(s)} />
              </td>
              <td>{w.suit(s)}</td>
              <td>{w.suit(s, 'colour')}</td>
              <td>
                <SuitIcon suit={ANTIPATHY[s]} /> {w.suit(ANTIPATHY[s])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
