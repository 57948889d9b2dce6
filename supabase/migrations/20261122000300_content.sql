-- Public content: colleges and their programs, exams, blog, videos, FAQs, scholarships, testimonials.
-- Published figures carry their year and source; a figure nobody published stays NULL (the UI says
-- 'not published') rather than 0, so nothing is ever invented for a real institution.

create table public.colleges (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (public.is_valid_slug(slug)),
  name text not null,
  short_name text,
  -- "City, State" in full (e.g. 'Mumbai, Maharashtra'): the state filter of spec §7 matches state keys
  -- case-insensitively against this text, so the state must be spelled out here, not abbreviated.
  location text not null,
  city text,
  state text,
  type text not null default 'Private'
    check (type in ('IIM', 'IIT', 'Government', 'Government-aided', 'Private', 'Deemed University',
                    'Private University', 'Autonomous')),
  rating numeric(2, 1) check (rating between 0 and 5),
  established integer check (established between 1800 and 2100),
  -- Fees in rupees for the flagship programme, whole course. A single published figure goes in total_fees;
  -- a published range in fees_min/fees_max.
  total_fees numeric(12, 2) check (total_fees >= 0),
  fees_min numeric(12, 2) check (fees_min >= 0),
  fees_max numeric(12, 2) check (fees_max >= 0),
  fees_year text,
  fees_note text,
  -- Placements in ₹ lakh per annum (LPA).
  average_package numeric(7, 2) check (average_package >= 0),
  median_package numeric(7, 2) check (median_package >= 0),
  highest_package numeric(7, 2) check (highest_package >= 0),
  placement_year text,
  placement_source text,
  exams_accepted text[] not null default '{}',
  nirf_rank integer check (nirf_rank > 0),
  nirf_year integer check (nirf_year between 2016 and 2100),
  -- Other rankings: [{ "agency": "...", "rank": 3, "year": 2025, "source": "url" }]
  rankings jsonb not null default '[]' check (jsonb_typeof(rankings) = 'array'),
  accreditation text[] not null default '{}',
  total_seats integer check (total_seats >= 0),
  website text,
  description text,
  admission_process text,
  -- [{ "exam": "CAT", "percentile": 95, "year": 2025, "category": "General", "note": "min, sectional 85", "source": "url" }]
  cutoffs jsonb not null default '[]' check (jsonb_typeof(cutoffs) = 'array'),
  logo_url text,
  cover_image_url text,
  images text[] not null default '{}',
  email text,
  phone text,
  address text,
  highlights text[] not null default '{}',
  -- [{ "label": "fees", "url": "https://…", "accessed": "2025-09-04" }]
  data_sources jsonb not null default '[]' check (jsonb_typeof(data_sources) = 'array'),
  last_verified_at date,
  is_featured boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (fees_min is null or fees_max is null or fees_min <= fees_max)
);
comment on column public.colleges.total_fees is 'Flagship programme, whole course, in rupees; NULL when not published.';
comment on column public.colleges.average_package is '₹ lakh per annum; NULL when not published.';

