/**
 * The New game form: its summary at once, its fields (./NewGameFields.tsx) loaded when it is first
 * opened, so a play page does not load them with its table. Opening it starts from the game at the table.
 */
import { useState } from 'preact/hooks';
import { openedEarly, useLater, Waiting } from './Later';
import type { NewGameFormProps } from './NewGameFields';
import { useWords } from '../../words/context';

export function NewGameForm<O>(props: NewGameFormProps<O>) {
  const { def } = props;
  const [open, setOpen] = useState(openedEarly('new-match'));
  const { mod, failed } = useLater(() => import('./NewGameFields'), open);
  const w = useWords();
  return (
    <details class="new-match" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{w.t('ui.new.summary', { noun: def.noun, players: def.seats.min === def.seats.max ? 'no' : 'yes' })}</summary>
      {/* The fields are drawn afresh at each opening, from the game at the table (its seats, names and options). */}
      {open && (mod ? <mod.NewGameFields {...props} close={() => setOpen(false)} /> : <Waiting failed={failed}>{w.t('ui.loading')}</Waiting>)}
    </details>
  );
}
