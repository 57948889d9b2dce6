-- Community (issue 15), the data core: topics and slugs, votes, an edit window, accepted answers, reports,
-- suspensions, first posts with links held for a moderator, an append-only moderation audit, reply e-mails with a
-- one-click unsubscribe, and rate limits. Row-level security and triggers enforce every rule, so the app's server
-- actions are a convenience, not the defence.
--
-- 1. community_threads gain a topic (a fixed set), a unique slug (/community/{slug}), an optional college,
--    vote_count and edited_at; community_replies gain vote_count and edited_at. Existing rows (and rows inserted
--    without them, like the seed's) get a topic from their category and tags and a slug from their title.
-- 2. community_votes: one per user per thread or reply (unique), counted on the post by a trigger.
-- 3. community_reports: one per user per post (unique) with a reason; moderators read and resolve the queue.
-- 4. community_suspensions: a moderator suspends a user from posting until a time, with a reason.
-- 5. community_moderation_events: append-only, written by triggers for every moderation change (status, lock,
--    pin, move, a moderator's delete, suspensions, report decisions) whoever makes it.
-- 6. guard_community_moderation (before update) now also keeps the 30-minute edit window, sets edited_at and the
--    moderation stamps, keeps counters to the triggers and lets a thread's author mark one reply as the answer.
-- 7. Before insert: rate limits (public.hit_rate_limit), the suspension check, and a first post with a link is
--    'pending' until a moderator publishes it. Moderators are exempt from limits and holding.
-- 8. A published reply e-mails the thread's author through private.email_outbox, with an unsubscribe link whose
--    token public.unsubscribe_community_thread(token) (anon) honours.

-- 1. Columns ------------------------------------------------------------------------------------------------------
alter table public.community_threads
  add column slug text,
  add column topic text,
  add column college_id uuid references public.colleges (id) on delete set null,
  add column vote_count integer not null default 0 check (vote_count >= 0),
  add column edited_at timestamptz;
alter table public.community_replies
  add column vote_count integer not null default 0 check (vote_count >= 0),
  add column edited_at timestamptz;

comment on column public.community_threads.topic is 'cat, xat, nmat, snap, mat, colleges, gd-pi, careers or study-abroad.';
comment on column public.community_threads.slug is 'The thread''s address, /community/{slug}; set from the title on insert.';
comment on column public.community_threads.edited_at is 'When the author last changed the title or body (shown as edited).';

create function private.community_topics()
returns text[]
language sql
immutable
set search_path = ''
as $$ select array['cat', 'xat', 'nmat', 'snap', 'mat', 'colleges', 'gd-pi', 'careers', 'study-abroad'] $$;

-- The topic of a row written with only the older free-text category: a category naming a topic wins, then an
-- exam among the tags, then CAT (the exam most aspirants are preparing for).
create function private.community_topic_for(category text, tags text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    case when category = any (private.community_topics()) then category end,
    case category when 'cat-prep' then 'cat' when 'admissions' then 'colleges' when 'interviews' then 'gd-pi' end,
    (select e from unnest(array['cat', 'xat', 'nmat', 'snap', 'mat']) with ordinality as x (e, i)
      where e = any (select lower(t) from unnest(coalesce(tags, '{}')) t) order by i limit 1),
    'cat')
$$;

-- "How do you pick DILR sets?" → "how-do-you-pick-dilr-sets-3f2a9c1e": the title's words and part of the id.
create function private.community_slug(title text, id uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(btrim(left(btrim(regexp_replace(lower(coalesce(title, '')), '[^a-z0-9]+', '-', 'g'), '-'), 60), '-'), ''), 'thread')
         || '-' || left(replace(id::text, '-', ''), 8)
$$;

update public.community_threads t
   set topic = private.community_topic_for(t.category, t.tags),
       slug = private.community_slug(t.title, t.id);
-- The empty defaults only mark "not given": the insert trigger below always replaces them.
alter table public.community_threads
  alter column topic set not null,
  alter column topic set default '',
  alter column slug set not null,
  alter column slug set default '',
  add constraint community_threads_topic_check check (topic = any (private.community_topics())),
  add constraint community_threads_slug_check check (public.is_valid_slug(slug)),
  add constraint community_threads_slug_key unique (slug);

-- One accepted answer per thread.
create unique index community_replies_one_answer_idx on public.community_replies (thread_id) where is_accepted;

-- Listing orders (newest, most active, unanswered), per topic and overall; college pages; search.
create index community_threads_topic_new_idx on public.community_threads (topic, is_pinned desc, created_at desc)
  where status = 'published';
create index community_threads_topic_active_idx on public.community_threads (topic, is_pinned desc, last_activity_at desc)
  where status = 'published';
create index community_threads_new_idx on public.community_threads (is_pinned desc, created_at desc)
  where status = 'published';
create index community_threads_unanswered_idx on public.community_threads (topic, created_at desc)
  where status = 'published' and reply_count = 0;
create index community_threads_college_idx on public.community_threads (college_id, last_activity_at desc)
  where college_id is not null;
create index community_threads_body_trgm_idx on public.community_threads using gin (body extensions.gin_trgm_ops);
create index community_threads_pending_idx on public.community_threads (created_at) where status = 'pending';
create index community_replies_pending_idx on public.community_replies (created_at) where status = 'pending';

-- Vote counts are traffic, not edits.
drop trigger set_updated_at on public.community_threads;
create trigger set_updated_at before update on public.community_threads
  for each row execute function public.set_updated_at('reply_count', 'view_count', 'last_activity_at', 'vote_count');
drop trigger set_updated_at on public.community_replies;
create trigger set_updated_at before update on public.community_replies
  for each row execute function public.set_updated_at('vote_count');

-- 2. Votes -----------------------------------------------------------------------------------------------------
create table public.community_votes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  thread_id uuid references public.community_threads (id) on delete cascade,
  reply_id uuid references public.community_replies (id) on delete cascade,
  created_at timestamptz not null default now(),
  check (num_nonnulls(thread_id, reply_id) = 1),
  constraint community_votes_thread_once unique (user_id, thread_id),
  constraint community_votes_reply_once unique (user_id, reply_id)
);
comment on table public.community_votes is 'One upvote per user per thread or reply; the posts'' vote_count follows by trigger.';
create index community_votes_thread_idx on public.community_votes (thread_id) where thread_id is not null;
create index community_votes_reply_idx on public.community_votes (reply_id) where reply_id is not null;

-- 3. Reports -----------------------------------------------------------------------------------------------------
create table public.community_reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  thread_id uuid references public.community_threads (id) on delete cascade,
  reply_id uuid references public.community_replies (id) on delete cascade,
  reason text not null
    check (reason in ('spam', 'abuse', 'off-topic', 'misinformation', 'personal-details', 'copyright', 'other')),
  details text check (char_length(details) <= 1000),
  status text not null default 'open' check (status in ('open', 'resolved', 'dismissed')),
  resolved_by uuid references public.profiles (id) on delete set null,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  check (num_nonnulls(thread_id, reply_id) = 1),
  constraint community_reports_thread_once unique (reporter_id, thread_id),
  constraint community_reports_reply_once unique (reporter_id, reply_id)
);
comment on table public.community_reports is 'A user''s report of a post, once per post; moderators work the open ones.';
create index community_reports_queue_idx on public.community_reports (status, created_at);
create index community_reports_thread_idx on public.community_reports (thread_id) where thread_id is not null;
create index community_reports_reply_idx on public.community_reports (reply_id) where reply_id is not null;
create index community_reports_resolved_by_idx on public.community_reports (resolved_by);

