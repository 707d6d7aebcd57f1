// The anchor of bench/pages.mjs: a bare Fastify route per page sending the very bytes the app
// sent for it (read from the JSON file PAGES_FILE: { "/path?query": "<html…" }), with nothing
// else (no hooks, no plugins). Prints "listening" once it accepts connections.
import fs from 'node:fs';
import Fastify from 'fastify';

const pages = new Map(Object.entries(JSON.parse(fs.readFileSync(process.env.PAGES_FILE, 'utf8'))).map(([url, html]) => [url, Buffer.from(html)]));
const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const body = pages.get(request.url);
  if (!body) return reply.code(404).send();
  return reply.type('text/html; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
