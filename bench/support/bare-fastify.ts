/**
 * The HTTP baseline: Fastify with nothing registered, answering each path with a fixed body (the
 * app's own responses, passed in BENCH_ROUTES as a JSON object of path → body) so the comparison
 * isolates what our stack adds.
 */
import Fastify from 'fastify';
import { z } from 'zod';

const port = Number(process.env['PORT'] ?? 0);
const bodies = z.record(z.string(), z.string()).parse(JSON.parse(process.env['BENCH_ROUTES'] ?? '{"/":"{}"}'));

const app = Fastify({ logger: false });
for (const [route, body] of Object.entries(bodies)) {
  app.get(route, async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
