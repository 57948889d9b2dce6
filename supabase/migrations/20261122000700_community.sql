-- Community discussion. Posts go live at once and are moderated after the fact (hidden or removed), which
-- suits a small forum; moderation fields can only be changed by moderators (trigger in 000900).

create table public.community_threads (
  id uuid primary key default gen_random_uuid(),
  -- A deleted account leaves its threads in place (others replied to them), shown as a removed user.
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  title text not null check (char_length(title) between 3 and 200),
  body text not null check (char_length(body) between 1 and 20000),
  -- cat-prep, gd-pi, colleges, exams, careers, general …
  category text not null default 'general',
  tags text[] not null default '{}',
  status text not null default 'published' check (status in ('published', 'pending', 'hidden', 'removed')),
  is_pinned boolean not null default false,
  is_locked boolean not null default false,
  -- Kept by triggers: published replies only.
  reply_count integer not null default 0 check (reply_count >= 0),
  view_count integer not null default 0 check (view_count >= 0),
  last_activity_at timestamptz not null default now(),
  moderated_by uuid references public.profiles (id) on delete set null,
  moderated_at timestamptz,
  moderation_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.community_replies (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references public.community_threads (id) on delete cascade,
  -- One level of nesting; removing a parent removes the sub-thread under it.
  parent_reply_id uuid references public.community_replies (id) on delete cascade,
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  body text not null check (char_length(body) between 1 and 10000),
  status text not null default 'published' check (status in ('published', 'pending', 'hidden', 'removed')),
  is_accepted boolean not null default false,
  moderated_by uuid references public.profiles (id) on delete set null,
  moderated_at timestamptz,
  moderation_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
