/**
 * The process: read config, open the database and bus, listen, and shut down gracefully. With
 * WORKERS > 1 the first process supervises that many such processes sharing the port
 * (cluster-primary.ts) and each of them serves.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { runPrimary } from './cluster-primary.js';
import { migrateToLatest, openDatabase } from './platform/db/database.js';
import { createBus } from './platform/bus/create-bus.js';
import { buildApp } from './app.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  if (config.workers > 1 && cluster.isPrimary) {
    runPrimary({
      workers: config.workers,
      forceExitMs: config.shutdownDrainMs + 15_000,
      onListening: () => process.stdout.write(banner(config, 'PostgreSQL', `redis, ${config.workers} processes`)),
      say: (line) => process.stderr.write(`${line}\n`),
    });
    return;
  }
  await serve(config);
}

async function serve(config: AppConfig): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const defaultWeb = path.resolve(here, '../../web/dist');
  const webDist = config.webDist ?? (existsSync(defaultWeb) ? defaultWeb : null);
  // npm workspaces run scripts in the package folder; keep ./data relative to where npm start was typed.
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  const dataDir = path.resolve(cwd, config.dataDir);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await migrateToLatest(database.db);
  const bus = await createBus(config.redisUrl, config.redisPrefix);
  const app = await buildApp({ ...config, webDist }, { database, bus });

  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
    force.unref();
    let code = exitCode;
    try {
      // Answer /readyz with 503 for a moment so a balancer stops sending before connections close.
      app.readiness.drain();
      if (config.shutdownDrainMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
      await app.close();
      await bus.close();
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      code = 1;
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A crashed process must not keep serving in an unknown state: log, close what can be closed, exit non-zero.
  process.on('uncaughtException', (err) => {
    app.log.fatal({ err }, 'uncaught exception');
    void shutdown('uncaughtException', 1);
  });
  process.on('unhandledRejection', (err) => {
    app.log.fatal({ err }, 'unhandled rejection');
    void shutdown('unhandledRejection', 1);
  });

  await app.listen({ port: config.port, host: config.host });
  // A worker of a group leaves the banner to the primary, which prints it once all listen.
  if (cluster.isWorker) return;
  const where = database.kind === 'pglite' ? `embedded PGlite in ${path.join(dataDir, 'pglite')}` : 'PostgreSQL';
  process.stdout.write(banner(config, where, bus.kind));
}

function banner(config: AppConfig, where: string, bus: string): string {
  const base = `http://localhost:${config.port}`;
  return (
    [
      '',
      `  Nyota is running on ${where}, bus: ${bus}.`,
      `  Open the player app:   ${base}/`,
      config.sms.provider === 'outbox' ? `  Development SMS outbox: ${base}/dev/sms` : '',
      `  API docs:              ${base}/docs`,
      '',
    ]
      .filter((l) => l !== '')
      .join('\n') + '\n\n'
  );
}

void main();
