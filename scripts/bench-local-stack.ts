/**
 * Throughput of the local stack on the app's own schema and seed: `npm run bench:local-stack`.
 *
 * The stack runs in its own process (as under `npm run dev`), autocannon drives it over HTTP from this one, and
 * the result is a markdown table of requests per second and p50/p99 latency for a select by primary key and the
 * /colleges search with a filter, each at 1 and at 20 concurrent clients.
 * BENCH_SECONDS (default 10) sets the length of each run.
 */
import autocannon from 'autocannon';
import { startBenchStack } from './bench/stack';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 54351);

interface Scenario {
  name: string;
  path: string;
  /** Requests per second wanted at 20 clients on the reference 2-core machine. */
  target: number;
}

async function firstCollegeId(url: string, anonKey: string): Promise<string> {
  const res = await fetch(`${url}/rest/v1/colleges?select=id&limit=1`, { headers: { apikey: anonKey } });
  const rows = (await res.json()) as { id: string }[];
  if (!rows[0]) throw new Error('no college to read: is the seed loaded?');
  return rows[0].id;
}

async function run(url: string, headers: Record<string, string>, connections: number, duration: number) {
  const result = await autocannon({ url, connections, duration, headers, pipelining: 1 });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed) throw new Error(`${failed} of ${result.requests.total} requests failed against ${url}`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const stack = await startBenchStack(PORT);
  try {
    const id = await firstCollegeId(stack.url, stack.anonKey);
    const scenarios: Scenario[] = [
      { name: 'select by primary key', path: `/rest/v1/colleges?select=*&id=eq.${id}`, target: 2000 },
      {
        name: 'colleges search, state filter (page 1 + exact count)',
        path:
          // What lib/data/colleges.ts sends for /colleges?state=maharashtra.
          '/rest/v1/colleges?select=id,slug,name,short_name,location,city,state,type,rating,total_fees,fees_min,fees_max,' +
          'fees_year,average_package,placement_year,exams_accepted,nirf_rank,nirf_year' +
          '&is_active=eq.true&location=ilike.*maharashtra*&order=rating.desc.nullslast,name.asc&offset=0&limit=12',
        target: 1000,
      },
    ];
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}`, prefer: 'count=exact' };
    const rows: string[] = [];
    for (const s of scenarios) {
      await run(stack.url + s.path, headers, 20, 2); // warm-up: connections, plans, caches
      for (const clients of [1, 20]) {
        const r = await run(stack.url + s.path, headers, clients, SECONDS);
        const verdict = clients === 20 ? (r.rps >= s.target ? `≥ ${s.target} ✔` : `≥ ${s.target} ✘`) : '';
        rows.push(`| ${s.name} | ${clients} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${verdict} |`);
        console.error(`${s.name}, ${clients} client(s): ${Math.round(r.rps)} req/s`);
      }
    }
    const os = await import('node:os');
    console.log(
      [
        '',
        `Local stack, app schema and seed, ${SECONDS} s per run, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end.`,
        '',
        '| Request | Clients | Requests/s | p50 (ms) | p99 (ms) | Target at 20 clients |',
        '|---|---:|---:|---:|---:|---|',
        ...rows,
      ].join('\n'),
    );
  } finally {
    await stack.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
