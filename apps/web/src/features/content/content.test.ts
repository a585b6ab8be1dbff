import { describe, expect, it } from 'vitest';
import { contentEn } from './content.en';
import { contentSw } from './content.sw';
import { FAQ_IDS, LINK_IDS, type Content } from './content.types';

const languages: [string, Content][] = [
  ['en', contentEn],
  ['sw', contentSw],
];

/** Every text in a content tree with its path, e.g. links.3.sections.2.bullets.0. */
function texts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));
}

describe.each(languages)('information pages in %s', (_lang, content) => {
  it.each(LINK_IDS)('links/%s has a title, an intro and sections with text', (id) => {
    const doc = content.links[id];
    expect(doc.title.trim()).not.toBe('');
    expect(doc.intro.trim().length).toBeGreaterThan(40);
    expect(doc.sections.length).toBeGreaterThanOrEqual(3);
    for (const s of doc.sections) {
      expect(s.heading.trim()).not.toBe('');
      expect(s.paragraphs.length + (s.bullets?.length ?? 0)).toBeGreaterThan(0);
    }
  });

  it.each(FAQ_IDS)('faq/%s has questions with answers', (id) => {
    const doc = content.faq[id];
    expect(doc.title.trim()).not.toBe('');
    expect(doc.items.length).toBeGreaterThanOrEqual(5);
    for (const item of doc.items) {
      expect(item.question.trim()).not.toBe('');
      expect(item.answer.join(' ').trim().length).toBeGreaterThan(40);
    }
  });

  it('has no empty, placeholder or mixed-script text', () => {
    for (const [path, text] of texts(content)) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/lorem|ipsum|todo|fixme|\bTBD\b/i);
      // Look-alike letters from other scripts slip in through keyboards and break search and screen readers.
      expect(text, path).not.toMatch(/[\u0400-\u04FF]/);
    }
  });
});

describe('the seed facts every language must state', () => {
  it.each(languages)('%s: self-exclusion periods, 200x cap, kick-out reminder, whichever-is-better rule', (lang, content) => {
    const responsible = texts(content.links['3'])
      .map(([, t]) => t)
      .join(' ');
    for (const n of ['1', '3', '6', '5']) expect(responsible).toMatch(new RegExp(`\\b${n}\\b`));
    expect(texts(content.links['5']).some(([, t]) => t.includes('200x'))).toBe(true);
    expect(texts(content.links['5']).some(([, t]) => t.includes('HMAC-SHA256'))).toBe(true);
    const kick =
      lang === 'en' ? 'Reminder: We support only one device to bet at the same time.' : 'Kumbuka: Tunaruhusu kifaa kimoja tu';
    expect(texts(content.faq['1']).some(([, t]) => t.includes(kick))).toBe(true);
    expect(texts(content.links['4']).some(([, t]) => t.includes('Zambia'))).toBe(true);
  });
});

describe('links/3 leads to every responsible-gambling tool', () => {
  it.each(languages)('%s: self-exclusion, time-out, reality check and limits each link to their page', (_lang, content) => {
    const actions = content.links['3'].sections.flatMap((s) => (s.action ? [s.action.to] : []));
    expect(actions).toEqual(['/self-excusion', '/safer-play', '/safer-play', '/safer-play']);
    // The limits section once said they were "coming": it must state the 24-hour wait the server applies.
    expect(texts(content.links['3']).some(([, t]) => /\b24\b/.test(t) && /(limit|kikomo)/i.test(t))).toBe(true);
  });
});

describe('links/5 states the crash fairness the code relies on', () => {
  it.each(languages)('%s: the 32-byte HMAC message, the announced salt, interrupted rounds', (_lang, content) => {
    const page = texts(content.links['5'])
      .map(([, t]) => t)
      .join(' ');
    expect(page).toMatch(/32/); // the message is the hash's 32 bytes
    expect(page).toContain('bustabit');
    expect(page).toContain('Bitcoin'); // the salt is a named future public value…
    expect(page).toMatch(/development salt|chumvi ya majaribio/); // …or a labelled development salt
    const interrupted = content.links['5'].sections.find((s) => s.bullets?.some((b) => b.includes('200x')) && s.after);
    expect(interrupted?.bullets?.length).toBe(3);
  });
});

describe('Kiswahili translation', () => {
  const en = new Map(texts(contentEn));
  // Brand and product names read the same in both languages; app paths must not be translated.
  const sameInBoth = new Set(['WhatsApp', 'Facebook', 'X (Twitter)']);

  it('translates every text rather than copying the English', () => {
    const copied = texts(contentSw).filter(([path, t]) => !path.endsWith('.to') && !sameInBoth.has(t) && en.get(path) === t);
    expect(copied).toEqual([]);
  });

  it('keeps every app path of the English version', () => {
    const paths = (c: Content) => texts(c).filter(([p]) => p.endsWith('.to'));
    expect(paths(contentSw)).toEqual(paths(contentEn));
    for (const [, to] of paths(contentEn)) expect(to).toMatch(/^(\/[a-z-]+)+$/);
  });
});
