-- Internal functions out of the API, and counters that count visitors rather than requests.
--
-- 1. The role helpers (and the SECURITY DEFINER trigger functions) lived in public, so PostgREST served them
--    as /rest/v1/rpc/is_admin, /rpc/has_admin_role … — anyone could probe them, and they were part of the
--    API's surface and generated types. They move to schema private (000300), which the REST API does not
--    expose: /rpc/<helper> is now 404 PGRST202. ALTER … SET SCHEMA keeps each function's OID, so every policy,
--    the public_profiles view and the triggers (which reference functions by OID) follow; function bodies
--    name their callees by text, so those are replaced to call private.*. anon and authenticated keep USAGE
--    on private and EXECUTE on the helpers because policies run them as the requesting role.
-- 2. increment_blog_views / _video_views / _faq_views / _thread_views counted every call, so a loop could add
--    any number of views; vote_faq accepted any number of votes. Now a view counts once per visitor, item and
--    day (private.view_events) and a FAQ vote once per visitor (private.faq_votes; a changed mind moves the
--    vote). The RPC signatures the app calls are unchanged.

alter function public.current_user_role() set schema private;
alter function public.is_admin() set schema private;
alter function public.has_role(text[]) set schema private;
alter function public.has_admin_role(text[]) set schema private;
alter function public.can_manage_content() set schema private;
alter function public.can_manage_leads() set schema private;
alter function public.can_moderate() set schema private;
alter function public.can_manage_system() set schema private;
alter function public.handle_new_user() set schema private;
alter function public.refresh_thread_activity() set schema private;

create or replace function private.can_manage_content()
returns boolean language sql stable security definer set search_path = ''
as $$ select private.has_admin_role(array['super_admin', 'editor']) $$;

create or replace function private.can_manage_leads()
returns boolean language sql stable security definer set search_path = ''
as $$ select private.has_admin_role(array['super_admin', 'editor', 'counselor']) $$;

create or replace function private.can_moderate()
returns boolean language sql stable security definer set search_path = ''
as $$ select private.has_admin_role(array['super_admin', 'editor', 'community_mod']) $$;

create or replace function private.can_manage_system()
returns boolean language sql stable security definer set search_path = ''
as $$ select private.has_admin_role(array['super_admin']) $$;

-- The two guard triggers stay where they are (they are not definer functions) but call the moved helper.
create or replace function public.guard_profile_privileges()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') or private.can_manage_system() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.role <> 'member' or new.is_admin then
      raise exception 'A new profile starts as a member without admin access'
        using errcode = '42501';
    end if;
  elsif new.role is distinct from old.role or new.is_admin is distinct from old.is_admin then
    raise exception 'Only a super admin can change a role or admin access'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create or replace function public.guard_community_moderation()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  protected text[] := array['status', 'moderated_by', 'moderated_at', 'moderation_note', 'author_id'];
begin
  if current_user not in ('anon', 'authenticated') or private.can_moderate() then
    return new;
  end if;
  if tg_table_name = 'community_threads' then
    protected := protected || array['is_pinned', 'is_locked', 'reply_count', 'view_count', 'last_activity_at'];
  else
    protected := protected || array['is_accepted', 'thread_id', 'parent_reply_id'];
  end if;
  if exists (
    select 1 from unnest(protected) c
     where (to_jsonb(new) -> c) is distinct from (to_jsonb(old) -> c)
  ) then
    raise exception 'Only a moderator can change % of a community post', array_to_string(protected, ', ')
      using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Who is viewing -----------------------------------------------------------------------------------------------
-- A visitor is the signed-in user, else the client address PostgREST passes in request.headers
-- (X-Forwarded-For, first hop). Only a salted SHA-256 of it is stored, so view_events holds no addresses.
create table private.visitor_salt (
  id boolean primary key default true check (id),
  salt bytea not null default extensions.gen_random_bytes(32)
);
insert into private.visitor_salt default values;

create or replace function private.visitor_hash()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.digest(
           (select s.salt from private.visitor_salt s)
             || convert_to(coalesce(
                  'user:' || auth.uid()::text,
                  'addr:' || nullif(btrim(split_part(
                    nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), ''),
                  'unknown'), 'UTF8'),
           'sha256'), 'hex')
$$;

create table private.view_events (
  kind text not null check (kind in ('blog', 'video', 'faq', 'thread')),
  item_id uuid not null,
  visitor_hash text not null,
  day date not null default current_date,
  primary key (kind, item_id, visitor_hash, day)
);
comment on table private.view_events is 'One row per counted view: a visitor counts once per item per day.';
create index view_events_day_idx on private.view_events (day);

