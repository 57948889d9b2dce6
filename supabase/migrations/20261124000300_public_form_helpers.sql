-- Lead capture (issue 10): the pieces the public form functions (20261124000400) are built from. All in schema
-- private, executable only by their owner, so only the definer functions reach them.
--
-- 1. Who is asking: the visitor's address from the request (PostgREST's request.headers, X-Forwarded-For's
--    first hop, which the app's server sets to the visitor's address).
-- 2. Rate limits by any subject (an address, an e-mail), in the hits table of 20261123100000; hit_rate_limit
--    now uses the same code. Subjects are stored only as salted hashes, like the visitor of hit_rate_limit.
-- 3. Reading a submitted JSON object field by field: each reader trims, checks type and length, and refuses with
--    SQLSTATE 22023 and HINT = the field's name, so the app can put the error next to the field.
-- 4. Idempotency keys of requests that leave no row of their own to carry one (the newsletter).
-- 5. The newsletter upsert, shared by the newsletter form and an enquiry's newsletter consent.

-- 1. ------------------------------------------------------------------------------------------------------------
create function private.request_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(split_part(
           nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), '')
$$;

-- 2. ------------------------------------------------------------------------------------------------------------
-- 'addr' subjects hash exactly as private.visitor_hash() hashes an anonymous visitor; a missing address is one
-- shared subject, 'unknown'.
create function private.rate_limit_subject(kind text, value text)
returns text
language sql
stable
set search_path = ''
as $$
  select encode(extensions.digest(
           (select s.salt from private.visitor_salt s) || convert_to(kind || ':' || coalesce(value, 'unknown'), 'UTF8'),
           'sha256'), 'hex')
$$;

-- Records one attempt of `action` by `subject` (a hash) or refuses it with SQLSTATE P0429 (the app's RATE_LIMITED)
-- and the given HINT when the subject already has max_hits attempts in the last window_seconds. One attempt per
-- action and subject at a time (an advisory lock held to the end of the transaction), so concurrent attempts
-- cannot both see room for one; a refused or failed attempt rolls back with its transaction and is not counted.
create function private.take_rate_limit(action text, subject text, max_hits integer, window_seconds integer, hint text default null)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  recent integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('rate_limit:' || take_rate_limit.action || ':' || subject, 0));

  delete from private.rate_limit_hits h where h.hit_at < now() - interval '1 day';

  select count(*) into recent
    from private.rate_limit_hits h
   where h.action = take_rate_limit.action
     and h.visitor_hash = subject
     and h.hit_at > now() - make_interval(secs => window_seconds);
  if recent >= max_hits then
    if take_rate_limit.hint is null then
      raise exception 'Too many attempts' using errcode = 'P0429';
    end if;
    raise exception 'Too many attempts' using errcode = 'P0429', hint = take_rate_limit.hint;
  end if;

  insert into private.rate_limit_hits (action, visitor_hash) values (take_rate_limit.action, subject);
end;
$$;

