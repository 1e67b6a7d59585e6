/** A row of cards for running text in a page (static). */
import type { CardSize } from './Card';
import { Card } from './Card';

export default function CardList({ cards, size = 'small', label }: { cards: string; size?: CardSize; label?: string }) {
  const ids = cards.split(/[\s,]+/).filter(Boolean);
  return (
    <div class="card-row not-content" role="group" aria-label={label ?? 'Cards'} style="margin-block:0.75rem">
      {ids.map((id) => (
        <Card key={id} id={id} size={size} />
      ))}
    </div>
  );
}
