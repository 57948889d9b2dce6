-- Reminders follow the tracked colleges' deadlines (issue 16). A college an aspirant tracks in "My applications"
-- while it is still at 'planning' (not applied yet) brings its announced application dates from the exam calendar
-- into the same reminder job as the per-exam opt-ins: 7 days and 1 day before, sent once per key, with a one-click
-- link that stops that college's reminders. The owner turns them off and on per college; they are on by default.

alter table public.college_applications
  add column reminders boolean not null default true,
  -- In every reminder e-mail about this college: public.stop_application_reminders(token) turns them off.
  add column reminder_token text not null unique
    default translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/=', '-_');

-- The owner chooses whether to be reminded; the token stays the database's.
grant update (reminders) on public.college_applications to authenticated;

-- The job looks up, per announced college date, who tracks that college and still wants its reminders.
create index college_applications_reminders_idx on public.college_applications (college_id)
  where reminders and status = 'planning';

-- One click from the e-mail: the college whose reminders stopped, or null when the token names none (any more).
create function public.stop_application_reminders(token text)
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
  update public.college_applications a set reminders = false
   where a.reminder_token = stop_application_reminders.token and a.reminders
  returning (select c.name from public.colleges c where c.id = a.college_id) into stopped;
  return stopped;
end;
$$;
grant execute on function public.stop_application_reminders(text) to anon, authenticated, service_role;

-- The reminders due at `now`, not yet sent, now from two sources: per-exam opt-ins (reason 'exam') and tracked
-- colleges at 'planning' with reminders on (reason 'college'), with the token of the link that stops them. A date
-- both reach (a college's deadline naming an exam the user also follows) is one reminder, about the college.
-- lib/exam-calendar/reminders.ts's dueReminders is the same rule in TypeScript (an integration test compares them).
drop function private.exam_reminders_due(timestamptz);
create function private.exam_reminders_due(now timestamptz)
returns table (key text, user_id uuid, exam text, entry_id text, event_date date, offset_days integer,
  days_until integer, reason text, college_id uuid, token text)
language sql
stable
set search_path = ''
as $$
  with today as (select (exam_reminders_due.now at time zone 'Asia/Kolkata')::date as d),
  due as (
    select e.id, e.exam, e.college_id, e.starts_on,
      case
        when t.d >= e.starts_on - 7 and t.d < e.starts_on - 1 then 7
        when t.d >= e.starts_on - 1 and t.d < e.starts_on then 1
      end as offset_days,
      e.starts_on - t.d as days_until
    from public.exam_calendar_entries e cross join today t
    where e.status = 'announced' and e.starts_on > t.d and e.starts_on - 7 <= t.d
  ),
  wanted as (
    select d.*, s.user_id, 'exam' as reason, s.token
      from due d join public.exam_reminder_subscriptions s on s.exam = d.exam
    union all
    select d.*, a.user_id, 'college' as reason, a.reminder_token
      from due d join public.college_applications a on a.college_id = d.college_id
     where a.reminders and a.status = 'planning'
  ),
  keyed as (
    select distinct on (k.key) k.key, w.user_id, w.exam, w.id, w.starts_on, w.offset_days, w.days_until, w.reason,
      w.college_id, w.token
    from wanted w
    cross join lateral (
      select 'exam-calendar:' || w.id || ':' || to_char(w.starts_on, 'YYYY-MM-DD') || ':' || w.offset_days || 'd:'
        || w.user_id as key
    ) k
    where w.offset_days is not null
    order by k.key, w.reason
  )
  select k.* from keyed k
  where not exists (select 1 from private.exam_reminders_sent r where r.key = k.key)
  order by 1;
$$;

-- Sends what is due at `now` (default: the clock) and returns how many e-mails it wrote. Safe to run as often as
-- wanted and side by side: each reminder key is recorded once (on conflict do nothing), and only a newly recorded
-- key writes an e-mail. Subscribers without a deliverable address are skipped (and not recorded).
create or replace function public.send_exam_reminders(now timestamptz default now())
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
    select d.*, p.email, p.name, e.cycle_label, e.kind, e.detail, e.ends_on, e.source_label, e.source_url,
      e.last_verified_on, c.name as college_name
    from private.exam_reminders_due(send_exam_reminders.now) d
    join public.profiles p on p.id = d.user_id
    join public.exam_calendar_entries e on e.id = d.entry_id
    left join public.colleges c on c.id = d.college_id
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
        || why
        || E'\n\nMBA Disha',
      case due.reason when 'college' then 'application_reminder' else 'exam_reminder' end
    from due
    join recorded on recorded.key = due.key
    cross join lateral (
      select due.cycle_label || ': ' || private.exam_calendar_kind_label(due.kind)
          || coalesce(' (' || due.detail || ')', '') as title,
        case when due.days_until = 1 then 'tomorrow' else 'in ' || due.days_until || ' days' end as when_text,
        case when due.ends_on is null then 'on ' || to_char(due.event_date, 'FMDD Mon YYYY')
          else 'from ' || to_char(due.event_date, 'FMDD Mon YYYY') || ' to ' || to_char(due.ends_on, 'FMDD Mon YYYY')
        end as date_text,
        case due.reason
          when 'college' then
            E'Your applications and their dates:\n/profile/applications\n\n'
            || 'You get this because you track ' || coalesce(due.college_name, 'this college')
            || ' in My applications and have not marked it applied yet: MBA Disha reminds you 7 days and 1 day before '
            || 'its dates. To stop the reminders for this college with one click, open:'
            || E'\n/exams/calendar/unsubscribe/college/' || due.token
          else
            E'Every date of the calendar:\n/exams/calendar?exam=' || due.exam || E'\n\n'
            || 'You get this because you asked MBA Disha for ' || upper(due.exam) || ' reminders, 7 days and 1 day before each date. '
            || E'To stop them with one click, open:\n/exams/calendar/unsubscribe/' || due.token
        end as why
    ) words
    returning 1
  )
  select count(*) into written from mails;
  return written;
end;
$$;
