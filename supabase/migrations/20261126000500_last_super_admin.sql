-- Back-office II (issue 12): the site always keeps a super admin. Only a super admin may change roles and the
-- admin flag (guard_profile_privileges and the profiles policies), so a sole super admin who demoted themselves
-- or dropped their admin flag would leave nobody able to manage users or settings again.
--
-- A change that takes the last active super admin (role super_admin with is_admin) out of that state is refused
-- with P0001, whoever makes it — the API roles, the service role or the owner. Deleting that profile is refused
-- for the API roles too; the database owner keeps the power to remove accounts outright (resets, GDPR erasure).
-- The advisory lock serialises such changes, so two super admins demoting each other at the same moment cannot
-- both pass the count (each statement after the lock reads the other's committed change).

create function private.keep_last_super_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (old.role = 'super_admin' and old.is_admin) then
    return coalesce(new, old);
  end if;
  if tg_op = 'UPDATE' and new.role = 'super_admin' and new.is_admin then
    return new;
  end if;
  -- The API request's role comes from its JWT claims; the owner and Auth's own account deletion carry none.
  if tg_op = 'DELETE' and coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return old;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('profiles.last_super_admin', 0));
  if not exists (
    select 1 from public.profiles p
     where p.id <> old.id and p.role = 'super_admin' and p.is_admin
  ) then
    raise exception 'You are the last super admin. Make someone else a super admin before you give up your own rights.'
      using errcode = 'P0001', hint = 'last_super_admin';
  end if;
  return coalesce(new, old);
end;
$$;

create trigger keep_last_super_admin
  before update of role, is_admin or delete on public.profiles
  for each row execute function private.keep_last_super_admin();

revoke all on function private.keep_last_super_admin() from public, anon, authenticated;
