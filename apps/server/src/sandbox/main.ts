/**
 * Standalone sandbox: `npm run sandbox` serves the simulated providers on SANDBOX_PORT (default
 * 8090) so any client — the app on another port, curl, a provider adapter under test — can use
 * http://localhost:8090/sandbox/pawapay and http://localhost:8090/sandbox/mtn.
 *
 *   SANDBOX_PORT / SANDBOX_HOST           where to listen (8090, 127.0.0.1)
 *   SANDBOX_SNAPSHOT_FILE                 keep state (and the signing key) in this JSON file
 *   SANDBOX_PAWAPAY_TOKEN                 accepted pawaPay API token (default sandbox-pawapay-token)
 *   SANDBOX_PAWAPAY_DEPOSIT_CALLBACK_URL  pawaPay callback URLs (also settable via the control API)
 *   SANDBOX_PAWAPAY_PAYOUT_CALLBACK_URL
 *   SANDBOX_PAWAPAY_REFUND_CALLBACK_URL
 *   SANDBOX_AUTO_APPROVE_MS               approve every prompt after this long (demos, load tests)
 */
import Fastify from 'fastify';
import { registerSandbox } from './sandbox.js';
import type { SandboxOptions } from './sandbox-options.js';

function env(name: string): string | undefined {
  const v = process.env[name];
  return v === undefined || v === '' ? undefined : v;
}

async function main(): Promise<void> {
  const port = Number(env('SANDBOX_PORT') ?? 8090);
  const host = env('SANDBOX_HOST') ?? '127.0.0.1';
  const callbackUrls: NonNullable<NonNullable<SandboxOptions['pawapay']>['callbackUrls']> = {};
  const deposit = env('SANDBOX_PAWAPAY_DEPOSIT_CALLBACK_URL');
  const payout = env('SANDBOX_PAWAPAY_PAYOUT_CALLBACK_URL');
  const refund = env('SANDBOX_PAWAPAY_REFUND_CALLBACK_URL');
  if (deposit) callbackUrls.deposit = deposit;
  if (payout) callbackUrls.payout = payout;
  if (refund) callbackUrls.refund = refund;
  const token = env('SANDBOX_PAWAPAY_TOKEN');
  const autoApprove = env('SANDBOX_AUTO_APPROVE_MS');
  const snapshotFile = env('SANDBOX_SNAPSHOT_FILE');

  const app = Fastify({ logger: { level: env('LOG_LEVEL') ?? 'info' }, bodyLimit: 256 * 1024 });
  const options: SandboxOptions = {
    pawapay: { callbackUrls, ...(token ? { apiTokens: [token] } : {}) },
    ...(autoApprove ? { timing: { autoApproveAfterMs: Number(autoApprove) } } : {}),
    ...(snapshotFile ? { snapshotFile } : {}),
  };
  const sandbox = await registerSandbox(app, options);
  app.get('/', async (_req, reply) => reply.redirect(`${sandbox.options.prefix}/phone`));
  await app.listen({ port, host });
  app.log.info(
    {
      pawapay: `${sandbox.options.prefix}/pawapay`,
      mtn: `${sandbox.options.prefix}/mtn`,
      phone: `${sandbox.options.prefix}/phone`,
    },
    'payment sandbox ready',
  );

  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
