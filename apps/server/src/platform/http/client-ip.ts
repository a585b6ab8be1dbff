/**
 * The client address of a raw request (the server's `upgrade` event, before Fastify has a
 * request), computed as Fastify computes `req.ip` with `trustProxy: (addr, hop) => hop <
 * TRUST_PROXY_HOPS`: the socket's peer, then X-Forwarded-For from right to left, skipping as many
 * trusted proxies as configured. A client cannot pick its address by sending the header when no
 * proxy is trusted, nor by prepending entries to it behind one.
 */
import type { IncomingMessage } from 'node:http';

export function clientIpOf(req: IncomingMessage, trustProxyHops: number): string {
  const peer = req.socket.remoteAddress ?? '';
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const chain = [peer, ...forwarded.reverse()];
  return chain[Math.min(trustProxyHops, chain.length - 1)] ?? peer;
}
