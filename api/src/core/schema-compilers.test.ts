import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { schemaCompilers, type SchemaCompilation } from './schema-compilers';

async function appCompiling(compilation: SchemaCompilation) {
  const app = Fastify({ schemaController: { compilersFactory: schemaCompilers(compilation) } });
  app.post('/things/:id', {
    schema: {
      params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
      querystring: Type.Object({ take: Type.Integer({ default: 20 }) }),
      headers: Type.Object({ 'x-key': Type.String({ minLength: 3 }) }),
      body: Type.Object({ name: Type.String({ minLength: 1 }) }),
      response: { 200: Type.Object({ id: Type.Integer(), take: Type.Integer(), name: Type.String() }) },
    },
  }, async (request) => ({ ...(request.params as object), ...(request.query as object), ...(request.body as object), secret: 'not sent' }));
  await app.ready();
  return app;
}

describe.each<SchemaCompilation>(['at-start', 'on-first-use'])('compiled %s', (compilation) => {
  test('coerces and defaults input, and sends only what the response schema names', async () => {
    const app = await appCompiling(compilation);
    const res = await app.inject({ method: 'POST', url: '/things/7', headers: { 'x-key': 'abc' }, payload: { name: 'N' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, take: 20, name: 'N' });
    await app.close();
  });

  test('refuses each part with the validator\'s own message', async () => {
    const app = await appCompiling(compilation);
    const refusal = async (url: string, key: string, payload: object) =>
      (await app.inject({ method: 'POST', url, headers: { 'x-key': key }, payload })).json<{ message: string }>().message;
    expect(await refusal('/things/0', 'abc', { name: 'N' })).toBe('params/id must be >= 1');
    expect(await refusal('/things/1?take=x', 'abc', { name: 'N' })).toBe('querystring/take must be integer');
    expect(await refusal('/things/1', 'ab', { name: 'N' })).toBe("headers/x-key must NOT have fewer than 3 characters");
    expect(await refusal('/things/1', 'abc', { name: '' })).toBe('body/name must NOT have fewer than 1 characters');
    await app.close();
  });

  test('a headers schema with a capital letter in a name stops the start', async () => {
    const app = Fastify({ schemaController: { compilersFactory: schemaCompilers(compilation) } });
    app.get('/h', { schema: { headers: Type.Object({ 'X-Key': Type.String() }) } }, async () => 'ok');
    await expect(app.ready()).rejects.toThrow('header "X-Key" must be written in lower case');
  });
});

test('on first use, a schema that cannot compile fails its first request, not the start', async () => {
  const broken = { type: 'object', properties: { id: { type: 'no-such-type' } } };
  const eager = Fastify({ schemaController: { compilersFactory: schemaCompilers('at-start') } });
  eager.post('/b', { schema: { body: broken } }, async () => 'ok');
  await expect(eager.ready()).rejects.toThrow();

  const lazy = Fastify({ schemaController: { compilersFactory: schemaCompilers('on-first-use') } });
  lazy.post('/b', { schema: { body: broken } }, async () => 'ok');
  await lazy.ready();
  expect((await lazy.inject({ method: 'POST', url: '/b', payload: { id: 1 } })).statusCode).toBe(500);
  await lazy.close();
});
