/**
 * Read aloud (src/components/ExampleStepper.tsx, `speak`): the words go to the browser's speech in the
 * page's language, with a voice of that language when it has one; with voices but none of the language,
 * nothing is read (the reader is told why), and with no voice at all, likewise.
 */
import { afterEach, expect, it } from 'vitest';
import { speak } from '../../src/components/ExampleStepper';

interface Said {
  text: string;
  lang: string;
  voice: { lang: string; name: string } | null;
}

function browser(voices: { lang: string; name: string; default?: boolean }[] | null): Said[] {
  const spoken: Said[] = [];
  class Utterance {
    lang = '';
    voice: { lang: string; name: string } | null = null;
    rate = 1;
    constructor(public text: string) {}
  }
  const synth = {
    cancel() {},
    speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice }),
    ...(voices ? { getVoices: () => voices, addEventListener() {} } : {}),
  };
  Object.assign(globalThis, { window: { speechSynthesis: synth }, SpeechSynthesisUtterance: Utterance });
  return spoken;
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
});

it('speaks Spanish with a Spanish voice, English with an English one', async () => {
  const voices = [
    { lang: 'en-GB', name: 'Daniel', default: true },
    { lang: 'es-ES', name: 'Mónica' },
    { lang: 'es_MX', name: 'Paulina' },
  ];
  const spoken = browser(voices);
  expect(await speak('El Penitente huronea al Lunático.', 'es')).toBe('spoken');
  expect(await speak('The Penitent ferrets the Lunatic.', 'en')).toBe('spoken');
  expect(spoken).toEqual([
    { text: 'El Penitente huronea al Lunático.', lang: 'es-ES', voice: voices[1] },
    { text: 'The Penitent ferrets the Lunatic.', lang: 'en-GB', voice: voices[0] },
  ]);
});

it('reads nothing in a language the browser has no voice for, and says which case it is', async () => {
  const spoken = browser([{ lang: 'en-US', name: 'Samantha' }]);
  expect(await speak('Hola.', 'es')).toBe('language');
  expect(spoken).toEqual([]);
  browser([]);
  expect(await speak('Hola.', 'es')).toBe('none');
});

it('where the browser cannot list its voices, it speaks in the page’s language', async () => {
  const spoken = browser(null);
  expect(await speak('Hola.', 'es')).toBe('spoken');
  expect(spoken).toEqual([{ text: 'Hola.', lang: 'es', voice: null }]);
});
