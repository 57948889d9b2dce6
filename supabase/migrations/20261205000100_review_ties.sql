-- Verified reviews (issue 37), part 1: who may review a college. A member proves a tie to a college (student or
-- alumnus) before writing about it, in one of two ways:
--
--   (a) e-mail domain: editors keep each college's e-mail domains (public.college_email_domains); a link sent to
--       an address at one of them, opened while signed in, records the tie. Like the my-data mailbox proof
--       (20261203000400), the link's token is 32 random bytes of which only the SHA-256 is stored, it works once,
--       for the account that asked, and expires (here after 24 hours: college mail is not read every hour). The
--       address itself is kept nowhere but in the outbox row that delivers it: the tie keeps the matched domain and
--       the address's keyed hash (private.my_data_subject_hash), so one mailbox verifies one account per college.
--   (b) document: the member uploads an ID card or offer letter to the private bucket 'review-documents', in their
--       own folder (<user id>/<file>), and asks for a check (public.review_document_checks). Only the uploader and
--       review moderators read the file. A moderator records the decision — verified as student or alumnus, or
--       refused with a reason — through public.decide_review_document, and the file is then deleted through the
--       Storage API (a database cannot remove a stored file's bytes); public.mark_review_document_removed stamps
--       the check once the object is gone, so a decided check whose file remains shows as such.
--
-- Review moderators are community_mod and super_admin (private.can_moderate_reviews, and moderateReviews in
-- lib/auth/roles.ts). Every moderation action on ties, documents and reviews lands in the append-only
-- public.review_moderation_events, with its reason. Part 2 (20261205000200) adds the reviews.

-- Who moderates reviews ------------------------------------------------------------------------------------------
-- Not private.can_moderate(): editors run the catalogue, and a college's own content should not be the judge of
-- what its students say about it.
create function private.can_moderate_reviews()
returns boolean language sql stable security definer set search_path = ''
as $$ select private.has_admin_role(array['super_admin', 'community_mod']) $$;

-- The moderation record ------------------------------------------------------------------------------------------
create table public.review_moderation_events (
  id bigint generated always as identity primary key,
  action text not null check (action in (
    'approve', 'refuse', 'hide', 'restore', 'resubmit', 'delete',
    'verify_document', 'refuse_document', 'revoke_tie',
    'resolve_report', 'dismiss_report', 'reopen_report')),
  -- No foreign keys: the record outlives the review, document check, tie or person it names.
  review_id uuid,
  document_check_id uuid,
  tie_id uuid,
  college_id uuid,
  target_user_id uuid,
  actor_id uuid,
  actor_name text,
  reason text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
comment on table public.review_moderation_events is
  'Append-only record of every review moderation action (approve, refuse, hide, document decisions, revoked ties, reports): who, what, why, when.';
create index review_moderation_events_created_idx on public.review_moderation_events (created_at desc);
create index review_moderation_events_review_idx on public.review_moderation_events (review_id, created_at desc)
  where review_id is not null;
create index review_moderation_events_user_idx on public.review_moderation_events (target_user_id, created_at desc)
  where target_user_id is not null;

-- The community's append-only guard is generic (it checks the requesting role only).
create trigger append_only before update or delete on public.review_moderation_events
  for each row execute function private.refuse_moderation_event_changes();

create function private.log_review_moderation(
  action text, review_id uuid, document_check_id uuid, tie_id uuid, college_id uuid, target_user_id uuid,
  reason text, details jsonb default '{}')
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.review_moderation_events
    (action, review_id, document_check_id, tie_id, college_id, target_user_id, actor_id, actor_name, reason, details)
  select log_review_moderation.action, log_review_moderation.review_id, log_review_moderation.document_check_id,
         log_review_moderation.tie_id, log_review_moderation.college_id, log_review_moderation.target_user_id,
         auth.uid(), (select p.name from public.profiles p where p.id = auth.uid()),
         nullif(btrim(log_review_moderation.reason), ''), coalesce(log_review_moderation.details, '{}')
$$;

-- College e-mail domains -----------------------------------------------------------------------------------------
-- Free mail providers prove nothing about a college, so none can be listed as one's domain.
create function private.is_college_mail_domain(domain text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select domain is not null
     and char_length(domain) <= 253
     and domain ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$'
     and domain <> all (array[
       'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.in', 'yahoo.in', 'ymail.com', 'rocketmail.com',
       'outlook.com', 'outlook.in', 'hotmail.com', 'live.com', 'live.in', 'msn.com', 'icloud.com', 'me.com',
       'mac.com', 'aol.com', 'rediffmail.com', 'zoho.com', 'zohomail.in', 'proton.me', 'protonmail.com',
       'gmx.com', 'mail.com', 'yandex.com', 'tutanota.com'])
$$;

create table public.college_email_domains (
  id uuid primary key default gen_random_uuid(),
  college_id uuid not null references public.colleges (id) on delete cascade,
  -- Lower-case host name: 'iima.ac.in'. An address at it or at any of its subdomains matches.
  domain text not null check (private.is_college_mail_domain(domain)),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint college_email_domains_once unique (college_id, domain)
);
comment on table public.college_email_domains is
  'The e-mail domains of a college''s students and alumni (editors keep them): a link sent to an address at one proves a tie.';
create index college_email_domains_created_by_idx on public.college_email_domains (created_by);

-- Domain changes are catalogue edits: recorded in content_events under their college, as its programmes are.
create or replace function private.record_content_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  row_data jsonb := coalesce(after_row, before_row);
  key_column text := coalesce(tg_argv[0], 'id');
  changed text[] := '{}';
  subject_table text := tg_table_name;
  subject_id text;
  actor_name text;
begin
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(k order by k), '{}') into changed
      from jsonb_object_keys(after_row) k
     where k <> all (private.content_event_ignored_columns())
       and after_row -> k is distinct from before_row -> k;
    if cardinality(changed) = 0 then
      return null;
    end if;
  end if;

  subject_id := row_data ->> key_column;
  if tg_table_name in ('college_programs', 'college_email_domains') then
    subject_table := 'colleges';
    subject_id := row_data ->> 'college_id';
  end if;

  select p.name into actor_name from public.profiles p where p.id = auth.uid();

  insert into public.content_events
    (table_name, row_id, subject_table, subject_id, action, actor_id, actor_name, before, after, changed_fields)
  values
    (tg_table_name, row_data ->> key_column, subject_table, subject_id, lower(tg_op), auth.uid(), actor_name,
     before_row, after_row, changed);
  return null;
end;
$$;
create trigger record_content_event after insert or update or delete on public.college_email_domains
  for each row execute function private.record_content_event();

-- Ties -----------------------------------------------------------------------------------------------------------
create table public.review_ties (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  college_id uuid not null references public.colleges (id) on delete cascade,
  kind text not null check (kind in ('student', 'alumnus')),
  method text not null check (method in ('email_domain', 'document')),
  -- E-mail ties: the listed domain the address matched, and the address's keyed hash (never the address).
  email_domain text,
  address_hash text,
  -- Document ties: the moderator who decided.
  verified_by uuid references public.profiles (id) on delete set null,
  verified_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint review_ties_once unique (user_id, college_id),
  check ((method = 'email_domain') = (email_domain is not null and address_hash is not null))
);
comment on table public.review_ties is
  'A member''s verified tie to a college (student or alumnus, by e-mail domain or document): what lets them review it. Written only by the verification functions.';
-- One mailbox verifies one account per college.
create unique index review_ties_address_once on public.review_ties (college_id, address_hash) where address_hash is not null;
create index review_ties_college_idx on public.review_ties (college_id);
create index review_ties_verified_by_idx on public.review_ties (verified_by);

-- True when the signed-in user has a verified tie to the college.
create function private.has_review_tie(college uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.review_ties t where t.user_id = auth.uid() and t.college_id = has_review_tie.college)
$$;

-- Records (or replaces: a student later verified as an alumnus) the caller's tie to a college.
create function private.record_review_tie(
  member uuid, college uuid, tie_kind text, tie_method text, domain text, address text, moderator uuid)
returns public.review_ties
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.review_ties (user_id, college_id, kind, method, email_domain, address_hash, verified_by, verified_at)
  values (member, college, tie_kind, tie_method, domain, address, moderator, now())
  on conflict (user_id, college_id) do update
     set kind = excluded.kind, method = excluded.method, email_domain = excluded.email_domain,
         address_hash = excluded.address_hash, verified_by = excluded.verified_by, verified_at = excluded.verified_at
  returning *
$$;

-- (a) E-mail domain links ----------------------------------------------------------------------------------------
create table private.review_email_links (
  token_hash text primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  college_id uuid not null references public.colleges (id) on delete cascade,
  kind text not null check (kind in ('student', 'alumnus')),
  email_domain text not null,
  address_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
comment on table private.review_email_links is
  'One-time links e-mailed to a college address to prove a tie: the token''s SHA-256, never the token or the address.';
create index review_email_links_user_idx on private.review_email_links (user_id);
create index review_email_links_expires_idx on private.review_email_links (expires_at);
alter table private.review_email_links enable row level security;
revoke all on private.review_email_links from public, anon, authenticated;

-- The listed domain of `college` an address is at (itself or a subdomain of it), the longest match; null if none.
create function private.college_domain_of(college uuid, address text)
returns text
language sql
stable
set search_path = ''
as $$
  select d.domain
    from public.college_email_domains d
   where d.college_id = college_domain_of.college
     and (split_part(address, '@', 2) = d.domain or split_part(address, '@', 2) like '%.' || d.domain)
   order by char_length(d.domain) desc
   limit 1
$$;

-- E-mails the signed-in caller a link (24 hours) to /reviews/verify/<token> at `email`, which must be at one of
-- the college's domains (22023, HINT 'domain'). Five requests per member an hour (public.hit_rate_limit) and three
-- per address an hour, so nobody floods a college mailbox.
create function public.request_review_email_link(college_id uuid, email text, kind text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(request_review_email_link.email));
  college_name text;
  matched text;
  token text;
begin
  if auth.uid() is null then
    raise exception 'Sign in to verify your tie to a college' using errcode = '28000';
  end if;
  if request_review_email_link.kind is null or request_review_email_link.kind not in ('student', 'alumnus') then
    raise exception 'Choose whether you study or studied there' using errcode = '22023', hint = 'kind';
  end if;
  if address is null or char_length(address) > 254 or not public.is_valid_email(address) then
    raise exception 'Please enter a valid email address' using errcode = '22023', hint = 'email';
  end if;
  select c.name into college_name from public.colleges c
   where c.id = request_review_email_link.college_id and c.is_active;
  if college_name is null then
    raise exception 'This college is not listed' using errcode = 'P0002', hint = 'college';
  end if;
  matched := private.college_domain_of(request_review_email_link.college_id, address);
  if matched is null then
    raise exception 'This address is not at one of the college''s e-mail domains' using errcode = '22023', hint = 'domain';
  end if;
  perform public.hit_rate_limit('reviews.email_link', 5, 3600);
  perform private.my_data_rate_limit('reviews_db.email_link.address', private.my_data_subject_hash(address), 3, 3600, 'email');

  delete from private.review_email_links l where l.expires_at < now() - interval '1 day';
  token := private.my_data_new_token();
  insert into private.review_email_links (token_hash, user_id, college_id, kind, email_domain, address_hash, expires_at)
  values (private.my_data_token_hash(token), auth.uid(), request_review_email_link.college_id,
          request_review_email_link.kind, matched, private.my_data_subject_hash(address), now() + interval '24 hours');
  insert into private.email_outbox (to_email, subject, text, kind)
  values (address, 'Confirm your tie to ' || left(college_name, 120),
    E'Hello,\n\nYou, we hope, asked MBA Disha to verify that you '
    || case request_review_email_link.kind when 'student' then 'study' else 'studied' end
    || ' at ' || college_name || E', so that you can review it.\n\n'
    || E'To confirm, open this link while signed in to your MBA Disha account, and press the button it shows:\n'
    || '/reviews/verify/' || token || E'\n\n'
    || 'The link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail: '
    || E'nothing changes unless the link is opened.\n\nMBA Disha', 'review_verification');
end;
$$;

-- Trades a live link sent to the caller for a tie: {"college_id", "kind", "verified_at"}; null for an unknown,
-- used or expired link, or one sent to another account (left unused, so a forwarded e-mail spends nothing). The
-- domain must still be listed (22023, HINT 'domain'), and the address must not have verified another account
-- for this college (23505, HINT 'address_taken').
create function public.confirm_review_email_link(link_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  link private.review_email_links;
  tie public.review_ties;
begin
  if auth.uid() is null then
    raise exception 'Sign in to verify your tie to a college' using errcode = '28000';
  end if;
  perform public.hit_rate_limit('reviews.confirm_link', 30, 600);
  update private.review_email_links l set used_at = now()
   where l.token_hash = private.my_data_token_hash(link_token) and l.user_id = auth.uid()
     and l.used_at is null and l.expires_at > now()
  returning * into link;
  if link.token_hash is null then
    return null;
  end if;
  if not exists (select 1 from public.college_email_domains d
                  where d.college_id = link.college_id and d.domain = link.email_domain) then
    raise exception 'This address''s domain is no longer one of the college''s' using errcode = '22023', hint = 'domain';
  end if;
  if exists (select 1 from public.review_ties t
              where t.college_id = link.college_id and t.address_hash = link.address_hash and t.user_id <> auth.uid()) then
    raise exception 'This address has verified another account for this college' using errcode = '23505', hint = 'address_taken';
  end if;
  tie := private.record_review_tie(auth.uid(), link.college_id, link.kind, 'email_domain', link.email_domain,
                                   link.address_hash, null);
  return jsonb_build_object('college_id', tie.college_id, 'kind', tie.kind, 'verified_at', tie.verified_at);
end;
$$;

-- (b) Documents ----------------------------------------------------------------------------------------------------
-- Private: no public URL; the storage policies below decide every read.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('review-documents', 'review-documents', false, 5242880,
        array['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
on conflict (id) do nothing;

-- No update policy: a stored document is never replaced in place (a new upload is a new check).
create policy "Members upload their own review documents" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'review-documents' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Uploaders and review moderators read review documents" on storage.objects
  for select to authenticated
  using (bucket_id = 'review-documents'
         and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.can_moderate_reviews())));
create policy "Uploaders and review moderators delete review documents" on storage.objects
  for delete to authenticated
  using (bucket_id = 'review-documents'
         and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.can_moderate_reviews())));

create table public.review_document_checks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  college_id uuid not null references public.colleges (id) on delete cascade,
  document_kind text not null check (document_kind in ('id_card', 'offer_letter')),
  -- What the member says they are; the moderator decides what they are verified as.
  claimed_kind text not null check (claimed_kind in ('student', 'alumnus')),
  -- The object in 'review-documents', always in the member's own folder.
  storage_path text not null check (storage_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9][A-Za-z0-9._-]{0,120}$'),
  status text not null default 'pending' check (status in ('pending', 'verified', 'refused')),
  verified_kind text check (verified_kind in ('student', 'alumnus')),
  refusal_reason text check (char_length(btrim(refusal_reason)) between 3 and 500),
  decided_by uuid references public.profiles (id) on delete set null,
  decided_at timestamptz,
  -- When the file was found gone after the decision (public.mark_review_document_removed).
  file_removed_at timestamptz,
  created_at timestamptz not null default now(),
  check (split_part(storage_path, '/', 1) = user_id::text),
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'verified') = (verified_kind is not null)),
  check ((status = 'refused') = (refusal_reason is not null)),
  check (file_removed_at is null or status <> 'pending')
);
comment on table public.review_document_checks is
  'A member''s ID card or offer letter waiting for a review moderator, and the decision; the file is deleted once decided.';
