// Live notifications under load (ARCHITECTURE section 6, issue 11): the built
// API on a throwaway PostgreSQL 15 holds 1,000 open notification streams
// (GET /api/sse) of 1,000 members of `demo`; an administrator then publishes
// announcements, one a second, each one notifying every member. Measured:
// the server's memory per idle stream (resident set before and after the
// streams open), and for every notification the time from the moment the
// publishing request was sent (its commit comes before its answer, so this
// bounds the time from the commit from above) to its arrival on the stream.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { startThrowawayPostgres } from '../../api/scripts/pg-throwaway.mjs';

const STREAMS = 1000;
const ANNOUNCEMENTS = 10;
const P99_BUDGET_MS = 500;
const ORGANIZATION = 'demo';
const PASSWORD = 'Halaqa!2026';

const requireFromApi = createRequire(new URL('../../api/package.json', import.meta.url));

const residentKb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

/** 1,000 members, each with a live session and a stream ticket, written straight into the database. */
async function prepareMembers(url) {
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select set_config('app.bypass_rls', 'on', false)");
    const { rows: [org] } = await client.query('select id from organizations where domain_prefix = $1', [ORGANIZATION]);
    const members = [];
    for (let i = 0; i < STREAMS; i += 1) {
      const { rows: [user] } = await client.query(
        `insert into users (organization_id, email, first_name, last_name) values ($1, $2, 'Stream', $3) returning id`,
        [org.id, `stream-${i}-${Date.now()}@bench.halaqa.test`, `Member ${i}`],
      );
      const { rows: [family] } = await client.query('insert into session_families (organization_id, user_id) values ($1, $2) returning id', [org.id, user.id]);
      const ticket = crypto.randomBytes(32).toString('base64url');
      await client.query(
        "insert into stream_tickets (organization_id, user_id, session_family_id, ticket_hash, expires_at) values ($1, $2, $3, $4, now() + interval '10 minutes')",
        [org.id, user.id, family.id, crypto.createHash('sha256').update(ticket, 'utf8').digest('hex')],
      );
      members.push({ userId: user.id, ticket });
    }
    return members;
  } finally {
    await client.end();
  }
}

/** Opens one stream; calls onNotification(announcementId, receivedAt) for each notification. */
function openStream(port, member, agent, onNotification) {
  return new Promise((resolve, reject) => {
    const path = `/api/sse?id=${member.userId}&token=${encodeURIComponent(member.ticket)}`;
    const request = http.get({ host: '127.0.0.1', port, path, agent, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET sse answered ${response.statusCode}`));
        return;
      }
      let buffer = '';
      let opened = false;
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: unread-count') && !opened) {
            opened = true;
            resolve(request);
          }
          if (block.includes('event: notification')) {
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            const item = JSON.parse(data.slice(6));
            onNotification(item.data.announcementId, performance.now());
          }
          end = buffer.indexOf('\n\n');
        }
      });
    });
    request.on('error', reject);
  });
}

async function postJson(port, path, body, headers) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-organization': ORGANIZATION, ...headers }, body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export default {
  name: 'notification-streams',
  title: `${STREAMS} open notification streams on one API process: memory per stream, delivery time`,
  async run(ctx) {
    const postgres = await startThrowawayPostgres();
    ctx.onDispose(() => postgres.stop());
    const api = await ctx.startServer({ env: { DATABASE_URL: postgres.url } });
    const members = await prepareMembers(postgres.url);
    const admin = await postJson(api.port, '/api/auth/login', { email: 'admin@demo.halaqa.test', password: PASSWORD });
    if (admin.status !== 200) throw new Error(`admin login answered ${admin.status}`);
    const bearer = { authorization: `Bearer ${admin.body.tokens.accessToken}` };

    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = residentKb(api.child.pid);
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const arrivals = new Map();
    const requests = [];
    for (let i = 0; i < members.length; i += 50) {
      requests.push(...await Promise.all(members.slice(i, i + 50).map((member) => openStream(api.port, member, agent, (id, at) => {
        const list = arrivals.get(id) ?? [];
        list.push(at);
        arrivals.set(id, list);
      }))));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = residentKb(api.child.pid);
    const perStreamKb = (after - before) / STREAMS;
    ctx.log(`${STREAMS} streams open: server resident set ${Math.round(before / 1024)} MB -> ${Math.round(after / 1024)} MB (${perStreamKb.toFixed(1)} kB per stream)`);

    const sentAt = new Map();
    const answered = new Map();
    for (let i = 0; i < ANNOUNCEMENTS; i += 1) {
      const started = performance.now();
      const created = await postJson(api.port, '/api/org-announcements-management', { body: `Bench announcement ${i}` }, bearer);
      if (created.status !== 201) throw new Error(`publishing answered ${created.status}`);
      sentAt.set(created.body.id, started);
      answered.set(created.body.id, performance.now());
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const latencies = [];
    let missing = 0;
    for (const [id, started] of sentAt) {
      const received = arrivals.get(id) ?? [];
      missing += STREAMS - received.length;
      for (const at of received) latencies.push(at - started);
    }
    latencies.sort((a, b) => a - b);
    for (const [id, started] of sentAt) {
      const received = (arrivals.get(id) ?? []).sort((a, b) => a - b);
      ctx.log(`announcement ${id}: answered after ${(answered.get(id) - started).toFixed(0)} ms; first stream ${(received[0] - started).toFixed(0)} ms, last ${(received.at(-1) - started).toFixed(0)} ms`);
    }
    for (const request of requests) request.destroy();
    agent.destroy();
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    ctx.log(`${latencies.length} notifications delivered (${missing} missing): p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms after the publishing request was sent`);
    return [
      { metric: `memory per idle stream (${STREAMS} streams)`, value: perStreamKb * 1024, unit: 'bytes', note: `resident set ${Math.round(before / 1024)} -> ${Math.round(after / 1024)} MB` },
      { metric: 'notifications missing', value: missing, unit: 'count', budget: 0 },
      { metric: 'notification delivery p50', value: p50, unit: 'ms' },
      { metric: 'notification delivery p99', value: p99, unit: 'ms', budget: P99_BUDGET_MS, note: `${ANNOUNCEMENTS} announcements x ${STREAMS} streams, from the request that published` },
    ];
  },
};
