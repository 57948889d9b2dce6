-- Catalogue round (issue 12): what the public /scholarships filters need, and where an exam's applicant count
-- comes from.
--
-- Scholarships: the exam a scheme is tied to (an institute's aid follows its admission test) and the states it is
-- open to (state schemes). An empty list means "not limited", so a national scheme shows under every state.
alter table public.scholarships
  add column exams text[] not null default '{}',
  add column states text[] not null default '{}';

create index scholarships_exams_idx on public.scholarships using gin (exams) where is_active;
create index scholarships_states_idx on public.scholarships using gin (states) where is_active;

-- Exams: an applicant count is shown with its cycle (applicants_year) and the page that published it, so a
-- reader can check it; the exam's other sources cover its pattern, dates and fees.
alter table public.exams
  add column applicants_source text,
  add column applicants_source_url text check (applicants_source_url is null or applicants_source_url ~ '^https?://');
