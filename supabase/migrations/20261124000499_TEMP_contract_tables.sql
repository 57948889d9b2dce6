-- TEMPORARY, NOT A FINAL ARTIFACT: the tables and columns of issue 10's contract
-- (/work/helper-notes/issue10-contract.md) that the DB helper creates in 20261124000100…000499, stood up here only
-- so the my-data migrations (20261124000500…) can be developed and tested before that branch is merged.
-- Drop this file (revert its 'TEMP:' commit) when merging the DB helper's branch.

alter table public.leads
  add column college_id uuid references public.colleges (id) on delete set null,
  add column exam_id uuid references public.exams (id) on delete set null,
  add column gclid text,
  add column fbclid text,
  add column first_touch jsonb not null default '{}',
  add column last_touch jsonb not null default '{}',
  add column idempotency_key uuid unique;

alter table public.contact_submissions
  add column lead_id uuid references public.leads (id) on delete set null,
  add column idempotency_key uuid unique;

create table public.lead_consents (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email)),
  lead_id uuid references public.leads (id) on delete set null,
  purpose text not null check (purpose in ('enquiry_contact', 'newsletter', 'whatsapp', 'share_with_college')),
  granted boolean not null,
  college_id uuid references public.colleges (id) on delete set null,
  notice_version text not null,
  label text not null,
  context text not null check (context in ('contact', 'consultation', 'newsletter', 'my_data', 'profile')),
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now()
);

alter table public.lead_consents enable row level security;
revoke all on public.lead_consents from anon, authenticated;
grant select on public.lead_consents to authenticated;
grant all on public.lead_consents to service_role;
create policy "Lead managers read consents" on public.lead_consents
  for select to authenticated
  using ((select private.can_manage_leads()));

create function public.refuse_consent_rewrite()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    raise exception 'Consent records are append-only' using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
create trigger refuse_consent_rewrite before update or delete on public.lead_consents
  for each row execute function public.refuse_consent_rewrite();

create table private.email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null,
  subject text not null,
  text text not null,
  kind text not null,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);
alter table private.email_outbox enable row level security;
revoke all on private.email_outbox from public, anon, authenticated;
grant all on private.email_outbox to service_role;
