-- A profile's e-mail is the account's sign-in e-mail. Members could PATCH profiles.email to any address —
-- someone else's included — and staff tools and lead matching would believe it. Now a member's write to
-- profiles.email (insert or update) is replaced by their auth e-mail, and a change of the sign-in e-mail
-- (auth.users.email, confirmed by GoTrue) is copied to the profile.

-- Internal helpers live in a schema the REST API does not expose (see also 000500).
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- The caller's own sign-in e-mail. SECURITY DEFINER to read auth.users; answers only for auth.uid().
create or replace function private.sign_in_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(u.email, '') from auth.users u where u.id = auth.uid()
$$;
revoke all on function private.sign_in_email() from public;
grant execute on function private.sign_in_email() to authenticated, service_role;

-- Runs as the caller, so current_user is the API role; the service role and the owner may still set it.
create or replace function private.profile_email_follows_sign_in()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and new.id = auth.uid() then
    new.email := coalesce(private.sign_in_email(), case when tg_op = 'UPDATE' then old.email else '' end);
  elsif current_user in ('anon', 'authenticated') and tg_op = 'UPDATE' then
    -- A super admin editing someone else's profile cannot re-point their e-mail either.
    new.email := old.email;
  end if;
  return new;
end;
$$;
revoke all on function private.profile_email_follows_sign_in() from public;

create trigger profile_email_follows_sign_in
  before insert or update of email on public.profiles
  for each row execute function private.profile_email_follows_sign_in();

-- GoTrue (supabase_auth_admin) updates auth.users; the copy runs as the owner.
create or replace function private.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p set email = coalesce(new.email, '') where p.id = new.id and p.email is distinct from coalesce(new.email, '');
  return null;
end;
$$;
revoke all on function private.sync_profile_email() from public;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (new.email is distinct from old.email)
  execute function private.sync_profile_email();
