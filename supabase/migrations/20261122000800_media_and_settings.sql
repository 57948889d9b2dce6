-- The media library (metadata of files in Storage) and site-wide settings.

create table public.media (
  id uuid primary key default gen_random_uuid(),
  bucket text not null default 'media',
  -- Object name inside the bucket, e.g. 'colleges/iim-ahmedabad/cover.jpg'.
  storage_path text not null,
  file_name text not null,
  mime_type text,
  size_bytes bigint check (size_bytes >= 0),
  width integer check (width > 0),
  height integer check (height > 0),
  alt_text text,
  caption text,
  uploaded_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (bucket, storage_path)
);

create table public.site_settings (
  key text primary key check (key ~ '^[a-z0-9_.-]+$'),
  value jsonb not null,
  description text,
  -- Public settings (site name, contact details, headline stats) are readable by anyone; the rest only by
  -- super admins.
  is_public boolean not null default false,
  updated_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
