-- Issue 34, a security probe's findings on storage, profiles and the community.
--
-- 1. The media bucket admitted image/svg+xml: an editor uploaded an SVG with a script past the library's own
--    uploader (which offers images only) and it ran on the storage origin when a super admin opened it. The
--    bucket now admits only raster images and PDFs, like the uploader; the avatars bucket already did.
-- 2. Profiles took any length of name and bio over REST, names with control characters (names go into e-mails
--    to other members), and any avatar_url: javascript:, or a picture on any host. Check constraints bound
--    them; avatar_url is empty, null, or a public URL of an object in the profile's own avatars/<id>/ folder.
-- 3. anon and every member read moderated_by, moderated_at and moderation_note of every thread and reply they
--    could see. Column privileges now withhold them; moderators (and an author, for the note on their own
--    hidden or removed post) read notes through community_moderation_notes().
-- 4. Supabase's advisor (splinter 0010, ERROR) flagged public_profiles as a SECURITY DEFINER view. It becomes
--    a security_invoker view over private.profile_bylines, which keeps the byline rule.

-- 1. Storage ----------------------------------------------------------------------------------------------------
-- Objects already stored stay (the storage API serves markup types as sandboxed attachments, with nosniff).
update storage.buckets
   set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'application/pdf']
 where id = 'media';
update storage.buckets
   set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif']
 where id = 'avatars';

