/**
 * The Spanish glossary (src/words/GLOSSARY.es.md) where a machine can hold it: the words it rejects (the
 * synonyms it did not choose, forms of address it does not use, names spelt otherwise than the deck's)
 * appear in no Spanish catalogue, mirror or page; and a rule title that English writes the same in two
 * games is written the same in Spanish too. The rest of the glossary is for a reader to keep.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every Spanish text file of the site: catalogues (es.json), mirrors (*.es.json) and pages (src/content/docs/es). */
function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, keep) : keep(name) ? [path] : [];
  });
}
const SPANISH = [...files('src/words', (n) => n === 'es.json' || n.endsWith('.es.json')), ...files('src/content/docs/es', (n) => n.endsWith('.mdx'))];

/** A rejected word: where it is found, and the glossary's word instead. Case matters only where `flags` has no "i". */
interface Rejected {
  readonly pattern: RegExp;
  readonly instead: string;
  /** Files where the word means something else and may stay (a DOM "event" on the embed page). */
  readonly except?: readonly string[];
}
const W = (words: string, flags = 'iu') => new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, flags);
const REJECTED: readonly Rejected[] = [
  { pattern: W('entrenador(?:a|es|as)?'), instead: 'guía (the coach of a guided game)' },
  { pattern: W('tutor(?:a|es)?|monitor(?:a|es)?'), instead: 'guía (the coach of a guided game)' },
  { pattern: W('computador(?:a|as|es)?'), instead: 'ordenador' },
  {
    pattern: W('(?:siguiente|nueva|próxima|primera|última|una sola) mano|mano (?:nueva|siguiente)|(?:fin|final) de la mano'),
    instead: 'ronda (a hand of a match)',
  },
  { pattern: W('mano \\{[a-z]+\\}|mano \\d+|manos? \\d+ de'), instead: 'ronda {n} (a hand of a match)' },
  { pattern: W('partido|partidos'), instead: 'partida (a game or a match)' },
  { pattern: W('cabaña', 'u'), instead: 'Cabaña, with a capital (Hermit’s Cottage)' },
  { pattern: W('construcci(?:ó|o)n(?:es)?'), instead: 'montón (a build in Badger’s Court)' },
  { pattern: W('t(?:ó|o)ca(?:la|lo|las|los)|vuelve a tocar|toca otra vez'), instead: 'pulsa / elige (a card is pressed or picked)' },
  { pattern: W('escog\\p{L}*'), instead: 'elegir' },
  { pattern: W('oponentes?|contrincantes?|adversari(?:o|a|os|as)'), instead: 'rival' },
  { pattern: W('personalidad(?:es)?'), instead: 'personaje (a Personality card)' },
  { pattern: W('ubicaci(?:ó|o)n(?:es)?'), instead: 'lugar (a Location card)' },
  { pattern: W('eventos?'), instead: 'suceso (an Event card)', except: ['src/content/docs/es/embed.mdx'] },
  { pattern: W('naipes?'), instead: 'carta' },
  { pattern: W('puntaje|puntajes'), instead: 'puntos, puntuación' },
  { pattern: W('celular(?:es)?'), instead: 'móvil' },
  { pattern: W('usted|ustedes'), instead: 'tú (the site speaks to one child)' },
  {
    pattern: W('barajad|repartid|poned|dejad|jugad|elegid|pulsad|mirad|robad|pasad|usad'),
    instead: 'tú: baraja, reparte, pon… (one reader, even at a shared table)',
  },
  { pattern: W('serpientes?|dragon(?:es)?|dragón'), instead: 'Sierpes (the suit)' },
  {
    pattern: W('lunas?|sierpes?|nudos?|coronas?|ases|peón|peones', 'u'),
    instead: 'a suit or rank name with its capital: Lunas, Sierpes, Nudos, Coronas, Ases, Peón',
  },
  { pattern: W('movimientos?'), instead: 'jugada (a move)' },
  { pattern: W('reserva'), instead: 'el mazo (a draw pile or stock)' },
  { pattern: W('triunfos?'), instead: 'no trumps in these games' },
  { pattern: W('esta web|la web del'), instead: 'este sitio' },
  { pattern: W('parejas? enemigas?|palos enemigos'), instead: 'parejas antipáticas, palos opuestos' },
  { pattern: W('La Corte|en la Corte|del? la Corte', 'u'), instead: 'el Patio (Badger’s Court’s Court; the rank is «una Corte»)' },
];

const text = (path: string) => readFileSync(path, 'utf8');
/** A game's own name, as its English titles write it. */
const title = (game: string) => (JSON.parse(text(`src/engine/${game}/meta.json`)) as { title: string }).title;

describe('the Spanish glossary', () => {
  it('finds the Spanish files', () => {
    expect(SPANISH.some((f) => f.endsWith('core/es.json'))).toBe(true);
    expect(SPANISH.some((f) => f.endsWith('hermit/examples.es.json'))).toBe(true);
    expect(SPANISH.some((f) => f.endsWith('es/games/hermit/index.mdx'))).toBe(true);
  });

  it.each(REJECTED.map((r) => [r.pattern.source.slice(0, 60), r] as const))('no Spanish text says %s', (_, r) => {
    const found = SPANISH.filter((f) => !r.except?.includes(f)).flatMap((f) =>
      text(f)
        .split('\n')
        .flatMap((line, i) => (r.pattern.test(line) ? [`${f}:${i + 1}: ${line.trim().slice(0, 140)}`] : [])),
    );
    expect(found, `say “${r.instead}” instead`).toEqual([]);
  });

  it('a rule title English writes alike in two games is alike in Spanish', () => {
    const games = readdirSync('src/words').filter((d) => statSync(join('src/words', d)).isDirectory() && !['core', 'ui', 'deck'].includes(d));
    const spanishFor = new Map<string, Map<string, string>>();
    for (const g of games) {
      const en = JSON.parse(text(`src/words/${g}/en.json`)) as Record<string, unknown>;
      const es = JSON.parse(text(`src/words/${g}/es.json`)) as Record<string, unknown>;
      for (const [k, v] of Object.entries(en)) {
        // A title that names its game ("Hermit for five", "Ferret rules") is that game's own.
        if (!k.startsWith('rule.') || typeof v !== 'string' || v.includes(title(g))) continue;
        const said = spanishFor.get(v) ?? new Map<string, string>();
        said.set(g, String(es[k]));
        spanishFor.set(v, said);
      }
    }
    const differing = [...spanishFor.entries()]
      .filter(([, by]) => new Set(by.values()).size > 1)
      .map(([en, by]) => `${en}: ${JSON.stringify(Object.fromEntries(by))}`);
    expect(differing).toEqual([]);
  });
});
