import { Redis } from 'ioredis';

const KEY = Symbol.for('mba-disha.health.redis');
type Holder = typeof globalThis & { [KEY]?: { url: string; client: Redis } };

/** One connection per process for the health check, kept across requests (and hot reloads in development). */
function connection(url: string): Redis {
  const holder = globalThis as Holder;
  const held = holder[KEY];
  if (held?.url === url) return held.client;
  held?.client.disconnect();
  const client = new Redis(url, {
    // Connects on the first check, so a server nobody checks opens nothing.
    lazyConnect: true,
    // A ping sent while connecting waits for the connection, but never longer than commandTimeout.
    enableOfflineQueue: true,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
    connectTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
  });
  // An outage is what the check reports; the cache handler already logs it, once, with the site's other lines.
  client.on('error', () => {});
  holder[KEY] = { url, client };
  return client;
}

/** Whether the Redis at `url` answers a PING within a second. */
export async function pingRedis(url: string): Promise<boolean> {
  try {
    return (await connection(url).ping()) === 'PONG';
  } catch {
    return false;
  }
}
