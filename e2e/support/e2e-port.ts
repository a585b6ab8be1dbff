/** The port of the server under test: NYOTA_E2E_PORT, else 18500 (8080 belongs to a developer's own server). */
export const DEFAULT_E2E_PORT = 18500;

export function e2ePort(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['NYOTA_E2E_PORT'];
  if (raw === undefined || raw === '') return DEFAULT_E2E_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`NYOTA_E2E_PORT=${raw} is not a port number`);
  return port;
}

export function e2eBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${e2ePort(env)}`;
}
