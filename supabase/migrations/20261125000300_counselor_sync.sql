-- Back office (issue 11): the counsellors leads are assigned to follow the staff accounts. Until now a super admin
-- giving someone the counselor role also had to add them to public.counselors by hand, and a counsellor who left
-- stayed on the assignment lists. Now a trigger on profiles keeps the two in step:
--   * a profile whose role becomes 'counselor' gets a counselors row, or re-activates and refreshes its own, or
--     takes over an unlinked row with its e-mail (one the seed or a super admin added before the account existed);
--   * while the role is 'counselor', a change of name, e-mail or phone is copied to the row;
--   * a role moving away from 'counselor' sets the row inactive: it keeps naming past assignments, and
--     round-robin and the assignment lists (counselors where is_active) stop offering it.
-- A profile without a usable e-mail (counselors.email is required and checked) gets no row rather than having its
-- role change refused.

create function private.sync_counselor()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_counselor constant boolean := tg_op = 'UPDATE' and old.role = 'counselor';
  v_email text := lower(btrim(new.email));
  v_phone text := nullif(btrim(new.phone), '');
  v_name text := coalesce(nullif(btrim(new.name), ''), split_part(lower(btrim(new.email)), '@', 1));
begin
  if new.role is distinct from 'counselor' then
    if was_counselor then
      update public.counselors c set is_active = false where c.profile_id = new.id;
    end if;
    return null;
  end if;
  if not public.is_valid_email(v_email) then
    return null;
  end if;

  update public.counselors c
     set name = v_name, phone = coalesce(v_phone, c.phone), is_active = true,
         -- Another row may already use the address (unique): the row keeps its own then.
         email = case when exists (select 1 from public.counselors o where o.email = v_email and o.id <> c.id)
                      then c.email else v_email end
   where c.profile_id = new.id;
  if found then
    return null;
  end if;

  update public.counselors c
     set profile_id = new.id, name = v_name, phone = coalesce(v_phone, c.phone), is_active = true
   where c.profile_id is null and lower(c.email) = v_email;
  if found then
    return null;
  end if;

  insert into public.counselors (profile_id, name, email, phone, is_active)
  values (new.id, v_name, v_email, v_phone, true)
  on conflict do nothing;
  return null;
end;
$$;

create trigger sync_counselor after insert or update of role, name, email, phone on public.profiles
  for each row execute function private.sync_counselor();

revoke all on function private.sync_counselor() from public, anon, authenticated;

-- Backfill: every counselor profile gets its row, and rows of profiles that are no longer counsellors go inactive.
-- Updating role to itself fires the trigger for each of them as it would for a role change.
update public.profiles p set role = p.role where p.role = 'counselor';
update public.counselors c set is_active = false
  from public.profiles p
 where p.id = c.profile_id and p.role <> 'counselor' and c.is_active;
