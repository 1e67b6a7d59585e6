/**
 * Island: the live editor for bloggers. Write an example as JSON (set-up and steps in the game's move
 * notation) and see it run, or see exactly what is wrong with it; then copy the snippet. What is typed
 * is kept on this device as it is typed (DRAFT_KEY), so a reload, such as a new version of the site
 * arriving, brings it back.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Example } from '../../engine/core/example';
import { EmbedView } from '../../embed/EmbedWidget';
import { EMBEDDABLE, embeddable } from '../../embed/registry';
import { toFragment } from '../../embed/frame';
import { frameHeight } from '../../embed/heights';
import { frameSnippet } from '../../embed/snippet';
import { browserStore } from '../../site/storage';
import { resolveWords, useWords, WordsProvider } from '../../words/context';
import type { WordsRef } from '../../words/page-words';
import type { Words, WordsData } from '../../words/words';

/** Each game's first example as a page in another language gives it (its words laid over it: src/words/pages.ts `exampleProps`). */
export type Firsts = Readonly<Record<string, Example>>;

/** A starting point per game: one of the site's own examples, written out in the format, titled in the page's words. */
export function starter(w: Words, game: string, firsts?: Firsts): string {
  const g = embeddable(game) ?? EMBEDDABLE[0]!;
  const e = firsts?.[g.id] ?? g.examples[0]!;
  return JSON.stringify(
    {
      title: w.t('ui.editor.my-example', { title: g.title }),
      intro: e.intro,
      names: e.names,
      seat: e.seat,
      setup: e.setup,
      steps: e.steps.map((s) => ({ move: s.move, caption: s.caption })),
    },
    null,
    2,
  );
}

/** The build's address (SITE_URL), until the browser says where the page is served from. */
const BUILT_ORIGIN = import.meta.env.SITE ? new URL(import.meta.env.SITE).origin : '';

/** Where the example being written is kept, as it is typed, so a reload (a new version of the site arriving) does not lose it. */
export const DRAFT_KEY = 'decktet-rules:embed-draft';

/** A kept draft: its game (one that can be embedded) and its text; null for anything else. */
export function readDraft(raw: string | null): { game: string; text: string } | null {
  try {
    const d: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof d !== 'object' || d === null) return null;
    const { game, text } = d as { game?: unknown; text?: unknown };
    return typeof game === 'string' && embeddable(game) && typeof text === 'string' ? { game, text } : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; a game's untouched starting point is not a draft. */
const keepDraft = (w: Words, game: string, text: string, firsts?: Firsts): boolean =>
  browserStore.write(DRAFT_KEY, text === starter(w, game, firsts) ? null : JSON.stringify({ game, text }));

/** Island: the custom example editor, in the page's words (its `words` prop, with every game's: its preview draws any game). */
export default function EmbedEditor({ words, firsts }: { words: WordsData | WordsRef; firsts?: Firsts }) {
  const data = resolveWords(words);
  return (
    <WordsProvider data={data}>
      <Editor words={data} {...(firsts ? { firsts } : {})} />
    </WordsProvider>
  );
}

function Editor({ words, firsts }: { words: WordsData; firsts?: Firsts }) {
  const w = useWords();
  const [origin, setOrigin] = useState(BUILT_ORIGIN);
  useEffect(() => setOrigin(location.origin), []);
  const first = EMBEDDABLE[0]!.id;
  const [game, setGame] = useState(first);
  const [text, setText] = useState(() => starter(w, first, firsts));
  // What the preview shows: the text as it was a moment ago, so typing stays smooth.
  const [shown, setShown] = useState(text);
  // The draft kept on this device, after hydration (the server drew the first game's starting point).
  useEffect(() => {
    const draft = readDraft(browserStore.read(DRAFT_KEY));
    if (!draft) return;
    setGame(draft.game);
    setText(draft.text);
    setShown(draft.text);
  }, []);
  useEffect(() => {
    const t = setTimeout(() => setShown(text), 300);
    return () => clearTimeout(t);
  }, [text]);
  const element =
    `<script src="${origin}/embed/decktet-example.js" defer></script>\n<decktet-example ` +
    `game="${game}" lang="${w.locale}">\n  <script type="application/json">\n${text}\n  </script>\n  <a ` +
    `href="${origin}${w.path(`/games/${game}/`)}">${w.t('ui.frame.custom-title', { title: embeddable(game)?.title ?? '' })}</a>\n</decktet-example>`;
  const iframe = frameSnippet(
    origin,
    w.path(`/embed/${game}/custom/#${toFragment(text)}`),
    w.t('ui.frame.custom-title', { title: embeddable(game)?.title ?? '' }),
    frameHeight(w.locale, game),
  );
  return (
    // Marked like the page's other snippets, so that the page's script (own-address.ts) points them at the
    // address the page is served from before this island hydrates (client:visible: only when scrolled to).
    <div class="embed-editor not-content" data-built-origin={origin}>
      <div class="embed-editor-controls">
        <label for="embed-game">{w.t('ui.list.game')}</label>
        <select
          id="embed-game"
          value={game}
          onChange={(e) => {
            const g = e.currentTarget.value;
            setGame(g);
            setText(starter(w, g, firsts));
            keepDraft(w, g, starter(w, g, firsts), firsts);
          }}
        >
          {EMBEDDABLE.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </select>
      </div>
      <label for="embed-json">{w.t('ui.editor.json')}</label>
      <textarea
        id="embed-json"
        class="embed-json"
        rows={18}
        spellcheck={false}
        value={text}
        onInput={(e) => {
          const t = e.currentTarget.value;
          setText(t);
          keepDraft(w, game, t, firsts);
        }}
      />
      <h3>{w.t('ui.editor.preview')}</h3>
      <div class="embed-preview" data-testid="embed-preview">
        <EmbedView key={`${game}:${shown}`} entry={embeddable(game)} game={game} custom={shown} words={words} />
      </div>
      <h3>{w.t('ui.editor.snippets')}</h3>
      <label for="embed-snippet-element">{w.t('ui.editor.element')}</label>
      <textarea id="embed-snippet-element" class="embed-snippet" rows={6} readOnly value={element} />
      <label for="embed-snippet-iframe">{w.t('ui.editor.iframe')}</label>
      <textarea id="embed-snippet-iframe" class="embed-snippet" rows={3} readOnly value={iframe} />
    </div>
  );
}
