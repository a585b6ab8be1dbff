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
 *   SANDBOX_PAWAPAY_SIGNED_REQUESTS_ONLY  1: refuse unsigned financial requests (403 HTTP_SIGNATURE_ERROR)
 *   SANDBOX_PAWAPAY_REQUEST_PUBLIC_KEYS   JSON [{"id","key"}]: public keys that may sign them (PEM, \n allowed)
 *   SANDBOX_AUTO_APPROVE_MS               approve every prompt after this long (demos, load tests)
 */
import Fastify from 'fastify';
import { z } from 'zod';
import { isSupportedPublicKey } from './pawapay/pawapay.verify.js';
import { registerSandbox } from './sandbox.js';
import { DEFAULT_PAWAPAY_MERCHANT, DEFAULT_PAWAPAY_TOKEN, type SandboxOptions } from './sandbox-options.js';

const requestKeysSchema = z.array(z.object({ id: z.string().min(1), key: z.string().transform((k) => k.replace(/\\n/g, '\n')) }));

/** The standalone sandbox's one merchant: its token and its signed-requests setting. */
function merchantFromEnv(): NonNullable<NonNullable<SandboxOptions['pawapay']>['merchants']>[number] {
  const signedRequestsOnly = ['1', 'true'].includes(env('SANDBOX_PAWAPAY_SIGNED_REQUESTS_ONLY') ?? '');
  const keysJson = env('SANDBOX_PAWAPAY_REQUEST_PUBLIC_KEYS');
  const publicKeys = keysJson ? requestKeysSchema.parse(JSON.parse(keysJson)) : [];
  for (const k of publicKeys) {
    if (!isSupportedPublicKey(k.key)) throw new Error(`SANDBOX_PAWAPAY_REQUEST_PUBLIC_KEYS: ${k.id} is not a usable public key`);
  }
  if (signedRequestsOnly && publicKeys.length === 0) {
    throw new Error('SANDBOX_PAWAPAY_SIGNED_REQUESTS_ONLY needs SANDBOX_PAWAPAY_REQUEST_PUBLIC_KEYS');
  }
  const token = env('SANDBOX_PAWAPAY_TOKEN') ?? DEFAULT_PAWAPAY_TOKEN;
  return { id: DEFAULT_PAWAPAY_MERCHANT, apiTokens: [token], signedRequestsOnly, publicKeys };
}

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
  const autoApprove = env('SANDBOX_AUTO_APPROVE_MS');
  const snapshotFile = env('SANDBOX_SNAPSHOT_FILE');

  const app = Fastify({ logger: { level: env('LOG_LEVEL') ?? 'info' }, bodyLimit: 256 * 1024 });
  const options: SandboxOptions = {
    pawapay: { callbackUrls, merchants: [merchantFromEnv()] },
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