create or replace function public.hit_rate_limit(action text, max_hits integer, window_seconds integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if hit_rate_limit.action is null or hit_rate_limit.action !~ '^[a-z][a-z0-9_.-]{0,63}$' then
    raise exception 'An action name is lower-case letters, digits, dots, dashes or underscores' using errcode = '22023';
  end if;
  -- A day at most, so the pruning never removes a hit that still counts.
  if max_hits is null or max_hits not between 1 and 10000 or window_seconds is null or window_seconds not between 1 and 86400 then
    raise exception 'A limit is 1 to 10000 hits in 1 to 86400 seconds' using errcode = '22023';
  end if;
  perform private.take_rate_limit(hit_rate_limit.action, private.visitor_hash(), max_hits, window_seconds);
end;
$$;

-- 3. ------------------------------------------------------------------------------------------------------------
create function private.invalid_field(field text, message text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  raise exception '%', message using errcode = '22023', hint = field;
end;
$$;

-- Trimmed text, null when absent, JSON null or blank; max_length null means any length.
create function private.form_text(form jsonb, field text, max_length integer, required boolean default false)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  value jsonb := form -> field;
  result text;
begin
  if jsonb_typeof(value) not in ('string', 'null') then
    perform private.invalid_field(field, field || ' must be text');
  end if;
  result := nullif(btrim(value #>> '{}', E' \t\r\n'), '');
  if result is null and required then
    perform private.invalid_field(field, field || ' is required');
  end if;
  if length(result) > max_length then
    perform private.invalid_field(field, field || ' is longer than ' || max_length || ' characters');
  end if;
  return result;
end;
$$;

-- A required e-mail address, trimmed and lower-cased (spec §5's pattern, 254 characters at most).
create function private.form_email(form jsonb, field text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  result text := lower(private.form_text(form, field, 254, true));
begin
  if not public.is_valid_email(result) then
    perform private.invalid_field(field, field || ' is not an e-mail address');
  end if;
  return result;
end;
$$;

-- An http(s) address, as leads.page_url and referrer_url must be; null when absent.
create function private.form_url(form jsonb, field text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  result text := private.form_text(form, field, 2048);
begin
  if result !~* '^https?://[^[:space:]]+$' then
    perform private.invalid_field(field, field || ' is not an http(s) address');
  end if;
  return result;
end;
$$;

-- A JSON object of at most max_bytes (as text); '{}' when absent or null.
create function private.form_object(form jsonb, field text, max_bytes integer)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  value jsonb := form -> field;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    return '{}';
  end if;
  if jsonb_typeof(value) <> 'object' or octet_length(value::text) > max_bytes then
    perform private.invalid_field(field, field || ' must be an object of at most ' || max_bytes || ' bytes');
  end if;
  return value;
end;
$$;

-- A list of non-blank texts, each trimmed; '{}' when absent or null.
create function private.form_text_list(form jsonb, field text, max_items integer, max_length integer)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  value jsonb := form -> field;
  result text[];
begin
  if value is null or jsonb_typeof(value) = 'null' then
    return '{}';
  end if;
  if jsonb_typeof(value) <> 'array' or jsonb_array_length(value) > max_items
     or exists (select 1 from jsonb_array_elements(value) e
                 where jsonb_typeof(e) <> 'string' or length(btrim(e #>> '{}')) not between 1 and max_length) then
    perform private.invalid_field(field, field || ' must be a list of at most ' || max_items || ' names');
  end if;
  select coalesce(array_agg(btrim(e #>> '{}') order by i), '{}') into result
    from jsonb_array_elements(value) with ordinality as t (e, i);
  return result;
end;
$$;

create function private.form_uuid(form jsonb, field text)
returns uuid
language plpgsql
immutable
set search_path = ''
as $$
declare
  result text := private.form_text(form, field, 36, true);
begin
  if result !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    perform private.invalid_field(field, field || ' must be a UUID');
  end if;
  return result::uuid;
end;
$$;

-- 4. ------------------------------------------------------------------------------------------------------------
create table private.idempotency_keys (
  scope text not null,
  key uuid not null,
  -- What the first request answered; a repeat answers the same.
  result jsonb not null,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);
alter table private.idempotency_keys enable row level security;
revoke all on private.idempotency_keys from public, anon, authenticated;
grant all on private.idempotency_keys to service_role;

-- 5. ------------------------------------------------------------------------------------------------------------
-- Subscribes an address: a new one is added ('subscribed'), an unsubscribed or bounced one is active again with
-- this source ('reactivated', the status trigger stamps subscribed_at), an active one is left as it is
-- ('already_subscribed'). ON CONFLICT waits for a concurrent insert of the same address, so two at once give one
-- 'subscribed' and one 'already_subscribed'.
create function private.subscribe_address(address text, via text)
returns text
language plpgsql
volatile
set search_path = ''
as $$
begin
  insert into public.newsletter_subscribers (email, source, status) values (address, via, 'active')
  on conflict (email) do nothing;
  if found then
    return 'subscribed';
  end if;
  update public.newsletter_subscribers s set status = 'active', source = via where s.email = address and s.status <> 'active';
  if found then
    return 'reactivated';
  end if;
  return 'already_subscribed';
end;
$$;

revoke all on function
  private.request_ip(), private.rate_limit_subject(text, text),
  private.take_rate_limit(text, text, integer, integer, text), private.invalid_field(text, text),
  private.form_text(jsonb, text, integer, boolean), private.form_email(jsonb, text), private.form_url(jsonb, text),
  private.form_object(jsonb, text, integer), private.form_text_list(jsonb, text, integer, integer),
  private.form_uuid(jsonb, text), private.subscribe_address(text, text)
  from public, anon, authenticated;