create unique index review_document_checks_path_key on public.review_document_checks (storage_path);
-- One open check per member and college.
create unique index review_document_checks_one_pending on public.review_document_checks (user_id, college_id)
  where status = 'pending';
create index review_document_checks_queue_idx on public.review_document_checks (created_at) where status = 'pending';
create index review_document_checks_unremoved_idx on public.review_document_checks (decided_at)
  where status <> 'pending' and file_removed_at is null;
create index review_document_checks_college_idx on public.review_document_checks (college_id);
create index review_document_checks_decided_by_idx on public.review_document_checks (decided_by);

-- Whether the document is stored (the check's insert policy: a check names a file that exists).
create function private.review_document_stored(path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from storage.objects o where o.bucket_id = 'review-documents' and o.name = path)
$$;

-- A member asks for at most five checks a day (the check is a moderator's time).
create function private.review_document_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    perform public.hit_rate_limit('reviews.document', 5, 86400);
  end if;
  return new;
end;
$$;
create trigger review_document_before_insert before insert on public.review_document_checks
  for each row execute function private.review_document_before_insert();

-- A moderator's decision: 'student' or 'alumnus' verifies (and records the tie), 'refused' needs a reason. Returns
-- the stored file's path, which the caller then deletes through the Storage API. Nobody decides their own check.
create function public.decide_review_document(check_id uuid, decision text, reason text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c public.review_document_checks;
  tie public.review_ties;
  note text := nullif(btrim(decide_review_document.reason), '');
begin
  if not private.can_moderate_reviews() then
    raise exception 'Only a review moderator can decide on a document' using errcode = '42501';
  end if;
  if decision is null or decision not in ('student', 'alumnus', 'refused') then
    raise exception 'Choose student, alumnus or refused' using errcode = '22023', hint = 'decision';
  end if;
  if decision = 'refused' and (note is null or char_length(note) not between 3 and 500) then
    raise exception 'Give the reason for refusing, in 3 to 500 characters' using errcode = '22023', hint = 'reason';
  end if;
  select * into c from public.review_document_checks d where d.id = check_id for update;
  if c.id is null then
    raise exception 'This document check no longer exists' using errcode = 'P0002';
  end if;
  if c.user_id = auth.uid() then
    raise exception 'You cannot decide on your own document' using errcode = '42501', hint = 'own';
  end if;
  if c.status <> 'pending' then
    raise exception 'This document has been decided already' using errcode = '55000';
  end if;

  update public.review_document_checks d
     set status = case when decision = 'refused' then 'refused' else 'verified' end,
         verified_kind = case when decision = 'refused' then null else decision end,
         refusal_reason = case when decision = 'refused' then note end,
         decided_by = auth.uid(),
         decided_at = now()
   where d.id = c.id;
  if decision = 'refused' then
    perform private.log_review_moderation('refuse_document', null, c.id, null, c.college_id, c.user_id, note,
      jsonb_build_object('document_kind', c.document_kind, 'claimed_kind', c.claimed_kind));
  else
    tie := private.record_review_tie(c.user_id, c.college_id, decision, 'document', null, null, auth.uid());
    perform private.log_review_moderation('verify_document', null, c.id, tie.id, c.college_id, c.user_id, note,
      jsonb_build_object('document_kind', c.document_kind, 'claimed_kind', c.claimed_kind, 'kind', decision));
  end if;
  return c.storage_path;
end;
$$;

-- Stamps a decided check once its file is gone from storage: true when stamped (now or before), false while the
-- file is still there. The uploader or a review moderator may ask.
create function public.mark_review_document_removed(check_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c public.review_document_checks;
begin
  select * into c from public.review_document_checks d where d.id = check_id;
  if c.id is null or not (c.user_id = auth.uid() or private.can_moderate_reviews()) then
    raise exception 'This document check no longer exists' using errcode = 'P0002';
  end if;
  if c.status = 'pending' then
    raise exception 'This document is still waiting for a decision' using errcode = '55000';
  end if;
  if c.file_removed_at is not null then
    return true;
  end if;
  if private.review_document_stored(c.storage_path) then
    return false;
  end if;
  update public.review_document_checks d set file_removed_at = now() where d.id = c.id;
  return true;
end;
$$;

-- A moderator withdraws a tie (a forged document found out, a shared mailbox), with the reason. The member's
-- reviews of the college leave the public pages with it (they show only while a tie stands).
create function public.revoke_review_tie(tie_id uuid, reason text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  t public.review_ties;
  note text := nullif(btrim(revoke_review_tie.reason), '');
begin
  if not private.can_moderate_reviews() then
    raise exception 'Only a review moderator can withdraw a tie' using errcode = '42501';
  end if;
  if note is null or char_length(note) not between 3 and 500 then
    raise exception 'Give the reason, in 3 to 500 characters' using errcode = '22023', hint = 'reason';
  end if;
  delete from public.review_ties r where r.id = tie_id returning * into t;
  if t.id is null then
    raise exception 'This tie no longer exists' using errcode = 'P0002';
  end if;
  perform private.log_review_moderation('revoke_tie', null, null, t.id, t.college_id, t.user_id, note,
    jsonb_build_object('kind', t.kind, 'method', t.method));
end;
$$;

-- Row-level security -----------------------------------------------------------------------------------------------
alter table public.review_moderation_events enable row level security;
create policy "Review moderators read the review moderation record" on public.review_moderation_events
  for select to authenticated
  using ((select private.can_moderate_reviews()));

-- Which domains prove a tie is public: the verification form names them.
alter table public.college_email_domains enable row level security;
create policy "Anyone reads college e-mail domains" on public.college_email_domains
  for select to anon, authenticated
  using (true);
create policy "Content managers add college e-mail domains" on public.college_email_domains
  for insert to authenticated
  with check ((select private.can_manage_content()));
create policy "Content managers change college e-mail domains" on public.college_email_domains
  for update to authenticated
  using ((select private.can_manage_content()))
  with check ((select private.can_manage_content()));
create policy "Content managers remove college e-mail domains" on public.college_email_domains
  for delete to authenticated
  using ((select private.can_manage_content()));

-- Written by the definer functions only; a member reads their own, review moderators every tie.
alter table public.review_ties enable row level security;
create policy "Members and review moderators read ties" on public.review_ties
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.can_moderate_reviews()));

alter table public.review_document_checks enable row level security;
create policy "Uploaders and review moderators read document checks" on public.review_document_checks
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.can_moderate_reviews()));
create policy "Members ask for a check of their own stored document" on public.review_document_checks
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and status = 'pending' and decided_at is null and decided_by is null
    and split_part(storage_path, '/', 1) = (select auth.uid())::text
    and private.review_document_stored(storage_path)
    and exists (select 1 from public.colleges c where c.id = review_document_checks.college_id and c.is_active)
  );
