/** The examples completed for a game on this device, kept in step with other islands on the page. */
import { useEffect, useState } from 'preact/hooks';
import { PROGRESS_EVENT, readProgress } from '../site/progress';

export function useCompleted(game: string): readonly string[] {
  // Empty on the server and in the first render, so hydration matches; filled in after.
  const [done, setDone] = useState<readonly string[]>([]);
  useEffect(() => {
    const update = () => setDone(readProgress()[game] ?? []);
    update();
    window.addEventListener(PROGRESS_EVENT, update);
    window.addEventListener('storage', update);
    return () => {
      window.removeEventListener(PROGRESS_EVENT, update);
      window.removeEventListener('storage', update);
    };
  }, [game]);
  return done;
}
