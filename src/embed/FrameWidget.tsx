/** The iframe pages' widget: a site example, or (on the custom page) the example in the address’s #fragment. */
import { useEffect, useState } from 'preact/hooks';
import { EmbedView } from './EmbedWidget';
import type { EmbeddableGame } from './entry';
import { fragmentExample } from './frame';
import type { Example } from '../engine/core/example';
import { makeWords } from '../words/words';
import { resolveWords } from '../words/context';
import type { WordsRef } from '../words/page-words';

export interface FrameProps {
  game: string;
  example: string;
  /** The frame page's words (its language): a reference to those its head carries (data-words). */
  words: WordsRef;
  /** A site example in another language, its words laid over it (else the entry's, found by `example`). */
  data?: Example;
}

export function FrameView({ entry, game, example, words: ref, data }: FrameProps & { entry: EmbeddableGame }) {
  const words = resolveWords(ref);
  const custom = example === 'custom';
  // The server cannot see the fragment: it renders a waiting line, and the browser fills it in.
  const [json, setJson] = useState<string | null>(null);
  useEffect(() => {
    if (custom) setJson(fragmentExample(location.hash) ?? '');
  }, [custom]);
  if (custom && json === null) return <p>{makeWords(words).t('ui.embed.loading')}</p>;
  return <EmbedView entry={entry} game={game} words={words} {...(custom ? { custom: json ?? '' } : { example })} {...(data ? { data } : {})} />;
}
