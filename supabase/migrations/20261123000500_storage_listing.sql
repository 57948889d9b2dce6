-- Public buckets are read by exact path through the public URL (/storage/v1/object/public/…), which needs no
-- policy. The "Anyone reads media and avatars" policy only added listing: anyone could enumerate every
-- member's avatar folder (user ids) and every media file, drafts' images included. Now only content managers
-- list media, and a member lists only their own avatar folder (which upsert and replace also need).

drop policy "Anyone reads media and avatars" on storage.objects;

create policy "Content managers read media" on storage.objects
  for select to authenticated
  using (bucket_id = 'media' and (select public.can_manage_content()));

create policy "Users read their own avatar folder" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
