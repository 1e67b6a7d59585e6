/** Island for the iframe pages: a site example, or (on the custom page) the example in the address’s #fragment. */
import { useEffect, useState } from 'preact/hooks';
import EmbedWidget from './EmbedWidget';
import { fragmentExample } from './frame';

export default function FrameWidget({ game, example, start }: { game: string; example: string; start?: number }) {
  const custom = example === 'custom';
  // The server cannot see the fragment: it renders a waiting line, and the browser fills it in.
  const [json, setJson] = useState<string | null>(null);
  useEffect(() => {
    if (custom) setJson(fragmentExample(location.hash) ?? '');
  }, [custom]);
  if (custom && json === null) return <p>Loading the example…</p>;
  return <EmbedWidget game={game} {...(custom ? { custom: json ?? '' } : { example })} {...(start !== undefined ? { start } : {})} />;
}
