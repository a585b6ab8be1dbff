/**
 * The security headers every answer carries (CSP, frame and sniffing rules, HSTS in production).
 *
 * Built once with `helmet` and applied as an onRequest hook. `@fastify/helmet` rebuilt the whole
 * middleware chain, CSP directive parsing included, on every request: 10–14 % of the CPU of a
 * cached read (docs/performance.md). The options carry no per-request part (no CSP nonces), so the
 * headers are the same on every answer; a route may still replace one with `reply.header`.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function securityHeaderOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production,
  };
}

export function registerSecurityHeaders(app: FastifyInstance, opts: HelmetOptions): void {
  const apply = helmet(opts);
  app.addHook('onRequest', (req, reply, done) => {
    apply(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
