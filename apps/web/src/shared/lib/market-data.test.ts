import { describe, expect, it } from 'vitest';
import { MARKETS, marketScriptTag } from '@nyota/contract/markets';
import { parseMarket } from './market-data';

const blockOf = (tag: string): string => /<script[^>]*>(.*)<\/script>/.exec(tag)?.[1] ?? '';

describe('the market written into index.html', () => {
  it('reads back every preset exactly as the server wrote it', () => {
    for (const m of Object.values(MARKETS)) expect(parseMarket(blockOf(marketScriptTag(m)))).toEqual(m);
  });

  it("carries the deployment's cookie domain; a block without one (an older server) keeps cookies on the host", () => {
    expect(parseMarket(blockOf(marketScriptTag({ ...MARKETS.zm, cookieDomain: 'nyota.co.zm' })))?.cookieDomain).toBe(
      'nyota.co.zm',
    );
    const { cookieDomain: _omitted, ...older } = MARKETS.zm;
    expect(parseMarket(JSON.stringify(older))?.cookieDomain).toBeNull();
    expect(parseMarket(JSON.stringify({ ...MARKETS.zm, cookieDomain: 7 }))).toBeNull();
  });

  it('cannot be closed early by a configured value', () => {
    const m = { ...MARKETS.ke, contact: { email: '</script><script>alert(1)</script>@x.io' } };
    const tag = marketScriptTag(m);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(parseMarket(blockOf(tag))?.contact.email).toBe(m.contact.email);
  });

  it('refuses anything malformed rather than guess a market', () => {
    expect(parseMarket('')).toBeNull();
    expect(parseMarket('{')).toBeNull();
    expect(parseMarket(JSON.stringify({ ...MARKETS.ke, code: 'xx' }))).toBeNull();
    expect(parseMarket(JSON.stringify({ ...MARKETS.ke, currencySymbol: 5 }))).toBeNull();
    expect(parseMarket(JSON.stringify({ ...MARKETS.ke, operators: [{ id: 'MPESA' }] }))).toBeNull();
    expect(parseMarket(JSON.stringify({ ...MARKETS.ke, taxRules: [{ ...MARKETS.ke.taxRules[0], base: 'x' }] }))).toBeNull();
  });
});
