/**
 * `npm run dev`: the API server with reload (tsx watch, embedded PGlite in ./data at the repo root
 * unless DATABASE_URL is set) and the Vite dev server, whose proxy forwards API paths to :8080.
 * Output is prefixed per process; Ctrl-C stops both, and if one exits the other is stopped too.
 * PORT moves the server (and the proxy with it); NYOTA_WEB_PORT moves Vite off 5173.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const color = process.stdout.isTTY ? (code, s) => `\u001b[${code}m${s}\u001b[0m` : (_code, s) => s;

const processes = [
  {
    name: 'server',
    color: 36,
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'apps/server/src/main.ts'],
    cwd: root,
    env: { DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') },
  },
  {
    name: 'web',
    color: 35,
    command: bin('vite'),
    args: process.env.NYOTA_WEB_PORT ? ['--port', process.env.NYOTA_WEB_PORT, '--strictPort'] : [],
    cwd: path.join(root, 'apps/web'),
    // The proxy follows the server when PORT moves it off 8080.
    env: process.env.PORT && !process.env.NYOTA_API ? { NYOTA_API: `http://localhost:${process.env.PORT}` } : {},
  },
];

let stopping = false;
const children = processes.map((p) => {
  const prefix = color(p.color, `[${p.name}]`.padEnd(9));
  const child = spawn(p.command, p.args, {
    cwd: p.cwd,
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...p.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  pipeWithPrefix(child.stdout, process.stdout, prefix);
  pipeWithPrefix(child.stderr, process.stderr, prefix);
  child.on('exit', (code, signal) => {
    process.stdout.write(`${prefix} exited (${signal ?? `code ${code}`})\n`);
    stopAll('SIGTERM');
  });
  child.on('error', (err) => process.stderr.write(`${prefix} could not start: ${err.message}\n`));
  return child;
});

function pipeWithPrefix(from, to, prefix) {
  let pending = '';
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) to.write(`${prefix} ${line}\n`);
  });
  from.on('end', () => {
    if (pending) to.write(`${prefix} ${pending}\n`);
  });
}

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        // Each child leads its own process group: this reaches tsx's and vite's workers too.
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
  }
  const force = setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(1);
  }, 12_000);
  force.unref();
  Promise.all(
    children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.on('exit', r)))),
  ).then(() => process.exit(0));
}

process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
