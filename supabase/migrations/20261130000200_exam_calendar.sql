-- The exam calendar (issue 16): registration windows, exam days, results and college application dates of an
-- admissions cycle, each with its source and the day it was last verified, as lib/exam-calendar/types.ts models
-- them. An entry is *announced* (a published date or date range) or *expected* (only the usual part of a month and
-- its year, never a day, plus the earlier-cycle fact it rests on). Anyone reads the calendar; editors and super
-- admins (private.can_manage_content()) maintain it, and every change is kept in a history table with who, when,
-- and the row before and after.
--
-- Signed-in users opt into e-mail reminders per exam. A scheduled job (npm run jobs:exam-reminders, hourly)
-- calls public.send_exam_reminders(now) with the service role: seven days and one day before each announced date
-- (Indian time) it writes one e-mail per subscriber into private.email_outbox, with a one-click unsubscribe link,
-- and records each reminder's key in private.exam_reminders_sent, so a second run sends nothing twice. The rules
-- mirror lib/exam-calendar/reminders.ts (an integration test checks that both agree).

-- 1. Entries -------------------------------------------------------------------------------------------------------
create table public.exam_calendar_entries (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(id) <= 80),
  status text not null check (status in ('announced', 'expected')),
  exam text check (exam in ('cat', 'xat', 'nmat', 'snap', 'mat')),
  college_id uuid references public.colleges (id) on delete cascade,
  kind text not null check (kind in ('notification', 'registration-opens', 'registration-closes', 'admit-card',
    'exam-day', 'exam-window', 'result', 'application-opens', 'application-deadline')),
  cycle text not null check (cycle ~ '^\d{4}-\d{2}$' and (left(cycle, 4)::int + 1) % 100 = right(cycle, 2)::int),
  cycle_label text not null check (length(btrim(cycle_label)) between 1 and 80),
  detail text check (length(btrim(detail)) between 1 and 80),
  note text check (length(btrim(note)) between 1 and 400),
  source_label text not null check (length(btrim(source_label)) between 1 and 200),
  source_url text not null check (source_url ~ '^https?://[^\s]+$' and length(source_url) <= 2000),
  last_verified_on date not null,
  -- Announced: the first day, and the last day of a range (inclusive).
  starts_on date,
  ends_on date,
  -- Bumped whenever an announced date changes (the ICS SEQUENCE), so subscribed calendars update the event.
  revision integer not null default 0 check (revision >= 0),
  -- Expected: the usual part of a month ('early', 'mid', 'late' or the whole month), and where a usual span ends.
  usual_year integer check (usual_year between 2000 and 2100),
  usual_month integer check (usual_month between 1 and 12),
  usual_part text check (usual_part in ('early', 'mid', 'late', 'any')),
  usual_until_year integer check (usual_until_year between 2000 and 2100),
  usual_until_month integer check (usual_until_month between 1 and 12),
  usual_until_part text check (usual_until_part in ('early', 'mid', 'late', 'any')),
  basis text check (length(btrim(basis)) between 1 and 300),
  basis_entry_id text references public.exam_calendar_entries (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint exam_calendar_announced_shape check (
    status <> 'announced' or (
      starts_on is not null and (ends_on is null or ends_on > starts_on)
      and usual_year is null and usual_month is null and usual_part is null
      and usual_until_year is null and basis is null and basis_entry_id is null)),
  constraint exam_calendar_expected_shape check (
    status <> 'expected' or (
      starts_on is null and ends_on is null and revision = 0
      and usual_year is not null and usual_month is not null and usual_part is not null and basis is not null
      and (usual_until_year is null) = (usual_until_month is null)
      and (usual_until_year is null) = (usual_until_part is null)
      -- An expected entry carries no day, not even in its qualifier.
      and coalesce(detail, '') !~ '\m\d{1,2}\M')),
  constraint exam_calendar_college_kinds check (
    (kind in ('application-opens', 'application-deadline')) = (college_id is not null)
    and (college_id is not null or exam is not null))
);
comment on table public.exam_calendar_entries is
  'The exam calendar: announced dates (starts_on/ends_on) and expected ones (usual_* only, never a day), each with its source and last-verified date.';
create index exam_calendar_entries_cycle_idx on public.exam_calendar_entries (cycle, exam);
create index exam_calendar_entries_college_idx on public.exam_calendar_entries (college_id) where college_id is not null;
create index exam_calendar_entries_basis_idx on public.exam_calendar_entries (basis_entry_id) where basis_entry_id is not null;

create function private.touch_exam_calendar_entry()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if tg_op = 'UPDATE' and new.status = 'announced' and new.revision = old.revision
     and (new.starts_on is distinct from old.starts_on or new.ends_on is distinct from old.ends_on) then
    new.revision := old.revision + 1;
  end if;
  return new;
end;
$$;
create trigger touch_exam_calendar_entry before insert or update on public.exam_calendar_entries
  for each row execute function private.touch_exam_calendar_entry();

