// The baseline of bench/catalogue.mjs: a bare Fastify route returning a small JSON, with
// nothing else (no hooks, no plugins). Prints "listening" once it accepts connections.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, items: [{ id: 1, name: 'bare' }] }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
