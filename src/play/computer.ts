/**
 * The computer's moves, worked out in a Web Worker (src/play/computer-worker.ts) so that the table never
 * waits for the strong player's search. One worker for the page, started at the first question; it
 * loads only the engine of the game it is asked about. The worker is given a seat's view, never a state.
 */
import type { Level } from '../engine/core';
import { loadFailed, sayLoadFailed } from '../site/load-failed';

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
/**
 * The worker failed once (its script, or a game's engine in it, would not load; or it broke): every
 * later move is worked out in-process at once, rather than failing again at every move. If a new version
 * of the site replaced its files, the page offers that version in words (src/site/load-failed.ts); it
 * does not reload by itself, since the game goes on without the worker.
 */
let broken = false;

/** Why a question went unanswered: no worker in this browser, or it broke (the machine only logs it in tests). */
const noWorker = () => new Error('the computer’s worker is not working');

function failAll() {
  for (const p of pending.values()) p.reject(noWorker());
  pending.clear();
  worker?.terminate();
  worker = null;
}

function breaks(error: unknown) {
  if (!broken) void loadFailed(error, false).then((outcome) => outcome === 'new' && sayLoadFailed(null, outcome));
  broken = true;
  failAll();
}

function theWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./computer-worker.ts', import.meta.url), { type: 'module', name: 'computer' });
  w.onmessage = (e: MessageEvent<{ id: number; move?: unknown; error?: string }>) => {
    const p = pending.get(e.data.id);
    if (!p) return;
    pending.delete(e.data.id);
    if (e.data.error === undefined) return p.resolve(e.data.move);
    p.reject(new Error(e.data.error));
    breaks(e.data.error);
  };
  w.onerror = (e) => breaks(e instanceof ErrorEvent ? e.message : null);
  worker = w;
  return w;
}

/** Asks the worker for the computer's move; rejects when there is no worker or it fails (the machine then works it out itself). */
export const askWorker: AskComputer = (req, signal) =>
  new Promise((resolve, reject) => {
    if (typeof Worker === 'undefined' || broken) return reject(noWorker());
    const id = nextId++;
    pending.set(id, { resolve, reject });
    signal.addEventListener('abort', () => {
      if (pending.delete(id)) reject(signal.reason);
    });
    try {
      theWorker().postMessage({ id, ...req });
    } catch (e) {
      pending.delete(id);
      reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
