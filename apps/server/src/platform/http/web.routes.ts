/**
 * Serves the built web app (apps/web/dist) from the API node, so one process is the whole product.
 *
 * - /assets/*: Vite's content-hashed files, cached for a year as immutable. Read on each request,
 *   so a rebuild's new files are served without a restart.
 * - Other files in dist (index.html, sw.js, manifest.webmanifest, icons): `no-cache`, so a deploy
 *   reaches players on their next visit (revalidated by ETag, a 304 costs almost nothing). These
 *   are listed once at boot.
 * - Text is sent brotli- or gzip-compressed when the browser accepts it (players pay for data):
 *   `.br`/`.gz` siblings from the build are used when present, otherwise compressed on the fly.
 * - index.html carries the market (currency, phone numbers, operators, support channels) as a JSON
 *   block written in at serve time, so one build serves every market and the app reads it with no
 *   extra request before first paint. It is rendered once per file change, with its own ETag. The
 *   home page's copy also preloads the first banner picture, its largest paint.
 * - Deep links (/profile, /ABC123/whatsapp) get index.html so the client router can take over, but
 *   only for page loads (Accept: text/html) outside the API and operator paths: an unknown API path
 *   still gets the envelope 404, and a missing asset a 404 rather than HTML that would break a
 *   script tag.
 */
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { SERVICE_PREFIXES } from '@nyota/contract/api/routes';
import { IM_PATH } from '@nyota/contract/realtime';
import { CONSOLE_PREFIX, STAFF_API_PREFIX } from '@nyota/contract/staff/constants';
import { marketScriptTag } from '@nyota/contract/markets';
import type { ServedMarket } from '@nyota/contract/home-slides';

/** Paths the server answers itself; never the web app's. */
export const SERVER_PREFIXES = [
  ...SERVICE_PREFIXES,
  STAFF_API_PREFIX,
  CONSOLE_PREFIX,
  IM_PATH,
  '/dev',
  '/docs',
  '/healthz',
  '/readyz',
  '/metrics',
];

const ASSETS_PREFIX = '/assets/';
const INDEX = 'index.html';

export function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export async function registerWeb(
  app: FastifyInstance,
  webDist: string | null,
  market: () => Promise<ServedMarket>,
): Promise<void> {
  if (!webDist) {
    app.get('/', notBuiltPage);
    return;
  }
  const root = path.resolve(webDist);
  if (!existsSync(path.join(root, INDEX))) throw new Error(`WEB_DIST ${root} has no ${INDEX}: build the web app first`);
  const noCache = (reply: FastifyReply): void => {
    reply.header('cache-control', 'no-cache');
  };

  await app.register(async (web) => {
    // Applies to this plugin's routes only; API envelopes are left uncompressed on purpose (see report).
    await web.register(compress, { global: true, encodings: ['br', 'gzip'] });

    const assets = path.join(root, 'assets');
    if (existsSync(assets)) {
      await web.register(fastifyStatic, {
        root: assets,
        prefix: ASSETS_PREFIX,
        decorateReply: false,
        preCompressed: true,
        index: false,
        maxAge: '365d',
        immutable: true,
      });
    }

    await web.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      // Hashed assets are served above; precompressed siblings are found through preCompressed;
      // index.html is served below, with the market written in.
      globIgnore: ['assets/**', '**/*.gz', '**/*.br', INDEX],
      index: false,
      cacheControl: false,
      setHeaders: noCache,
    });

    const shell = appShell(path.join(root, INDEX), market);
    web.get(`/${INDEX}`, (req, reply) => shell(req, reply, false));
    web.get('/*', (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '/';
      if (pathname !== '/' && (isServerPath(pathname) || pathname.startsWith(ASSETS_PREFIX) || !acceptsHtml(req))) {
        return reply.callNotFound();
      }
      return shell(req, reply, pathname === '/');
    });
  });
}

interface RenderedShell {
  html: string;
  etag: string;
}

function renderShell(raw: string, head: string, tail: string): RenderedShell {
  let html = raw.includes('</head>') ? raw.replace('</head>', () => `${tail}</head>`) : `${tail}${raw}`;
  if (head) html = html.includes('<head>') ? html.replace('<head>', () => `<head>${head}`) : `${head}${html}`;
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  return { html, etag };
}

/**
 * The home page's largest paint is the first banner slide's picture, which the app only asks for
 * once its script has run. Named in the page itself, it downloads beside the script instead of after
 * it. Only on `/`: on any other page it would be a wasted download.
 */
export function homePreloadTag(market: ServedMarket): string {
  const first = market.homeSlides[0];
  if (!first) return '';
  return `<link rel="preload" as="image" href="${escapeAttribute(first.image)}" fetchpriority="high">`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * index.html with the market block before </head> (and, for the home page, its banner preload);
 * re-rendered when the file changes (a rebuild) or the served market does (a staff save).
 */
function appShell(file: string, marketNow: () => Promise<ServedMarket>) {
  let cached: { mtimeMs: number; market: ServedMarket; home: RenderedShell; page: RenderedShell } | null = null;
  return async (req: FastifyRequest, reply: FastifyReply, isHome: boolean): Promise<string | FastifyReply> => {
    const [{ mtimeMs }, market] = await Promise.all([stat(file), marketNow()]);
    // Rendered again after a rebuild or a staff save of the market texts (a new market object).
    if (cached?.mtimeMs !== mtimeMs || cached.market !== market) {
      const raw = await readFile(file, 'utf8');
      const tag = marketScriptTag(market);
      cached = { mtimeMs, market, home: renderShell(raw, homePreloadTag(market), tag), page: renderShell(raw, '', tag) };
    }
    const shell = isHome ? cached.home : cached.page;
    reply.header('cache-control', 'no-cache').header('etag', shell.etag).type('text/html; charset=utf-8');
    if (req.headers['if-none-match'] === shell.etag) return reply.code(304).send();
    return shell.html;
  };
}

function acceptsHtml(req: FastifyRequest): boolean {
  const accept = req.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

async function notBuiltPage(_req: FastifyRequest, reply: FastifyReply): Promise<string> {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nyota</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<h1>Nyota API is running</h1>
<p>The web app is not built, so there is nothing to show here yet. Build it and restart the server:</p>
<pre>npm run build -w @nyota/web
npm run start -w @nyota/server</pre>
<p>(<code>npm start</code> at the repository root does both.) Set <code>WEB_DIST</code> to serve a build from elsewhere.</p>
<p>API docs: <a href="/docs">/docs</a> · health: <a href="/healthz">/healthz</a></p>
</body></html>
`;
}
