-- A visitor's own data (issue 10): the closed tables and internal helpers behind the my_data_* functions
-- (20261124000600). Nothing here is reachable over the API: schema private is not exposed, and the API roles
-- hold no privilege on these tables or EXECUTE on these functions; only the definer functions use them.
--
-- Tokens. A link e-mailed to an address carries a one-time token; opening it trades the token for a session
-- token the app keeps in an httpOnly cookie. Both are 32 random bytes (base64url), and only their SHA-256 is
-- stored, so a copy of these tables opens nothing. A link lasts 30 minutes and works once; a session lasts 30
-- minutes from the moment the link was opened.
--
-- Keyed hashes. The audit trail, the per-address rate limit and an erased person's consent records name the
-- address only by an HMAC-SHA-256 under a secret kept in this database: whoever knows the address (and can run
-- SQL here) can find its records again, nobody can read the address back out of them.

create table private.my_data_secret (
  id boolean primary key default true check (id),
  secret bytea not null default extensions.gen_random_bytes(32)
);
insert into private.my_data_secret default values;

create table private.my_data_links (
  token_hash text primary key,
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
comment on table private.my_data_links is 'One-time links e-mailed to an address: the token''s SHA-256, never the token.';
create index my_data_links_email_idx on private.my_data_links (email);
create index my_data_links_expires_idx on private.my_data_links (expires_at);

create table private.my_data_sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique,
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
comment on table private.my_data_sessions is 'What an opened link grants: 30 minutes of access to one address''s data.';
create index my_data_sessions_email_idx on private.my_data_sessions (email);
create index my_data_sessions_expires_idx on private.my_data_sessions (expires_at);

create table private.my_data_audit (
  id bigint generated always as identity primary key,
  -- The address as private.my_data_subject_hash(email): the trail outlives an erasure without keeping the address.
  subject_hash text not null,
  action text not null check (action in ('request_link', 'open_link', 'view', 'export', 'withdraw', 'erase')),
  -- visitor: someone asking for a link; link: the link being opened; session: the page an opened link leads to;
  -- user: a signed-in account acting on its own verified address.
  actor text not null check (actor in ('visitor', 'link', 'session', 'user')),
  -- The session's id (never its token) or the user's id.
  actor_id text,
  detail jsonb not null default '{}' check (jsonb_typeof(detail) = 'object'),
  ip_address text,
  created_at timestamptz not null default now()
);
comment on table private.my_data_audit is 'Every request, opening, view, export, withdrawal and erasure of a person''s own data. Append-only.';
create index my_data_audit_subject_idx on private.my_data_audit (subject_hash, created_at);

alter table private.my_data_secret enable row level security;
alter table private.my_data_links enable row level security;
alter table private.my_data_sessions enable row level security;
alter table private.my_data_audit enable row level security;
revoke all on private.my_data_secret, private.my_data_links, private.my_data_sessions, private.my_data_audit
  from public, anon, authenticated;
grant select on private.my_data_audit to service_role;

-- The audit trail is evidence: not even the definer functions rewrite it.
create function private.my_data_refuse_audit_rewrite()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The my-data audit trail is append-only' using errcode = '42501';
end;
$$;
create trigger refuse_rewrite before update or delete on private.my_data_audit
  for each row execute function private.my_data_refuse_audit_rewrite();

-- Lookups of contact submissions by address: the column is stored as typed, so they compare it normalised.
create index contact_submissions_email_norm_idx on public.contact_submissions (lower(btrim(email)));

-- Helpers --------------------------------------------------------------------------------------------------------

create function private.my_data_subject_hash(email text)
returns text
language sql
stable
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to(lower(btrim(email)), 'UTF8'), (select s.secret from private.my_data_secret s), 'sha256'), 'hex')
$$;

-- What an erased person's leads and consent records carry instead of their address: the same for every record of
-- one address (so counts per person still add up), a valid address (leads require one), delivering nowhere.
create function private.my_data_erased_address(email text)
returns text
language sql
stable
set search_path = ''
as $$ select 'erased-' || private.my_data_subject_hash(email) || '@erased.invalid' $$;

