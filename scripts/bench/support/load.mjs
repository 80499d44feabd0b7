// Fixed-rate load with autocannon (the API's devDependency), latencies taken
// from every response rather than from autocannon's histogram: that one
// records whole milliseconds and, at a fixed rate, adds "coordinated omission"
// samples with a 1 ms interval that pull its percentiles down.
import { createRequire } from 'node:module';

const requireFromApi = createRequire(new URL('../../../api/package.json', import.meta.url));
const autocannon = requireFromApi('autocannon');

/** The value below which `share` (0..1) of the sorted values lie (nearest rank). */
function percentile(sorted, share) {
  if (!sorted.length) return null;
  const rank = Math.ceil(share * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

/**
 * GET `url` at `rate` requests per second for `seconds`.
 * @returns {Promise<{p50: number|null, p99: number|null, max: number|null, ok: number, failed: number, rate: number, statusCodes: object}>}
 */
export async function loadAt(url, { rate, seconds, headers = {}, connections = 10 }) {
  const latencies = [];
  const instance = autocannon({
    url,
    headers,
    connections,
    overallRate: rate,
    duration: seconds,
    ignoreCoordinatedOmission: true,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? null,
    ok: latencies.length,
    failed: result.non2xx + result.errors + result.timeouts,
    rate: latencies.length / result.duration,
    statusCodes: result.statusCodeStats,
  };
}
