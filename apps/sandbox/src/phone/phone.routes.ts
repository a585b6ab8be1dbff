/**
 * <prefix>/phone: the handset page, its script (<prefix>/phone/app.js) and the prompt list it polls
 * (<prefix>/phone/prompts.json). The answers themselves are posted to the control API.
 */
import type { FastifyInstance } from 'fastify';
import { isFinal } from '../core/types.js';
import type { Sandbox } from '../sandbox.js';
import { wireView } from '../control/control-intents.routes.js';
import { renderPhonePage, type PhoneView } from './phone.page.js';
import { PHONE_SCRIPT } from './phone.script.js';

/** The app's policy for pages (helmet in app.ts), applied when the sandbox runs standalone. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; object-src 'none'";

export function registerPhoneRoutes(app: FastifyInstance, sb: Sandbox): void {
  const root = app.prefix.replace(/\/phone$/, '');
  const msisdnOf = (q: unknown): string | undefined => {
    const raw = (q as { msisdn?: string }).msisdn?.replace(/\D/g, '');
    return raw ? raw : undefined;
  };

  app.get('/', async (req, reply) => {
    const msisdn = msisdnOf(req.query);
    const note = (req.query as { note?: string }).note;
    const now = sb.clock.nowMs();
    const wall = sb.clock.wallNow().getTime();
    const prompts = sb.lifecycle.prompts.visible(msisdn).map((p) => ({
      ...p,
      pinAttempts: sb.lifecycle.intent(p.intentKey)?.pinAttempts ?? 0,
      expiresWallMs: wall + (p.expiresAt - now),
      provider: p.provider === 'pawapay' ? 'pawaPay' : 'MTN MoMo',
    }));
    const recent = msisdn
      ? Object.values(sb.store.data.intents)
          .filter((i) => i.msisdn === msisdn && isFinal(i.phase))
          .sort((a, b) => (b.finalAt ?? 0) - (a.finalAt ?? 0))
          .slice(0, 10)
          .map((i) => ({ ...i, provider: i.provider === 'pawapay' ? 'pawaPay' : 'MTN', status: String(wireView(i)['status']) }))
      : [];
    const view: PhoneView = {
      root,
      msisdn,
      note: note || undefined,
      prompts,
      balanceMinor: msisdn ? (sb.store.data.subscribers[msisdn]?.balanceMinor ?? sb.options.subscriberBalanceMinor) : undefined,
      recent,
    };
    // Embedded, the app's own policy (helmet) is already on the reply and stays; standalone, ours applies.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CSP);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderPhonePage(view));
  });

  app.get('/app.js', async (_req, reply) =>
    reply.header('cache-control', 'no-store').type('text/javascript; charset=utf-8').send(PHONE_SCRIPT),
  );

  app.get('/prompts.json', async (req, reply) => {
    const msisdn = msisdnOf(req.query);
    return reply.header('cache-control', 'no-store').send({ prompts: sb.lifecycle.prompts.visible(msisdn) });
  });
}
