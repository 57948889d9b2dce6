import { describe, expect, it } from 'vitest';
import { publishedClock } from '@/lib/page-cache/published';

type Times = { stale: (number | null)[]; expired: (number | null)[] } | null;

/** A stand-in for the Redis cache whose lookups finish only when the test says so, counting how many were sent. */
function slowRedis() {
  const waiting: ((times: Times) => void)[] = [];
  return {
    sent: () => waiting.length,
    answer: (index: number, times: Times) => waiting[index]!(times),
    tagTimes: () => new Promise<Times>((resolve) => waiting.push(resolve)),
  };
}

describe('when content was last published, as the page cache sees it', () => {
  it("with one server, is this process's own last publication", async () => {
    const clock = publishedClock(null, () => 1234);
    await expect(clock()).resolves.toBe(1234);
  });

  it('lets page views that arrive during a Redis lookup share it, and sends a new one after it', async () => {
    const redis = slowRedis();
    const clock = publishedClock(redis, () => 0);
    const first = clock();
    const second = clock();
    expect(redis.sent()).toBe(1);
    redis.answer(0, { stale: [500, null], expired: [] });
    await expect(Promise.all([first, second])).resolves.toEqual([500, 500]);

    const third = clock();
    expect(redis.sent()).toBe(2);
    redis.answer(1, { stale: [900], expired: [] });
    await expect(third).resolves.toBe(900);
  });

  it('counts an expiry from when it falls due, not before', async () => {
    const redis = slowRedis();
    const clock = publishedClock(redis, () => 0);
    const past = Date.now() - 1000;
    const view = clock();
    redis.answer(0, { stale: [], expired: [past, Date.now() + 60_000, null] });
    await expect(view).resolves.toBe(past);
  });

  it("counts this process's own publication made while a lookup was on its way", async () => {
    const redis = slowRedis();
    let local = 100;
    const clock = publishedClock(redis, () => local);
    const view = clock();
    local = 700;
    redis.answer(0, { stale: [300], expired: [] });
    await expect(view).resolves.toBe(700);
  });

  it('says nothing when Redis cannot answer, so no cached page is served', async () => {
    const redis = slowRedis();
    const clock = publishedClock(redis, () => 100);
    const view = clock();
    redis.answer(0, null);
    await expect(view).resolves.toBeNull();
  });
});
