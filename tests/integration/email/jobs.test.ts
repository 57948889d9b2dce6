import { createServer, type Server } from 'node:http';
import { makeWorkerUtils, type WorkerUtils } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyJobRequest } from '@/lib/jobs/signature';
import type { RunningWorker } from '@/lib/jobs/worker';
import { startLocalStack, type LocalStack } from '@/supabase/local';
import { startMailWorker, until } from '../support/mail-worker';

// The worker's scheduled jobs (issue 35): they are on the queue's cron, and each does its work when it runs.

let stack: LocalStack;
let worker: RunningWorker;
let utils: WorkerUtils;
let site: Server;
const announced: { body: string; valid: boolean }[] = [];

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null });
  const { rows } = await stack.db.query<{ key: string }>(`select key from private.server_key`);
  const key = rows[0].key;
  site = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const valid =
        req.url === '/api/jobs/content-published' && verifyJobRequest(key, body, req.headers['x-job-signature'] as string);
      announced.push({ body, valid });
      res.writeHead(valid ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const port = (site.address() as { port: number }).port;
  worker = await startMailWorker(stack, { siteInternalUrl: `http://127.0.0.1:${port}`, schedules: true });
  utils = await makeWorkerUtils({ connectionString: stack.databaseUrl });
}, 120_000);
afterAll(async () => {
  await utils?.release();
  await worker?.stop();
  site?.close();
  await stack?.stop();
});

const jobsLeft = async (task: string) => {
  const { rows } = await stack.db.query<{ n: number }>(
    `select count(*)::int as n from graphile_worker._private_jobs j
       join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = $1`,
    [task],
  );
  return rows[0].n;
};

describe('the schedules', () => {
  it('puts reminders, pruning and scheduled posts on the cron of the queue', async () => {
    const { rows } = await stack.db.query<{ identifier: string }>(
      `select identifier from graphile_worker._private_known_crontabs order by identifier`,
    );
    expect(rows.map((r) => r.identifier)).toEqual(['announce_scheduled_posts', 'prune_expired', 'send_reminders']);
  });
});

describe('the jobs', () => {
  it('prune_expired deletes view records older than yesterday and idempotency keys older than a day', async () => {
    await stack.db.query(`
      insert into private.view_events (kind, item_id, visitor_hash, day) values
        ('blog', gen_random_uuid(), 'old', current_date - 5), ('blog', gen_random_uuid(), 'today', current_date);
      insert into private.idempotency_keys (scope, key, result, created_at) values
        ('newsletter', gen_random_uuid(), '{}', now() - interval '2 days'), ('newsletter', gen_random_uuid(), '{}', now());`);
    await utils.addJob('prune_expired', {});
    await until(async () => (await jobsLeft('prune_expired')) === 0, 'the prune job');
    const { rows } = await stack.db.query<{ views: string[]; keys: number }>(
      `select (select array_agg(visitor_hash) from private.view_events) as views,
              (select count(*)::int from private.idempotency_keys) as keys`,
    );
    expect(rows[0]).toEqual({ views: ['today'], keys: 1 });
  });

  it('send_reminders runs the reminder function', async () => {
    await stack.db.query(`create table public.reminder_probe (at timestamptz)`);
    await stack.db.query(`
      create or replace function public.send_exam_reminders(now timestamptz default now()) returns integer
      language sql as $$ insert into public.reminder_probe values (now) returning 0 $$`);
    await utils.addJob('send_reminders', {});
    await until(async () => (await stack.db.query(`select 1 from public.reminder_probe`)).rows.length > 0, 'a reminder run');
  });

  it('announce_scheduled_posts tells the site, signed, once per post that went live on schedule', async () => {
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.blog_posts (title, slug, content, category, status, published_at, updated_at)
       values ('Scheduled', 'scheduled-post', 'Body of the post', 'CAT', 'published', now() - interval '1 minute', now() - interval '1 hour')
       returning id`,
    );
    await stack.db.query(`alter table public.blog_posts disable trigger user`);
    await stack.db.query(`update public.blog_posts set updated_at = now() - interval '1 hour' where id = $1`, [rows[0].id]);
    await stack.db.query(`alter table public.blog_posts enable trigger user`);
    await utils.addJob('announce_scheduled_posts', {});
    await until(async () => announced.length > 0, 'the announcement');
    expect(announced[0].valid).toBe(true);
    expect(JSON.parse(announced[0].body)).toMatchObject({ tags: ['blog-posts'] });
    await until(async () => (await jobsLeft('announce_scheduled_posts')) === 0, 'the job to finish');
    await utils.addJob('announce_scheduled_posts', {});
    await until(async () => (await jobsLeft('announce_scheduled_posts')) === 0, 'the second run');
    expect(announced).toHaveLength(1);
  });
});
