-- Lead capture (issue 10), the tables: what an enquiry records about where it came from, the consent a visitor
-- gave on the record, and the e-mails written in the same transaction as what caused them.
--
-- 1. leads: the college or exam a consultation names (real columns, shown in the subject), the ad click ids,
--    first and last touch of the visit (from the app's attribution cookie), and the form's idempotency key, so a
--    double click, a retry or a resent form never makes a second lead.
-- 2. contact_submissions: the lead written with it, and the same idempotency key.
-- 3. lead_consents: one row per choice a visitor made, append-only: a change of mind is a new row (granted =
--    false), never an edit. Staff who manage leads read them; nobody writes them except the definer functions
--    (20261124000300 and the my-data functions).
-- 4. private.email_outbox: e-mails to send. Links in them are site-relative paths ('/my-data/<token>'); whoever
--    delivers prepends the site URL it is configured with, never one taken from a request. Each insert NOTIFYs
--    channel 'email_outbox', so a deliverer (the local stack's mailbox) need not poll.

-- 1. leads -----------------------------------------------------------------------------------------------------
alter table public.leads
  add column college_id uuid references public.colleges (id) on delete set null,
  add column exam_id uuid references public.exams (id) on delete set null,
  add column gclid text,
  add column fbclid text,
  add column first_touch jsonb not null default '{}' check (jsonb_typeof(first_touch) = 'object'),
  add column last_touch jsonb not null default '{}' check (jsonb_typeof(last_touch) = 'object'),
  add column idempotency_key uuid unique;
comment on column public.leads.first_touch is 'The first landing of the visit: { source, utm_*, gclid, fbclid, referrer, landing_page, at }.';
comment on column public.leads.last_touch is 'The latest landing that carried campaign parameters or an external referrer, same shape.';
comment on column public.leads.idempotency_key is 'One per rendered form: a resent form returns the first lead instead of a second.';

create index leads_college_idx on public.leads (college_id) where college_id is not null;
create index leads_exam_idx on public.leads (exam_id) where exam_id is not null;
-- Round-robin assignment asks each active counselor for their latest assignment.
create index leads_counselor_assigned_idx on public.leads (assigned_counselor_id, assigned_at desc)
  where assigned_counselor_id is not null;

-- 2. contact_submissions -----------------------------------------------------------------------------------------
alter table public.contact_submissions
  add column lead_id uuid references public.leads (id) on delete set null,
  add column idempotency_key uuid unique;
create index contact_submissions_lead_idx on public.contact_submissions (lead_id) where lead_id is not null;

-- 3. lead_consents ---------------------------------------------------------------------------------------------
create table public.lead_consents (
  id uuid primary key default gen_random_uuid(),
  -- Stored trimmed and lower-cased (trigger below): the address is how a visitor finds their own consents.
  email text not null check (public.is_valid_email(email)),
  lead_id uuid references public.leads (id) on delete set null,
  purpose text not null check (purpose in ('enquiry_contact', 'newsletter', 'whatsapp', 'share_with_college')),
  granted boolean not null,
  -- The college a 'share_with_college' consent names.
  college_id uuid references public.colleges (id) on delete set null,
  -- Which text of the consent notice the visitor was shown, and the exact label of the box.
  notice_version text not null check (length(notice_version) between 1 and 50),
  label text not null check (length(label) between 1 and 1000),
  context text not null check (context in ('contact', 'consultation', 'newsletter', 'my_data', 'profile')),
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now()
);
comment on table public.lead_consents is
  'Append-only record of each consent choice (granted or withdrawn) with the notice version, label, time, IP and user agent.';
create index lead_consents_email_idx on public.lead_consents (email, created_at desc);
create index lead_consents_lead_idx on public.lead_consents (lead_id) where lead_id is not null;

create trigger normalize_email before insert on public.lead_consents
  for each row execute function public.normalize_email();

-- No API role changes or removes a consent row, whatever its grants say. The definer functions (owned by the
-- migration role) may: erasure anonymises, and a deleted lead or college sets lead_id / college_id to null
-- (foreign-key actions run as the table's owner).
create function private.refuse_consent_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    raise exception 'Consent records are append-only: a withdrawal is a new row with granted = false'
      using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger append_only before update or delete on public.lead_consents
  for each row execute function private.refuse_consent_changes();

alter table public.lead_consents enable row level security;
create policy "Lead managers read consents" on public.lead_consents
  for select to authenticated
  using ((select private.can_manage_leads()));

revoke all on public.lead_consents from anon, authenticated, service_role;
grant select on public.lead_consents to authenticated;
-- The service role (back-office jobs) reads them; it records none either.
grant select on public.lead_consents to service_role;

-- 4. private.email_outbox ----------------------------------------------------------------------------------------
create table private.email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null check (public.is_valid_email(to_email)),
  subject text not null,
  text text not null,
  -- What the e-mail is for ('lead_assigned', 'my_data_link', …): lower-case letters, digits, dots, dashes, underscores.
  kind text not null check (kind ~ '^[a-z][a-z0-9_.-]{0,63}$'),
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);
comment on table private.email_outbox is
  'E-mails to send, written in the transaction that caused them. Links are site-relative paths; the deliverer prepends its configured site URL.';
create index email_outbox_pending_idx on private.email_outbox (created_at) where delivered_at is null;

create function private.notify_email_outbox()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- One payload for every insert: Postgres folds identical notifications of a transaction into one, delivered at
  -- commit, and the deliverer sends whatever is still undelivered.
  perform pg_notify('email_outbox', '');
  return null;
end;
$$;

create trigger notify_deliverer after insert on private.email_outbox
  for each statement execute function private.notify_email_outbox();

-- Closed: written by definer functions, read by the deliverer (superuser locally, the service role elsewhere).
alter table private.email_outbox enable row level security;
revoke all on private.email_outbox from public, anon, authenticated;
grant all on private.email_outbox to service_role;
revoke all on function private.refuse_consent_changes(), private.notify_email_outbox() from public, anon, authenticated;