create table private.faq_votes (
  faq_id uuid not null references public.faqs (id) on delete cascade,
  visitor_hash text not null,
  helpful boolean not null,
  created_at timestamptz not null default now(),
  primary key (faq_id, visitor_hash)
);

-- True the first time this visitor views the item today (and records it); false on a repeat.
create or replace function private.first_view_today(kind text, item_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  inserted integer;
begin
  insert into private.view_events (kind, item_id, visitor_hash, day)
  values (first_view_today.kind, first_view_today.item_id, private.visitor_hash(), current_date)
  on conflict do nothing;
  get diagnostics inserted = row_count;
  return inserted = 1;
end;
$$;

-- The counters: same signatures and results as before (the new count, null when the row is not visible),
-- a repeat view returning the current count unchanged.
create or replace function public.increment_blog_views(post_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result integer;
begin
  select b.views into result from public.blog_posts b
   where b.id = increment_blog_views.post_id and b.status = 'published' and b.published_at <= now();
  if not found then
    return null;
  end if;
  if private.first_view_today('blog', post_id) then
    update public.blog_posts b set views = b.views + 1 where b.id = increment_blog_views.post_id
    returning b.views into result;
  end if;
  return result;
end;
$$;

create or replace function public.increment_video_views(video_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result integer;
begin
  select v.views into result from public.videos v where v.id = increment_video_views.video_id and v.is_active;
  if not found then
    return null;
  end if;
  if private.first_view_today('video', video_id) then
    update public.videos v set views = v.views + 1 where v.id = increment_video_views.video_id
    returning v.views into result;
  end if;
  return result;
end;
$$;

create or replace function public.increment_faq_views(faq_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result integer;
begin
  select f.views into result from public.faqs f where f.id = increment_faq_views.faq_id and f.is_active;
  if not found then
    return null;
  end if;
  if private.first_view_today('faq', faq_id) then
    update public.faqs f set views = f.views + 1 where f.id = increment_faq_views.faq_id
    returning f.views into result;
  end if;
  return result;
end;
$$;

create or replace function public.increment_thread_views(thread_id uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result integer;
begin
  select t.view_count into result from public.community_threads t
   where t.id = increment_thread_views.thread_id and t.status = 'published';
  if not found then
    return null;
  end if;
  if private.first_view_today('thread', thread_id) then
    update public.community_threads t set view_count = t.view_count + 1 where t.id = increment_thread_views.thread_id
    returning t.view_count into result;
  end if;
  return result;
end;
$$;

-- One vote per visitor per FAQ; voting again the same way changes nothing, the other way moves the vote.
create or replace function public.vote_faq(faq_id uuid, helpful boolean)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  visitor text := private.visitor_hash();
  previous boolean;
begin
  perform 1 from public.faqs f where f.id = vote_faq.faq_id and f.is_active;
  if not found then
    return;
  end if;
  select v.helpful into previous from private.faq_votes v
   where v.faq_id = vote_faq.faq_id and v.visitor_hash = visitor for update;
  if found and previous = vote_faq.helpful then
    return;
  end if;
  insert into private.faq_votes as v (faq_id, visitor_hash, helpful)
  values (vote_faq.faq_id, visitor, vote_faq.helpful)
  on conflict on constraint faq_votes_pkey do update set helpful = excluded.helpful, created_at = now();
  update public.faqs f
     set helpful_votes = greatest(0, f.helpful_votes
                           + case when vote_faq.helpful then 1 else 0 end
                           - case when previous is true then 1 else 0 end),
         not_helpful_votes = greatest(0, f.not_helpful_votes
                               + case when vote_faq.helpful then 0 else 1 end
                               - case when previous is false then 1 else 0 end)
   where f.id = vote_faq.faq_id;
end;
$$;

-- Privileges: the tables are reached only through the definer functions above; the helpers are executable by
-- the API roles (policies, the view and the counters run them as the caller) but not reachable over REST.
revoke all on private.visitor_salt, private.view_events, private.faq_votes from public, anon, authenticated;
grant all on private.view_events, private.faq_votes to service_role;
revoke all on function private.visitor_hash(), private.first_view_today(text, uuid) from public, anon, authenticated;
grant execute on function private.visitor_hash(), private.first_view_today(text, uuid) to service_role;
-- create or replace keeps the counters' existing grants (anon, authenticated, service_role).
