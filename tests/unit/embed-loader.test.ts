/**
 * The embed scripts' defences that need no browser (src/embed/loader.ts): what a page's script added to
 * Object.prototype is found, objects made bare read nothing from it, and the editor's kept draft is read
 * only when it is a game's text (src/components/embed/EmbedEditor.tsx).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { bare, pollution } from '../../src/embed/loader';
import { DRAFT_KEY, readDraft } from '../../src/components/embed/EmbedEditor';

const proto = Object.prototype as unknown as Record<string, unknown>;
afterEach(() => {
  delete proto.src;
  delete proto.dangerouslySetInnerHTML;
});

describe('the embed loader', () => {
  it('finds nothing added to a clean Object.prototype, and every field a script adds', () => {
    expect(pollution()).toEqual([]);
    proto.src = 'https://evil.example/x.js';
    Object.defineProperty(Object.prototype, 'dangerouslySetInnerHTML', { value: { __html: '' }, configurable: true });
    expect(pollution()).toEqual(['src', 'dangerouslySetInnerHTML']);
  });

  it('makes objects that read nothing from Object.prototype', () => {
    proto.src = 'https://evil.example/x.js';
    const o = bare({ once: true });
    expect((o as { src?: unknown }).src).toBeUndefined();
    expect(o.once).toBe(true);
  });
});

describe('the embed editor’s kept draft', () => {
  it('is read back only as a game that can be embedded and a text', () => {
    expect(DRAFT_KEY).toBe('decktet-rules:embed-draft');
    expect(readDraft(JSON.stringify({ game: 'ferret', text: '{ "title": "Mine" }' }))).toEqual({ game: 'ferret', text: '{ "title": "Mine" }' });
    expect(readDraft(JSON.stringify({ game: 'chess', text: 'x' }))).toBeNull();
    expect(readDraft(JSON.stringify({ game: 'constructor', text: 'x' }))).toBeNull();
    expect(readDraft(JSON.stringify({ game: 'ferret', text: 3 }))).toBeNull();
    expect(readDraft('{ not json')).toBeNull();
    expect(readDraft(null)).toBeNull();
  });
});
