-- Another person's profile shows only id, name and avatar. The "Authors of published posts are public" policy
-- let every signed-in member read the whole row of any blog author (authenticated holds SELECT on every
-- column, which a member needs for their own row), so blog_posts?select=author:profiles(email,phone,role,
-- is_admin) gave away staff contact details and roles. Column privileges cannot differ by row, so the byline
-- moves to a view that has only the public columns, and profiles itself answers only the policies that show a
-- user their own row (and staff each other, super admins everyone).

drop policy "Authors of published posts are public" on public.profiles;
revoke select (id, name, avatar_url) on public.profiles from anon;
revoke all on public.profiles from anon;

-- Owned by the migration role and not security_invoker, so it reads profiles past their RLS; its WHERE is the
-- rule: authors of published posts, and for content managers (who see drafts) every post's author. PostgREST
-- follows blog_posts.author_id through the view's id, so bylines embed as author:public_profiles!author_id(…).
create view public.public_profiles
with (security_barrier = true)
as
  select p.id, p.name, p.avatar_url
    from public.profiles p
   where exists (
           select 1 from public.blog_posts b
            where b.author_id = p.id
              and ((b.status = 'published' and b.published_at <= now()) or (select public.can_manage_content()))
         );
comment on view public.public_profiles is 'Public byline of a profile (id, name, avatar_url) for blog authors; the rest of a profile is its owner''s.';

grant select on public.public_profiles to anon, authenticated, service_role;
