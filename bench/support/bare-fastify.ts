/**
 * The HTTP baseline: Fastify with nothing registered, answering one path with a fixed body (the
 * app's own response, passed in BENCH_BODY) so the comparison isolates what our stack adds.
 */
import Fastify from 'fastify';

const port = Number(process.env['PORT'] ?? 0);
const route = process.env['BENCH_ROUTE'] ?? '/';
const body = process.env['BENCH_BODY'] ?? '{"code":0,"msg":"","data":null}';

const app = Fastify({ logger: false });
app.get(route, async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
