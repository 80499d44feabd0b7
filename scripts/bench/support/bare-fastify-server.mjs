// The reference of the catalogue-search bench: Fastify with one route and
// nothing else (no hooks, no database, no logging), the same Fastify the API
// uses. Answers GET /bare on PORT (127.0.0.1); prints `listening` when ready.
import { createRequire } from 'node:module';

const requireFromApi = createRequire(new URL('../../../api/package.json', import.meta.url));
const Fastify = requireFromApi('fastify');

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));
