-- Back office (issue 12): the content audit trail. Every insert, update and delete of public content, media and
-- site settings lands in public.content_events with who made it, when, and the row before and after, so each item's
-- edit page can show its history and nobody can quietly rewrite the public site.
--
-- Written by one trigger on every audited table, so every writer (the back office, the service role, a migration's
-- data fix) is recorded the same way. A program's change is filed under its college (subject_table/subject_id), so
-- a college's history shows its programs too. Updates that only move a counter (views, votes) or the updated_at
-- stamp are not recorded: they are traffic, not edits, and would bury the real history.

create table public.content_events (
  id bigint generated always as identity primary key,
  table_name text not null,
  row_id text not null,
  subject_table text not null,
  subject_id text not null,
  action text not null check (action in ('insert', 'update', 'delete')),
  actor_id uuid,
  actor_name text,
  before jsonb,
  after jsonb,
  changed_fields text[] not null default '{}',
  created_at timestamptz not null default now()
);
comment on table public.content_events is
  'Append-only audit of content, media and settings changes (triggers), shown as each item''s history.';
comment on column public.content_events.actor_id is 'The signed-in person who made the change; null for the system.';

create index content_events_subject_idx on public.content_events (subject_table, subject_id, created_at desc);

create function private.refuse_content_event_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    raise exception 'The content history is append-only' using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger append_only before update or delete on public.content_events
  for each row execute function private.refuse_content_event_changes();

-- Columns whose change alone is not an edit.
create function private.content_event_ignored_columns()
returns text[]
language sql
immutable
set search_path = ''
as $$ select array['views', 'helpful_votes', 'not_helpful_votes', 'updated_at', 'created_at'] $$;

create function private.record_content_event()
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
  if tg_table_name = 'college_programs' then
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

create trigger record_content_event after insert or update or delete on public.colleges
  for each row execute function private.record_content_event();
create trigger record_content_event after insert or update or delete on public.college_programs
  for each row execute function private.record_content_event();
create trigger record_content_event after insert or update or delete on public.exams
  for each row execute function private.record_content_event();
create trigger record_content_event after insert or update or delete on public.blog_posts
  for each row execute function private.record_content_event();
create trigger record_content_event after insert or update or delete on public.videos
  for each row execute function private.record_content_event();
create trigger record_content_event after insert or update or delete on public.faqs
  for each row execute function private.record_content_event();
create trigger record_content_event after insert or update or delete on public.scholarships
  for each row execute function private.record_content_event();
create trigger record_content_event after insert or update or delete on public.testimonials
  for each row execute function private.record_content_event();
create trigger record_content_event after insert or update or delete on public.media
  for each row execute function private.record_content_event();
create trigger record_content_event after insert or update or delete on public.site_settings
  for each row execute function private.record_content_event('key');

alter table public.content_events enable row level security;
create policy "Content managers read the content history" on public.content_events
  for select to authenticated
  using (subject_table <> 'site_settings' and (select private.can_manage_content()));
create policy "Super admins read the settings history" on public.content_events
  for select to authenticated
  using (subject_table = 'site_settings' and (select private.can_manage_system()));

revoke all on public.content_events from anon, authenticated, service_role;
grant select on public.content_events to authenticated, service_role;