alter table public.exam_calendar_entries enable row level security;
create policy "Anyone reads the exam calendar" on public.exam_calendar_entries
  for select to anon, authenticated using (true);
create policy "Content managers add calendar entries" on public.exam_calendar_entries
  for insert to authenticated with check ((select private.can_manage_content()));
create policy "Content managers change calendar entries" on public.exam_calendar_entries
  for update to authenticated
  using ((select private.can_manage_content())) with check ((select private.can_manage_content()));
create policy "Content managers remove calendar entries" on public.exam_calendar_entries
  for delete to authenticated using ((select private.can_manage_content()));
grant select on public.exam_calendar_entries to anon, authenticated;
grant insert, update, delete on public.exam_calendar_entries to authenticated;

-- 2. History: every insert, change and removal, with who and when -------------------------------------------------
create table public.exam_calendar_entry_history (
  id bigint generated always as identity primary key,
  entry_id text not null,
  operation text not null check (operation in ('insert', 'update', 'delete')),
  changed_by uuid references public.profiles (id) on delete set null,
  changed_at timestamptz not null default now(),
  old_row jsonb,
  new_row jsonb
);
comment on table public.exam_calendar_entry_history is
  'Append-only history of public.exam_calendar_entries, written by trigger: who changed which entry, when, from what to what.';
create index exam_calendar_entry_history_entry_idx on public.exam_calendar_entry_history (entry_id, changed_at desc);

create function private.record_exam_calendar_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
begin
  if actor is not null and not exists (select 1 from public.profiles p where p.id = actor) then
    actor := null;
  end if;
  insert into public.exam_calendar_entry_history (entry_id, operation, changed_by, old_row, new_row)
  values (
    coalesce(new.id, old.id),
    lower(tg_op),
    actor,
    case when tg_op <> 'INSERT' then to_jsonb(old) end,
    case when tg_op <> 'DELETE' then to_jsonb(new) end);
  return null;
end;
$$;
create trigger record_exam_calendar_change after insert or update or delete on public.exam_calendar_entries
  for each row execute function private.record_exam_calendar_change();

alter table public.exam_calendar_entry_history enable row level security;
create policy "Content managers read the calendar history" on public.exam_calendar_entry_history
  for select to authenticated using ((select private.can_manage_content()));
revoke all on public.exam_calendar_entry_history from anon, authenticated, service_role;
grant select on public.exam_calendar_entry_history to authenticated, service_role;

-- 3. Reminder opt-ins: one row per user and exam, the user's own ------------------------------------------------
create table public.exam_reminder_subscriptions (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  exam text not null check (exam in ('cat', 'xat', 'nmat', 'snap', 'mat')),
  -- In every reminder e-mail: public.unsubscribe_exam_reminders(token) ends this opt-in with one click.
  token text not null unique default translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/=', '-_'),
  created_at timestamptz not null default now(),
  primary key (user_id, exam)
);
comment on table public.exam_reminder_subscriptions is
  'Exam-calendar e-mail reminders a signed-in user asked for, per exam; the token is the e-mails'' unsubscribe link.';
create index exam_reminder_subscriptions_exam_idx on public.exam_reminder_subscriptions (exam);

alter table public.exam_reminder_subscriptions enable row level security;
create policy "Users read their reminder opt-ins" on public.exam_reminder_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users opt into reminders" on public.exam_reminder_subscriptions
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users opt out of reminders" on public.exam_reminder_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));
-- The token is the database's to choose: a user sets only which exam.
grant select, delete on public.exam_reminder_subscriptions to authenticated;
grant insert (exam) on public.exam_reminder_subscriptions to authenticated;

