-- Back office (issue 12): a renamed college or post keeps its old address. Search engines and shared links hold
-- the old slug; the public page looks it up here when the slug is unknown and redirects permanently.
--
-- Filled by triggers, so a rename from anywhere is covered. Chains collapse (a → b, then b → c makes a → c and
-- b → c), and a slug taken again by a live row stops redirecting. Deleting the row drops its redirects.

create table public.slug_redirects (
  kind text not null check (kind in ('college', 'blog')),
  old_slug text not null,
  new_slug text not null,
  created_at timestamptz not null default now(),
  primary key (kind, old_slug),
  check (old_slug <> new_slug)
);
comment on table public.slug_redirects is 'Old slugs of renamed colleges and posts, each pointing at the current slug.';

create index slug_redirects_target_idx on public.slug_redirects (kind, new_slug);

create function private.track_slug_redirect()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  redirect_kind text := tg_argv[0];
begin
  if tg_op = 'DELETE' then
    delete from public.slug_redirects where kind = redirect_kind and new_slug = old.slug;
    return null;
  end if;

  -- A slug in use by a row is that row's address, never a redirect.
  delete from public.slug_redirects where kind = redirect_kind and old_slug = new.slug;

  if tg_op = 'UPDATE' and new.slug is distinct from old.slug then
    update public.slug_redirects set new_slug = new.slug where kind = redirect_kind and new_slug = old.slug;
    insert into public.slug_redirects (kind, old_slug, new_slug)
    values (redirect_kind, old.slug, new.slug)
    on conflict (kind, old_slug) do update set new_slug = excluded.new_slug, created_at = now();
  end if;
  return null;
end;
$$;

create trigger track_slug_redirect after insert or update of slug or delete on public.colleges
  for each row execute function private.track_slug_redirect('college');
create trigger track_slug_redirect after insert or update of slug or delete on public.blog_posts
  for each row execute function private.track_slug_redirect('blog');

alter table public.slug_redirects enable row level security;
-- A redirect is visible only when its target is (the subqueries run under the tables' own policies), so renaming
-- a draft post does not publish its new slug.
create policy "Anyone reads redirects to visible pages" on public.slug_redirects
  for select to anon, authenticated
  using (
    (kind = 'college' and exists (select 1 from public.colleges c where c.slug = slug_redirects.new_slug))
    or (kind = 'blog' and exists (select 1 from public.blog_posts b where b.slug = slug_redirects.new_slug))
  );

revoke all on public.slug_redirects from anon, authenticated, service_role;
grant select on public.slug_redirects to anon, authenticated, service_role;
