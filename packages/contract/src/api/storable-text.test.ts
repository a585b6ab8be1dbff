import { describe, expect, it } from 'vitest';
import { textField } from './fields.js';
import { holdsUnstorableText, isStorableText, UNSTORABLE_TEXT_KEY } from './storable-text.js';

describe('storable text', () => {
  it.each([
    ['plain', 'hello', true],
    ['emoji (a full surrogate pair)', 'tired 😴', true],
    ['NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud83db', false],
    ['a high surrogate at the end', 'a\ud83d', false],
    ['a lone low surrogate', '\ude34x', false],
  ])('%s', (_name, text, ok) => {
    expect(isStorableText(text)).toBe(ok);
  });

  it('finds bad text in lists, nested objects and keys', () => {
    expect(holdsUnstorableText({ a: ['ok', 'x\u0000'] })).toBe(true);
    expect(holdsUnstorableText({ a: { b: '\ud800' } })).toBe(true);
    expect(holdsUnstorableText({ 'k\u0000': 'v' })).toBe(true);
    expect(holdsUnstorableText({ a: ['ok', 1, null, { b: '😴' }] })).toBe(false);
  });

  it('is refused by textField with its key', () => {
    const r = textField(20).safeParse('bad\u0000');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_KEY);
    expect(textField(20).safeParse('fine').success).toBe(true);
  });
});
