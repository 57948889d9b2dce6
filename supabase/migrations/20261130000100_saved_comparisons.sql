-- Comparisons a signed-in aspirant saves from /compare (issue 16): two to four colleges, in the order compared.
-- Colleges are kept by id, so a renamed slug still opens the same comparison; a deleted college drops out when the
-- list is read. Strictly the owner's, like favourites.

create table public.saved_comparisons (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  college_ids uuid[] not null
    check (cardinality(college_ids) between 2 and 4 and array_position(college_ids, null) is null),
  created_at timestamptz not null default now(),
  unique (user_id, college_ids)
);

create index saved_comparisons_user_idx on public.saved_comparisons (user_id, created_at desc);

alter table public.saved_comparisons enable row level security;

create policy "Users read their saved comparisons" on public.saved_comparisons
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Users save comparisons of colleges" on public.saved_comparisons
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    -- Only real, listed colleges, each once: a saved comparison is never a store for arbitrary ids.
    and cardinality(college_ids) = (
      select count(*) from public.colleges c where c.id = any (college_ids) and c.is_active
    )
  );
create policy "Users remove their saved comparisons" on public.saved_comparisons
  for delete to authenticated
  using (user_id = (select auth.uid()));

grant select, insert, delete on public.saved_comparisons to authenticated;
