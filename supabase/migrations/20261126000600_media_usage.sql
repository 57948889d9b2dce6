-- Issue 12, media library: where a file is still used, so deleting it warns with the pages that would lose an
-- image. A file is "used" when its public URL appears in a content column that shows images: colleges' logo,
-- cover and gallery, blog posts' cover and markdown body, testimonials' photo, videos' thumbnail.
--
-- Runs as the caller (security invoker): content managers read every row of these tables through their own
-- policies, drafts and inactive rows included, and anyone else is refused with 42501 rather than told "unused"
-- from the part of the content they happen to see. strpos, not equality: a page may add a query string or keep
-- the URL inside markdown.

create function public.media_usage(file_url text)
returns table (kind text, item_id uuid, title text, slug text, field text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not private.can_manage_content() then
    raise exception 'Only content managers look up where media is used' using errcode = '42501';
  end if;
  -- A fragment this short would match unrelated text; a real public URL is far longer.
  if file_url is null or length(file_url) < 20 then
    return;
  end if;
  return query
    select 'college'::text, c.id, c.name, c.slug, 'logo'::text
      from public.colleges c where strpos(c.logo_url, file_url) > 0
    union all
    select 'college', c.id, c.name, c.slug, 'cover image'
      from public.colleges c where strpos(c.cover_image_url, file_url) > 0
    union all
    select 'college', c.id, c.name, c.slug, 'gallery'
      from public.colleges c where exists (select 1 from unnest(c.images) as i (url) where strpos(i.url, file_url) > 0)
    union all
    select 'blog_post', b.id, b.title, b.slug, 'cover image'
      from public.blog_posts b where strpos(b.cover_image_url, file_url) > 0
    union all
    select 'blog_post', b.id, b.title, b.slug, 'content'
      from public.blog_posts b where strpos(b.content, file_url) > 0
    union all
    select 'testimonial', t.id, t.name, null::text, 'photo'
      from public.testimonials t where strpos(t.image_url, file_url) > 0
    union all
    select 'video', v.id, v.title, null::text, 'thumbnail'
      from public.videos v where strpos(v.thumbnail_url, file_url) > 0
    order by 1, 3, 5;
end;
$$;

comment on function public.media_usage(text) is
  'The content rows whose image columns (or blog body) contain this public URL; content managers only.';

revoke execute on function public.media_usage(text) from public, anon;
grant execute on function public.media_usage(text) to authenticated;