-- 2. Profile fields ---------------------------------------------------------------------------------------------
-- Control characters (C0, DEL, C1) and the Unicode line separators: spelled out rather than [[:cntrl:]], whose
-- meaning beyond ASCII depends on the database's locale.
create function private.without_control_characters(value text)
returns text
language sql
immutable
set search_path = ''
as $$ select regexp_replace(value, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g') $$;

-- The only avatar a profile may show: a public URL of its own folder in the avatars bucket, as storage-js's
-- getPublicUrl builds it. The host differs between the local stack and a hosted project, so it is checked for
-- shape only (a host name and port: no user info, path or backslash); the path is what must be the project's.
create function private.is_own_avatar_url(profile_id uuid, url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select url is null or url = ''
      or (char_length(url) <= 500
          and url ~ ('^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?/storage/v1/object/public/avatars/'
                     || profile_id::text || '/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'))
$$;
grant execute on function private.without_control_characters(text), private.is_own_avatar_url(uuid, text)
  to anon, authenticated, service_role;

-- Rows made before the rules (a hosted project's data; the seed keeps them already) are brought within them.
update public.profiles
   set name = btrim(left(private.without_control_characters(name), 100))
 where char_length(name) > 100 or name <> private.without_control_characters(name);
update public.profiles set bio = left(bio, 2000) where char_length(bio) > 2000;
update public.profiles set avatar_url = '' where not private.is_own_avatar_url(id, avatar_url);

-- NOT VALID, then VALIDATE: the scan of existing rows runs under VALIDATE's lock, which lets reads and writes
-- go on (within this migration's transaction it changes little; split out, it would on a large table).
alter table public.profiles
  add constraint profiles_name_check
    check (char_length(name) <= 100 and name = private.without_control_characters(name)) not valid,
  add constraint profiles_bio_check check (char_length(bio) <= 2000) not valid,
  add constraint profiles_avatar_url_check check (private.is_own_avatar_url(id, avatar_url)) not valid;
alter table public.profiles validate constraint profiles_name_check;
alter table public.profiles validate constraint profiles_bio_check;
alter table public.profiles validate constraint profiles_avatar_url_check;

-- A sign-up's name comes from whatever data the caller sent to Auth: cut to fit rather than fail the sign-up.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (
    id, name, email, phone, role, is_admin, bio, career_goals, current_education, work_experience,
    target_exams, preferred_locations, budget_range, avatar_url
  ) values (
    new.id,
    coalesce(
      nullif(btrim(left(btrim(private.without_control_characters(new.raw_user_meta_data ->> 'name')), 100)), ''),
      nullif(left(split_part(coalesce(new.email, ''), '@', 1), 100), ''),
      'User'
    ),
    coalesce(new.email, ''),
    coalesce(nullif(btrim(new.raw_user_meta_data ->> 'phone'), ''), new.phone, ''),
    'member',
    false,
    '', '', '', 0,
    '{}', '{}', '', ''
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

-- 3. Moderation fields ------------------------------------------------------------------------------------------
-- Every column but the moderation stamps. A column added later is unreadable to the API roles until granted.
revoke select on public.community_threads from anon, authenticated;
grant select (
  id, author_id, title, body, category, tags, status, is_pinned, is_locked, reply_count, view_count,
  last_activity_at, created_at, updated_at, slug, topic, college_id, vote_count, edited_at
) on public.community_threads to anon, authenticated;
revoke select on public.community_replies from anon, authenticated;
grant select (
  id, thread_id, parent_reply_id, author_id, body, status, is_accepted, created_at, updated_at, vote_count, edited_at
) on public.community_replies to anon, authenticated;

-- The notes of one thread and its replies the caller may read: a moderator every note; an author the note on
-- their own hidden or removed post (the thread page tells them why). Who moderated stays in the moderation
-- record (community_moderation_events), which only moderators read.
create function public.community_moderation_notes(thread_id uuid)
returns table (post_id uuid, moderation_note text)
language sql
stable
security definer
set search_path = ''
as $$
  select t.id, t.moderation_note
    from public.community_threads t
   where t.id = community_moderation_notes.thread_id
     and t.moderation_note is not null
     and ((select private.can_moderate())
          or (t.author_id = (select auth.uid()) and t.status in ('hidden', 'removed')))
  union all
  select r.id, r.moderation_note
    from public.community_replies r
   where r.thread_id = community_moderation_notes.thread_id
     and r.moderation_note is not null
     and ((select private.can_moderate())
          or (r.author_id = (select auth.uid()) and r.status in ('hidden', 'removed')))
$$;
revoke all on function public.community_moderation_notes(uuid) from public, anon;
grant execute on function public.community_moderation_notes(uuid) to authenticated, service_role;

-- 4. public_profiles --------------------------------------------------------------------------------------------
-- The byline rule needs to read profiles past their row-level security (a member may read no other person's
-- row, and column privileges cannot differ by row), so it lives in a view owned by the migration role in
-- schema private, which the API does not serve. public_profiles reads it as the caller (security_invoker), and
-- PostgREST still follows its id through both views to profiles.id, so author:public_profiles!author_id embeds.
create view private.profile_bylines
with (security_barrier = true)
as
  select p.id, p.name, p.avatar_url
    from public.profiles p
   where exists (
           select 1 from public.blog_posts b
            where b.author_id = p.id
              and ((b.status = 'published' and b.published_at <= now()) or (select private.can_manage_content()))
         )
      or exists (
           select 1 from public.community_threads t
            where t.author_id = p.id and (t.status = 'published' or (select private.can_moderate()))
         )
      or exists (
           select 1 from public.community_replies r
            where r.author_id = p.id and (r.status = 'published' or (select private.can_moderate()))
         )
      or p.id = (select auth.uid());
comment on view private.profile_bylines is
  'Who has a public byline (blog and community authors; to staff, authors of unpublished posts; to a user, themself): id, name, avatar_url only.';
revoke all on private.profile_bylines from public;
grant select on private.profile_bylines to anon, authenticated, service_role;

-- CREATE OR REPLACE replaces the options too: security_invoker on, security_barrier (now on the inner view) off.
create or replace view public.public_profiles
with (security_invoker = true)
as
  select b.id, b.name, b.avatar_url from private.profile_bylines b;
comment on view public.public_profiles is
  'Public byline of a profile (id, name, avatar_url) for blog and community authors; the rest of a profile is its owner''s.';
