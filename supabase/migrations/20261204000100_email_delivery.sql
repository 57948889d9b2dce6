-- Real e-mail (issue 35): the outbox becomes a delivery record that a job queue works, and staff get newsletter
-- campaigns, a view of every message and a suppression list.
--
-- 1. private.email_outbox gains a state (queued, sent, failed, suppressed), its tries, the last error, the campaign
--    it belongs to and the page that unsubscribes its recipient. The worker (lib/jobs) sends each row over SMTP;
--    the row's id is the message's Message-ID, so a retried job never makes a second message.
-- 2. Each committed row is handed to graphile-worker (schema graphile_worker, installed by the worker itself on
--    first start) as one job 'deliver_email' keyed by the row's id. A database whose worker has never run has no
--    such schema yet: the rows wait as 'queued' and the worker's first start enqueues them.
-- 3. private.email_suppressions: addresses that hard-bounced, complained (a provider's webhook) or that staff
--    blocked. They get no marketing or reminder mail again; transactional mail they asked for still goes.
-- 4. Newsletter subscribers get an unsubscribe token (the trigger makes it; nobody chooses it), and
--    public.unsubscribe_newsletter(token) ends a subscription.
-- 5. public.newsletter_campaigns (super_admin and editor): a subject and a markdown body; sending writes one
--    outbox row per active, unsuppressed subscriber.
-- 6. Staff functions for /admin/email (super_admin): list, count, retry, suppress, unsuppress.
-- 7. Housekeeping the worker runs: pruning of view_events and expired idempotency keys, scheduled posts going live.

-- 1. ------------------------------------------------------------------------------------------------------------
create table public.newsletter_campaigns (
  id uuid primary key default gen_random_uuid(),
  subject text not null check (char_length(btrim(subject)) between 3 and 150 and subject !~ '[\x00-\x1f\x7f]'),
  body text not null check (char_length(btrim(body)) between 10 and 50000),
  status text not null default 'draft' check (status in ('draft', 'sent')),
  recipients integer not null default 0 check (recipients >= 0),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  sent_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  check ((status = 'sent') = (sent_at is not null))
);
comment on table public.newsletter_campaigns is
  'Newsletter e-mails written at /admin/newsletter. Sending (public.send_newsletter_campaign) queues one outbox row per recipient.';
create index newsletter_campaigns_created_idx on public.newsletter_campaigns (created_at desc);

alter table private.email_outbox
  add column status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'suppressed')),
  add column attempts integer not null default 0 check (attempts >= 0),
  add column last_error text check (char_length(last_error) <= 1000),
  add column last_attempt_at timestamptz,
  add column campaign_id uuid references public.newsletter_campaigns (id) on delete set null,
  add column unsubscribe_path text check (unsubscribe_path ~ '^/[a-z/]+/[A-Za-z0-9_-]{1,64}$');
comment on column private.email_outbox.delivered_at is 'When the SMTP server accepted the message (status sent).';
comment on column private.email_outbox.unsubscribe_path is
  'The page that unsubscribes the recipient from this kind of mail; List-Unsubscribe points at its one-click twin.';

update private.email_outbox set status = 'sent' where delivered_at is not null;

drop trigger notify_deliverer on private.email_outbox;
drop function private.notify_email_outbox();
drop index private.email_outbox_pending_idx;
create index email_outbox_queued_idx on private.email_outbox (created_at) where status = 'queued';
create index email_outbox_created_idx on private.email_outbox (created_at desc, id desc);
create index email_outbox_status_created_idx on private.email_outbox (status, created_at desc, id desc);
create index email_outbox_kind_created_idx on private.email_outbox (kind, created_at desc, id desc);
create index email_outbox_to_idx on private.email_outbox (to_email, created_at desc);
create index email_outbox_campaign_idx on private.email_outbox (campaign_id, status) where campaign_id is not null;

-- The reminder and reply functions write their unsubscribe page into the text; the column is taken from there, so
-- the functions stay as they are and every later writer may set it directly instead.
create function private.outbox_unsubscribe_path()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.unsubscribe_path is null and new.kind in ('exam_reminder', 'application_reminder', 'community_reply') then
    new.unsubscribe_path := substring(new.text from
      '(/(?:exams/calendar/unsubscribe/college|exams/calendar/unsubscribe|community/unsubscribe)/[A-Za-z0-9_-]{1,64})');
  end if;
  return new;
