import { describe, expect, it } from 'vitest';
import { serverMessagesEn, type ServerMessageKey } from './en.js';
import { serverMessagesSw } from './sw.js';

const keys = Object.keys(serverMessagesEn) as ServerMessageKey[];
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('Kiswahili server texts', () => {
  it.each(keys)('%s keeps the English placeholders', (key) => {
    expect(placeholders(serverMessagesSw[key])).toEqual(placeholders(serverMessagesEn[key]));
  });

  it.each(keys)('%s is translated, not copied', (key) => {
    expect(serverMessagesSw[key].trim()).not.toBe('');
    expect(serverMessagesSw[key]).not.toBe(serverMessagesEn[key]);
  });

  it('has no key that English lacks', () => {
    expect(Object.keys(serverMessagesSw).sort()).toEqual([...keys].sort());
  });
});
