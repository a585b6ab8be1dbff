/**
 * Serves the built staff console (apps/console/dist) under /console/: hashed assets cached for a
 * year, index.html `no-cache` for any page load under /console/ so the console's own navigation
 * survives a reload. Nothing of it is served to the player app, and it is registered before the
 * player app's catch-all, which leaves /console to it.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CONSOLE_PREFIX } from '@nyota/contract/staff/constants';

const DEFAULT_DIST = fileURLToPath(new URL('../../../../console/dist', import.meta.url));

export async function registerConsole(app: FastifyInstance, configured: string | null): Promise<void> {
  const root = path.resolve(configured ?? DEFAULT_DIST);
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) {
    app.get(`${CONSOLE_PREFIX}/*`, async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .code(404)
        .send('The staff console is not built: npm run build -w @nyota/console (npm start does it).'),
    );
    return;
  }
  await app.register(async (consoleApp) => {
    await consoleApp.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: `${CONSOLE_PREFIX}/assets/`,
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
    });
    const shell = async () => readFile(index, 'utf8');
    consoleApp.get(CONSOLE_PREFIX, async (_req, reply) => reply.redirect(`${CONSOLE_PREFIX}/`));
    consoleApp.get(`${CONSOLE_PREFIX}/*`, async (_req, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await shell()),
    );
  });
}
