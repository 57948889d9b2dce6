-- "My applications" (issue 16): the colleges an aspirant applies to, each with where it stands, its form fee and
-- their notes. Strictly the owner's: nobody else, staff included, reads an aspirant's application plans.

create table public.college_applications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  college_id uuid not null references public.colleges (id) on delete cascade,
  status text not null default 'planning'
    check (status in ('planning', 'applied', 'shortlisted', 'interview', 'admitted', 'declined')),
  form_fee numeric(9, 2) check (form_fee between 0 and 1000000),
  notes text not null default '' check (char_length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, college_id)
);

create index college_applications_user_idx on public.college_applications (user_id, created_at);
create index college_applications_college_idx on public.college_applications (college_id);

create trigger set_updated_at
  before update on public.college_applications
  for each row execute function public.set_updated_at();

alter table public.college_applications enable row level security;

create policy "Users read their applications" on public.college_applications
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Users track applications" on public.college_applications
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Users update their applications" on public.college_applications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "Users remove their applications" on public.college_applications
  for delete to authenticated
  using (user_id = (select auth.uid()));

grant select, insert, delete on public.college_applications to authenticated;
-- The owner changes what they track, never whose or which college it is.
grant update (status, form_fee, notes) on public.college_applications to authenticated;
