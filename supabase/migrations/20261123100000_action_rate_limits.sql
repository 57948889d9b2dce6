-- Rate limits for the server actions (ARCHITECTURE.md: rate limits live in Postgres, so every Next.js server
-- behind a load balancer sees the same count, and a restart forgets nothing).
--
-- public.hit_rate_limit(action, max_hits, window_seconds) records one attempt of an action by the calling
-- visitor and refuses with SQLSTATE P0429 (the app's RATE_LIMITED) once the visitor already has max_hits
-- attempts in the last window_seconds. The visitor is private.visitor_hash(), as for the view counters: the
-- signed-in user, else the client address PostgREST passes on (X-Forwarded-For, first hop), salted and hashed.
-- A refused attempt is rolled back with the error, so hammering does not extend the wait. The app's server
-- calls it with the visitor's own client; anyone calling it directly can only spend their own allowance.

create table private.rate_limit_hits (
  action text not null,
  visitor_hash text not null,
  hit_at timestamptz not null default now()
);
comment on table private.rate_limit_hits is 'One row per counted attempt of a rate-limited action; rows older than a day are pruned.';
create index rate_limit_hits_key_idx on private.rate_limit_hits (action, visitor_hash, hit_at);
create index rate_limit_hits_hit_at_idx on private.rate_limit_hits (hit_at);

-- Closed: reached only through the definer function below.
alter table private.rate_limit_hits enable row level security;
revoke all on private.rate_limit_hits from public, anon, authenticated;
grant all on private.rate_limit_hits to service_role;

create function public.hit_rate_limit(action text, max_hits integer, window_seconds integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  visitor text := private.visitor_hash();
  recent integer;
begin
  if hit_rate_limit.action is null or hit_rate_limit.action !~ '^[a-z][a-z0-9_.-]{0,63}$' then
    raise exception 'An action name is lower-case letters, digits, dots, dashes or underscores' using errcode = '22023';
  end if;
  -- A day at most, so the pruning below never removes a hit that still counts.
  if max_hits is null or max_hits not between 1 and 10000 or window_seconds is null or window_seconds not between 1 and 86400 then
    raise exception 'A limit is 1 to 10000 hits in 1 to 86400 seconds' using errcode = '22023';
  end if;

  -- One attempt per visitor and action at a time, so two concurrent attempts cannot both see room for one.
  perform pg_advisory_xact_lock(hashtextextended('rate_limit:' || hit_rate_limit.action || ':' || visitor, 0));

  delete from private.rate_limit_hits h where h.hit_at < now() - interval '1 day';

  select count(*) into recent
    from private.rate_limit_hits h
   where h.action = hit_rate_limit.action
     and h.visitor_hash = visitor
     and h.hit_at > now() - make_interval(secs => window_seconds);
  if recent >= max_hits then
    raise exception 'Too many attempts' using errcode = 'P0429';
  end if;

  insert into private.rate_limit_hits (action, visitor_hash) values (hit_rate_limit.action, visitor);
end;
$$;

grant execute on function public.hit_rate_limit(text, integer, integer) to anon, authenticated, service_role;
