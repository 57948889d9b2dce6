-- Back office (issue 11): working a lead, and who may do what to it.
--
-- 1. Spec §4's status rule in full: setting a status stamps last_contacted_at even when the status does not change
--    (a counsellor re-setting 'contacted' records another contact). apply_lead_transitions (000900) only sees a
--    changed value, so a BEFORE UPDATE OF status trigger, which fires whenever status is in the SET list, adds it.
-- 2. Managers (super_admin, editor: private.can_supervise_leads()) assign and delete; a counsellor sees and works
--    every lead but neither reassigns nor deletes. Assignment is a column, so a trigger guards it (a policy cannot
--    compare with the old row); deletion is a policy of its own.
-- 3. public.add_lead_note and public.log_lead_call: appending a note or a call is one UPDATE each, run as the caller
--    (RLS applies), so two staff writing at once cannot lose each other's entry, and the entry's format lives in
--    one place: "[23 Nov 2026, 14:05 IST · Priya Nair] text", entries separated by a blank line.
--    Errors: 42501 not a lead manager; P0002 no such lead; 22023 with HINT naming the argument.

-- 1. ------------------------------------------------------------------------------------------------------------
-- A value the writer sets in the same statement wins, as in apply_lead_transitions (backdating, imports).
create function private.stamp_lead_contact()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.last_contacted_at is not distinct from old.last_contacted_at then
    new.last_contacted_at := now();
  end if;
  return new;
end;
$$;

-- Named to run before set_updated_at (triggers of a kind fire in name order), so the stamp counts as a change.
create trigger apply_lead_status_contact before update of status on public.leads
  for each row execute function private.stamp_lead_contact();

-- 2. ------------------------------------------------------------------------------------------------------------
create function private.can_supervise_leads()
returns boolean language sql stable security definer set search_path = ''
as $$ select private.has_admin_role(array['super_admin', 'editor']) $$;

-- Like guard_profile_privileges: only the API roles are checked; definer functions (round-robin), the service role
-- and the database owner assign freely.
create function private.guard_lead_assignment()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and new.assigned_counselor_id is distinct from old.assigned_counselor_id
     and not private.can_supervise_leads() then
    raise exception 'Only a lead manager can reassign leads.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_lead_assignment before update of assigned_counselor_id on public.leads
  for each row execute function private.guard_lead_assignment();

-- The FOR ALL policy becomes one per command. No INSERT policy: staff have no INSERT grant on leads (20261124000400),
-- the public form functions write them.
drop policy "Lead managers manage leads" on public.leads;
create policy "Lead managers read leads" on public.leads
  for select to authenticated
  using ((select private.can_manage_leads()));
create policy "Lead managers update leads" on public.leads
  for update to authenticated
  using ((select private.can_manage_leads()))
  with check ((select private.can_manage_leads()));
create policy "Lead supervisors delete leads" on public.leads
  for delete to authenticated
  using ((select private.can_supervise_leads()));

-- 3. ------------------------------------------------------------------------------------------------------------
-- "[23 Nov 2026, 14:05 IST · Priya Nair] " for the signed-in author at this moment.
create function private.lead_note_prefix()
returns text
language sql
stable
set search_path = ''
as $$
  select '[' || to_char(now() at time zone 'Asia/Kolkata', 'FMDD Mon YYYY, HH24:MI') || ' IST · '
         || coalesce(nullif(btrim((select p.name from public.profiles p where p.id = auth.uid())), ''), 'System') || '] '
$$;

-- A note's text: trimmed, 1 to 5000 characters when required; null when optional and blank. Raised here rather
-- than with private.invalid_field, which only the definer functions may run: these run as the caller.
create function private.lead_note_text(note text, required boolean)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  result text := nullif(btrim(note, E' \t\r\n'), '');
begin
  if result is null and required then
    raise exception 'A note cannot be empty' using errcode = '22023', hint = 'note';
  end if;
  if length(result) > 5000 then
    raise exception 'A note is at most 5000 characters' using errcode = '22023', hint = 'note';
  end if;
  return result;
end;
$$;

create function public.add_lead_note(lead_id uuid, note text, internal boolean default false)
returns public.leads
language plpgsql
volatile
set search_path = ''
as $$
declare
  entry text;
  result public.leads;
begin
  if not private.can_manage_leads() then
    raise exception 'Only lead managers add notes' using errcode = '42501';
  end if;
  entry := private.lead_note_prefix() || private.lead_note_text(add_lead_note.note, true);
  update public.leads l
     set notes = case when add_lead_note.internal then l.notes
                      else coalesce(nullif(l.notes, '') || E'\n\n', '') || entry end,
         internal_notes = case when add_lead_note.internal then coalesce(nullif(l.internal_notes, '') || E'\n\n', '') || entry
                               else l.internal_notes end,
         last_contacted_at = now(),
         contact_attempts = l.contact_attempts + 1
   where l.id = add_lead_note.lead_id
  returning l.* into result;
  if not found then
    raise exception 'Lead not found' using errcode = 'P0002';
  end if;
  return result;
