// Bad input never answers 5xx (issue 10): every route of the OpenAPI
// document gets malformed input generated from its own schema (wrong types,
// huge and empty strings, out-of-range and non-numeric ids, unknown enum
// values, broken JSON and multipart, odd date-times, prototype-pollution
// keys), as a visitor, a member and an administrator (who gets past the
// permission checks to the database), with a fixed seed so a failure replays. Every answer must be below 500 and carry a catalogue code.
import { ALL_ERROR_CODES } from '@halaqa/contracts';
import { bearer, startTestServer, type TestServer } from './support/test-server';
import { seededRandom } from '../src/seed/catalogue-generator/random';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
}
interface Parameter { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema }
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

// The catalogue generator's seeded source: every run sends the same requests.
const rng = seededRandom(20261123);

const HUGE = 'x'.repeat(10_000);
const BAD_SEGMENTS = ['abc', '-1', '0', '1.5', '9'.repeat(40), '1e999', '%00', '..', '%F0%9F%92%A9', 'null', '0x10', '2147483648'];
const ODD_DATES = ['2026-06-30T23:59:60Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-13-01T00:00:00Z', '2026-02-30T00:00:00Z', '2026-01-01', 'yesterday', ''];
const ODD_VALUES: unknown[] = ['', HUGE, -1, 0, 2 ** 31, -(2 ** 31) - 1, 1e308, 1.5, true, null, [], {}, [1, 2], { a: { b: {} } }, 'NaN', '١٢٣'];

const isDateTime = (schema: JsonSchema | undefined) => schema?.format === 'date-time' || Boolean(schema?.anyOf?.some((s) => s.format === 'date-time'));

/** A value this schema refuses, or an edge it might mishandle. */
function oddValueFor(schema: JsonSchema | undefined): unknown {
  if (schema?.enum) return rng.pick(['NOT_AN_OPTION', '', 1, null]);
  if (isDateTime(schema)) return rng.pick(ODD_DATES);
  return rng.pick(ODD_VALUES);
}

/** Bodies for a JSON schema: broken JSON, wrong shapes, and the object with one property made odd. */
function oddBodies(schema: JsonSchema | undefined): string[] {
  const bodies = ['{not json', '{"a":1}}', 'null', '[]', '"string"', '123', '{}', '{"__proto__": {"isAdministrator": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}', JSON.stringify({ [HUGE]: 1 })];
  const properties = Object.entries(schema?.properties ?? {});
  const examples = Object.fromEntries(properties.map(([name, property]) => [name, exampleFor(property)]));
  for (let i = 0; i < 8 && properties.length > 0; i += 1) {
    const body: Record<string, unknown> = {};
    for (const [name, property] of properties) body[name] = rng.chance(0.5) ? oddValueFor(property) : examples[name];
    bodies.push(JSON.stringify(body));
  }
  // Every odd date-time in every date-time property, the rest valid: dates get past validation to the database.
  for (const [name] of properties.filter(([, property]) => isDateTime(property))) {
    for (const date of ODD_DATES) bodies.push(JSON.stringify({ ...examples, [name]: date }));
  }
  return bodies;
}

/** A value of the right type, so that one odd property at a time gets past the others. */
function exampleFor(schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum) return schema.enum[0];
  switch (type) {
    case 'integer': case 'number': return 1;
    case 'boolean': return false;
    case 'array': return [];
    case 'object': return {};
    default: return schema.format === 'date-time' ? '2026-01-01T00:00:00Z' : 'x';
  }
}

const BROKEN_MULTIPART: Array<[string, string]> = [
  ['multipart/form-data', 'hello world'],
  ['multipart/form-data; boundary=B', 'hello world'],
  ['multipart/form-data; boundary=', '--\r\n'],
  ['multipart/form-data; boundary=B', '--B\r\nContent-Disposition: form-da'],
  ['multipart/form-data; boundary=B', '--B\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nxx'],
];

interface Probe { method: string; path: string; body?: string; headers: Record<string, string> }

function probesOf(path: string, method: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathWith = (value: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
  const json = { 'content-type': 'application/json' };
  const probes: Probe[] = [];
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  for (let i = 0; i < 6; i += 1) {
    const query = new URLSearchParams();
    for (const parameter of queryParams) {
      // Long, but within what Node's HTTP server takes in a request line (16 kB): the API, not Node, must answer.
      if (rng.chance(0.7)) query.append(parameter.name, String(oddValueFor(parameter.schema)).slice(0, 1000));
    }
    if (rng.chance(0.3)) query.append('__proto__[x]', '1');
    const search = query.toString();
    probes.push({ method, path: `${pathWith(() => encodeURIComponent(rng.pick(BAD_SEGMENTS)).replace(/%25/g, '%'))}${search ? `?${search}` : ''}`, headers: {} });
  }
  const content = operation.requestBody?.content ?? {};
  if (content['application/json']) {
    for (const body of oddBodies(content['application/json'].schema)) probes.push({ method, path: pathWith(() => '1'), body, headers: json });
  }
  // Broken multipart to every route that takes a body: the parser must refuse it, wherever it is enabled.
  if (['POST', 'PUT', 'PATCH'].includes(method)) {
    for (const [type, body] of BROKEN_MULTIPART) probes.push({ method, path: pathWith(() => '1'), body, headers: { 'content-type': type } });
  }
  return probes;
}

test('no route answers 5xx, or an unknown code, to malformed input from a visitor, a member or an administrator', async () => {
  const doc = (await server.request<Document>('/api/docs/json')).body;
  const failures: string[] = [];
  let sent = 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const probes = probesOf(path, method.toUpperCase(), operation);
      for (const caller of ['visitor', 'member', 'administrator'] as const) {
        // A fresh session per route: a probe that signs out (logout, delete account) must not blind the next.
        const identity = caller === 'visitor' ? {} : bearer(await server.memberToken('demo', caller === 'administrator' ? { isAdministrator: true } : {}));
        for (const probe of probes) {
          const headers = { 'x-organization': rng.chance(0.1) ? rng.pick(['nour', '%%%', 'x'.repeat(70)]) : 'demo', ...identity, ...probe.headers };
          const answer = await server.request(probe.path, { method: probe.method, headers, body: probe.body });
          sent += 1;
          const code = (answer.body as { code?: unknown } | null)?.code;
          const what = `${operation.operationId} ${probe.method} ${probe.path.slice(0, 200)} as ${caller} ${probe.body?.slice(0, 120) ?? ''}`;
          if (answer.status >= 500) failures.push(`${what} -> ${answer.status} ${answer.text.slice(0, 160)}`);
          else if (answer.status >= 400 && !ALL_ERROR_CODES.includes(code as never)) failures.push(`${what} -> ${answer.status} with code ${String(code)}`);
        }
      }
    }
  }
  expect(sent).toBeGreaterThan(3000);
  expect(failures).toEqual([]);
  // Every route, three callers, a few dozen probes each: minutes on a busy 2-core machine, and growing with the API.
}, 300_000);
