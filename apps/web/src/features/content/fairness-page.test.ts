/**
 * links/5 is a promise that must match the code (trust issues 3, 4, 6): in both languages it states
 * the weighted wheel rule (not equal segments), the odds bounds the football prices use, and where
 * the hashed configs are served, all read from the constants the game code uses.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@nyota/contract/api/paths';
import { ODDS_MAX, ODDS_MIN } from '@nyota/fairness/football';
import { contentEn } from './content.en';
import { contentSw } from './content.sw';
import type { ContentDoc } from './content.types';

const pageText = (doc: ContentDoc) =>
  doc.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? []), ...(s.after ?? [])]).join('\n');

describe.each([
  ['en', contentEn],
  ['sw', contentSw],
] as const)('links/5 in %s', (_lang, content) => {
  const text = pageText(content.links['5']);

  it('states the weighted wheel rule, not equal segments', () => {
    expect(text).toContain('r = floor(x × W)');
    expect(text).not.toMatch(/floor\((number|namba) × S\)/);
  });

  it('publishes the football odds bounds the prices use', () => {
    expect(text).toContain((ODDS_MAX / 100).toFixed(2));
    expect(text).toContain((ODDS_MIN / 100).toFixed(2));
  });

  it('says which served member each config hash is computed from', () => {
    expect(text).toContain(`GET ${apiPaths.slotConfig.path}`);
    expect(text).toContain(`GET ${apiPaths.wheelConfig.path}`);
    expect(text).toContain('"definition"');
    expect(text).toContain('UTF-16');
  });
});
