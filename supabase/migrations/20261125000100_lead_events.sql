-- Back office (issue 11): the leads audit trail. Every change to a lead, every view of a lead's personal data and
-- every export lands in public.lead_events, which nobody edits or deletes through the API: the timeline on a
-- lead's page is its history, and the business must be able to say who saw or changed what, and when.
--
-- 1. public.lead_events, append-only (a trigger refuses UPDATE and DELETE to every API role, as on lead_consents).
--    lead_id has no foreign key: the history of a deleted lead outlives it, with the lead's name as it was.
-- 2. Rows written by triggers on leads, so every writer (the back office, a bulk action, the service role, the
--    public form functions) is recorded the same way:
--      insert  created {source, form_type}, and assigned {…} when round-robin gave it a counselor
--      update  one row per kind of change: status_changed {from, to[, conversion_value]} (also when the same
--              status is set again: that records a contact), assigned {from_id, from_name, to_id, to_name},
--              note_added / internal_note_added {entry}, follow_up_set {from, to}, updated {fields} for every
--              other column staff edited (bookkeeping stamps such as last_contacted_at are not listed)
--      delete  deleted {status, source}
-- 3. public.record_lead_access(access, lead_ids, details): the back office records a view of a lead's personal
--    data ('viewed') and each export ('exported', one row for the whole export).
-- The actor is the signed-in staff member (id and profile name, a snapshot); anyone else is "the system" (null):
-- round-robin, imports by the service role, and a visitor's own form or erasure, whose name is not staff's to
-- keep in an audit trail.

-- 1. ------------------------------------------------------------------------------------------------------------
create table public.lead_events (
  id bigint generated always as identity primary key,
  lead_id uuid,
  lead_name text,
  actor_id uuid,
  actor_name text,
  action text not null check (action in (
    'created', 'status_changed', 'assigned', 'note_added', 'internal_note_added', 'call_logged', 'follow_up_set',
    'updated', 'deleted', 'viewed', 'exported'
  )),
  details jsonb not null default '{}' check (jsonb_typeof(details) = 'object'),
  created_at timestamptz not null default now()
);
comment on table public.lead_events is
  'Append-only audit of leads: changes (from triggers on leads), views of personal data and exports (record_lead_access).';
comment on column public.lead_events.lead_id is 'No foreign key: the history of a deleted lead is kept. Null for an export.';
comment on column public.lead_events.actor_id is 'The staff member who acted; null for the system (round-robin, imports, visitors).';

create index lead_events_lead_idx on public.lead_events (lead_id, created_at desc);
create index lead_events_created_idx on public.lead_events (created_at desc);

-- Nobody but the definer functions (owned by the migration role) changes a row, and they only to honour an erasure
-- (below): an audit trail that staff could edit would prove nothing.
create function private.refuse_lead_event_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    raise exception 'The lead history is append-only' using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger append_only before update or delete on public.lead_events
  for each row execute function private.refuse_lead_event_changes();

alter table public.lead_events enable row level security;
create policy "Lead managers read the lead history" on public.lead_events
  for select to authenticated
  using ((select private.can_manage_leads()));

revoke all on public.lead_events from anon, authenticated, service_role;
grant select on public.lead_events to authenticated, service_role;

