// The anchor of bench/assets.mjs: a bare Fastify route sending the very bytes the app sent for
// each file of a page load (read from the JSON file ASSETS_FILE: { "/assets/x.js": { "type",
// "encoding", "body" (base64) } }), from memory, with nothing else (no hooks, no plugins).
// Prints "listening" once it accepts connections.
import fs from 'node:fs';
import Fastify from 'fastify';

const files = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.env.ASSETS_FILE, 'utf8'))).map(([url, file]) => [url, { ...file, body: Buffer.from(file.body, 'base64') }]),
);
const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const file = files.get(request.url);
  if (!file) return reply.code(404).send();
  reply.type(file.type);
  if (file.encoding) reply.header('content-encoding', file.encoding);
  return reply.send(file.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
