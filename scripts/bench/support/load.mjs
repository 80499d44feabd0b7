// Fixed-rate load, open loop (as wrk2 does it): request i leaves at
// start + i / rate whatever happened to the others, and its latency counts
// from that moment, so a server that falls behind is charged for the wait
// (no "coordinated omission"). autocannon's rate limit was not that: each
// connection sent its share of a second back to back at the top of the
// second, then paused, so 100 req/s over 10 connections was 10 requests in
// flight at once for part of every second and idle for the rest.
import http from 'node:http';

/** The value below which `share` (0..1) of the sorted values lie (nearest rank). */
function percentile(sorted, share) {
  if (!sorted.length) return null;
  const rank = Math.ceil(share * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const REQUEST_TIMEOUT_MS = 10_000;

/** One GET through `agent`; resolves with its status (0: no answer) once the body has arrived. */
function get(target, headers, agent) {
  return new Promise((resolve) => {
    const request = http.request({
      host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: 'GET', headers, agent,
    }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(0));
    request.end();
  });
}

/**
 * GET `url` at `rate` requests per second for `seconds`, evenly spaced, over
 * at most `connections` keep-alive connections (a request finding them all
 * busy waits for one, and that wait is part of its latency).
 * @returns {Promise<{p50: number|null, p99: number|null, max: number|null, ok: number, failed: number, rate: number, statusCodes: object}>}
 */
export async function loadAt(url, { rate, seconds, headers = {}, connections = 32 }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const spacing = 1000 / rate;
  const latencies = [];
  const statusCodes = {};
  let failed = 0;
  const start = performance.now() + 20;
  const inFlight = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + i * spacing;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    // Late (the loop fell behind): counted from when it was due. Early (a wait under the timer's millisecond): from when it left.
    const from = Math.min(due, performance.now());
    inFlight.push(get(target, headers, agent).then((status) => {
      const took = performance.now() - from;
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      if (status >= 200 && status < 300) latencies.push(took);
      else failed += 1;
    }));
  }
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? null,
    ok: latencies.length,
    failed,
    rate: latencies.length / elapsedSeconds,
    statusCodes,
  };
}