-- Withdrawing a check that no one has decided yet (the app deletes its file too).
create policy "Members withdraw their pending document checks" on public.review_document_checks
  for delete to authenticated
  using (user_id = (select auth.uid()) and status = 'pending');

-- Privileges: exactly what the policies can allow ------------------------------------------------------------------
revoke all on public.review_moderation_events from anon, authenticated, service_role;
grant select on public.review_moderation_events to authenticated, service_role;

grant select on public.college_email_domains to anon, authenticated;
grant insert (college_id, domain) on public.college_email_domains to authenticated;
grant update (domain) on public.college_email_domains to authenticated;
grant delete on public.college_email_domains to authenticated;

-- The address's hash and the deciding moderator stay in the database.
grant select (id, user_id, college_id, kind, method, email_domain, verified_at, created_at)
  on public.review_ties to authenticated;

grant select (
  id, user_id, college_id, document_kind, claimed_kind, storage_path, status, verified_kind, refusal_reason,
  decided_at, file_removed_at, created_at
) on public.review_document_checks to authenticated;
grant insert (user_id, college_id, document_kind, claimed_kind, storage_path) on public.review_document_checks to authenticated;
grant delete on public.review_document_checks to authenticated;

-- Policies (table and storage) run these as the requesting role.
grant execute on function private.can_moderate_reviews(), private.has_review_tie(uuid), private.review_document_stored(text),
  private.is_college_mail_domain(text)
  to authenticated, service_role;
grant execute on function private.is_college_mail_domain(text) to anon;
revoke all on function
  private.log_review_moderation(text, uuid, uuid, uuid, uuid, uuid, text, jsonb),
  private.record_review_tie(uuid, uuid, text, text, text, text, uuid),
  private.college_domain_of(uuid, text)
  from public, anon, authenticated;

revoke all on function
  public.request_review_email_link(uuid, text, text),
  public.confirm_review_email_link(text),
  public.decide_review_document(uuid, text, text),
  public.mark_review_document_removed(uuid),
  public.revoke_review_tie(uuid, text)
  from public, anon;
grant execute on function
  public.request_review_email_link(uuid, text, text),
  public.confirm_review_email_link(text),
  public.decide_review_document(uuid, text, text),
  public.mark_review_document_removed(uuid),
  public.revoke_review_tie(uuid, text)
  to authenticated, service_role;