end;
$$;
create trigger set_unsubscribe_path before insert on private.email_outbox
  for each row execute function private.outbox_unsubscribe_path();

-- 2. ------------------------------------------------------------------------------------------------------------
-- Dynamic SQL, because graphile_worker may not exist yet when this compiles or runs. One add_jobs call per
-- statement: a campaign to many subscribers is one call, not one per row.
create function private.enqueue_email_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if to_regnamespace('graphile_worker') is null then
    return null;
  end if;
  execute $sql$
    select count(*) from graphile_worker.add_jobs(array(
      select row('deliver_email', json_build_object('id', r.id), null, null, 25, 'email:' || r.id, null, null)::graphile_worker.job_spec
        from queued_rows r where r.status = 'queued'))
  $sql$;
  return null;
end;
$$;
create trigger enqueue_inserted after insert on private.email_outbox
  referencing new table as queued_rows
  for each statement execute function private.enqueue_email_rows();

-- Rows the queue does not know of (written before the worker's first start): the worker calls this as it starts.
create function private.enqueue_stranded_email()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  added integer;
begin
  execute $sql$
    select count(*)::integer from graphile_worker.add_jobs(array(
      select row('deliver_email', json_build_object('id', o.id), null, null, 25, 'email:' || o.id, null, null)::graphile_worker.job_spec
        from private.email_outbox o
       where o.status = 'queued'
         and not exists (select 1 from graphile_worker._private_jobs j where j.key = 'email:' || o.id)))
  $sql$ into added;
  return added;
end;
$$;

-- A message staff put back in the queue (public.retry_email) is a job again.
create function private.enqueue_requeued_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if to_regnamespace('graphile_worker') is not null then
    execute $sql$ select graphile_worker.add_job('deliver_email', json_build_object('id', $1), max_attempts => 25,
      job_key => 'email:' || $1) $sql$ using new.id;
  end if;
  return null;
end;
$$;
create trigger enqueue_requeued after update of status on private.email_outbox
  for each row when (old.status <> 'queued' and new.status = 'queued')
  execute function private.enqueue_requeued_email();

revoke all on function private.outbox_unsubscribe_path(), private.enqueue_email_rows(), private.enqueue_stranded_email(),
  private.enqueue_requeued_email() from public, anon, authenticated;

-- 3. ------------------------------------------------------------------------------------------------------------
create table private.email_suppressions (
  email text primary key check (public.is_valid_email(email) and email = lower(btrim(email))),
  reason text not null check (reason in ('hard_bounce', 'complaint', 'manual')),
  detail text check (char_length(detail) <= 500),
  source text not null check (source in ('webhook', 'staff')),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table private.email_suppressions is
  'Addresses that get no marketing or reminder e-mail: hard bounces and complaints from the provider, and staff blocks.';
create index email_suppressions_created_idx on private.email_suppressions (created_at desc);
alter table private.email_suppressions enable row level security;
revoke all on private.email_suppressions from public, anon, authenticated;
grant all on private.email_suppressions to service_role;

-- Transactional mail (my data, sign-in, lead alerts, tests to staff) is what the person asked for and always goes.
create function private.email_kind_is_optional(kind text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select kind in ('newsletter', 'exam_reminder', 'application_reminder', 'community_reply')
$$;

-- A provider's report (webhook route, service role): a hard bounce or a complaint suppresses the address, and the
-- newsletter stops for it. Soft bounces are retried by the queue and change nothing here.
create function public.record_email_event(address text, event text, detail text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  normalized text := lower(btrim(address));
begin
  if event not in ('hard_bounce', 'complaint') or not public.is_valid_email(normalized) then
    return false;
  end if;
  insert into private.email_suppressions (email, reason, detail, source)
  values (normalized, event, left(detail, 500), 'webhook')
  on conflict (email) do update set reason = excluded.reason, detail = excluded.detail, source = 'webhook';
  update public.newsletter_subscribers s
     set status = case event when 'hard_bounce' then 'bounced' else 'unsubscribed' end
   where s.email = normalized and s.status = 'active';
  return true;
end;
$$;
revoke all on function public.record_email_event(text, text, text) from public, anon, authenticated;
grant execute on function public.record_email_event(text, text, text) to service_role;

-- 4. ------------------------------------------------------------------------------------------------------------
alter table public.newsletter_subscribers add column unsubscribe_token text not null unique
  default translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/=', '-_');

-- Made here on insert and kept on update, so no one (staff editing a subscriber included) picks or moves a token.
create function private.newsletter_unsubscribe_token()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.unsubscribe_token := translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/=', '-_');
  else
    new.unsubscribe_token := old.unsubscribe_token;
  end if;
  return new;
end;
$$;
create trigger keep_unsubscribe_token before insert or update on public.newsletter_subscribers
  for each row execute function private.newsletter_unsubscribe_token();

-- One click from the e-mail: 'unsubscribed' (now or already), or null when the token names no subscriber.
create function public.unsubscribe_newsletter(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_status text;
begin
  if token is null or length(token) > 64 then
    return null;
  end if;
  update public.newsletter_subscribers s set status = 'unsubscribed', unsubscribed_at = now()
   where s.unsubscribe_token = unsubscribe_newsletter.token and s.status = 'active';
  select s.status into found_status from public.newsletter_subscribers s where s.unsubscribe_token = unsubscribe_newsletter.token;
  return case when found_status is null then null else 'unsubscribed' end;
end;
$$;
revoke all on function public.unsubscribe_newsletter(text) from public;
grant execute on function public.unsubscribe_newsletter(text) to anon, authenticated, service_role;

-- 5. ------------------------------------------------------------------------------------------------------------
-- Drafts are written and edited through the table (RLS below); sending and its columns only through the function.
alter table public.newsletter_campaigns enable row level security;
revoke all on public.newsletter_campaigns from public, anon, authenticated;
grant select, delete on public.newsletter_campaigns to authenticated;
grant insert (subject, body), update (subject, body) on public.newsletter_campaigns to authenticated;
grant all on public.newsletter_campaigns to service_role;

create policy "Content managers read campaigns" on public.newsletter_campaigns
  for select to authenticated using ((select private.can_manage_content()));
create policy "Content managers write drafts" on public.newsletter_campaigns
  for insert to authenticated with check ((select private.can_manage_content()) and status = 'draft');
create policy "Content managers edit drafts" on public.newsletter_campaigns
  for update to authenticated
  using ((select private.can_manage_content()) and status = 'draft')
  with check ((select private.can_manage_content()) and status = 'draft');
create policy "Content managers delete drafts" on public.newsletter_campaigns
  for delete to authenticated using ((select private.can_manage_content()) and status = 'draft');

create trigger set_updated_at before update on public.newsletter_campaigns
  for each row execute function public.set_updated_at();

-- Who a campaign would reach now: active subscribers whose address is not suppressed.
create function private.newsletter_audience()
returns table (email text, unsubscribe_token text)
language sql
stable
set search_path = ''
as $$
  select s.email, s.unsubscribe_token
    from public.newsletter_subscribers s
   where s.status = 'active'
     and not exists (select 1 from private.email_suppressions x where x.email = s.email)
$$;

create function public.newsletter_audience_counts()
returns table (active integer, suppressed integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can_manage_content() then
    raise exception 'Only editors and super admins see the newsletter audience.' using errcode = '42501';
  end if;
  return query
    select (select count(*)::integer from private.newsletter_audience()),
           (select count(*)::integer from public.newsletter_subscribers s
             where s.status = 'active' and exists (select 1 from private.email_suppressions x where x.email = s.email));
end;
$$;

-- Queues the campaign for everyone it reaches, once: the row lock makes a second press wait and then refuse.
create function public.send_newsletter_campaign(campaign uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c public.newsletter_campaigns;
  queued integer;
begin
  if not private.can_manage_content() then
    raise exception 'Only editors and super admins send the newsletter.' using errcode = '42501';
  end if;
  select * into c from public.newsletter_campaigns n where n.id = campaign for update;
  if not found then
    raise exception 'This campaign does not exist.' using errcode = 'P0002';
  end if;
  if c.status <> 'draft' then
    raise exception 'This campaign was sent already.' using errcode = 'P0001', hint = 'already_sent';
  end if;
  insert into private.email_outbox (to_email, subject, text, kind, campaign_id, unsubscribe_path)
  select a.email, c.subject, c.body, 'newsletter', c.id, '/newsletter/unsubscribe/' || a.unsubscribe_token
    from private.newsletter_audience() a
   order by a.email;
  get diagnostics queued = row_count;
  if queued = 0 then
    raise exception 'There are no active subscribers to send to.' using errcode = 'P0001', hint = 'no_audience';
  end if;
  update public.newsletter_campaigns n
     set status = 'sent', sent_at = now(), sent_by = auth.uid(), recipients = queued
   where n.id = campaign;
  return queued;
end;
$$;

-- A test copy to the sender's own address (their profile's), marked as a test; it counts in no campaign.
create function public.send_newsletter_test(campaign uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c public.newsletter_campaigns;
  address text;
begin
  if not private.can_manage_content() then
    raise exception 'Only editors and super admins send the newsletter.' using errcode = '42501';
  end if;
  select * into c from public.newsletter_campaigns n where n.id = campaign;
  if not found then
    raise exception 'This campaign does not exist.' using errcode = 'P0002';
  end if;
  select p.email into address from public.profiles p where p.id = auth.uid();
  if not public.is_valid_email(coalesce(address, '')) then
    raise exception 'Your profile has no e-mail address to send the test to.' using errcode = 'P0001';
  end if;
  perform private.take_rate_limit('newsletter_test', private.rate_limit_subject('user', auth.uid()::text), 20, 3600,
    'newsletter_test');
  insert into private.email_outbox (to_email, subject, text, kind)
  values (address, '[Test] ' || c.subject, c.body, 'newsletter_test');
  return address;
end;
$$;

-- Each campaign's recipients by state, and how many of them unsubscribed after it was sent.
create function public.newsletter_campaign_stats()
returns table (campaign_id uuid, queued integer, sent integer, failed integer, suppressed integer, unsubscribed integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can_manage_content() then
    raise exception 'Only editors and super admins see campaign results.' using errcode = '42501';
  end if;
  return query
    select c.id,
      count(*) filter (where o.status = 'queued')::integer,
      count(*) filter (where o.status = 'sent')::integer,
      count(*) filter (where o.status = 'failed')::integer,
      count(*) filter (where o.status = 'suppressed')::integer,
      count(*) filter (where exists (
        select 1 from public.newsletter_subscribers s
         where s.email = o.to_email and s.status <> 'active' and s.unsubscribed_at >= c.sent_at))::integer
      from public.newsletter_campaigns c
      join private.email_outbox o on o.campaign_id = c.id
     where c.status = 'sent'
     group by c.id;
end;
$$;

revoke all on function public.newsletter_audience_counts(), public.send_newsletter_campaign(uuid),
  public.send_newsletter_test(uuid), public.newsletter_campaign_stats() from public, anon;
grant execute on function public.newsletter_audience_counts(), public.send_newsletter_campaign(uuid),
  public.send_newsletter_test(uuid), public.newsletter_campaign_stats() to authenticated, service_role;

-- 6. ------------------------------------------------------------------------------------------------------------
create function private.require_super_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.has_admin_role(array['super_admin']) then
    raise exception 'Only super admins see the e-mail the site sends.' using errcode = '42501';
  end if;
end;
$$;

-- Newest first, keyset-paged by (created_at, id): "before" is the last row of the previous page.
create function public.admin_email_messages(
  status_filter text default null, kind_filter text default null, recipient text default null,
  before_at timestamptz default null, before_id uuid default null, page_size integer default 50)
returns table (
  id uuid, kind text, to_email text, subject text, status text, attempts integer, last_error text,
  created_at timestamptz, last_attempt_at timestamptz, delivered_at timestamptz, campaign_id uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_super_admin();
  return query
    select o.id, o.kind, o.to_email, o.subject, o.status, o.attempts, o.last_error, o.created_at,
           o.last_attempt_at, o.delivered_at, o.campaign_id
      from private.email_outbox o
     where (status_filter is null or o.status = status_filter)
       and (kind_filter is null or o.kind = kind_filter)
       and (admin_email_messages.recipient is null or o.to_email = lower(btrim(admin_email_messages.recipient)))
       and (before_at is null or (o.created_at, o.id) < (before_at, before_id))
     order by o.created_at desc, o.id desc
     limit least(greatest(coalesce(page_size, 50), 1), 200);
end;
$$;

create function public.admin_email_counts()
returns table (status text, kind text, messages integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_super_admin();
  return query select o.status, o.kind, count(*)::integer from private.email_outbox o group by o.status, o.kind;
end;
$$;

-- A failed message goes back to the queue with fresh tries; the update trigger makes its job.
create function public.retry_email(message uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_super_admin();
  update private.email_outbox o set status = 'queued', attempts = 0
   where o.id = message and o.status = 'failed';
  return found;
end;
$$;

create function public.admin_email_suppressions(recipient text default null, page_size integer default 100)
returns table (email text, reason text, detail text, source text, created_at timestamptz, created_by_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_super_admin();
  return query
    select x.email, x.reason, x.detail, x.source, x.created_at, p.name
      from private.email_suppressions x
      left join public.profiles p on p.id = x.created_by
     where recipient is null or x.email like '%' || replace(replace(lower(btrim(recipient)), '%', ''), '_', '\_') || '%'
     order by x.created_at desc
     limit least(greatest(coalesce(page_size, 100), 1), 500);
end;
$$;

create function public.suppress_email(address text, note text default null)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  normalized text := lower(btrim(address));
begin
  perform private.require_super_admin();
  if not public.is_valid_email(coalesce(normalized, '')) then
    raise exception 'Enter a valid e-mail address.' using errcode = '22023';
  end if;
  if char_length(note) > 500 then
    raise exception 'Keep the note to 500 characters.' using errcode = '22023';
  end if;
  insert into private.email_suppressions (email, reason, detail, source, created_by)
  values (normalized, 'manual', nullif(btrim(note), ''), 'staff', auth.uid())
  on conflict (email) do nothing;
  return found;
end;
$$;

create function public.unsuppress_email(address text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_super_admin();
  delete from private.email_suppressions x where x.email = lower(btrim(address));
  return found;
end;
$$;

revoke all on function public.admin_email_messages(text, text, text, timestamptz, uuid, integer),
  public.admin_email_counts(), public.retry_email(uuid), public.admin_email_suppressions(text, integer),
  public.suppress_email(text, text), public.unsuppress_email(text) from public, anon;
grant execute on function public.admin_email_messages(text, text, text, timestamptz, uuid, integer),
  public.admin_email_counts(), public.retry_email(uuid), public.admin_email_suppressions(text, integer),
  public.suppress_email(text, text), public.unsuppress_email(text) to authenticated, service_role;

-- 7. ------------------------------------------------------------------------------------------------------------
-- The state of the queue for GET /api/health: numbers only.
create function public.queue_health()
returns table (oldest_waiting_seconds integer, waiting integer, failed_email integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if to_regnamespace('graphile_worker') is null then
    return query select null::integer, 0,
      (select count(*)::integer from private.email_outbox o where o.status = 'failed');
    return;
  end if;
  return query execute $sql$
    select extract(epoch from now() - min(j.run_at))::integer, count(*)::integer,
           (select count(*)::integer from private.email_outbox o where o.status = 'failed')
      from graphile_worker._private_jobs j
     where j.run_at <= now() and j.locked_at is null and j.attempts < j.max_attempts
  $sql$;
end;
$$;
revoke all on function public.queue_health() from public;
grant execute on function public.queue_health() to anon, authenticated, service_role;

-- Posts whose scheduled time passed and whose going live the site has not been told of yet (the worker tells it,
-- so cached pages that list posts are refreshed at once).
create table private.scheduled_posts_announced (
  post_id uuid primary key references public.blog_posts (id) on delete cascade,
  published_at timestamptz not null,
  announced_at timestamptz not null default now()
);
alter table private.scheduled_posts_announced enable row level security;
revoke all on private.scheduled_posts_announced from public, anon, authenticated;
grant all on private.scheduled_posts_announced to service_role;

-- Housekeeping (hourly, service role or the worker): view_events only dedupe today's views (yesterday's kept for
-- the change of day); an idempotency key answers repeats of a form sent within a day.
create function public.prune_expired_records()
returns table (view_events integer, idempotency_keys integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  views integer;
  keys integer;
begin
  delete from private.view_events v where v.day < current_date - 1;
  get diagnostics views = row_count;
  delete from private.idempotency_keys k where k.created_at < now() - interval '1 day';
  get diagnostics keys = row_count;
  return query select views, keys;
end;
$$;
revoke all on function public.prune_expired_records() from public, anon, authenticated;
grant execute on function public.prune_expired_records() to service_role;
