-- Issue 34: proof of the mailbox before a member's own-data self-service.
--
-- Until now a signed-in account reached the leads, contact messages, subscriptions and consent records of its
-- e-mail address (my_data_list, my_data_export, my_data_withdraw_consent, my_data_erase with session_token null)
-- as soon as Auth held the address as confirmed (auth.users.email_confirmed_at). That column proves nothing when
-- Auth auto-confirms (a project with "Confirm email" off sets it at sign-up, and applies an e-mail change at
-- once), so anyone could sign up with, or move their account to, another person's address and read, download
-- and erase that person's data.
--
-- Now the member proves the mailbox the way an anonymous visitor does (20261124000600): a one-time link e-mailed
-- to the account's current address, opened while signed in to that account, records a proof for (account,
-- address). private.my_data_subject(null) acts only for an address with such a proof, whatever
-- email_confirmed_at says; a proof names one address, so it does not carry over to an address the account moves
-- to. The proof does not expire: it stands for as long as the account keeps that address.

create table private.my_data_member_links (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The account's address when the link was sent, lower-cased: the link proves only this address.
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
comment on table private.my_data_member_links is
  'One-time links e-mailed to a signed-in account''s own address to prove the mailbox: the token''s SHA-256, never the token.';
create index my_data_member_links_user_idx on private.my_data_member_links (user_id);
create index my_data_member_links_expires_idx on private.my_data_member_links (expires_at);

create table private.my_data_member_proofs (
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  proven_at timestamptz not null default now(),
  primary key (user_id, email)
);
comment on table private.my_data_member_proofs is
  'An account proved it reads this address''s mailbox (a link sent there was opened while signed in to it).';

alter table private.my_data_member_links enable row level security;
alter table private.my_data_member_proofs enable row level security;
revoke all on private.my_data_member_links, private.my_data_member_proofs from public, anon, authenticated;

-- The signed-in caller's current address, lower-cased, while the token's claim still names it (a token minted
-- before an address change does not act for the new address); null for anyone else.
create function private.my_data_member_address()
returns text
language sql
stable
set search_path = ''
as $$
  select lower(u.email)
    from auth.users u
   where u.id = auth.uid() and coalesce(u.email, '') <> '' and lower(u.email) = lower(auth.jwt() ->> 'email')
$$;

-- As before for a session token. For a signed-in user, their current address only with a proof of its mailbox:
-- without one, 28000 with HINT 'mailbox', so the page can offer the link rather than say the session ended.
create or replace function private.my_data_subject(session_token text, out email text, out actor text, out actor_id text)
language plpgsql
stable
set search_path = ''
as $$
declare
  address text;
begin
  if session_token is not null then
    select s.email, 'session', s.id::text into email, actor, actor_id
      from private.my_data_sessions s
     where s.token_hash = private.my_data_token_hash(session_token) and s.expires_at > now();
  else
    address := private.my_data_member_address();
    select p.email, 'user', p.user_id::text into email, actor, actor_id
      from private.my_data_member_proofs p
     where p.user_id = auth.uid() and p.email = address;
    if email is null and address is not null then
      raise exception 'Confirm that this mailbox is yours first' using errcode = '28000', hint = 'mailbox';
    end if;
  end if;
  if email is null then
    raise exception 'This page has expired' using errcode = '28000';
  end if;
end;
$$;

-- E-mails the signed-in caller a one-time link (30 minutes) to /profile/data/confirm/<token> at the account's
-- current address. Limited as my_data_request_link: five per caller in 15 minutes (HINT 'ip'), and three an hour
-- per address counted together with the anonymous links (HINT 'email'), so no mailbox is flooded either way.
create function public.my_data_request_member_link()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := private.my_data_member_address();
  token text;
begin
  if address is null then
    raise exception 'This page has expired' using errcode = '28000';
  end if;
  perform private.my_data_rate_limit('my_data_db.request_link.ip', private.visitor_hash(), 5, 900, 'ip');
  perform private.my_data_rate_limit('my_data_db.request_link.email', private.my_data_subject_hash(address), 3, 3600, 'email');

  delete from private.my_data_member_links l where l.expires_at < now() - interval '1 day';
  token := private.my_data_new_token();
  insert into private.my_data_member_links (token_hash, user_id, email, expires_at)
  values (private.my_data_token_hash(token), auth.uid(), address, now() + interval '30 minutes');
  insert into private.email_outbox (to_email, subject, text, kind)
  values (address, 'Confirm your e-mail address to see your data',
    E'Hello,\n\nYou, we hope, asked to see the data MBA Disha holds for this address from your account.\n\n'
    || E'To show that this mailbox is yours, open this link while signed in, and press the button it shows:\n'
    || '/profile/data/confirm/' || token || E'\n\n'
    || 'The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: '
    || E'nothing is shown to anyone unless the link is opened.\n\nMBA Disha', 'my_data');
  perform private.my_data_log(address, 'request_link', 'user', auth.uid()::text);
end;
$$;

-- Records the proof for a link e-mailed to the caller: true, or false for an unknown, used or expired link, one
-- sent to another account (left unused, so a forwarded e-mail does not spend its owner's link) or to an address
-- the account no longer has. Proofs for the account's earlier addresses are dropped with it.
create function public.my_data_confirm_member_link(link_token text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := private.my_data_member_address();
  linked text;
begin
  if address is null then
    raise exception 'This page has expired' using errcode = '28000';
  end if;
  perform private.my_data_rate_limit('my_data_db.open_link.ip', private.visitor_hash(), 30, 600, 'ip');
  update private.my_data_member_links l set used_at = now()
   where l.token_hash = private.my_data_token_hash(link_token) and l.user_id = auth.uid()
     and l.used_at is null and l.expires_at > now()
  returning l.email into linked;
  if linked is null or linked <> address then
    return false;
  end if;
  delete from private.my_data_member_proofs p where p.user_id = auth.uid() and p.email <> address;
  insert into private.my_data_member_proofs (user_id, email) values (auth.uid(), address)
  on conflict (user_id, email) do update set proven_at = excluded.proven_at;
  perform private.my_data_log(address, 'open_link', 'user', auth.uid()::text);
  return true;
end;
$$;

revoke all on function private.my_data_member_address() from public, anon, authenticated;
revoke all on function public.my_data_request_member_link(), public.my_data_confirm_member_link(text) from public;
-- Signed-in callers only: there is no account to prove a mailbox for otherwise.
revoke all on function public.my_data_request_member_link(), public.my_data_confirm_member_link(text) from anon;
grant execute on function public.my_data_request_member_link(), public.my_data_confirm_member_link(text)
  to authenticated, service_role;