-- 4. Suspensions -----------------------------------------------------------------------------------------------
create table public.community_suspensions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  reason text not null check (char_length(btrim(reason)) between 3 and 1000),
  suspended_until timestamptz not null,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  lifted_at timestamptz,
  lifted_by uuid references public.profiles (id) on delete set null,
  check (suspended_until > created_at)
);
comment on table public.community_suspensions is 'A moderator''s suspension of a user from posting, until suspended_until unless lifted.';
create index community_suspensions_user_idx on public.community_suspensions (user_id, suspended_until desc);
create index community_suspensions_created_by_idx on public.community_suspensions (created_by);
create index community_suspensions_lifted_by_idx on public.community_suspensions (lifted_by);

-- 5. Moderation audit ------------------------------------------------------------------------------------------
create table public.community_moderation_events (
  id bigint generated always as identity primary key,
  action text not null check (action in (
    'hide', 'remove', 'publish', 'restore', 'unpublish', 'lock', 'unlock', 'pin', 'unpin', 'move', 'delete',
    'suspend', 'unsuspend', 'change_suspension', 'resolve_report', 'dismiss_report', 'reopen_report')),
  -- No foreign keys: the record outlives the post or person it names.
  thread_id uuid,
  reply_id uuid,
  target_user_id uuid,
  actor_id uuid,
  actor_name text,
  reason text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
comment on table public.community_moderation_events is
  'Append-only record of every moderation action (triggers): who, what, which post or person, why, when.';
create index community_moderation_events_created_idx on public.community_moderation_events (created_at desc);
create index community_moderation_events_thread_idx on public.community_moderation_events (thread_id, created_at desc);

create function private.refuse_moderation_event_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    raise exception 'The moderation record is append-only' using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
create trigger append_only before update or delete on public.community_moderation_events
  for each row execute function private.refuse_moderation_event_changes();

create function private.log_moderation(
  action text, thread_id uuid, reply_id uuid, target_user_id uuid, reason text, details jsonb default '{}')
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.community_moderation_events (action, thread_id, reply_id, target_user_id, actor_id, actor_name, reason, details)
  select log_moderation.action, log_moderation.thread_id, log_moderation.reply_id, log_moderation.target_user_id,
         auth.uid(), (select p.name from public.profiles p where p.id = auth.uid()),
         nullif(btrim(log_moderation.reason), ''), coalesce(log_moderation.details, '{}')
$$;

-- Helpers the policies and triggers call as the requesting role -------------------------------------------------
-- True while the signed-in user has a suspension that is neither lifted nor over.
create function private.community_suspended()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.community_suspensions s
                  where s.user_id = auth.uid() and s.lifted_at is null and s.suspended_until > now())
