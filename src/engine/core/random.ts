/**
 * Seeded random numbers. Every shuffle in the engine comes from here, so a seed and a move list
 * replay a game exactly. The generator is sfc32 seeded from a string hash (cyrb128); both are
 * small public-domain algorithms written out here.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** The generator's state, to carry a generator inside an immutable game state. */
  readonly state: RngState;
}

export type RngState = readonly [number, number, number, number];

function cyrb128(text: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * sfc32 as a class: its methods are made once, not per generator. (Closures made per call were slow
 * under tsx, whose esbuild keepNames option names each function as it is made.)
 */
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor([a, b, c, d]: RngState) {
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }

  next(): number {
    let { a, b, c, d } = this;
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
    return (t >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  get state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}

/** A generator from a seed string, or from a state saved earlier. */
export function createRng(seed: string | RngState): Rng {
  const rng = new Sfc32(typeof seed === 'string' ? cyrb128(seed) : seed);
  // Warm up a fresh seed so that similar seeds diverge (a saved state is already warm).
  if (typeof seed === 'string') for (let i = 0; i < 12; i++) rng.next();
  return rng;
}

/** A new array with the items in a random order (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** Seeds are short words people can read aloud and type: letters, digits, '-' and '_', up to 40. */
export function isValidSeed(seed: string): boolean {
  return /^[A-Za-z0-9_-]{1,40}$/.test(seed);
}
