-- Favourites, the contact form and the newsletter.

create table public.user_college_favorites (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  college_id uuid not null references public.colleges (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (user_id, college_id)
);

create table public.user_blog_favorites (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  blog_id uuid not null references public.blog_posts (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (user_id, blog_id)
);

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null check (public.is_valid_email(email)),
  phone text,
  subject text,
  message text not null,
  inquiry_type text not null default 'general' check (inquiry_type in ('counseling', 'general')),
  -- Staff workflow; the public form can only create 'new' rows (see policies).
  status text not null default 'new' check (status in ('new', 'in_progress', 'resolved', 'spam')),
  -- The sender's account when signed in; the message is kept if the account goes.
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  page_url text,
  ip_address text,
  user_agent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  -- Stored trimmed and lower-cased by a trigger (000900), so the unique constraint is case-insensitive and a
  -- second sign-up with the same address gets 23505 ('You are already subscribed', spec §8).
  email text not null unique check (public.is_valid_email(email)),
  name text,
  status text not null default 'active' check (status in ('active', 'unsubscribed', 'bounced')),
  source text not null default 'website',
  subscribed_at timestamptz not null default now(),
  unsubscribed_at timestamptz,
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
