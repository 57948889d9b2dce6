/**
 * How many `next start` processes `npm start` runs on its one port (SERVER_PROCESSES; docs/deployment.md). One by
 * default. Several need REDIS_URL: without the shared cache handler each process would keep its own data cache and
 * page cache, and a change published through one would stay hidden behind the others' caches.
 */
export function serverProcesses(env: { SERVER_PROCESSES?: string; REDIS_URL?: string }, cores: number): number {
  const count = processCount(env.SERVER_PROCESSES, cores);
  if (count > 1 && !env.REDIS_URL?.trim()) {
    throw new Error(
      `SERVER_PROCESSES=${env.SERVER_PROCESSES?.trim()} needs REDIS_URL: several server processes must share one ` +
        'cache, or a change published through one would stay hidden behind the others. Set REDIS_URL, or leave ' +
        'SERVER_PROCESSES unset for one process.',
    );
  }
  return count;
}

/** A whole number from 1 to 64, or "auto" for one per core; unset or empty means one. */
export function processCount(raw: string | undefined, cores: number): number {
  const value = raw?.trim();
  if (!value) return 1;
  const count = value === 'auto' ? cores : /^[1-9]\d{0,1}$/.test(value) ? Number(value) : NaN;
  if (!(count >= 1 && count <= 64)) {
    throw new Error(`SERVER_PROCESSES must be a whole number from 1 to 64, or "auto" (one per core); it is "${value}".`);
  }
  return count;
}
