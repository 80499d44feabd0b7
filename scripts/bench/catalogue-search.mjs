// Catalogue search under load (ARCHITECTURE section 6, issue 4): the built
// API on a throwaway PostgreSQL 15, migrated and seeded by the server, then
// filled by the catalogue generator (10,000 courses, 100,000 enrollments in
// `demo`). 300 requests/s, evenly spaced (support/load.mjs), go for 20 s to a bare Fastify route
// (its own process, the same Fastify) and then to
// GET /api/courses/search?query=<common word>&categoryIds=<busiest>&languages=ENGLISH&take=12
// as a `demo` visitor; each after a short warm-up. Last, one search runs with
// auto_explain on, and the plans PostgreSQL used are checked for sequential
// scans of `courses`.
import path from 'node:path';
import { generateCatalogue } from './support/catalogue-generator.mjs';
import { loadAt } from './support/load.mjs';
import { onThrowawayPostgres } from './support/postgres-bench.mjs';
import { accessPaths, capturePlans, planNodes } from './support/query-plans.mjs';

const RATE = 300;
const SECONDS = 20;
const WARM_UP_SECONDS = 3;
const P99_BUDGET_MS = 50;
const SIZE = { courses: 10_000, enrollments: 100_000, members: 2000 };
const ORGANIZATION = 'demo';
const VISITOR_HEADERS = { 'x-organization': ORGANIZATION, 'x-lang': 'en' };

async function startBareServer(ctx) {
  const port = await ctx.freePort();
  const child = ctx.spawnTracked(process.execPath, [path.join(ctx.root, 'scripts', 'bench', 'support', 'bare-fastify-server.mjs')], {
    env: { ...process.env, PORT: String(port) }, stdio: 'ignore',
  });
  ctx.onDispose(() => ctx.stopTree(child, 5_000));
  await ctx.waitForHttp(port, '/bare', { child, timeoutMs: 30_000 });
  return port;
}

async function measure(ctx, label, url, headers = {}) {
  await loadAt(url, { rate: RATE, seconds: WARM_UP_SECONDS, headers });
  const outcome = await loadAt(url, { rate: RATE, seconds: SECONDS, headers });
  const ms = (value) => (value === null ? '-' : value.toFixed(2));
  ctx.log(`${label}: p50 ${ms(outcome.p50)} ms, p99 ${ms(outcome.p99)} ms, max ${ms(outcome.max)} ms, `
    + `${outcome.rate.toFixed(1)} req/s answered 2xx, ${outcome.failed} failed (${JSON.stringify(outcome.statusCodes)})`);
  return outcome;
}

/** Generate, check the route answers, load both targets, then look at the plans of one search. */
async function measureSearch(ctx, api, postgres, postgresLog) {
  const report = await generateCatalogue(ctx, postgres.url, { prefix: ORGANIZATION, ...SIZE });
  const sample = report.sampleSearch;
  if (!sample) throw new Error('the generator found no sample search (no categories in demo?)');
  const query = new URLSearchParams({ query: sample.query, categoryIds: String(sample.categoryId), languages: sample.language, take: '12' });
  const searchPath = `/api/courses/search?${query}`;

  // The route must answer real results before its speed means anything.
  const probe = await ctx.httpGet(api.port, searchPath, { headers: VISITOR_HEADERS, timeoutMs: 10_000 });
  if (probe.status !== 200) throw new Error(`GET ${searchPath} answered ${probe.status}: ${probe.body.toString().slice(0, 300)}`);
  const found = JSON.parse(probe.body.toString());
  ctx.log(`${searchPath} as a ${ORGANIZATION} visitor: ${found.count} courses, ${found.data.length} on the page (generator expects at least ${sample.expectedAtLeast})`);

  const barePort = await startBareServer(ctx);
  const bare = await measure(ctx, 'bare Fastify route', `http://127.0.0.1:${barePort}/bare`);
  const search = await measure(ctx, 'catalogue search', `http://127.0.0.1:${api.port}${searchPath}`, VISITOR_HEADERS);

  // Requests still queued from the load must not end up among the plans of the one search.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const plans = (await capturePlans(postgres.url, postgresLog, () => ctx.httpGet(api.port, searchPath, { headers: VISITOR_HEADERS })))
    .filter((entry) => planNodes(entry.plan).some((node) => node['Relation Name'] === 'courses'));
  if (!plans.length) throw new Error(`no plan touching courses was logged (auto_explain); see ${postgresLog}`);
  const isCourseSeqScan = (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'courses';
  const seqScans = plans.flatMap((entry) => planNodes(entry.plan)).filter(isCourseSeqScan).length;
  const firstSeqScan = plans.find((entry) => planNodes(entry.plan).some(isCourseSeqScan));
  for (const entry of plans) {
    ctx.log(`plan (${entry.plan['Actual Total Time']} ms): ${accessPaths(entry.plan, 'courses').join(', ')} <- ${entry.queryText.replace(/\s+/g, ' ').slice(0, 160)}…`);
  }

  const ratio = (a, b) => (a !== null && b ? Math.round((a / b) * 10) / 10 : null);
  const offered = `${RATE} req/s offered for ${SECONDS} s`;
  return [
    { metric: 'bare Fastify route p50', value: bare.p50, unit: 'ms', note: `${offered}, ${bare.rate.toFixed(0)} req/s answered` },
    { metric: 'bare Fastify route p99', value: bare.p99, unit: 'ms' },
    { metric: 'catalogue search p50', value: search.p50, unit: 'ms', note: `${offered}, ${search.rate.toFixed(0)} req/s answered; ${found.count} results per search` },
    { metric: 'catalogue search p99', value: search.p99, unit: 'ms', budget: P99_BUDGET_MS, note: `query=${sample.query}, categoryIds=${sample.categoryId}, languages=${sample.language}, take=12` },
    { metric: 'catalogue search p50 / bare p50', value: ratio(search.p50, bare.p50), unit: 'count', note: 'times slower' },
    { metric: 'catalogue search p99 / bare p99', value: ratio(search.p99, bare.p99), unit: 'count', note: 'times slower' },
    { metric: 'catalogue search failed requests', value: search.failed + bare.failed, unit: 'count', budget: 0, note: 'non-2xx, errors and timeouts' },
    { metric: 'seq scans of courses', value: seqScans, unit: 'count', budget: 0, note: `in ${plans.length} plan(s) of one search (auto_explain)${firstSeqScan ? `; e.g. in: ${firstSeqScan.queryText.replace(/\s+/g, ' ').slice(0, 80)}…` : ''}` },
  ];
}

export default {
  name: 'catalogue-search',
  title: `catalogue search on PostgreSQL 15, ${SIZE.courses} courses, ${RATE} req/s, beside a bare Fastify route`,
  run: (ctx) => onThrowawayPostgres(ctx, measureSearch),
};
