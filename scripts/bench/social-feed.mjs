// Social feeds under load (issue 16): the built API on a throwaway PostgreSQL
// 15. One organization's groups hold 20,000 posts and 200,000 comments
// (written by generate_series, a few statements); a member of half the groups
// reads their home feed (the first page, and a page 25 pages deep through the
// keyset cursor) and the comments of the busiest post, each at 200 requests/s
// for 20 s. Measured: p50/p99 of each call (budget p99 50 ms), and the plans
// PostgreSQL used for one call of each (auto_explain): no sequential scan of
// social_posts or social_comments.
import crypto from 'node:crypto';
import { accessToken } from './support/access-token.mjs';
import { withBypassClient } from './support/bypass-client.mjs';
import { loadAt } from './support/load.mjs';
import { onThrowawayPostgres } from './support/postgres-bench.mjs';
import { capturePlans, planNodes } from './support/query-plans.mjs';

const ORGANIZATION = 'demo';
const SIZE = { posts: 20_000, comments: 200_000, groups: 20, authors: 100, hotComments: 20_000 };
const PAGE = 20;
const DEEP_PAGES = 25;
const RATE = 200;
const SECONDS = 20;
const WARM_UP_SECONDS = 3;
const P99_BUDGET_MS = 50;
const WATCHED = ['social_posts', 'social_comments'];

/**
 * The authors, the reader (ACCEPTED in every other group), the groups (half
 * public), 20,000 posts a minute apart, nine comments on each but the busiest
 * post, which gets the rest (20,000 and more): set-based inserts, then ANALYZE.
 */
async function seed(url) {
  return withBypassClient(url, async (client) => {
    await client.query('begin');
    const { rows: [organization] } = await client.query('select id from organizations where domain_prefix = $1', [ORGANIZATION]);
    const org = organization.id;
    const tag = crypto.randomBytes(4).toString('hex');
    const { rows: people } = await client.query(
      `insert into users (organization_id, email, first_name, last_name, is_verified)
       select $1, 'feed-' || $2 || '-' || n || '@bench.halaqa.test', 'Bench', 'Author ' || n, true from generate_series(0, $3) as n
       returning id`, [org, tag, SIZE.authors]);
    const [reader, ...authorIds] = people.map((row) => row.id);
    const { rows: groupRows } = await client.query(
      `insert into social_groups (organization_id, name, privacy, created_by, member_count)
       select $1, 'Bench group ' || $2 || ' ' || n, case when n % 2 = 0 then 'PUBLIC' else 'PRIVATE' end, $3, $4 from generate_series(1, $5) as n
       returning id`, [org, tag, authorIds[0], authorIds.length, SIZE.groups]);
    const groupIds = groupRows.map((row) => row.id);
    await client.query(
      `insert into social_group_memberships (organization_id, group_id, user_id, role, status)
       select $1, g, a, 'MEMBER', 'ACCEPTED' from unnest($2::int[]) as g, unnest($3::int[]) as a`, [org, groupIds, authorIds]);
    const readerGroups = groupIds.filter((_, index) => index % 2 === 0);
    await client.query(
      `insert into social_group_memberships (organization_id, group_id, user_id, role, status)
       select $1, g, $2, 'MEMBER', 'ACCEPTED' from unnest($3::int[]) as g`, [org, reader, readerGroups]);
    await client.query(
      `insert into social_posts (organization_id, group_id, author_id, content, created_at)
       select $1, ($2::int[])[1 + n % $4], ($3::int[])[1 + n % $5], '<p>Bench post ' || n || ' of ' || $6 || '</p>', now() - n * interval '1 minute'
       from generate_series(1, $7) as n`,
      [org, groupIds, authorIds, groupIds.length, authorIds.length, tag, SIZE.posts]);
    // The busiest post: the newest in one of the reader's groups.
    const { rows: [hot] } = await client.query(
      'select id, created_at from social_posts where organization_id = $1 and group_id = $2 order by created_at desc, id desc limit 1', [org, readerGroups[0]]);
    const perPost = Math.floor((SIZE.comments - SIZE.hotComments) / (SIZE.posts - 1));
    await client.query(
      `insert into social_comments (organization_id, post_id, author_id, content, created_at)
       select $1, p.id, ($2::int[])[1 + (p.id + n) % $3], '<p>Comment ' || n || '</p>', p.created_at + n * interval '1 second'
       from social_posts p, generate_series(1, $4) as n
       where p.organization_id = $1 and p.group_id = any($5::int[]) and p.id <> $6`,
      [org, authorIds, authorIds.length, perPost, groupIds, hot.id]);
    const { rows: [{ count: spread }] } = await client.query(
      'select count(*)::int as count from social_comments c join social_posts p on p.id = c.post_id where p.group_id = any($1::int[])', [groupIds]);
    const hotCount = SIZE.comments - spread;
    await client.query(
      `insert into social_comments (organization_id, post_id, author_id, content, created_at)
       select $1, $2, ($3::int[])[1 + n % $4], '<p>Reply ' || n || '</p>', $5::timestamptz + n * interval '10 milliseconds'
       from generate_series(1, $6) as n`, [org, hot.id, authorIds, authorIds.length, hot.created_at, hotCount]);
    await client.query(
      `update social_posts p set comment_count = c.count from (select post_id, count(*)::int as count from social_comments group by post_id) c
       where c.post_id = p.id and p.group_id = any($1::int[])`, [groupIds]);
    const { rows: [family] } = await client.query('insert into session_families (organization_id, user_id) values ($1, $2) returning id', [org, reader]);
    await client.query('commit');
    await client.query('vacuum analyze');
    return { organizationId: org, reader, familyId: family.id, hotPostId: hot.id, comments: spread + hotCount, hotCount };
  });
}