$$;

-- True once the signed-in user has a published thread or reply (their posts are then trusted with links).
create function private.community_has_published_post()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.community_threads t where t.author_id = auth.uid() and t.status = 'published')
      or exists (select 1 from public.community_replies r where r.author_id = auth.uid() and r.status = 'published')
$$;

-- An address, a bare www. host or a markdown link.
create function private.community_has_link(content text)
returns boolean
language sql
immutable
set search_path = ''
as $$ select coalesce(content, '') ~* '(https?://|www\.[a-z0-9-]+\.|\]\s*\()' $$;

-- The thread's other replies stop being the answer (the author's update cannot reach them).
create function private.community_clear_answer(thread uuid, keep uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.community_replies r set is_accepted = false
   where r.thread_id = community_clear_answer.thread and r.id <> community_clear_answer.keep and r.is_accepted
$$;

-- 7. Before insert: topic and slug, then (for members) suspension, rate limit, and holding a first post with a link.
-- Arguments: the rate-limit action, its hits and its window in seconds.
create function private.community_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_data jsonb;
begin
  if tg_table_name = 'community_threads' then
    if coalesce(new.topic, '') = '' then
      new.topic := private.community_topic_for(new.category, new.tags);
    end if;
    if coalesce(new.slug, '') = '' then
      new.slug := private.community_slug(new.title, new.id);
    end if;
  end if;
  if current_user not in ('anon', 'authenticated') or private.can_moderate() then
    return new;
  end if;
  if private.community_suspended() then
    raise exception 'You are suspended from posting in the community' using errcode = '42501', hint = 'suspended';
  end if;
  perform public.hit_rate_limit(tg_argv[0], tg_argv[1]::integer, tg_argv[2]::integer);
  if tg_table_name in ('community_threads', 'community_replies') then
    row_data := to_jsonb(new);
    if row_data ->> 'status' = 'published'
       and private.community_has_link(concat_ws(' ', row_data ->> 'title', row_data ->> 'body'))
       and not private.community_has_published_post() then
      new.status := 'pending';
    end if;
  end if;
  return new;
end;
$$;

create trigger community_before_insert before insert on public.community_threads
  for each row execute function private.community_before_insert('community.thread', '10', '3600');
create trigger community_before_insert before insert on public.community_replies
  for each row execute function private.community_before_insert('community.reply', '30', '600');
create trigger community_before_insert before insert on public.community_votes
  for each row execute function private.community_before_insert('community.vote', '60', '600');
create trigger community_before_insert before insert on public.community_reports
  for each row execute function private.community_before_insert('community.report', '10', '3600');

-- 6. Before update of a thread or reply -------------------------------------------------------------------------
-- Everyone (API roles): counters and stamps are the database's. Moderators change anything else, stamped with
-- who and when. An author changes their own text (threads: title, body, tags, category, college) within 30 minutes
-- of posting, marked edited; a thread's author marks one reply of it as the answer. Nobody else changes anything.
create or replace function public.guard_community_moderation()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  old_row jsonb := to_jsonb(old);
  new_row jsonb := to_jsonb(new);
  me uuid := auth.uid();
  changed text[];
  own_text text[];
  allowed text[] := '{}';
  thread_author uuid;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  select coalesce(array_agg(k), '{}') into changed
    from jsonb_object_keys(new_row) k
   where k <> 'updated_at' and new_row -> k is distinct from old_row -> k;
  if cardinality(changed) = 0 then
    return new;
  end if;
  if changed && array['id', 'created_at', 'reply_count', 'view_count', 'vote_count', 'last_activity_at',
                      'edited_at', 'moderated_by', 'moderated_at'] then
    raise exception 'Counters and stamps of a community post are kept by the database' using errcode = '42501';
  end if;

  if tg_table_name = 'community_threads' then
    own_text := array['title', 'body', 'tags', 'category', 'college_id'];
  else
    own_text := array['body'];
  end if;

  if private.can_moderate() then
    if changed && array['status', 'is_pinned', 'is_locked', 'topic', 'moderation_note'] then
      new.moderated_by := me;
      new.moderated_at := now();
    end if;
  else
    if me is not distinct from (old_row ->> 'author_id')::uuid then
      allowed := own_text;
    end if;
    if tg_table_name = 'community_replies' then
      select t.author_id into thread_author from public.community_threads t where t.id = (old_row ->> 'thread_id')::uuid;
      if me is not distinct from thread_author then
        allowed := allowed || array['is_accepted'];
      end if;
    end if;
    if not (changed <@ allowed) then
      raise exception 'Only a moderator can change % of a community post',
        array_to_string(array(select unnest(changed) except select unnest(allowed)), ', ')
        using errcode = '42501';
    end if;
    if changed && own_text and (old_row ->> 'created_at')::timestamptz < now() - interval '30 minutes' then
      raise exception 'A post can be edited for 30 minutes after it is posted' using errcode = '42501', hint = 'edit_window';
    end if;
  end if;

  if changed && array['title', 'body'] then
    new.edited_at := now();
  end if;
  if tg_table_name = 'community_replies' and 'is_accepted' = any (changed) and (new_row ->> 'is_accepted')::boolean then
    if new_row ->> 'status' <> 'published' then
      raise exception 'Only a published reply can be the answer' using errcode = '22023';
    end if;
    perform private.community_clear_answer((new_row ->> 'thread_id')::uuid, (new_row ->> 'id')::uuid);
  end if;
  return new;
end;
$$;

-- 5. Audit of threads and replies: status, lock, pin, move, and a delete by anyone but the author ---------------
create function private.record_community_moderation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  o jsonb := to_jsonb(old);
  n jsonb := case when tg_op = 'UPDATE' then to_jsonb(new) end;
  thread uuid := case when tg_table_name = 'community_threads' then (o ->> 'id')::uuid else (o ->> 'thread_id')::uuid end;
  reply uuid := case when tg_table_name = 'community_replies' then (o ->> 'id')::uuid end;
  author uuid := (o ->> 'author_id')::uuid;
  reason text;
begin
  if tg_op = 'DELETE' then
    -- An author removing their own post is not moderation; a reply that went with its thread is in the thread's record.
    if auth.uid() is not distinct from author
       or (reply is not null and not exists (select 1 from public.community_threads t where t.id = thread)) then
      return null;
    end if;
    perform private.log_moderation('delete', thread, reply, author, o ->> 'moderation_note',
      jsonb_build_object('title', o ->> 'title', 'status', o ->> 'status'));
    return null;
  end if;
  reason := case when n -> 'moderation_note' is distinct from o -> 'moderation_note' then n ->> 'moderation_note' end;
  if n -> 'status' is distinct from o -> 'status' then
    perform private.log_moderation(
      case n ->> 'status' when 'hidden' then 'hide' when 'removed' then 'remove' when 'pending' then 'unpublish'
        else case when o ->> 'status' = 'pending' then 'publish' else 'restore' end end,
      thread, reply, author, reason, jsonb_build_object('from', o ->> 'status', 'to', n ->> 'status'));
  end if;
  if n -> 'is_locked' is distinct from o -> 'is_locked' then
    perform private.log_moderation(case when (n ->> 'is_locked')::boolean then 'lock' else 'unlock' end,
      thread, reply, author, reason);
  end if;
  if n -> 'is_pinned' is distinct from o -> 'is_pinned' then
    perform private.log_moderation(case when (n ->> 'is_pinned')::boolean then 'pin' else 'unpin' end,
      thread, reply, author, reason);
  end if;
  if n -> 'topic' is distinct from o -> 'topic' then
    perform private.log_moderation('move', thread, reply, author, reason,
      jsonb_build_object('from', o ->> 'topic', 'to', n ->> 'topic'));
  end if;
  return null;
end;
$$;

create trigger record_community_moderation after update or delete on public.community_threads
  for each row execute function private.record_community_moderation();
create trigger record_community_moderation after update or delete on public.community_replies
  for each row execute function private.record_community_moderation();

-- 2. Vote counts ------------------------------------------------------------------------------------------------
create function private.count_community_vote()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  step integer := case when tg_op = 'INSERT' then 1 else -1 end;
  v public.community_votes;
begin
  if tg_op = 'INSERT' then
    v := new;
  else
    v := old;
  end if;
  if v.thread_id is not null then
    update public.community_threads t set vote_count = greatest(0, t.vote_count + step) where t.id = v.thread_id;
  else
    update public.community_replies r set vote_count = greatest(0, r.vote_count + step) where r.id = v.reply_id;
  end if;
  return null;
end;
$$;
create trigger count_community_vote after insert or delete on public.community_votes
  for each row execute function private.count_community_vote();

-- 3. Report decisions: stamped with who and when, and recorded ----------------------------------------------------
create function private.stamp_community_report()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.resolved_by := case when new.status = 'open' then null else auth.uid() end;
    new.resolved_at := case when new.status = 'open' then null else now() end;
  end if;
  return new;
end;
$$;
create trigger stamp_community_report before update on public.community_reports
  for each row execute function private.stamp_community_report();

create function private.record_community_report()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    perform private.log_moderation(
      case new.status when 'resolved' then 'resolve_report' when 'dismissed' then 'dismiss_report' else 'reopen_report' end,
      coalesce(new.thread_id, (select r.thread_id from public.community_replies r where r.id = new.reply_id)),
      new.reply_id, null, null, jsonb_build_object('report_id', new.id, 'reason', new.reason));
  end if;
  return null;
end;
$$;
create trigger record_community_report after update on public.community_reports
  for each row execute function private.record_community_report();

-- 4. Suspensions: stamped with who, and recorded ----------------------------------------------------------------
create function private.stamp_community_suspension()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_by := auth.uid();
    new.lifted_at := null;
    new.lifted_by := null;
  elsif new.lifted_at is distinct from old.lifted_at then
    new.lifted_by := case when new.lifted_at is null then null else auth.uid() end;
  end if;
  return new;
end;
$$;
create trigger stamp_community_suspension before insert or update on public.community_suspensions
  for each row execute function private.stamp_community_suspension();

create function private.record_community_suspension()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.log_moderation('suspend', null, null, new.user_id, new.reason,
      jsonb_build_object('suspension_id', new.id, 'until', new.suspended_until));
  elsif new.lifted_at is distinct from old.lifted_at and new.lifted_at is not null then
    perform private.log_moderation('unsuspend', null, null, new.user_id, null, jsonb_build_object('suspension_id', new.id));
  elsif new.suspended_until is distinct from old.suspended_until or new.reason is distinct from old.reason then
    perform private.log_moderation('change_suspension', null, null, new.user_id, new.reason,
      jsonb_build_object('suspension_id', new.id, 'until', new.suspended_until));
  end if;
  return null;
end;
$$;
create trigger record_community_suspension after insert or update on public.community_suspensions
  for each row execute function private.record_community_suspension();

-- 8. Reply notifications ----------------------------------------------------------------------------------------
create table private.community_thread_subscriptions (
  user_id uuid not null references public.profiles (id) on delete cascade,
  thread_id uuid not null references public.community_threads (id) on delete cascade,
  token text not null unique default translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/=', '-_'),
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (user_id, thread_id)
);
comment on table private.community_thread_subscriptions is
  'A thread author''s reply e-mails: the unsubscribe token in each e-mail and whether they unsubscribed.';
create index community_thread_subscriptions_thread_idx on private.community_thread_subscriptions (thread_id);

-- When a reply is first published (on insert, or when a moderator publishes a pending one) through the API, the
-- thread's author hears of it, unless it is their own reply or they unsubscribed. Data loads (the seed) send nothing.
create function private.notify_thread_author()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  thread public.community_threads;
  recipient public.profiles;
  replier text;
  subscription private.community_thread_subscriptions;
begin
  if new.status <> 'published' or (tg_op = 'UPDATE' and old.status <> 'pending')
     or coalesce(auth.role(), '') not in ('authenticated', 'service_role') then
    return null;
  end if;
  select * into thread from public.community_threads t where t.id = new.thread_id;
  if thread.author_id is null or thread.author_id is not distinct from new.author_id or thread.status <> 'published' then
    return null;
  end if;
  select * into recipient from public.profiles p where p.id = thread.author_id;
  if recipient.email is null or not public.is_valid_email(recipient.email) then
    return null;
  end if;
  insert into private.community_thread_subscriptions (user_id, thread_id) values (thread.author_id, thread.id)
  on conflict do nothing;
  select * into subscription from private.community_thread_subscriptions s
   where s.user_id = thread.author_id and s.thread_id = thread.id;
  if subscription.unsubscribed_at is not null then
    return null;
  end if;
  select coalesce(nullif(btrim(p.name), ''), 'Someone') into replier from public.profiles p where p.id = new.author_id;
  insert into private.email_outbox (to_email, subject, text, kind)
  values (recipient.email,
    'New reply to "' || left(thread.title, 80) || '"',
    'Hello ' || coalesce(nullif(btrim(recipient.name), ''), 'there') || E',\n\n'
      || coalesce(replier, 'Someone') || ' replied to your thread "' || thread.title || E'" on MBA Disha.\n\n'
      || E'Read it and reply:\n/community/' || thread.slug || E'\n\n'
      || E'To stop e-mails about replies to this thread, open:\n/community/unsubscribe/' || subscription.token
      || E'\n\nMBA Disha',
    'community_reply');
  return null;
end;
$$;
create trigger notify_thread_author after insert or update of status on public.community_replies
  for each row execute function private.notify_thread_author();

-- One click from the e-mail: true when the token named a subscription (unsubscribing twice is still true).
create function public.unsubscribe_community_thread(token text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update private.community_thread_subscriptions s set unsubscribed_at = coalesce(s.unsubscribed_at, now())
   where s.token = unsubscribe_community_thread.token;
  return found;
end;
$$;

-- Bylines: the public_profiles view (id, name, avatar_url) also shows authors of published community posts (and,
-- to moderators, of any post; to a user, their own), so threads and replies embed author:public_profiles!author_id.
create or replace view public.public_profiles
with (security_barrier = true)
as
  select p.id, p.name, p.avatar_url
    from public.profiles p
   where exists (
           select 1 from public.blog_posts b
            where b.author_id = p.id
              and ((b.status = 'published' and b.published_at <= now()) or (select private.can_manage_content()))
         )
      or exists (
           select 1 from public.community_threads t
            where t.author_id = p.id and (t.status = 'published' or (select private.can_moderate()))
         )
      or exists (
           select 1 from public.community_replies r
            where r.author_id = p.id and (r.status = 'published' or (select private.can_moderate()))
         )
      or p.id = (select auth.uid());
comment on view public.public_profiles is
  'Public byline of a profile (id, name, avatar_url) for blog and community authors; the rest of a profile is its owner''s.';

-- Row-level security ----------------------------------------------------------------------------------------------
-- Posting: a pending first post is the author's until published; a suspended user inserts nothing.
drop policy "Members start threads" on public.community_threads;
create policy "Members start threads" on public.community_threads
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and status in ('published', 'pending')
    and not is_pinned and not is_locked
    and reply_count = 0 and view_count = 0 and vote_count = 0 and edited_at is null
    and moderated_by is null and moderated_at is null and moderation_note is null
    and not (select private.community_suspended())
  );

drop policy "Members reply to open threads" on public.community_replies;
create policy "Members reply to open threads" on public.community_replies
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and status in ('published', 'pending')
    and not is_accepted and vote_count = 0 and edited_at is null
    and moderated_by is null and moderated_at is null and moderation_note is null
    and not (select private.community_suspended())
    and exists (select 1 from public.community_threads t
                 where t.id = community_replies.thread_id and t.status = 'published' and not t.is_locked)
  );
