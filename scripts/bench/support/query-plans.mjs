// The query plans PostgreSQL really used for the API's own SQL: auto_explain
// (EXPLAIN ANALYZE of every statement, JSON, into the server log) is loaded in
// every new session but stays off (log_min_duration -1, no instrumentation
// cost) until `capturePlans` switches it on for one action.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const requireFromApi = createRequire(new URL('../../../api/package.json', import.meta.url));
const pg = requireFromApi('pg');

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function setLogMinDuration(client, ms) {
  await client.query(`alter system set auto_explain.log_min_duration = ${Number(ms)}`);
  await client.query('select pg_reload_conf()');
  // Backends apply the reload before their next statement; give the signal a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** Before the API connects: load auto_explain in every new session, switched off. Needs a superuser. */
export function prepareAutoExplain(url) {
  return withClient(url, async (client) => {
    await client.query("load 'auto_explain'");
    await client.query("alter system set session_preload_libraries = 'auto_explain'");
    await client.query('alter system set auto_explain.log_analyze = on');
    await client.query('alter system set auto_explain.log_buffers = on');
    await client.query("alter system set auto_explain.log_format = 'json'");
    await setLogMinDuration(client, -1);
  });
}

/**
 * Runs `action` with auto_explain on and returns the plans logged meanwhile:
 * [{ queryText, plan }] (plan: the JSON "Plan" node).
 */
export async function capturePlans(url, logFile, action) {
  return withClient(url, async (client) => {
    const offset = fs.statSync(logFile).size;
    await setLogMinDuration(client, 0);
    try {
      await action();
    } finally {
      await setLogMinDuration(client, -1);
    }
    const fd = fs.openSync(logFile, 'r');
    try {
      const length = fs.statSync(logFile).size - offset;
      const buffer = Buffer.alloc(Math.max(0, length));
      fs.readSync(fd, buffer, 0, buffer.length, offset);
      return parsePlans(buffer.toString('utf8'));
    } finally {
      fs.closeSync(fd);
    }
  });
}

/** The JSON documents that follow each `plan:` in a PostgreSQL log. */
function parsePlans(text) {
  const plans = [];
  let from = 0;
  for (;;) {
    const marker = text.indexOf('plan:', from);
    if (marker < 0) break;
    const start = text.indexOf('{', marker);
    if (start < 0) break;
    const end = matchingBrace(text, start);
    if (end < 0) break;
    from = end + 1;
    try {
      const document = JSON.parse(text.slice(start, end + 1));
      if (document.Plan) plans.push({ queryText: document['Query Text'] ?? '', plan: document.Plan });
    } catch { /* not a plan */ }
  }
  return plans;
}

function matchingBrace(text, start) {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Every node of a plan tree, depth first. */
export function planNodes(plan) {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** "Bitmap Heap Scan on courses (courses_search_document)"-style names of the nodes that read `relation`. */
export function accessPaths(plan, relation) {
  return planNodes(plan)
    .filter((node) => node['Relation Name'] === relation || (node['Node Type'] === 'Bitmap Index Scan' && String(node['Index Name'] ?? '').startsWith(relation)))
    .map((node) => `${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`);
}
