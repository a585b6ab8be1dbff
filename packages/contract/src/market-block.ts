/**
 * Id of the JSON block in index.html that carries the server's market (and its home slides) to the
 * web app. Its own module so the first screen can find the block without bundling every market
 * preset (markets.ts's presets are not dropped by the bundler when anything else of it is imported).
 */
export const MARKET_SCRIPT_ID = 'nyota-market';