-- 2. ------------------------------------------------------------------------------------------------------------
-- Who is acting: staff by id and their profile name at the time; everyone else null (the system).
create function private.lead_event_actor(out actor_id uuid, out actor_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.name
    from public.profiles p
   where p.id = auth.uid() and private.can_manage_leads()
$$;

-- The text a note change added, when it only appended to what was there (the add-note and call functions append,
-- separated by a blank line); null when the text was edited or cleared, which counts as an ordinary update.
create function private.appended_note(before text, after text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when after is null or after is not distinct from before then null
    when coalesce(before, '') = '' then after
    when left(after, length(before)) = before then nullif(ltrim(substr(after, length(before) + 1), E'\n'), '')
  end
$$;

-- Columns that are not "updated" fields of their own: the change kinds with a row of their own, and stamps the
-- transition trigger keeps (their changes follow from a status, assignment or note).
create function private.lead_bookkeeping_columns()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'id', 'created_at', 'updated_at', 'status', 'assigned_counselor_id', 'assigned_at', 'next_follow_up_at',
    'first_contacted_at', 'last_contacted_at', 'qualified_at', 'converted_at', 'contact_attempts'
  ]
$$;

create function private.counselor_name(counselor_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$ select c.name from public.counselors c where c.id = counselor_id $$;

-- Status: its own trigger, AFTER UPDATE OF status, so setting the same status again (a contact, spec §4) is on the
-- timeline too. The conversion value travels with a conversion.
create function private.log_lead_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor record;
  details jsonb := jsonb_build_object('from', old.status, 'to', new.status);
begin
  select * into actor from private.lead_event_actor();
  if new.status = 'converted' and new.conversion_value is not null then
    details := details || jsonb_build_object('conversion_value', new.conversion_value);
  end if;
  insert into public.lead_events (lead_id, lead_name, actor_id, actor_name, action, details)
  values (new.id, new.name, actor.actor_id, actor.actor_name, 'status_changed', details);
  return null;
end;
$$;

-- Everything else. log_lead_call sets lead_events.call = 'on' for its own update: the call's note and follow-up are
-- in its one 'call_logged' row, so they get no rows of their own here.
create function private.log_lead_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor record;
  in_call constant boolean := coalesce(current_setting('lead_events.call', true), '') = 'on';
  note text;
  internal_note text;
  fields text[];
  erased boolean;
begin
  select * into actor from private.lead_event_actor();

  if tg_op = 'INSERT' then
    insert into public.lead_events (lead_id, lead_name, actor_id, actor_name, action, details)
    values (new.id, new.name, actor.actor_id, actor.actor_name, 'created',
            jsonb_build_object('source', new.source, 'form_type', new.form_type));
    if new.assigned_counselor_id is not null then
      -- Only round-robin (or an import) assigns on insert: the system's act.
      insert into public.lead_events (lead_id, lead_name, action, details)
      values (new.id, new.name, 'assigned', jsonb_build_object(
        'from_id', null, 'from_name', null,
        'to_id', new.assigned_counselor_id, 'to_name', private.counselor_name(new.assigned_counselor_id)));
    end if;
    return null;
  end if;

  if tg_op = 'DELETE' then
    insert into public.lead_events (lead_id, lead_name, actor_id, actor_name, action, details)
    values (old.id, old.name, actor.actor_id, actor.actor_name, 'deleted',
            jsonb_build_object('status', old.status, 'source', old.source));
    return null;
  end if;

  -- An erasure (my_data_erase) replaces the address with its erased form: the history keeps what happened, but
  -- not the person's name or the words of notes about them.
  erased := new.email = private.my_data_erased_address(old.email);
  if erased then
    update public.lead_events e
       set lead_name = '', details = e.details - 'entry' - 'note'
     where e.lead_id = new.id;
  end if;

  if new.assigned_counselor_id is distinct from old.assigned_counselor_id then
    insert into public.lead_events (lead_id, lead_name, actor_id, actor_name, action, details)
    values (new.id, new.name, actor.actor_id, actor.actor_name, 'assigned', jsonb_build_object(
      'from_id', old.assigned_counselor_id, 'from_name', private.counselor_name(old.assigned_counselor_id),
      'to_id', new.assigned_counselor_id, 'to_name', private.counselor_name(new.assigned_counselor_id)));
  end if;

  note := private.appended_note(old.notes, new.notes);
  internal_note := private.appended_note(old.internal_notes, new.internal_notes);
  if note is not null and not in_call then
    insert into public.lead_events (lead_id, lead_name, actor_id, actor_name, action, details)
    values (new.id, new.name, actor.actor_id, actor.actor_name, 'note_added', jsonb_build_object('entry', note));
  end if;
  if internal_note is not null and not in_call then
    insert into public.lead_events (lead_id, lead_name, actor_id, actor_name, action, details)
    values (new.id, new.name, actor.actor_id, actor.actor_name, 'internal_note_added',
            jsonb_build_object('entry', internal_note));
  end if;

  if new.next_follow_up_at is distinct from old.next_follow_up_at and not in_call then
    insert into public.lead_events (lead_id, lead_name, actor_id, actor_name, action, details)
    values (new.id, new.name, actor.actor_id, actor.actor_name, 'follow_up_set',
            jsonb_build_object('from', old.next_follow_up_at, 'to', new.next_follow_up_at));
  end if;

  select array_agg(n.key order by n.key) into fields
    from jsonb_each(to_jsonb(new)) n
    join jsonb_each(to_jsonb(old)) o using (key)
   where n.value is distinct from o.value
     and n.key <> all (private.lead_bookkeeping_columns())
     -- An appended note has its own row; an edited or cleared one is an update.
     and not (n.key = 'notes' and note is not null)
     and not (n.key = 'internal_notes' and internal_note is not null)
     -- A conversion's value is in its status_changed row.
     and not (n.key = 'conversion_value' and new.status = 'converted' and old.status is distinct from 'converted');
  if fields is not null then
    insert into public.lead_events (lead_id, lead_name, actor_id, actor_name, action, details)
    values (new.id, new.name, actor.actor_id, actor.actor_name, 'updated',
            jsonb_build_object('fields', to_jsonb(fields)) || case when erased then '{"erased": true}'::jsonb else '{}' end);
  end if;
  return null;
end;
$$;

create trigger log_lead_status after update of status on public.leads
  for each row execute function private.log_lead_status();
create trigger log_lead_changes after insert or update or delete on public.leads
  for each row execute function private.log_lead_changes();

-- 3. ------------------------------------------------------------------------------------------------------------
-- 'viewed': the one lead whose personal data the back office showed (lead_ids holds exactly it).
-- 'exported': one row for the whole export, lead_id null, details {count, filters} (count defaults to the number of
-- lead_ids given, so a caller that streams pages may pass the count alone).
-- SECURITY DEFINER because nobody writes lead_events directly; it checks the caller is a lead manager itself.
create function public.record_lead_access(access text, lead_ids uuid[], details jsonb default '{}')
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor record;
  lead record;
begin
  if not private.can_manage_leads() then
    raise exception 'Only lead managers see leads' using errcode = '42501';
  end if;
  if record_lead_access.access is null or record_lead_access.access not in ('viewed', 'exported') then
    perform private.invalid_field('access', 'access is viewed or exported');
  end if;
  if jsonb_typeof(coalesce(record_lead_access.details, '{}')) <> 'object' then
    perform private.invalid_field('details', 'details is a JSON object');
  end if;
  select * into actor from private.lead_event_actor();

  if record_lead_access.access = 'viewed' then
    if coalesce(cardinality(record_lead_access.lead_ids), 0) <> 1 then
      perform private.invalid_field('lead_ids', 'A view is of one lead');
    end if;
    select l.id, l.name into lead from public.leads l where l.id = record_lead_access.lead_ids[1];
    if not found then
      raise exception 'Lead not found' using errcode = 'P0002';
    end if;
    insert into public.lead_events (lead_id, lead_name, actor_id, actor_name, action, details)
    values (lead.id, lead.name, actor.actor_id, actor.actor_name, 'viewed', coalesce(record_lead_access.details, '{}'));
  else
    insert into public.lead_events (lead_id, lead_name, actor_id, actor_name, action, details)
    values (null, null, actor.actor_id, actor.actor_name, 'exported',
            jsonb_build_object('count', coalesce(cardinality(record_lead_access.lead_ids), 0), 'filters', '{}'::jsonb)
              || coalesce(record_lead_access.details, '{}'));
  end if;
end;
$$;

revoke all on function
  private.refuse_lead_event_changes(), private.lead_event_actor(), private.appended_note(text, text),
  private.lead_bookkeeping_columns(), private.counselor_name(uuid), private.log_lead_status(),
  private.log_lead_changes()
  from public, anon, authenticated;
revoke all on function public.record_lead_access(text, uuid[], jsonb) from public, anon, service_role;
grant execute on function public.record_lead_access(text, uuid[], jsonb) to authenticated;
