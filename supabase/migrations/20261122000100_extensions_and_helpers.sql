-- MBA Disha schema. Migrations, in order:
--   000100 extensions_and_helpers  extensions, set_updated_at(), slug/email check helpers
--   000200 profiles_and_roles      profiles, counselors, role helper functions
--   000300 content                 colleges, college_programs, exams, blog_posts, videos, faqs,
--                                  scholarships, testimonials
--   000400 user_activity           user_college_favorites, user_blog_favorites, contact_submissions,
--                                  newsletter_subscribers
--   000500 leads                   leads
--   000600 mock_tests              mock_tests, mock_test_questions, mock_test_answer_keys, mock_test_attempts
--   000700 community               community_threads, community_replies
--   000800 media_and_settings      media, site_settings
--   000900 functions_and_triggers  updated_at triggers, new-user profile trigger, guards, view counters,
--                                  lead timestamps, mock-test scoring, community counters
--   001000 rls_policies            row-level security on every table
--   001100 indexes                 filters and orderings of spec §7, trigram search
--   001200 grants                  explicit privileges for anon, authenticated, service_role
--   001300 storage                 'media' and 'avatars' buckets and their object policies
--
-- Tables (all in schema public; ids are uuid unless noted):
--   profiles(id = auth.users.id, name, email, phone, role, is_admin, bio, career_goals, current_education,
--            work_experience, target_exams[], preferred_locations[], budget_range, avatar_url)
--   counselors(id, name, email, phone, profile_id?, specialization, is_active)    -- the fixed list of five
--   colleges(slug, name, short_name, location "City, State", city, state, type, rating, fees …, packages …)
--   college_programs(college_id, name, degree, duration_months, total_fees, seats, specializations[] …)
--   exams(slug, name, full_name, difficulty High|Medium|Easy, applicants, pattern, sections, dates …)
--   blog_posts(slug, title, excerpt, content, category, featured, status, author_id → profiles …)
--   videos, faqs                    exactly the spec §3 fields
--   scholarships(slug, name, provider, amount_*, deadline, eligibility …)
--   testimonials(name, college, exam_score, content, image_url, video_url, rating 1-5, position, company, year)
--   user_college_favorites(user_id, college_id), user_blog_favorites(user_id, blog_id)
--   contact_submissions, newsletter_subscribers(email unique, stored lower-cased), leads (spec §3 Lead)
--   mock_tests, mock_test_questions, mock_test_answer_keys(question_id, correct_answer, explanation),
--   mock_test_attempts(user_id, mock_test_id, answers jsonb {question_id: answer}, score …)
--   community_threads, community_replies, media, site_settings(key text pk, value jsonb)
--
-- Notes for seed data:
--   * Money is in rupees (numeric, e.g. 2750000 for ₹27.5 lakh); packages are ₹ lakh per annum (LPA).
--     A figure nobody has published stays NULL — never 0.
--   * Staff capabilities need BOTH profiles.is_admin = true AND a staff role (see 000200).
--   * Inserting into auth.users creates the profile (000900); seed then UPDATEs profiles for roles.

create extension if not exists pgcrypto with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- Keeps updated_at honest. Columns named in the trigger's arguments are counters (views, votes, reply counts):
-- bumping only those must not make a post look "updated", so such an update keeps the old timestamp.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  counters text[] := coalesce(tg_argv, '{}'::text[]);
begin
  if (to_jsonb(new) - counters - 'updated_at') = (to_jsonb(old) - counters - 'updated_at') then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end;
$$;

-- URL slugs: lower-case words joined by single hyphens, so /colleges/{slug} never needs escaping.
create or replace function public.is_valid_slug(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
$$;

-- Deliberately loose (the forms validate strictly); only catches rows that cannot be an address at all.
create or replace function public.is_valid_email(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
$$;
