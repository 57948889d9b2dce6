-- Issue 34: what the database believes about a request, and who may speak for a visitor.
--
-- Before this migration every anonymous visitor reached the database as the app server's address (the gateway
-- writes X-Forwarded-For from the socket), so one visitor over a form's limit shut the form for everyone; and
-- the public form functions trusted whatever a direct caller of the API sent. Now:
--
-- * The database holds a key of its own (private.server_key). The app's servers read it once per process with
--   the service role (public.server_channel_key) and sign with it; browsers and direct callers never see it.
-- * The app server names the visitor it speaks for in the header X-Site-Visitor: "v1 <unix seconds> <address>
--   <signature>". private.request_ip() believes that address only with a valid signature less than five minutes
--   old; any other request is the gateway's own view of the caller (X-Forwarded-For as the gateway writes it).
-- * Rate-limit subjects of callers without that proof live in their own namespace ('direct'), so a direct caller
--   of the API, whatever address it claims, fills only its own buckets and never a site visitor's.

-- 1. The key -------------------------------------------------------------------------------------------------------

create table private.server_key (
  id boolean primary key default true check (id),
  key text not null check (length(key) >= 43)
);
comment on table private.server_key is
  'The key the app servers sign visitor addresses, form tokens and attribution with; one row, made here.';
insert into private.server_key (key)
values (translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_'));
alter table private.server_key enable row level security;
revoke all on private.server_key from public, anon, authenticated, service_role;

-- The app's servers only: the service role is how a deployment's servers prove they are its servers.
create function public.server_channel_key()
returns text
language sql
stable
security definer
set search_path = ''
as $$ select k.key from private.server_key k $$;
revoke all on function public.server_channel_key() from public, anon, authenticated;
grant execute on function public.server_channel_key() to service_role;

-- HMAC-SHA256 of a message under the key, base64url without padding (Node's digest('base64url')).
create function private.server_sign(message text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select translate(encode(extensions.hmac(convert_to(message, 'UTF8'), convert_to(k.key, 'UTF8'), 'sha256'), 'base64'),
                   '+/=', '-_')
    from private.server_key k
$$;

-- 2. The visitor --------------------------------------------------------------------------------------------------

create function private.request_header(name text)
returns text
language sql
stable
set search_path = ''
as $$ select nullif(current_setting('request.headers', true), '')::json ->> name $$;

-- The address the site's server vouched for, or null when the request carries no valid, fresh proof.
create function private.site_visitor_ip()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  proof text := private.request_header('x-site-visitor');
  parts text[];
  signed_at bigint;
begin
  if proof is null or length(proof) > 200 then
    return null;
  end if;
  parts := string_to_array(proof, ' ');
  if array_length(parts, 1) <> 4 or parts[1] <> 'v1' or parts[2] !~ '^[0-9]{1,12}$' or parts[3] !~ '^[0-9a-f:.]{2,45}$' then
    return null;
  end if;
  signed_at := parts[2]::bigint;
  if abs(extract(epoch from now()) - signed_at) > 300 then
    return null;
  end if;
  if parts[4] is distinct from private.server_sign('visitor:v1:' || parts[2] || ':' || parts[3]) then
    return null;
  end if;
  return parts[3];
end;
$$;

-- The caller's address: the vouched-for visitor, else the caller as the gateway saw it (its X-Forwarded-For).
create or replace function private.request_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(private.site_visitor_ip(),
                  nullif(btrim(split_part(private.request_header('x-forwarded-for'), ',', 1)), ''))
$$;

-- A subject of kind 'addr' from a request the site did not vouch for is a 'direct' subject: its own namespace.
create or replace function private.rate_limit_subject(kind text, value text)
returns text
language sql
stable
set search_path = ''
as $$
  select encode(extensions.digest(
           (select s.salt from private.visitor_salt s)
             || convert_to(case when kind = 'addr' and private.site_visitor_ip() is null then 'direct' else kind end
                           || ':' || coalesce(value, 'unknown'), 'UTF8'),
           'sha256'), 'hex')
$$;

-- The signed-in user, else the visitor's address as rate_limit_subject hashes it ('addr' or 'direct').
create or replace function private.visitor_hash()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when auth.uid() is not null
              then encode(extensions.digest((select s.salt from private.visitor_salt s)
                                              || convert_to('user:' || auth.uid()::text, 'UTF8'), 'sha256'), 'hex')
              else private.rate_limit_subject('addr', private.request_ip()) end
$$;

create or replace function private.my_data_client_ip()
returns text
language sql
stable
set search_path = ''
as $$ select private.request_ip() $$;

-- A ceiling for the whole site, far above normal traffic, so a flood from many addresses at once cannot bury the
-- counsellors; counted without a lock (it only needs to be about right) and only for requests the site vouched
-- for, so direct callers never fill it.
create function private.take_site_ceiling(action text, max_hits integer, window_seconds integer)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if private.site_visitor_ip() is null then
    return;
  end if;
  if (select count(*) from private.rate_limit_hits h
       where h.action = take_site_ceiling.action and h.visitor_hash = 'site'
         and h.hit_at > now() - make_interval(secs => window_seconds)) >= max_hits then
    raise exception 'Too many attempts' using errcode = 'P0429', hint = 'site';
  end if;
  insert into private.rate_limit_hits (action, visitor_hash) values (take_site_ceiling.action, 'site');
end;
$$;

revoke all on function
  private.server_sign(text), private.request_header(text), private.site_visitor_ip(), private.take_site_ceiling(text, integer, integer)
  from public, anon, authenticated;
-- The visitor helpers run inside the definer functions (and RLS of view counters); visitor_hash keeps its grants.
grant execute on function private.site_visitor_ip(), private.server_sign(text), private.request_header(text) to service_role;