create table public.college_programs (
  id uuid primary key default gen_random_uuid(),
  -- A program has no meaning without its college; spec §4's program sync deletes and re-inserts freely.
  college_id uuid not null references public.colleges (id) on delete cascade,
  name text not null,
  -- MBA, PGDM, PGP, PGPM, PGPX, EPGP, MBA (Executive), FPM …: free text, the names vary by institute.
  degree text not null default 'MBA',
  duration_months integer check (duration_months > 0),
  total_fees numeric(12, 2) check (total_fees >= 0),
  fees_year text,
  seats integer check (seats >= 0),
  specializations text[] not null default '{}',
  mode text not null default 'Full-time'
    check (mode in ('Full-time', 'Part-time', 'Executive', 'Online', 'Hybrid')),
  eligibility text,
  exams_accepted text[] not null default '{}',
  average_package numeric(7, 2) check (average_package >= 0),
  highest_package numeric(7, 2) check (highest_package >= 0),
  placement_year text,
  description text,
  is_flagship boolean not null default false,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.exams (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (public.is_valid_slug(slug)),
  name text not null unique,
  full_name text,
  description text,
  conducting_body text,
  difficulty text check (difficulty in ('High', 'Medium', 'Easy')),
  applicants integer check (applicants >= 0),
  applicants_year text,
  -- Free-form pattern facts: { "sectional_timing": true, "section_order": "fixed", "calculator": true, … }
  pattern jsonb not null default '{}' check (jsonb_typeof(pattern) = 'object'),
  -- [{ "name": "VARC", "questions": 24, "minutes": 40 }]
  sections jsonb not null default '[]' check (jsonb_typeof(sections) = 'array'),
  duration_minutes integer check (duration_minutes > 0),
  total_questions integer check (total_questions > 0),
  total_marks integer check (total_marks > 0),
  marking_scheme text,
  mode text,
  frequency text,
  exam_date date,
  -- Human text for dates a single date cannot hold: "30 Nov 2025, three slots", "5 Nov – 19 Dec 2025 window".
  date_text text,
  -- True while the dates are forecasts, not an official notice (reference notes: flag them as "expected").
  dates_expected boolean not null default false,
  registration_start date,
  registration_end date,
  result_date date,
  fees text,
  eligibility text,
  accepted_by text,
  website text,
  cycle_year text,
  preparation_tips text[] not null default '{}',
  sources jsonb not null default '[]' check (jsonb_typeof(sources) = 'array'),
  last_verified_at date,
  is_active boolean not null default true,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (registration_start is null or registration_end is null or registration_start <= registration_end)
);

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (public.is_valid_slug(slug)),
  title text not null,
  excerpt text not null default '',
  content text not null default '',
  category text not null,
  featured boolean not null default false,
  -- Posts outlive their author's account; the byline falls back to the site name.
  author_id uuid references public.profiles (id) on delete set null,
  -- Default 'published' because spec §7's insert "sets author_id and published_at": a post is live when
  -- created unless an editor saves it as a draft. Scheduled posts: published with a future published_at.
  status text not null default 'published' check (status in ('draft', 'published', 'archived')),
  published_at timestamptz,
  views integer not null default 0 check (views >= 0),
  cover_image_url text,
  tags text[] not null default '{}',
  reading_time_minutes integer check (reading_time_minutes > 0),
  seo_title text,
  seo_description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  thumbnail_url text,
  video_url text not null,
  video_type text not null default 'youtube' check (video_type in ('youtube', 'vimeo', 'upload', 'external')),
  -- Display length as shown on the card, e.g. '12:45' or '1:02:10'.
  duration text,
  views integer not null default 0 check (views >= 0),
  instructor text,
  instructor_bio text,
  category text,
  tags text[] not null default '{}',
  difficulty text not null default 'Beginner' check (difficulty in ('Beginner', 'Intermediate', 'Advanced')),
  is_featured boolean not null default false,
  is_active boolean not null default true,
  is_free boolean not null default true,
  -- Rupees; 0 for free videos.
  price numeric(10, 2) not null default 0 check (price >= 0),
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.faqs (
  id uuid primary key default gen_random_uuid(),
  question text not null,
  answer text not null,
  category text not null default 'general',
  order_index integer not null default 0,
  is_active boolean not null default true,
  is_featured boolean not null default false,
  views integer not null default 0 check (views >= 0),
  helpful_votes integer not null default 0 check (helpful_votes >= 0),
  not_helpful_votes integer not null default 0 check (not_helpful_votes >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.scholarships (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (public.is_valid_slug(slug)),
  name text not null,
  provider text not null,
  provider_type text check (provider_type in ('Government', 'Institute', 'Corporate', 'Trust', 'NGO', 'Other')),
  -- Set when the scholarship is an institute's own; it stays listed if the college row goes.
  college_id uuid references public.colleges (id) on delete set null,
  description text,
  -- As published ("Full tuition waiver", "₹50,000 per year"); amount_min/max in rupees when numeric.
  amount_text text,
  amount_min numeric(12, 2) check (amount_min >= 0),
  amount_max numeric(12, 2) check (amount_max >= 0),
  -- merit, need, category, women, defence, minority …
  category text,
  target_groups text[] not null default '{}',
  eligibility text,
  how_to_apply text,
  application_start date,
  deadline date,
  deadline_text text,
  apply_url text,
  source_url text,
  last_verified_at date,
  is_active boolean not null default true,
  is_featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (amount_min is null or amount_max is null or amount_min <= amount_max)
);

-- Spec §3 static testimonial: name, college, examScore, content, image, optional video, rating 1-5,
-- position, company, year.
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  college text not null,
  exam_score text,
  content text not null,
  image_url text,
  video_url text,
  rating integer not null default 5 check (rating between 1 and 5),
  position text,
  company text,
  year integer check (year between 1990 and 2100),
  is_active boolean not null default true,
  is_featured boolean not null default false,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
