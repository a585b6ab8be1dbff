/**
 * `npm run dev`: the API server writes the market into index.html only when it serves the page
 * itself. Under Vite this plugin asks the API for it (GET /config-service/market) and writes the
 * same block, so the app reads its market the same way in both; the app checks the block's shape.
 * The server may still be starting when the first page is asked for, so it is retried for a while;
 * after that the page fails loudly rather than show another market's money.
 *
 * Vite loads this file with Node, which cannot import the contract's TypeScript: the block is
 * written here by hand, and market-block.test.ts holds it equal to the contract's marketScriptTag.
 */
import type { Plugin } from 'vite';

const WAIT_MS = 30_000;
const RETRY_MS = 500;

export function devMarketTag(market: unknown): string {
  return `<script id="nyota-market" type="application/json">${JSON.stringify(market).replace(/</g, '\\u003c')}</script>`;
}

async function fetchMarket(apiTarget: string): Promise<unknown> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const res = await fetch(`${apiTarget}/config-service/market`);
      const body: unknown = await res.json();
      if (typeof body === 'object' && body !== null && 'code' in body && body.code === 0 && 'data' in body) return body.data;
      throw new Error(`HTTP ${res.status}, no market in the answer`);
    } catch (err) {
      if (Date.now() > deadline) throw new Error(`no market from ${apiTarget}/config-service/market: ${String(err)}`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

export function devMarket(apiTarget: string): Plugin {
  return {
    name: 'nyota-dev-market',
    apply: 'serve',
    async transformIndexHtml(html) {
      const tag = devMarketTag(await fetchMarket(apiTarget));
      return html.replace('</head>', () => `${tag}</head>`);
    },
  };
}