-- Which columns the thread's author may change (is_accepted alone) is guard_community_moderation's business.
create policy "Thread authors mark the answer" on public.community_replies
  for update to authenticated
  using (status = 'published'
         and exists (select 1 from public.community_threads t
                      where t.id = community_replies.thread_id and t.author_id = (select auth.uid())))
  with check (exists (select 1 from public.community_threads t
                       where t.id = community_replies.thread_id and t.author_id = (select auth.uid())));

alter table public.community_votes enable row level security;
create policy "Users read their own votes" on public.community_votes
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.can_moderate()));
create policy "Members vote on published posts" on public.community_votes
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and not (select private.community_suspended())
    and (exists (select 1 from public.community_threads t where t.id = community_votes.thread_id and t.status = 'published')
         or exists (select 1 from public.community_replies r join public.community_threads t on t.id = r.thread_id
                     where r.id = community_votes.reply_id and r.status = 'published' and t.status = 'published'))
  );
create policy "Users withdraw their own votes" on public.community_votes
  for delete to authenticated
  using (user_id = (select auth.uid()));

alter table public.community_reports enable row level security;
create policy "Reporters and moderators read reports" on public.community_reports
  for select to authenticated
  using (reporter_id = (select auth.uid()) or (select private.can_moderate()));
create policy "Members report posts they can see" on public.community_reports
  for insert to authenticated
  with check (
    reporter_id = (select auth.uid())
    and status = 'open' and resolved_by is null and resolved_at is null
    and not (select private.community_suspended())
    and (exists (select 1 from public.community_threads t where t.id = community_reports.thread_id)
         or exists (select 1 from public.community_replies r where r.id = community_reports.reply_id))
  );
