/*
 * Nyota service worker, hand-written so it stays tiny and predictable.
 * - App shell (index.html, manifest, icon): stale-while-revalidate, so a cached visit starts instantly
 *   and the next start picks up a new deployment.
 * - Hashed build output under /assets/: cache-first (a hash never changes its content).
 * - API, realtime, docs, the staff console and its API, health and metrics: never touched, never cached. Balances, sessions and
 *   payments must always come from the server.
 */
const VERSION = 'v1';
const SHELL_CACHE = `nyota-shell-${VERSION}`;
const ASSET_CACHE = `nyota-assets-${VERSION}`;
const SHELL_URLS = ['/', '/manifest.webmanifest', '/icon.svg'];
const MAX_ASSETS = 80;

const NEVER_CACHE = [
  '/member-service',
  '/account-service',
  '/activity-service',
  '/config-service',
  '/game-center',
  '/im',
  '/dev',
  // The payment sandbox's handset page is a server page: cached as the shell it would replace the app.
  '/sandbox',
  '/docs',
  // The staff console is another app with its own shell; its API is staff-only and never cached.
  '/console',
  '/staff-api',
  '/healthz',
  '/readyz',
  '/metrics',
];

function isNeverCached(pathname) {
  return NEVER_CACHE.some((p) => pathname === p || pathname.startsWith(`${p}/`) || pathname.startsWith(`${p}?`));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_URLS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL_CACHE && k !== ASSET_CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function trimAssets() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  // Oldest first: old deployments' chunks go before the current ones.
  for (let i = 0; i < keys.length - MAX_ASSETS; i++) await cache.delete(keys[i]);
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    void trimAssets();
  }
  return response;
}

async function staleWhileRevalidate(request, cacheKey) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(cacheKey);
  const network = fetch(request)
    .then(async (response) => {
      if (response.ok && response.type === 'basic') await cache.put(cacheKey, response.clone());
      return response;
    })
    .catch(() => undefined);
  if (cached) return cached;
  const fresh = await network;
  return fresh ?? Response.error();
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isNeverCached(url.pathname)) return;

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === 'navigate') {
    // A single-page app: every navigation is served by the shell document.
    event.respondWith(staleWhileRevalidate(request, '/'));
    return;
  }
  if (SHELL_URLS.includes(url.pathname)) {
    event.respondWith(staleWhileRevalidate(request, url.pathname));
  }
});
