-- Issue 34: a new member's first post with a link waits for a moderator, but the hold missed two ways round it.
--
-- 1. It ran on insert only. A member posted link-free text, which went live, then edited it (the author may, for
--    30 minutes, over the app's action or straight over REST) to add the link. An author's edit of a published
--    post's title or body now holds it ('pending') when the new text has a link and the author has no other
--    published post: the same trust the insert hold asks for, with the post being edited not vouching for itself.
-- 2. What counted as a link was narrower than what the renderer (react-markdown + remark-gfm, see
--    lib/community/links.ts) links: reference-style links ([text][ref] with a [ref]: url definition), URI and
--    e-mail autolinks (<mailto:…>, <me@host>), bare e-mail addresses (GFM links them), protocol-relative //host.
--    The pattern is now deliberately wider than the renderer: anything URL-like, so a false alarm costs a
--    moderator a click and a miss is impossible for every form the renderer produces (checked against
--    lib/community/links.ts in tests/integration/community-link-hold.test.ts).

-- 1. What looks like a link ---------------------------------------------------------------------------------------
-- Alternatives, in order: any scheme's "://" (http(s), <https://…> autolinks, ftp …); a protocol-relative
-- //host; GFM's www. autolinks; "](" of an inline link or image and "]:" of a reference definition, anywhere
-- on a line (CommonMark allows nothing between the bracket and the parenthesis or colon, so "[A] (b)" is text);
-- CommonMark's URI autolinks of any scheme (<mailto:…>, <irc:…>); bare e-mail addresses, which GFM turns into
-- mailto: links; CommonMark's e-mail autolinks, <me@host>.
create or replace function private.community_has_link(content text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(content, '') ~* (
    '://'
    || '|//[^[:space:]/]'
    || '|www\.'
    || '|\][(:]'
    || '|<[a-z][a-z0-9+.-]{1,31}:[^[:space:]<>]*>'
    || '|[[:alnum:]_.+-]@[[:alnum:]_-]+\.[[:alnum:]_-]'
    || '|<[^[:space:]<>@]+@[^[:space:]<>]+>')
$$;

-- 2. Who is still in their first-post period ------------------------------------------------------------------
-- True when the signed-in user has a published thread or reply other than `post`: the post being edited cannot
-- earn its author the trust that lets it keep a new link. Definer: it reads posts the caller may not see.
create function private.community_has_other_published_post(post uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.community_threads t
                  where t.author_id = auth.uid() and t.status = 'published' and t.id <> post)
      or exists (select 1 from public.community_replies r
                  where r.author_id = auth.uid() and r.status = 'published' and r.id <> post)
$$;

-- 3. The hold on edits ------------------------------------------------------------------------------------------
-- Runs after guard_community_moderation (triggers of one kind fire in name order), which has already refused
-- anything but an author's own text within the edit window, so that its check of changed columns does not see
-- the status set here. Moderators and back-office jobs are trusted, as on insert. Every such edit is checked,
-- not only one that adds a link: a moderator approved the text they saw, not a link swapped in afterwards.
create function private.community_hold_edited_link()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  new_row jsonb := to_jsonb(new);
begin
  if current_user not in ('anon', 'authenticated') or private.can_moderate() then
    return new;
  end if;
  if new_row ->> 'status' = 'published'
     and auth.uid() is not distinct from (new_row ->> 'author_id')::uuid
     and private.community_has_link(concat_ws(' ', new_row ->> 'title', new_row ->> 'body'))
     and not private.community_has_other_published_post((new_row ->> 'id')::uuid) then
    new.status := 'pending';
  end if;
  return new;
end;
$$;

create trigger hold_community_links before update of title, body on public.community_threads
  for each row when (old.title is distinct from new.title or old.body is distinct from new.body)
  execute function private.community_hold_edited_link();
create trigger hold_community_links before update of body on public.community_replies
  for each row when (old.body is distinct from new.body)
  execute function private.community_hold_edited_link();

-- The invoker trigger runs these as the requesting role.
revoke all on function private.community_has_other_published_post(uuid) from public;
grant execute on function private.community_has_other_published_post(uuid) to anon, authenticated, service_role;
revoke all on function private.community_hold_edited_link() from public, anon, authenticated;