create policy "Moderators decide reports" on public.community_reports
  for update to authenticated
  using ((select private.can_moderate()))
  with check ((select private.can_moderate()));

alter table public.community_suspensions enable row level security;
create policy "Users and moderators read suspensions" on public.community_suspensions
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.can_moderate()));
create policy "Moderators suspend users" on public.community_suspensions
  for insert to authenticated
  with check ((select private.can_moderate()) and user_id <> (select auth.uid()));
create policy "Moderators change suspensions" on public.community_suspensions
  for update to authenticated
  using ((select private.can_moderate()))
  with check ((select private.can_moderate()));

alter table public.community_moderation_events enable row level security;
create policy "Moderators read the moderation record" on public.community_moderation_events
  for select to authenticated
  using ((select private.can_moderate()));

alter table private.community_thread_subscriptions enable row level security;

-- Privileges: exactly what the policies can allow ----------------------------------------------------------------
grant select, insert, delete on public.community_votes to authenticated;
grant select, insert on public.community_reports to authenticated;
grant update (status) on public.community_reports to authenticated;
grant select, insert on public.community_suspensions to authenticated;
grant update (suspended_until, reason, lifted_at) on public.community_suspensions to authenticated;
revoke all on public.community_moderation_events from anon, authenticated, service_role;
grant select on public.community_moderation_events to authenticated, service_role;

revoke all on private.community_thread_subscriptions from public, anon, authenticated;
grant all on private.community_thread_subscriptions to service_role;

-- Policies, check constraints and the invoker triggers run these as the requesting role.
grant execute on function
  private.community_topics(), private.community_topic_for(text, text[]), private.community_slug(text, uuid),
  private.community_suspended(), private.community_has_published_post(), private.community_has_link(text),
  private.community_clear_answer(uuid, uuid)
  to anon, authenticated, service_role;
revoke all on function private.log_moderation(text, uuid, uuid, uuid, text, jsonb) from public, anon, authenticated;

grant execute on function public.unsubscribe_community_thread(text) to anon, authenticated, service_role;
