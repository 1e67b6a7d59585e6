/** The six suits with their glyphs and colours (static: rendered at build time, no script). */
import { ANTIPATHY, SUIT_INFO, SUITS } from '../../engine/deck';
import { SuitIcon } from '../cards/glyphs';

export default function SuitTable() {
  return (
    // Focusable, so that when large text makes it scroll, the keyboard can scroll it too.
    <div class="table-scroll not-content" tabIndex={0} role="region" aria-label="The six suits">
      <table class="suit-table">
        <thead>
          <tr>
            <th scope="col">Glyph</th>
            <th scope="col">Suit</th>
            <th scope="col">Colour on the cards</th>
            <th scope="col">Never shares a card with</th>
          </tr>
        </thead>
        <tbody>
          {SUITS.map((s) => (
            <tr key={s}>
              <td>
                <SuitIcon suit={s} size="2.2em" label={SUIT_INFO[s].name} />
              </td>
              <td>{SUIT_INFO[s].name}</td>
              <td>{SUIT_INFO[s].colourName}</td>
              <td>
                <SuitIcon suit={ANTIPATHY[s]} /> {SUIT_INFO[ANTIPATHY[s]].name}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
