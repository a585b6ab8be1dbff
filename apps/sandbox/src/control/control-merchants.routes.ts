/**
 * pawaPay merchant accounts through the control API: list them, and create or change one (its API
 * tokens, company name, "accept only signed requests" and the public keys registered for request
 * signing), as a merchant would in pawaPay's dashboard. A reset restores the configured merchants.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isSupportedPublicKey } from '../pawapay/pawapay.verify.js';
import { DEFAULT_PAWAPAY_COMPANY } from '../sandbox-options.js';
import type { Sandbox } from '../sandbox.js';
import { parse } from './control.routes.js';

const publicKeySchema = z.object({
  id: z.string().min(1),
  key: z.string().refine(isSupportedPublicKey, 'must be a PEM public key: EC P-256 or P-384, or RSA'),
});

const merchantSchema = z.object({
  apiTokens: z.array(z.string().min(1)).optional(),
  companyName: z.string().min(1).optional(),
  signedRequestsOnly: z.boolean().optional(),
  publicKeys: z.array(publicKeySchema).optional(),
});

export function registerMerchantControlRoutes(app: FastifyInstance, sb: Sandbox): void {
  app.get('/pawapay/merchants', async () => ({ merchants: Object.values(sb.store.data.pawapay.merchants) }));

  app.put<{ Params: { id: string } }>('/pawapay/merchants/:id', async (req, reply) => {
    const body = parse(merchantSchema, req.body, reply);
    if (!body) return reply;
    const merchants = sb.store.data.pawapay.merchants;
    const current = merchants[req.params.id] ?? {
      id: req.params.id,
      apiTokens: [],
      companyName: DEFAULT_PAWAPAY_COMPANY,
      signedRequestsOnly: false,
      publicKeys: [],
    };
    const next = { ...current, ...body };
    const taken = next.apiTokens.find((t) => Object.values(merchants).some((m) => m.id !== next.id && m.apiTokens.includes(t)));
    if (taken !== undefined) return reply.code(400).send({ error: `token ${taken} belongs to another merchant` });
    if (next.signedRequestsOnly && next.publicKeys.length === 0) {
      return reply.code(400).send({ error: 'signedRequestsOnly needs at least one public key' });
    }
    merchants[next.id] = next;
    sb.store.touch();
    return next;
  });
}
