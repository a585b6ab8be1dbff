import { describe, expect, it } from 'vitest';
import { MARKETS, marketScriptTag } from '@nyota/contract/markets';
import { devMarketTag } from '../../../dev-market';

describe("the dev server's market block", () => {
  it('is the block the API server writes', () => {
    for (const m of Object.values(MARKETS)) expect(devMarketTag(m)).toBe(marketScriptTag(m));
    const tricky = { ...MARKETS.zm, contact: { email: '</script>@x.io' } };
    expect(devMarketTag(tricky)).toBe(marketScriptTag(tricky));
  });
});