async function getJson(url, headers) {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

async function loadOne(ctx, label, url, headers) {
  await loadAt(url, { rate: RATE, seconds: WARM_UP_SECONDS, headers });
  const result = await loadAt(url, { rate: RATE, seconds: SECONDS, headers });
  const ms = (value) => (value === null ? '-' : value.toFixed(1));
  ctx.log(`${label}: p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, max ${ms(result.max)} ms, ${result.rate.toFixed(0)} req/s answered, ${result.failed} failed`);
  return result;
}

/** The plans of one call that read a watched table: their node types, and how many sequential scans of those tables. */
async function plansOf(ctx, postgres, postgresLog, label, url, headers) {
  const plans = (await capturePlans(postgres.url, postgresLog, () => fetch(url, { headers }).then((response) => response.arrayBuffer())))
    .filter((entry) => planNodes(entry.plan).some((node) => WATCHED.includes(node['Relation Name'])));
  const nodes = plans.flatMap((entry) => planNodes(entry.plan));
  const seqScans = nodes.filter((node) => node['Node Type'] === 'Seq Scan' && WATCHED.includes(node['Relation Name']));
  for (const entry of plans) {
    const types = planNodes(entry.plan).map((node) => `${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`);
    ctx.log(`${label} plan (${entry.plan['Actual Total Time']} ms): ${types.join(' > ')}`);
  }
  return { count: plans.length, seqScans: seqScans.length };
}

async function measure(ctx, api, postgres, postgresLog) {
  const setup = await seed(postgres.url);
  ctx.log(`${SIZE.posts} posts in ${SIZE.groups} groups, ${setup.comments} comments (${setup.hotCount} on post ${setup.hotPostId}); the reader is in ${SIZE.groups / 2} groups`);
  const headers = { 'x-organization': ORGANIZATION, 'x-lang': 'en', authorization: `Bearer ${accessToken(setup.reader, setup.organizationId, setup.familyId)}` };
  const base = `http://127.0.0.1:${api.port}/api`;
  const first = `${base}/feeds/home?take=${PAGE}`;
  let cursor = null;
  for (let page = 0; page < DEEP_PAGES; page += 1) {
    const answer = await getJson(`${first}${cursor ? `&cursor=${cursor}` : ''}`, headers);
    if (answer.data.length !== PAGE || !answer.nextCursor) throw new Error(`home feed page ${page + 1} held ${answer.data.length} posts`);
    cursor = answer.nextCursor;
  }
  const deep = `${first}&cursor=${cursor}`;
  const comments = `${base}/posts/${setup.hotPostId}/comments?take=50`;
  if ((await getJson(comments, headers)).data.length !== 50) throw new Error('the busiest post answered fewer than 50 comments');

  const targets = [['home feed, first page', first], [`home feed, page ${DEEP_PAGES + 1} (keyset)`, deep], ['post comments, first 50', comments]];
  const rows = [];
  let seqScans = 0;
  let planCount = 0;
  for (const [label, url] of targets) {
    const result = await loadOne(ctx, label, url, headers);
    rows.push(
      { metric: `${label} p50`, value: result.p50, unit: 'ms', note: `${RATE} req/s offered for ${SECONDS} s, ${result.rate.toFixed(0)} answered` },
      { metric: `${label} p99`, value: result.p99, unit: 'ms', budget: P99_BUDGET_MS, note: `max ${result.max?.toFixed(0)} ms; ${result.failed} failed` },
    );
    if (result.failed) rows.push({ metric: `${label} failed calls`, value: result.failed, unit: 'count', budget: 0 });
  }
  // Requests still queued from the load must not end up among the plans.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const [label, url] of targets) {
    const plans = await plansOf(ctx, postgres, postgresLog, label, url, headers);
    seqScans += plans.seqScans;
    planCount += plans.count;
  }
  if (!planCount) throw new Error(`no plan touching ${WATCHED.join(' or ')} was logged (auto_explain); see ${postgresLog}`);
  rows.push({ metric: 'seq scans of posts/comments', value: seqScans, unit: 'count', budget: 0, note: `in ${planCount} plan(s), one call of each (auto_explain)` });
  return rows;
}

export { measure };

export default {
  name: 'social-feed',
  title: `home feed and comments over ${SIZE.posts} posts and ${SIZE.comments} comments, ${RATE} req/s for ${SECONDS} s on PostgreSQL 15 (p99 <= ${P99_BUDGET_MS} ms, no seq scan)`,
  run: (ctx) => onThrowawayPostgres(ctx, measure),
};
