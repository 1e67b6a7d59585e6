/**
 * The computer's moves, worked out in a Web Worker (src/play/computer-worker.ts) so that the table never
 * waits for the strong player's search. One worker for the page, started at the first question; it
 * loads only the engine of the game it is asked about. The worker is given a seat's view, never a state.
 */
import type { Level } from '../engine/core';

export interface ComputerRequest {
  readonly game: string;
  readonly level: Level;
  /** The computer's seat's view: what that seat may see, and nothing else. */
  readonly view: unknown;
  readonly seed: string;
}

export type AskComputer = (req: ComputerRequest, signal: AbortSignal) => Promise<unknown>;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (move: unknown) => void; reject: (e: Error) => void }>();

function failAll(why: string) {
  for (const p of pending.values()) p.reject(new Error(why));
  pending.clear();
  worker?.terminate();
  worker = null;
}

function theWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./computer-worker.ts', import.meta.url), { type: 'module', name: 'computer' });
  w.onmessage = (e: MessageEvent<{ id: number; move?: unknown; error?: string }>) => {
    const p = pending.get(e.data.id);
    if (!p) return;
    pending.delete(e.data.id);
    if (e.data.error !== undefined) p.reject(new Error(e.data.error));
    else p.resolve(e.data.move);
  };
  w.onerror = () => failAll('the computer’s worker failed');
  worker = w;
  return w;
}

/** Asks the worker for the computer's move; rejects when there is no worker or it fails (the machine then works it out itself). */
export const askWorker: AskComputer = (req, signal) =>
  new Promise((resolve, reject) => {
    if (typeof Worker === 'undefined') return reject(new Error('no Worker here'));
    const id = nextId++;
    pending.set(id, { resolve, reject });
    signal.addEventListener('abort', () => {
      if (pending.delete(id)) reject(new Error('no longer needed'));
    });
    try {
      theWorker().postMessage({ id, ...req });
    } catch (e) {
      pending.delete(id);
      reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