-- One click from the e-mail: the exam whose reminders stopped, or null when the token names no opt-in (any more).
create function public.unsubscribe_exam_reminders(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  stopped text;
begin
  if token is null or length(token) > 64 then
    return null;
  end if;
  delete from public.exam_reminder_subscriptions s where s.token = unsubscribe_exam_reminders.token
  returning s.exam into stopped;
  return stopped;
end;
$$;
grant execute on function public.unsubscribe_exam_reminders(text) to anon, authenticated, service_role;

-- 4. Reminders sent: one row per reminder key, so a job that runs twice sends once -------------------------------
create table private.exam_reminders_sent (
  key text primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  entry_id text not null,
  event_date date not null,
  offset_days integer not null check (offset_days in (7, 1)),
  sent_at timestamptz not null default now()
);
comment on table private.exam_reminders_sent is
  'Exam-calendar reminders already e-mailed, by key exam-calendar:<entry>:<date>:<offset>d:<user> (lib/exam-calendar/reminders.ts).';
create index exam_reminders_sent_user_idx on private.exam_reminders_sent (user_id);
grant select on private.exam_reminders_sent to service_role;

-- 5. The job --------------------------------------------------------------------------------------------------------
-- The reminders due at `now`, not yet sent: lib/exam-calendar/reminders.ts's dueReminders in SQL. Only announced
-- dates of an exam; 7 days before the first day (Indian time) until the 1-day reminder takes over, then 1 day
-- before until the day itself; nothing on or after it.
create function private.exam_reminders_due(now timestamptz)
returns table (key text, user_id uuid, exam text, entry_id text, event_date date, offset_days integer, days_until integer)
language sql
stable
set search_path = ''
as $$
  with today as (select (exam_reminders_due.now at time zone 'Asia/Kolkata')::date as d),
  due as (
    select e.id, e.exam, e.starts_on,
      case
        when t.d >= e.starts_on - 7 and t.d < e.starts_on - 1 then 7
        when t.d >= e.starts_on - 1 and t.d < e.starts_on then 1
      end as offset_days,
      e.starts_on - t.d as days_until
    from public.exam_calendar_entries e cross join today t
    where e.status = 'announced' and e.exam is not null and e.starts_on > t.d and e.starts_on - 7 <= t.d
  )
  select 'exam-calendar:' || d.id || ':' || to_char(d.starts_on, 'YYYY-MM-DD') || ':' || d.offset_days || 'd:' || s.user_id,
    s.user_id, d.exam, d.id, d.starts_on, d.offset_days, d.days_until
  from due d
  join public.exam_reminder_subscriptions s on s.exam = d.exam
  where d.offset_days is not null
    and not exists (
      select 1 from private.exam_reminders_sent r
       where r.key = 'exam-calendar:' || d.id || ':' || to_char(d.starts_on, 'YYYY-MM-DD') || ':' || d.offset_days || 'd:' || s.user_id)
  order by 1;
$$;

create function private.exam_calendar_kind_label(kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'notification' then 'Official notification'
    when 'registration-opens' then 'Registration opens'
    when 'registration-closes' then 'Registration closes'
    when 'admit-card' then 'Admit card'
    when 'exam-day' then 'Exam day'
    when 'exam-window' then 'Test window'
    when 'result' then 'Result'
    when 'application-opens' then 'Applications open'
    when 'application-deadline' then 'Application deadline'
    else kind
  end
$$;

-- Sends what is due at `now` (default: the clock) and returns how many e-mails it wrote. Safe to run as often as
-- wanted and side by side: each reminder key is recorded once (on conflict do nothing), and only a newly recorded
-- key writes an e-mail. Subscribers without a deliverable address are skipped (and not recorded).
create function public.send_exam_reminders(now timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  written integer;
begin
  with due as (
    select d.*, p.email, p.name, s.token, e.cycle_label, e.kind, e.detail, e.ends_on, e.source_label, e.source_url,
      e.last_verified_on
    from private.exam_reminders_due(send_exam_reminders.now) d
    join public.profiles p on p.id = d.user_id
    join public.exam_reminder_subscriptions s on s.user_id = d.user_id and s.exam = d.exam
    join public.exam_calendar_entries e on e.id = d.entry_id
    where public.is_valid_email(p.email)
  ),
  recorded as (
    insert into private.exam_reminders_sent (key, user_id, entry_id, event_date, offset_days)
    select due.key, due.user_id, due.entry_id, due.event_date, due.offset_days from due
    on conflict (key) do nothing
    returning key
  ),
  mails as (
    insert into private.email_outbox (to_email, subject, text, kind)
    select due.email,
      'Reminder: ' || title || ' ' || date_text || ' (' || when_text || ')',
      'Hello ' || coalesce(nullif(btrim(due.name), ''), 'there') || E',\n\n'
        || title || ' is ' || date_text || ' — ' || when_text || E'.\n\n'
        || 'Source: ' || due.source_label || ' — ' || due.source_url || E'\n'
        || 'Last verified: ' || to_char(due.last_verified_on, 'FMDD Mon YYYY') || E'\n\n'
        || E'Every date of the calendar:\n/exams/calendar?exam=' || due.exam || E'\n\n'
        || 'You get this because you asked MBA Disha for ' || upper(due.exam) || ' reminders, 7 days and 1 day before each date. '
        || E'To stop them with one click, open:\n/exams/calendar/unsubscribe/' || due.token
        || E'\n\nMBA Disha',
      'exam_reminder'
    from due
    join recorded on recorded.key = due.key
    cross join lateral (
      select due.cycle_label || ': ' || private.exam_calendar_kind_label(due.kind)
          || coalesce(' (' || due.detail || ')', '') as title,
        case when due.days_until = 1 then 'tomorrow' else 'in ' || due.days_until || ' days' end as when_text,
        case when due.ends_on is null then 'on ' || to_char(due.event_date, 'FMDD Mon YYYY')
          else 'from ' || to_char(due.event_date, 'FMDD Mon YYYY') || ' to ' || to_char(due.ends_on, 'FMDD Mon YYYY')
        end as date_text
    ) words
    returning 1
  )
  select count(*) into written from mails;
  return written;
end;
$$;
revoke all on function public.send_exam_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.send_exam_reminders(timestamptz) to service_role;
