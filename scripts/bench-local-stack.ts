/**
 * Round-trip medians through supabase-js against the local stack, on the app's own schema and seed:
 * a select by primary key, and a 10-row select with one embedded resource. `npm run bench:local-stack`.
 */
import { createClient } from '@supabase/supabase-js';
import { startLocalStack } from '../supabase/local';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);

async function median(run: () => PromiseLike<{ error: unknown }>): Promise<number> {
  for (let i = 0; i < 20; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const { error } = await run();
    times.push(performance.now() - t);
    if (error) throw new Error(`benchmark query failed: ${JSON.stringify(error)}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const stack = await startLocalStack({ port: 0, dataDir: 'memory' });
try {
  const db = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
  const { data: first, error } = await db.from('colleges').select('id').limit(1).single();
  if (error || !first) throw new Error('no college to read: is the seed loaded?');
  const byPk = await median(() => db.from('colleges').select('*').eq('id', first.id).single());
  const embed = await median(() => db.from('colleges').select('id, name, slug, college_programs(*)').order('rating', { ascending: false }).limit(10));
  console.log(`select by primary key: median ${byPk.toFixed(2)} ms (target < 5 ms)`);
  console.log(`10 rows + one embedded resource: median ${embed.toFixed(2)} ms (target < 15 ms)`);
  console.log(`(${RUNS} runs each, load average ${(await import('node:os')).loadavg()[0].toFixed(1)} on this machine)`);
} finally {
  await stack.stop();
}
