-- Storage buckets and object policies. Buckets are rows in Supabase's storage schema; adding rows and
-- policies is the documented way to configure them from migrations (the schema itself is Supabase's).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  -- College logos and covers, blog images, video thumbnails, brochures: public URLs, staff uploads.
  ('media', 'media', true, 10485760,
   array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml', 'image/avif', 'application/pdf']),
  -- Profile pictures, one folder per user: avatars/<user id>/<file>.
  ('avatars', 'avatars', true, 2097152,
   array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do nothing;

-- Reading objects of public buckets (public URLs need no policy; listing does).
create policy "Anyone reads media and avatars" on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('media', 'avatars'));

create policy "Content managers upload media" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'media' and (select public.can_manage_content()));
create policy "Content managers update media" on storage.objects
  for update to authenticated
  using (bucket_id = 'media' and (select public.can_manage_content()))
  with check (bucket_id = 'media' and (select public.can_manage_content()));
create policy "Content managers delete media" on storage.objects
  for delete to authenticated
  using (bucket_id = 'media' and (select public.can_manage_content()));

create policy "Users upload their own avatar" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users update their own avatar" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Users delete their own avatar" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