end;
$$;

create function public.log_lead_call(lead_id uuid, outcome text, call_back_at timestamptz default null, note text default null)
returns public.leads
language plpgsql
volatile
set search_path = ''
as $$
declare
  said text := private.lead_note_text(log_lead_call.note, false);
  label text;
  result public.leads;
begin
  if not private.can_manage_leads() then
    raise exception 'Only lead managers log calls' using errcode = '42501';
  end if;
  if log_lead_call.outcome is null
     or log_lead_call.outcome not in ('connected', 'no_answer', 'busy', 'wrong_number', 'call_back') then
    raise exception 'outcome is connected, no_answer, busy, wrong_number or call_back'
      using errcode = '22023', hint = 'outcome';
  end if;
  -- A follow-up in the past would be overdue the moment it is set, whatever the outcome.
  if (log_lead_call.outcome = 'call_back' and log_lead_call.call_back_at is null) or log_lead_call.call_back_at <= now() then
    raise exception 'A call back needs a time in the future' using errcode = '22023', hint = 'call_back_at';
  end if;
  label := case log_lead_call.outcome
    when 'connected' then 'Connected'
    when 'no_answer' then 'No answer'
    when 'busy' then 'Busy'
    when 'wrong_number' then 'Wrong number'
    else 'Asked to call back at '
      || to_char(log_lead_call.call_back_at at time zone 'Asia/Kolkata', 'FMDD Mon YYYY, HH24:MI') || ' IST'
  end;

  -- The one 'call_logged' row carries the note and the follow-up: private.log_lead_changes leaves them out while
  -- this setting is on.
  perform set_config('lead_events.call', 'on', true);
  update public.leads l
     set internal_notes = coalesce(nullif(l.internal_notes, '') || E'\n\n', '')
                          || private.lead_note_prefix() || 'Call: ' || label || '.' || coalesce(' ' || said, ''),
         last_contacted_at = now(),
         contact_attempts = l.contact_attempts + 1,
         next_follow_up_at = coalesce(log_lead_call.call_back_at, l.next_follow_up_at)
   where l.id = log_lead_call.lead_id
  returning l.* into result;
  perform set_config('lead_events.call', '', true);
  if result.id is null then
    raise exception 'Lead not found' using errcode = 'P0002';
  end if;
  -- A conversation with a new lead is its first contact. Only then is status set (with its first_contacted_at
  -- stamp and timeline row): setting it on every call would put a status change on the timeline each time.
  if log_lead_call.outcome = 'connected' and result.status = 'new' then
    update public.leads l set status = 'contacted' where l.id = result.id returning l.* into result;
  end if;
  perform private.record_lead_call(result.id, jsonb_build_object(
    'outcome', log_lead_call.outcome, 'call_back_at', log_lead_call.call_back_at, 'note', said));
  return result;
end;
$$;

-- The call's row, written as the owner since nobody writes lead_events directly; only for a lead manager, who
-- could have logged the call anyway.
create function private.record_lead_call(lead_id uuid, details jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.can_manage_leads() then
    raise exception 'Only lead managers log calls' using errcode = '42501';
  end if;
  insert into public.lead_events (lead_id, lead_name, actor_id, actor_name, action, details)
  select l.id, l.name, a.actor_id, a.actor_name, 'call_logged', record_lead_call.details
    from public.leads l
    left join private.lead_event_actor() a on true
   where l.id = record_lead_call.lead_id;
end;
$$;

revoke all on function
  private.stamp_lead_contact(), private.guard_lead_assignment(), private.lead_note_prefix(),
  private.lead_note_text(text, boolean), private.record_lead_call(uuid, jsonb)
  from public, anon, authenticated;
-- Policies run the role helper as the caller, like the others (20261123000600).
revoke all on function private.can_supervise_leads() from public, anon;
grant execute on function private.can_supervise_leads() to authenticated, service_role;
-- The invoker functions the back office calls; RLS decides which leads.
grant execute on function
  private.lead_note_prefix(), private.lead_note_text(text, boolean), private.record_lead_call(uuid, jsonb)
  to authenticated;
revoke all on function public.add_lead_note(uuid, text, boolean), public.log_lead_call(uuid, text, timestamptz, text)
  from public, anon, service_role;
-- Staff only: the service role has no author to sign a note with.
grant execute on function public.add_lead_note(uuid, text, boolean), public.log_lead_call(uuid, text, timestamptz, text)
  to authenticated;
