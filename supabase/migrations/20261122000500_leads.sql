-- Leads: every field of spec §3's Lead, its enumerations enforced here.
-- Status and assignment timestamps are kept by a trigger (000900) so every writer — admin UI, import,
-- service role — gets spec §4's rules; appending notes (text format, contact_attempts) stays in the app.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  name text not null default '',
  email text not null check (public.is_valid_email(email)),
  phone text,
  source text not null default 'website'
    check (source in ('website', 'google_ads', 'facebook', 'linkedin', 'twitter', 'organic')),
  form_type text not null default 'contact' check (form_type in ('contact', 'consultation', 'newsletter')),
  status text not null default 'new'
    check (status in ('new', 'contacted', 'qualified', 'working', 'converted', 'lost', 'unqualified')),
  priority text not null default 'medium' check (priority in ('low', 'medium', 'high', 'urgent')),
  lead_score integer not null default 0 check (lead_score between 0 and 100),
  contact_attempts integer not null default 0 check (contact_attempts >= 0),
  -- Unassigned, not deleted, when a counselor leaves the list.
  assigned_counselor_id uuid references public.counselors (id) on delete set null,
  assigned_at timestamptz,
  subject text,
  message text,
  inquiry_type text not null default 'general' check (inquiry_type in ('counseling', 'general')),
  target_exams text[] not null default '{}',
  preferred_locations text[] not null default '{}',
  current_education text,
  work_experience numeric not null default 0 check (work_experience >= 0),
  budget_range text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  page_url text,
  referrer_url text,
  -- Text, not inet: it comes from proxy headers and may be absent or malformed; a lead is never refused for it.
  ip_address text,
  user_agent text,
  -- { userAgent, language, platform, cookieEnabled, onLine }
  browser_info jsonb not null default '{}' check (jsonb_typeof(browser_info) = 'object'),
  -- { screen: { width, height, colorDepth, pixelDepth }, timezone }
  device_info jsonb not null default '{}' check (jsonb_typeof(device_info) = 'object'),
  form_data jsonb not null default '{}' check (jsonb_typeof(form_data) = 'object'),
  newsletter_subscribed boolean not null default false,
  subscription_source text,
  notes text,
  internal_notes text,
  first_contacted_at timestamptz,
  last_contacted_at timestamptz,
  next_follow_up_at timestamptz,
  qualified_at timestamptz,
  converted_at timestamptz,
  -- Rupees.
  conversion_value numeric(12, 2) check (conversion_value >= 0),
  -- The submitter's account when signed in; the lead is the business's record and survives the account.
  user_id uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.leads.lead_score is '0-100.';
