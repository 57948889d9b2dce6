import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface Load {
  /** One path, or several taken in turn across all clients (each request the next one). */
  paths: readonly string[];
  clients: number;
  seconds: number;
  headers?: Record<string, string>;
}

/** The q-th quantile (0–1) of sorted values, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * Drives `base` with autocannon. Latencies are collected per response (autocannon's own histogram has no p95);
 * any error, timeout or status other than 2xx fails the run, so a redirect to a sign-in page or an error page is
 * never measured as a fast success.
 */
export async function runLoad(base: string, load: Load): Promise<LoadResult> {
  const latencies: number[] = [];
  let turn = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: load.clients,
        duration: load.seconds,
        pipelining: 1,
        headers: load.headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: load.paths[turn++ % load.paths.length] }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      if (status >= 200 && status < 300) latencies.push(time);
    });
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed) {
    throw new Error(
      `${failed} of ${result.requests.total} requests to ${base}${load.paths[0]} failed (first of ${load.paths.length} paths)`,
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    rps: result.requests.total / load.seconds,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
  };
}