create function private.my_data_new_token()
returns text
language sql
volatile
set search_path = ''
as $$ select translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_') $$;

create function private.my_data_token_hash(token text)
returns text
language sql
immutable
set search_path = ''
as $$ select encode(extensions.digest(coalesce(token, ''), 'sha256'), 'hex') $$;

-- The caller's address as PostgREST passes it on (X-Forwarded-For, first hop); informative only.
create function private.my_data_client_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(split_part(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), '')
$$;

-- One counted attempt of `bucket` for `key` (a visitor hash or an address's keyed hash) in the shared rate-limit
-- table of 20261123100000; over the limit it raises P0429 with `hint` ('ip' or 'email') so the app can say which.
-- A refused attempt is rolled back with the error, so hammering does not extend the wait. The buckets are named
-- my_data_db.*, apart from the app's own actions (my_data.*, counted by public.hit_rate_limit), so neither count
-- includes the other's hits.
create function private.my_data_rate_limit(bucket text, key text, max_hits integer, window_seconds integer, hint text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  recent integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('rate_limit:' || bucket || ':' || key, 0));
  delete from private.rate_limit_hits h where h.hit_at < now() - interval '1 day';
  select count(*) into recent
    from private.rate_limit_hits h
   where h.action = bucket and h.visitor_hash = key and h.hit_at > now() - make_interval(secs => window_seconds);
  if recent >= max_hits then
    raise exception 'Too many attempts' using errcode = 'P0429', hint = my_data_rate_limit.hint;
  end if;
  insert into private.rate_limit_hits (action, visitor_hash) values (bucket, key);
end;
$$;

-- True when any lead, contact submission, subscription or consent record names the address.
create function private.my_data_holds(address text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.leads l where l.email = my_data_holds.address)
      or exists (select 1 from public.contact_submissions cs where lower(btrim(cs.email)) = my_data_holds.address)
      or exists (select 1 from public.newsletter_subscribers n where n.email = my_data_holds.address)
      or exists (select 1 from public.lead_consents c where c.email = my_data_holds.address)
$$;

-- Whose data the caller may act on: the address of a live session when a session token is given, else the
-- signed-in user's address, and only while Auth holds it as confirmed and the token's claim still names it
-- (a token minted before an address change does not reach the new address's data). 28000 otherwise.
create function private.my_data_subject(session_token text, out email text, out actor text, out actor_id text)
language plpgsql
stable
set search_path = ''
as $$
begin
  if session_token is not null then
    select s.email, 'session', s.id::text into email, actor, actor_id
      from private.my_data_sessions s
     where s.token_hash = private.my_data_token_hash(session_token) and s.expires_at > now();
  else
    select lower(u.email), 'user', u.id::text into email, actor, actor_id
      from auth.users u
     where u.id = auth.uid() and u.email_confirmed_at is not null
       and lower(u.email) = lower(auth.jwt() ->> 'email');
  end if;
  if email is null then
    raise exception 'This page has expired' using errcode = '28000';
  end if;
end;
$$;

create function private.my_data_log(
  subject text, action text, actor text, actor_id text, detail jsonb default '{}'
)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into private.my_data_audit (subject_hash, action, actor, actor_id, detail, ip_address)
  values (private.my_data_subject_hash(my_data_log.subject), my_data_log.action, my_data_log.actor, my_data_log.actor_id,
          my_data_log.detail, private.my_data_client_ip())
$$;

revoke all on function
  private.my_data_refuse_audit_rewrite(),
  private.my_data_subject_hash(text),
  private.my_data_erased_address(text),
  private.my_data_new_token(),
  private.my_data_token_hash(text),
  private.my_data_client_ip(),
  private.my_data_rate_limit(text, text, integer, integer, text),
  private.my_data_holds(text),
  private.my_data_subject(text),
  private.my_data_log(text, text, text, text, jsonb)
  from public, anon, authenticated;
