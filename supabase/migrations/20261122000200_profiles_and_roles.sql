-- Profiles, the counselor list, and the role helpers every policy uses.

create table public.profiles (
  -- One profile per auth user; deleting the user (admin API, GDPR request) removes the profile and, through
  -- the cascades below it, the user's favourites and attempts.
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null default '',
  email text not null default '',
  phone text default '',
  role text not null default 'member'
    check (role in ('super_admin', 'editor', 'counselor', 'community_mod', 'member')),
  -- Spec §6: the admin area (and with it every staff capability) exists only for profiles with is_admin.
  is_admin boolean not null default false,
  bio text default '',
  career_goals text default '',
  current_education text default '',
  work_experience numeric not null default 0 check (work_experience >= 0),
  target_exams text[] not null default '{}',
  preferred_locations text[] not null default '{}',
  budget_range text default '',
  avatar_url text default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One row per auth user, created by the on_auth_user_created trigger (spec §4).';
comment on column public.profiles.work_experience is 'Years of full-time work experience.';
comment on column public.profiles.is_admin is 'Admin profile flag; staff capabilities need it together with a staff role.';

-- The fixed list of five counselors leads are assigned to (spec §3 "Counselor: id, name, email").
-- Kept apart from profiles so a counselor who has no account yet, or leaves, still names past assignments.
create table public.counselors (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null unique check (public.is_valid_email(email)),
  phone text,
  -- The counselor's staff login, when they have one; losing the account must not unassign their leads.
  profile_id uuid unique references public.profiles (id) on delete set null,
  specialization text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Role helpers. SECURITY DEFINER (owned by the table owner, which bypasses RLS) so that a policy on profiles
-- can ask for the caller's role without re-entering profiles' own policies — the 42P17 recursion of spec §8.
-- Each reads the caller's own row only and returns false/null for anon.

create or replace function public.current_user_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.role from public.profiles p where p.id = auth.uid()
$$;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.is_admin from public.profiles p where p.id = auth.uid()), false)
$$;

-- Role only, admin flag not considered: has_role(array['member']) is true for an ordinary member.
create or replace function public.has_role(roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.role = any (roles) from public.profiles p where p.id = auth.uid()), false)
$$;

-- A staff capability: an admin profile whose role is one of roles.
create or replace function public.has_admin_role(roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.is_admin and p.role = any (roles) from public.profiles p where p.id = auth.uid()), false)
$$;

create or replace function public.can_manage_content()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_admin_role(array['super_admin', 'editor'])
$$;

create or replace function public.can_manage_leads()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_admin_role(array['super_admin', 'editor', 'counselor'])
$$;

create or replace function public.can_moderate()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_admin_role(array['super_admin', 'editor', 'community_mod'])
$$;

create or replace function public.can_manage_system()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_admin_role(array['super_admin'])
$$;
