-- MBA Disha seed data: demo accounts, counselors, colleges and programmes, exams, blog, videos, FAQs,
-- testimonials, scholarships, mock tests, leads, community, settings, newsletter and contact rows.
--
-- Loaded once on a new database: by the local stack (supabase/local, in one transaction) and by the Supabase
-- CLI (`supabase db reset`, [db.seed] in config.toml). Plain SQL, schema-qualified, runs as the database owner.
-- NOT for production projects: it creates demo users with a known password (Demo@12345).
--
-- Honesty rules for real institutions (see shared/reference/mba-college-data.md and exam-facts.md):
--   * every fee, package, rank, cut-off and founding year is from the research notes, with its year and source;
--   * a figure nobody published stays NULL (never 0) and the UI says 'not published';
--   * a package whose batch year the source does not state is NOT shown (it is parked in data_sources as
--     'not shown: …' for an editor to verify);
--   * cut-offs of kind 'est' are aggregator estimates; kind 'min' are published floors for the stated cycle;
--   * colleges.rating is an editorial score, not a published ranking.


-- Demo accounts (ARCHITECTURE.md), password Demo@12345, created the way Supabase seeds create users:
-- bcrypt through pgcrypto, confirmed e-mail, an 'email' identity, empty-string token columns (GoTrue scans
-- them as strings). The on_auth_user_created trigger creates each profile; roles are set right after.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000', 'd0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'superadmin@demo.local',
  extensions.crypt('Demo@12345', extensions.gen_salt('bf')), now(),
  '{"provider":"email","providers":["email"]}'::jsonb, '{"name": "Rohan Mehta"}'::jsonb, now() - interval '120 days', now(),
  '', '', '', ''
);
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001',
  '{"sub": "d0000000-0000-4000-8000-000000000001", "email": "superadmin@demo.local", "email_verified": true, "phone_verified": false}'::jsonb,
  'email', now(), now() - interval '120 days', now()
);

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000', 'd0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'editor@demo.local',
  extensions.crypt('Demo@12345', extensions.gen_salt('bf')), now(),
  '{"provider":"email","providers":["email"]}'::jsonb, '{"name": "Ananya Iyer"}'::jsonb, now() - interval '120 days', now(),
  '', '', '', ''
);
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000002',
  '{"sub": "d0000000-0000-4000-8000-000000000002", "email": "editor@demo.local", "email_verified": true, "phone_verified": false}'::jsonb,
  'email', now(), now() - interval '120 days', now()
);

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000', 'd0000000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'counselor@demo.local',
  extensions.crypt('Demo@12345', extensions.gen_salt('bf')), now(),
  '{"provider":"email","providers":["email"]}'::jsonb, '{"name": "Priya Nair"}'::jsonb, now() - interval '120 days', now(),
  '', '', '', ''
);
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000003',
  '{"sub": "d0000000-0000-4000-8000-000000000003", "email": "counselor@demo.local", "email_verified": true, "phone_verified": false}'::jsonb,
  'email', now(), now() - interval '120 days', now()
);

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000', 'd0000000-0000-4000-8000-000000000004', 'authenticated', 'authenticated', 'moderator@demo.local',
  extensions.crypt('Demo@12345', extensions.gen_salt('bf')), now(),
  '{"provider":"email","providers":["email"]}'::jsonb, '{"name": "Karan Malhotra"}'::jsonb, now() - interval '120 days', now(),
  '', '', '', ''
);
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000004',
  '{"sub": "d0000000-0000-4000-8000-000000000004", "email": "moderator@demo.local", "email_verified": true, "phone_verified": false}'::jsonb,
  'email', now(), now() - interval '120 days', now()
);

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000', 'd0000000-0000-4000-8000-000000000005', 'authenticated', 'authenticated', 'member@demo.local',
  extensions.crypt('Demo@12345', extensions.gen_salt('bf')), now(),
  '{"provider":"email","providers":["email"]}'::jsonb, '{"name": "Aditya Verma"}'::jsonb, now() - interval '120 days', now(),
  '', '', '', ''
);
insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'd0000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000005',
  '{"sub": "d0000000-0000-4000-8000-000000000005", "email": "member@demo.local", "email_verified": true, "phone_verified": false}'::jsonb,
  'email', now(), now() - interval '120 days', now()
);

-- The fixed list of five counselors leads are assigned to (spec §3). Priya Nair is the counselor demo login.
-- Before the roles: giving her profile the counselor role then links this row instead of adding a sixth
-- (the sync_counselor trigger).
insert into public.counselors (id, name, email, phone, profile_id, specialization, is_active)
values (
  'c0000000-0000-4000-8000-000000000001',
  'Priya Nair',
  'counselor@demo.local',
  '+919800000003',
  'd0000000-0000-4000-8000-000000000003',
  'IIM admissions, CAT strategy and GD-PI preparation',
  true
);

insert into public.counselors (id, name, email, phone, profile_id, specialization, is_active)
values (
  'c0000000-0000-4000-8000-000000000002',
  'Rahul Deshpande',
  'rahul.deshpande@mbadisha.example',
  '+919800000011',
  NULL,
  'Maharashtra admissions: MAH-CET, JBIMS and Mumbai B-schools',
  true
);

insert into public.counselors (id, name, email, phone, profile_id, specialization, is_active)
values (
  'c0000000-0000-4000-8000-000000000003',
  'Sneha Kulkarni',
  'sneha.kulkarni@mbadisha.example',
  '+919800000012',
  NULL,
  'SNAP and NMAT schools: Symbiosis and NMIMS applications',
  true
);

insert into public.counselors (id, name, email, phone, profile_id, specialization, is_active)
values (
  'c0000000-0000-4000-8000-000000000004',
  'Farhan Qureshi',
  'farhan.qureshi@mbadisha.example',
  '+919800000013',
  NULL,
  'Study abroad: GMAT/GRE and MBA applications in the US, UK and Canada',
  true
);

insert into public.counselors (id, name, email, phone, profile_id, specialization, is_active)
values (
  'c0000000-0000-4000-8000-000000000005',
  'Meera Krishnan',
  'meera.krishnan@mbadisha.example',
  '+919800000014',
  NULL,
  'Education loans, scholarships and fee planning',
  true
);

-- Roles. The seed runs as the database owner, so guard_profile_privileges lets these through.
update public.profiles set role = 'super_admin', is_admin = true, phone = '+919800000001', bio = 'Runs MBA Disha: users, roles and site settings.'
  where id = 'd0000000-0000-4000-8000-000000000001';
update public.profiles set role = 'editor', is_admin = true, phone = '+919800000002', bio = 'Editor for exam guides, college pages and the blog.'
  where id = 'd0000000-0000-4000-8000-000000000002';
update public.profiles set role = 'counselor', is_admin = true, phone = '+919800000003', bio = 'Admissions counselor for IIM and CAT-based applications.'
  where id = 'd0000000-0000-4000-8000-000000000003';
update public.profiles set role = 'community_mod', is_admin = true, phone = '+919800000004', bio = 'Keeps the community forum useful and friendly.'
  where id = 'd0000000-0000-4000-8000-000000000004';
update public.profiles set role = 'member', is_admin = false, phone = '+919800000005', bio = 'Final-year B.Com student preparing for CAT and XAT.',
    current_education = 'B.Com (final year), University of Mumbai', work_experience = 0,
    target_exams = ARRAY['CAT','XAT','NMAT']::text[], preferred_locations = ARRAY['Mumbai','Pune','Bengaluru']::text[],
    budget_range = '₹10-20 lakh', career_goals = 'Marketing or product management after an MBA.'
  where id = 'd0000000-0000-4000-8000-000000000005';

-- Colleges -------------------------------------------------------------------------------------------------
-- Figures (fees, packages, NIRF ranks, cut-offs, founding years) come only from the research notes in
-- shared/reference/mba-college-data.md (compiled 2026-11), each with its year and source URL in data_sources.
-- A figure nobody published, or one whose year the source does not state for a package, stays NULL and the
-- UI says 'not published'. Cut-offs marked kind 'est' are aggregator estimates, not official figures.
-- rating is an EDITORIAL score (1-5) set by MBA Disha's editors for ordering; it is not a published ranking.
-- Schools after the reference table are real, well-known B-schools with no sourced figures: every fee,
-- package, rank and founding year is NULL and last_verified_at is NULL until an editor verifies them.

-- IIM Ahmedabad
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_year, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-ahmedabad',
  'Indian Institute of Management Ahmedabad',
  'IIM Ahmedabad',
  'Ahmedabad, Gujarat',
  'Ahmedabad',
  'Gujarat',
  'IIM',
  4.9,
  1961,
  2750000,
  '2025',
  ARRAY['CAT']::text[],
  1,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 1, "year": 2025, "source": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}]'::jsonb,
  'https://www.iima.ac.in',
  'IIM Ahmedabad, founded in 1961, is an Institute of National Importance under the IIM Act, 2017. It admits students to its two-year MBA (PGP) through CAT and was ranked first among management institutions in NIRF 2025.',
  'Floor for the 2026-28 batch (CAT 2025): 95 overall and 85 in each section for General/EWS; 90/80 NC-OBC; 85/75 SC; 75/65 ST (it was 80/70 for CAT 2024). Shortlisting on a composite of 0.65 × normalised CAT + 0.35 × Application Rating (10th, 12th and graduation marks by stream, plus work experience scored as (months − 11) × 0.2 in the 2025-27 policy). Final selection: personal interview 50%, CAT 25%, Application Rating 15%, writing test 10%.',
  '[{"exam": "CAT", "kind": "min", "percentile": 95, "cycle": "CAT 2025", "year": 2025, "category": "General", "note": "Published floor for the 2026-28 batch; 85 in each section. Real calls come higher.", "source": "https://www.edexlive.com/news/2025/Aug/16/getting-into-iim-ahmedabad-just-got-tougher-with-record-high-cat-cut-offs"}, {"exam": "CAT", "kind": "est", "percentile": 99.5, "cycle": null, "year": null, "category": "General", "note": "Aggregator''s estimate of the General-category call cut-off (gradskool.in, ''IIM cut-offs 2025''), not an official figure", "source": "https://gradskool.in/blog-iim-cutoffs-2025"}]'::jsonb,
  '[{"label": "established", "url": "https://www.ndtv.com/education/cat-2019-on-november-24-2131120"}, {"label": "fees", "url": "https://bschool.careers360.com/articles/are-iims-still-affordable-for-the-middle-class"}, {"label": "placements", "url": "https://bschool.careers360.com/articles/are-iims-still-affordable-for-the-middle-class ; https://www.indiatoday.in/india-today-insight/story/nirf-2025-all-rise-again-for-iim-ahmedabad-why-iim-calcutta-is-slipping-2783104-2025-09-06"}, {"label": "nirf", "url": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}]'::jsonb,
  '2026-11-22',
  true
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, fees_year, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 2750000, '2025', 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-ahmedabad';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Food and Agri-Business Management (MBA-FABM)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], false, 1
  from public.colleges c where c.slug = 'iim-ahmedabad';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management for Executives (MBA-PGPX)', 'PGPX', 12, 'Executive', '{}'::text[], false, 2
  from public.colleges c where c.slug = 'iim-ahmedabad';

-- IIM Bangalore
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, fees_min, fees_max, fees_note, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-bangalore',
  'Indian Institute of Management Bangalore',
  'IIM Bangalore',
  'Bengaluru, Karnataka',
  'Bengaluru',
  'Karnataka',
  'IIM',
  4.9,
  1973,
  2600000,
  2800000,
  'Range as reported by the source; the academic year is not stated. Verify on the official fee page.',
  ARRAY['CAT']::text[],
  2,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 2, "year": 2025, "source": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}]'::jsonb,
  'https://www.iimb.ac.in',
  'IIM Bangalore, founded in 1973, is an Institute of National Importance. Its two-year MBA (PGP) admits through CAT, and it was ranked second among management institutions in NIRF 2025.',
  'Pre-interview score out of 100 for the 2026-28 batch: CAT 55 (VARC 19, DILR 21, QA 15), 10th 10, 12th 10, graduation 10, work experience or professional course 10, gender diversity 5 (used only before the interview). Floor: 85 overall and 80 in each section. Final selection: personal interview 40, written ability test 10, CAT 25.',
  '[{"exam": "CAT", "kind": "min", "percentile": 85, "cycle": "CAT 2025 (2026-28 batch)", "year": null, "category": "General", "note": "Published floor; 80 in each section.", "source": "https://fundamakers.com/iim-bangalore-selection-criteria-pgp-2025-2027"}, {"exam": "CAT", "kind": "est", "percentile": 99, "cycle": null, "year": null, "category": "General", "note": "Aggregator''s estimate of the General-category call cut-off (gradskool.in, ''IIM cut-offs 2025''), not an official figure", "source": "https://gradskool.in/blog-iim-cutoffs-2025"}]'::jsonb,
  '[{"label": "established", "url": "https://www.time4education.com/local/articlecms/page.php?id=3734"}, {"label": "fees", "url": "https://gpkafunda.in/?p=9357"}, {"label": "nirf", "url": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}, {"label": "not shown: average package 33 LPA", "url": "https://www.indiatoday.in/india-today-insight/story/nirf-2025-all-rise-again-for-iim-ahmedabad-why-iim-calcutta-is-slipping-2783104-2025-09-06", "note": "placement batch year not stated by the source; kept here for an editor to verify"}]'::jsonb,
  '2026-11-22',
  true
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-bangalore';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Executive Post Graduate Programme in Management (EPGP)', 'EPGP', 12, 'Executive', '{}'::text[], false, 1
  from public.colleges c where c.slug = 'iim-bangalore';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Enterprise Management (PGPEM)', 'PGPEM', 24, 'Part-time', '{}'::text[], false, 2
  from public.colleges c where c.slug = 'iim-bangalore';

-- IIM Calcutta
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_year, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-calcutta',
  'Indian Institute of Management Calcutta',
  'IIM Calcutta',
  'Kolkata, West Bengal',
  'Kolkata',
  'West Bengal',
  'IIM',
  4.8,
  1961,
  2700000,
  '2025',
  ARRAY['CAT']::text[],
  7,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 7, "year": 2025, "source": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}]'::jsonb,
  'https://www.iimcal.ac.in',
  'IIM Calcutta, founded in 1961, is an Institute of National Importance with a two-year MBA admitted through CAT. The final placements reported for its MBA batch in 2026 gave an average of 36 LPA and a highest domestic offer of 145 LPA.',
  'Composite for the 2024-26 batch: CAT 56, 10th 10, 12th 15, gender diversity 4, out of 85; graduation marks carry no weight. Floor: 85 overall; VARC 80, DILR 80, QA 75. Shortlisted candidates go on to a written test and personal interview.',
  '[{"exam": "CAT", "kind": "min", "percentile": 85, "cycle": "CAT 2023 (2024-26 batch)", "year": 2023, "category": "General", "note": "Published floor; VARC 80, DILR 80, QA 75.", "source": "https://cracku.in/blog/iim-calcutta-admission-criteria-2024/"}, {"exam": "CAT", "kind": "est", "percentile": 99, "cycle": null, "year": null, "category": "General", "note": "Aggregator''s estimate of the General-category call cut-off (gradskool.in, ''IIM cut-offs 2025''), not an official figure", "source": "https://gradskool.in/blog-iim-cutoffs-2025"}]'::jsonb,
  '[{"label": "established", "url": "https://www.ndtv.com/education/cat-2019-on-november-24-2131120"}, {"label": "fees", "url": "https://bschool.careers360.com/articles/are-iims-still-affordable-for-the-middle-class"}, {"label": "placements", "url": "https://www.telegraphindia.com/edugraph/news/iim-calcutta-completes-final-placements-for-its-mba-batch-records-100-percent-success/cid/2149121", "note": "highest is the highest domestic offer"}, {"label": "nirf", "url": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}]'::jsonb,
  '2026-11-22',
  true
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, fees_year, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 2700000, '2025', 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-calcutta';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration for Executives (MBAEx)', 'MBAEx', 12, 'Executive', '{}'::text[], false, 1
  from public.colleges c where c.slug = 'iim-calcutta';

-- IIM Lucknow
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, fees_note, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-lucknow',
  'Indian Institute of Management Lucknow',
  'IIM Lucknow',
  'Lucknow, Uttar Pradesh',
  'Lucknow',
  'Uttar Pradesh',
  'IIM',
  4.7,
  1984,
  'A figure of about ₹20.55 lakh (2025) appears in a truncated copy of the source and is not shown until verified.',
  ARRAY['CAT']::text[],
  5,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 5, "year": 2025, "source": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}]'::jsonb,
  'https://www.iiml.ac.in',
  'IIM Lucknow, founded in 1984, is an Institute of National Importance ranked fifth among management institutions in NIRF 2025. Its 2026 final placements were reported at an average of 33.2 LPA with a highest domestic offer of 100 LPA.',
  'Shortlisting on CAT through the institute''s own published admission policy for each cycle (floors, composite score weights, then interview). Floors change every year: read the current policy on the institute''s website.',
  '[{"exam": "CAT", "kind": "est", "percentile": 98, "cycle": null, "year": null, "category": "General", "note": "Aggregator''s estimate of the General-category call cut-off (gradskool.in, ''IIM cut-offs 2025''), not an official figure", "source": "https://gradskool.in/blog-iim-cutoffs-2025"}]'::jsonb,
  '[{"label": "established", "url": "http://indianexpress.com/article/education/top-25-management-colleges-in-india-nirf-ranking-2016"}, {"label": "placements", "url": "https://www.tv9hindi.com/education/iim-lucknow-placements-2026-international-packages-reach-1-65-crore-average-salary-33-2-lakh-3699553.html", "note": "highest is the highest domestic offer"}, {"label": "nirf", "url": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}]'::jsonb,
  '2026-11-22',
  true
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-lucknow';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Agri-business Management (PGP-ABM)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], false, 1
  from public.colleges c where c.slug = 'iim-lucknow';

-- IIM Kozhikode
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, fees_min, fees_max, fees_note, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-kozhikode',
  'Indian Institute of Management Kozhikode',
  'IIM Kozhikode',
  'Kozhikode, Kerala',
  'Kozhikode',
  'Kerala',
  'IIM',
  4.7,
  1996,
  1950000,
  2050000,
  'Range as reported by the source; the academic year is not stated.',
  ARRAY['CAT']::text[],
  3,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 3, "year": 2025, "source": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}]'::jsonb,
  'https://www.iimk.ac.in',
  'IIM Kozhikode, founded in 1996, is an Institute of National Importance and convened CAT 2025. It was ranked third among management institutions in NIRF 2025.',
  'Floor for the 2026-28 batch: 85 overall plus sectional floors. CAT carries 35% of the final selection weight, the rest coming from the interview, academics and profile as per the published policy.',
  '[{"exam": "CAT", "kind": "min", "percentile": 85, "cycle": "CAT 2025", "year": 2025, "category": "General", "note": "Published overall floor; sectional floors also apply.", "source": "https://bschool.careers360.com/articles/iims-shortlist"}, {"exam": "CAT", "kind": "est", "percentile": 97, "cycle": null, "year": null, "category": "General", "note": "Aggregator''s estimate of the General-category call cut-off (gradskool.in, ''IIM cut-offs 2025''), not an official figure", "source": "https://gradskool.in/blog-iim-cutoffs-2025"}]'::jsonb,
  '[{"label": "established", "url": "https://www.careerlauncher.com/cat-mba/bschools-eligibility/iim-kozhikode-eligibility.html"}, {"label": "fees", "url": "https://gpkafunda.in/?p=9357"}, {"label": "nirf", "url": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}]'::jsonb,
  '2026-11-22',
  true
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-kozhikode';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Finance (PGP-Finance)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], false, 1
  from public.colleges c where c.slug = 'iim-kozhikode';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Liberal Studies and Management (PGP-LSM)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], false, 2
  from public.colleges c where c.slug = 'iim-kozhikode';

-- IIM Indore
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_year, fees_note, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-indore',
  'Indian Institute of Management Indore',
  'IIM Indore',
  'Indore, Madhya Pradesh',
  'Indore',
  'Madhya Pradesh',
  'IIM',
  4.6,
  1996,
  2116000,
  '2025-27',
  'Tuition ₹20.00 lakh; ₹21.16 lakh including deposits (official fee page, 2025-27).',
  ARRAY['CAT']::text[],
  8,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 8, "year": 2025, "source": "https://collegesgyan.com/blog/top-nirf-ranked-mba-colleges"}]'::jsonb,
  'https://iimidr.ac.in',
  'IIM Indore, founded in 1996, is an Institute of National Importance ranked eighth among management institutions in NIRF 2025. Besides the two-year PGP admitted through CAT, it runs a five-year Integrated Programme in Management (IPM) for students after Class 12.',
  'Shortlisting on CAT through the institute''s own published admission policy for each cycle (floors, composite score weights, then interview). Floors change every year: read the current policy on the institute''s website.',
  '[{"exam": "CAT", "kind": "est", "percentile": 97, "cycle": null, "year": null, "category": "General", "note": "Aggregator''s estimate of the General-category call cut-off (gradskool.in, ''IIM cut-offs 2025''), not an official figure", "source": "https://gradskool.in/blog-iim-cutoffs-2025"}]'::jsonb,
  '[{"label": "established", "url": "https://www.careerlauncher.com/cat-mba/bschools-eligibility/iim-indore-eligibility.html"}, {"label": "fees", "url": "https://iimidr.ac.in/programmes/academic-programmes/post-graduate-programme-in-management-pgp/feestructure"}, {"label": "placements", "url": "https://samacharaaj.com/iim-%e0%a4%87%e0%a4%82%e0%a4%a6%e0%a5%8c%e0%a4%b0-%e0%a4%aa%e0%a5%8d%e0%a4%b2%e0%a5%87%e0%a4%b8%e0%a4%ae%e0%a5%87%e0%a4%82%e0%a4%9f-%e0%a4%b0%e0%a4%bf%e0%a4%aa%e0%a5%8b%e0%a4%b0%e0%a5%8d%e0%a4%9f"}, {"label": "nirf", "url": "https://collegesgyan.com/blog/top-nirf-ranked-mba-colleges"}]'::jsonb,
  '2026-11-22',
  true
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, fees_year, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 2116000, '2025-27', 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-indore';
insert into public.college_programs (college_id, name, degree, duration_months, mode, eligibility, exams_accepted, is_flagship, order_index)
  select c.id, 'Integrated Programme in Management (IPM)', 'IPM', 60, 'Full-time', 'After Class 12; admission through the IPM Aptitude Test.', '{}'::text[], false, 1
  from public.colleges c where c.slug = 'iim-indore';

-- IIM Mumbai
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_year, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-mumbai',
  'Indian Institute of Management Mumbai (formerly NITIE)',
  'IIM Mumbai',
  'Mumbai, Maharashtra',
  'Mumbai',
  'Maharashtra',
  'IIM',
  4.6,
  1963,
  2100000,
  '2024-26',
  ARRAY['CAT']::text[],
  6,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 6, "year": 2025, "source": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}]'::jsonb,
  'https://iimmumbai.ac.in',
  'IIM Mumbai began in 1963 as the National Institute of Industrial Engineering (NITIE) and has since become an IIM. It was ranked sixth among management institutions in NIRF 2025 and admits to its two-year MBA through CAT.',
  'Shortlisting on CAT through the institute''s own published admission policy for each cycle (floors, composite score weights, then interview). Floors change every year: read the current policy on the institute''s website.',
  '[{"exam": "CAT", "kind": "min", "percentile": 85, "cycle": "CAT 2023", "year": 2023, "category": "General", "note": "Published minimum; real calls come higher.", "source": "https://www.mbauniverse.com/articles/iim-mumbai-admission"}]'::jsonb,
  '[{"label": "established", "url": "https://www.financialexpress.com/jobs-career/education-how-bombays-nitie-is-getting-transformed-into-mumbais-iim-3510365", "note": "Founded as NITIE"}, {"label": "fees", "url": "https://www.mbauniverse.com/articles/iim-mumbai-admission"}, {"label": "nirf", "url": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}, {"label": "not shown: average package 33.84 LPA", "url": "https://www.jagranjosh.com/colleges/best-management-colleges-in-mumbai-a-comprehensive-guide-clga-1870000463-1", "note": "placement batch year not stated by the source; kept here for an editor to verify"}]'::jsonb,
  '2026-11-22',
  true
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, fees_year, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 2100000, '2024-26', 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-mumbai';

-- IIM Shillong
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-shillong',
  'Indian Institute of Management Shillong',
  'IIM Shillong',
  'Shillong, Meghalaya',
  'Shillong',
  'Meghalaya',
  'IIM',
  4.2,
  2007,
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://www.iimshillong.ac.in',
  'IIM Shillong, founded in 2007, is an Institute of National Importance in Meghalaya. Its 2025 placements were reported at an average of 26.44 LPA and a highest domestic offer of 71.5 LPA.',
  'Shortlisting on CAT through the institute''s own published admission policy for each cycle (floors, composite score weights, then interview). Floors change every year: read the current policy on the institute''s website.',
  '[{"exam": "CAT", "kind": "est", "percentile": 95, "cycle": null, "year": null, "category": "General", "note": "Aggregator''s estimate of the General-category call cut-off (gradskool.in, ''IIM cut-offs 2025''), not an official figure", "source": "https://gradskool.in/blog-iim-cutoffs-2025"}]'::jsonb,
  '[{"label": "established", "url": "https://www.newindianexpress.com/nation/2025/Apr/04/with-52-per-cent-girl-students-iim-shillong-carries-meghalayas-matrilineal-spirit"}, {"label": "placements", "url": "https://www.newindianexpress.com/nation/2025/Apr/04/with-52-per-cent-girl-students-iim-shillong-carries-meghalayas-matrilineal-spirit", "note": "highest is the highest domestic offer"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-shillong';

-- IIM Udaipur
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-udaipur',
  'Indian Institute of Management Udaipur',
  'IIM Udaipur',
  'Udaipur, Rajasthan',
  'Udaipur',
  'Rajasthan',
  'IIM',
  4.1,
  2011,
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://www.iimu.ac.in',
  'IIM Udaipur is one of the IIMs set up from 2010-11 onwards and admits to its two-year MBA through CAT. Sources differ on its founding year (2011 or 2010).',
  'Shortlisting on CAT through the institute''s own published admission policy for each cycle (floors, composite score weights, then interview). Floors change every year: read the current policy on the institute''s website.',
  '[]'::jsonb,
  '[{"label": "established", "url": "https://www.financialexpress.com/education-2/iims-increase-3-times-in-last-10-years/2634492/", "note": "Sources disagree: 2011 [financialexpress] vs 2010 [indianexpress]"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-udaipur';

-- IIM Trichy
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-tiruchirappalli',
  'Indian Institute of Management Tiruchirappalli',
  'IIM Trichy',
  'Tiruchirappalli, Tamil Nadu',
  'Tiruchirappalli',
  'Tamil Nadu',
  'IIM',
  4.2,
  2011,
  2000000,
  'Approximate figure (~₹20 lakh) from the source; the academic year is not stated.',
  ARRAY['CAT']::text[],
  16,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 16, "year": 2025, "source": "https://eduvouchers.com/blogs/students-diary/top-iims-in-india"}]'::jsonb,
  'https://www.iimtrichy.ac.in',
  'IIM Tiruchirappalli, founded in 2011, was ranked 16th among management institutions in NIRF 2025. Its 2024 placements were reported (from RTI data) at an average of 19.3 LPA and a highest of 43.94 LPA.',
  'Shortlisting through the Joint Admission Process (JAP) with IIM Kashipur, IIM Raipur, IIM Ranchi and IIM Tiruchirappalli, which used a 90 overall percentile floor (JAP 2026). Calls depend on a composite of CAT, academics and profile above the floor; the floors change every cycle.',
  '[{"exam": "CAT", "kind": "min", "percentile": 90, "cycle": "JAP 2026", "year": null, "category": "General", "note": "JAP overall floor.", "source": "https://cracku.in/iim-jap-cut-off-2026"}, {"exam": "CAT", "kind": "est", "percentile": 95, "cycle": null, "year": null, "category": "General", "note": "Aggregator''s estimate of the General-category call cut-off (gradskool.in, ''IIM cut-offs 2025''), not an official figure", "source": "https://gradskool.in/blog-iim-cutoffs-2025"}]'::jsonb,
  '[{"label": "established", "url": "https://www.financialexpress.com/education-2/iims-increase-3-times-in-last-10-years/2634492/"}, {"label": "fees", "url": "https://mycollegecampus.in/are-iim-placements-losing-their-luster-rti-highlights-sluggish-trend-at-iim-trichy/3"}, {"label": "placements", "url": "https://mycollegecampus.in/are-iim-placements-losing-their-luster-rti-highlights-sluggish-trend-at-iim-trichy/3"}, {"label": "nirf", "url": "https://eduvouchers.com/blogs/students-diary/top-iims-in-india"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-tiruchirappalli';

-- IIM Raipur
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-raipur',
  'Indian Institute of Management Raipur',
  'IIM Raipur',
  'Raipur, Chhattisgarh',
  'Raipur',
  'Chhattisgarh',
  'IIM',
  4.2,
  ARRAY['CAT']::text[],
  15,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 15, "year": 2025, "source": "https://eduvouchers.com/blogs/students-diary/top-iims-in-india"}]'::jsonb,
  'https://iimraipur.ac.in',
  'IIM Raipur is an Institute of National Importance in Chhattisgarh, ranked 15th among management institutions in NIRF 2025. It admits to its two-year MBA through CAT.',
  'Shortlisting through the Joint Admission Process (JAP) with IIM Kashipur, IIM Raipur, IIM Ranchi and IIM Tiruchirappalli, which used a 90 overall percentile floor (JAP 2026). Calls depend on a composite of CAT, academics and profile above the floor; the floors change every cycle.',
  '[{"exam": "CAT", "kind": "min", "percentile": 94, "cycle": "CAP 2024", "year": 2024, "category": "General", "note": "Published floor; 73 in each section.", "source": "https://iimraipur.ac.in/admission-policy-2"}, {"exam": "CAT", "kind": "min", "percentile": 90, "cycle": "JAP 2026", "year": null, "category": "General", "note": "JAP overall floor.", "source": "https://cracku.in/iim-jap-cut-off-2026"}]'::jsonb,
  '[{"label": "nirf", "url": "https://eduvouchers.com/blogs/students-diary/top-iims-in-india"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-raipur';

-- IIM Ranchi
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, total_fees, fees_note, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-ranchi',
  'Indian Institute of Management Ranchi',
  'IIM Ranchi',
  'Ranchi, Jharkhand',
  'Ranchi',
  'Jharkhand',
  'IIM',
  4.2,
  1750000,
  'As reported by the source; the academic year is not stated.',
  ARRAY['CAT']::text[],
  18,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 18, "year": 2025, "source": "https://eduvouchers.com/blogs/students-diary/top-iims-in-india"}]'::jsonb,
  'https://iimranchi.ac.in',
  'IIM Ranchi is an Institute of National Importance in Jharkhand, ranked 18th among management institutions in NIRF 2025. It admits to its two-year MBA through CAT.',
  'Shortlisting through the Joint Admission Process (JAP) with IIM Kashipur, IIM Raipur, IIM Ranchi and IIM Tiruchirappalli, which used a 90 overall percentile floor (JAP 2026). Calls depend on a composite of CAT, academics and profile above the floor; the floors change every cycle.',
  '[{"exam": "CAT", "kind": "min", "percentile": 90, "cycle": "JAP 2026", "year": null, "category": "General", "note": "JAP overall floor.", "source": "https://cracku.in/iim-jap-cut-off-2026"}, {"exam": "CAT", "kind": "est", "percentile": 93, "cycle": null, "year": null, "category": "General", "note": "Aggregator''s estimate of the General-category call cut-off (gradskool.in, ''IIM cut-offs 2025''), not an official figure", "source": "https://gradskool.in/blog-iim-cutoffs-2025"}]'::jsonb,
  '[{"label": "fees", "url": "https://stage.prabhatkhabar.com/state/jharkhand/ranchi/jharkhand-how-much-is-the-fee-for-doing-mba-from-iim-ranchi-know-the-complete-details-of-the-expenses-here-rgj/amp"}, {"label": "nirf", "url": "https://eduvouchers.com/blogs/students-diary/top-iims-in-india"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 1750000, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-ranchi';
insert into public.college_programs (college_id, name, degree, duration_months, mode, eligibility, exams_accepted, is_flagship, order_index)
  select c.id, 'Integrated Programme in Management (IPM)', 'IPM', 60, 'Full-time', 'After Class 12.', '{}'::text[], false, 1
  from public.colleges c where c.slug = 'iim-ranchi';

-- IIM Kashipur
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_year, fees_note, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-kashipur',
  'Indian Institute of Management Kashipur',
  'IIM Kashipur',
  'Kashipur, Uttarakhand',
  'Kashipur',
  'Uttarakhand',
  'IIM',
  4.0,
  2011,
  1475000,
  '2021-23',
  'Old figure for the 2021-23 batch; current fees are higher.',
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://www.iimkashipur.ac.in',
  'IIM Kashipur, founded in 2011, is an Institute of National Importance in Uttarakhand. It admits to its two-year MBA through CAT.',
  'Shortlisting through the Joint Admission Process (JAP) with IIM Kashipur, IIM Raipur, IIM Ranchi and IIM Tiruchirappalli, which used a 90 overall percentile floor (JAP 2026). Calls depend on a composite of CAT, academics and profile above the floor; the floors change every cycle.',
  '[{"exam": "CAT", "kind": "min", "percentile": 90, "cycle": "JAP 2026", "year": null, "category": "General", "note": "JAP overall floor.", "source": "https://cracku.in/iim-jap-cut-off-2026"}, {"exam": "CAT", "kind": "est", "percentile": 90, "cycle": null, "year": null, "category": "General", "note": "Aggregator''s estimate of the General-category call cut-off (gradskool.in, ''IIM cut-offs 2025''), not an official figure", "source": "https://gradskool.in/blog-iim-cutoffs-2025"}]'::jsonb,
  '[{"label": "established", "url": "https://www.financialexpress.com/education-2/iims-increase-3-times-in-last-10-years/2634492/"}, {"label": "fees", "url": "http://iimkashipur.ac.in/academics/mba/admission"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, fees_year, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 1475000, '2021-23', 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-kashipur';

-- IIM Rohtak
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-rohtak',
  'Indian Institute of Management Rohtak',
  'IIM Rohtak',
  'Rohtak, Haryana',
  'Rohtak',
  'Haryana',
  'IIM',
  4.2,
  2009,
  1790000,
  'As reported by the source; the academic year is not stated.',
  ARRAY['CAT']::text[],
  19,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 19, "year": 2025, "source": "https://collegehai.com/colleges/iim-rohtak/college-info"}]'::jsonb,
  'https://www.iimrohtak.ac.in',
  'IIM Rohtak was set up in 2009-10 (sources differ on the year) and was ranked 19th among management institutions in NIRF 2025. Besides the two-year PGP, it runs a five-year Integrated Programme in Management.',
  'Shortlisting on CAT through the institute''s own published admission policy for each cycle (floors, composite score weights, then interview). Floors change every year: read the current policy on the institute''s website.',
  '[]'::jsonb,
  '[{"label": "established", "url": "https://collegehai.com/colleges/iim-rohtak/college-info", "note": "Sources disagree: 2009 vs 2010"}, {"label": "fees", "url": "https://collegehai.com/colleges/iim-rohtak/college-info"}, {"label": "placements", "url": "https://findmycollege.com/colleges/indian-institute-of-management-rohtak-rohtak-304/fees", "note": "average not published in our sources"}, {"label": "nirf", "url": "https://collegehai.com/colleges/iim-rohtak/college-info"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 1790000, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-rohtak';
insert into public.college_programs (college_id, name, degree, duration_months, mode, eligibility, exams_accepted, is_flagship, order_index)
  select c.id, 'Integrated Programme in Management (IPM)', 'IPM', 60, 'Full-time', 'After Class 12.', '{}'::text[], false, 1
  from public.colleges c where c.slug = 'iim-rohtak';

-- IIM Nagpur
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-nagpur',
  'Indian Institute of Management Nagpur',
  'IIM Nagpur',
  'Nagpur, Maharashtra',
  'Nagpur',
  'Maharashtra',
  'IIM',
  4.1,
  2015,
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://www.iimnagpur.ac.in',
  'IIM Nagpur, founded in 2015, is one of the newer IIMs and took part in the Common Admission Process (CAP) in 2025. It admits to its two-year MBA through CAT.',
  'Shortlisting through the Common Admission Process (CAP). CAP 2025 (8 IIMs, including IIM Nagpur) used a floor of 95 overall and 75 per section for General candidates, with final weights CAT 33, PI 25, academics 15, profile (work experience, diversity) 27. CAP 2026 had only IIM Bodh Gaya, IIM Jammu and IIM Sirmaur. Floors change every cycle: check the current policy before applying.',
  '[]'::jsonb,
  '[{"label": "established", "url": "https://test.daily8.com/en/article/6db9fe2d5c0ff95167c61eb7e22f7001"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-nagpur';

-- IIM Visakhapatnam
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-visakhapatnam',
  'Indian Institute of Management Visakhapatnam',
  'IIM Visakhapatnam',
  'Visakhapatnam, Andhra Pradesh',
  'Visakhapatnam',
  'Andhra Pradesh',
  'IIM',
  4.0,
  ARRAY['CAT']::text[],
  26,
  2024,
  '[{"agency": "NIRF (Management)", "rank": 26, "year": 2024, "source": "https://www.top-mba.in/nirf-india-rankings-management-colleges-mba"}]'::jsonb,
  'https://www.iimv.ac.in',
  'IIM Visakhapatnam is an Institute of National Importance in Andhra Pradesh, ranked 26th among management institutions in NIRF 2024. It admits to its two-year MBA through CAT.',
  'Shortlisting on CAT through the institute''s own published admission policy for each cycle (floors, composite score weights, then interview). Floors change every year: read the current policy on the institute''s website.',
  '[]'::jsonb,
  '[{"label": "nirf", "url": "https://www.top-mba.in/nirf-india-rankings-management-colleges-mba"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-visakhapatnam';

-- IIM Bodh Gaya
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-bodh-gaya',
  'Indian Institute of Management Bodh Gaya',
  'IIM Bodh Gaya',
  'Bodh Gaya, Bihar',
  'Bodh Gaya',
  'Bihar',
  'IIM',
  3.9,
  2015,
  1952000,
  'As reported by the source; the academic year is not stated.',
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://iimbg.ac.in',
  'IIM Bodh Gaya, founded in 2015, is one of the three IIMs in the Common Admission Process of 2026. Its 2025 placements were reported at an average of 13.10 LPA and a highest of 22 LPA.',
  'Shortlisting through the Common Admission Process (CAP). CAP 2025 (8 IIMs) used a floor of 95 overall and 75 per section for General candidates, with final weights CAT 33, PI 25, academics 15, profile (work experience, diversity) 27. CAP 2026 had only IIM Bodh Gaya, IIM Jammu and IIM Sirmaur. Floors change every cycle: check the current policy before applying.',
  '[{"exam": "CAT", "kind": "min", "percentile": 95, "cycle": "CAP", "year": null, "category": "General", "note": "CAP floor; 75 in each section.", "source": "https://beta4.collegedunia.com/university/55937-indian-institute-of-management-iimbg-gaya ; https://bschool.careers360.com/articles/is-iim-cap-result-2025-out"}]'::jsonb,
  '[{"label": "established", "url": "https://beta4.collegedunia.com/university/55937-indian-institute-of-management-iimbg-gaya"}, {"label": "fees", "url": "https://beta4.collegedunia.com/university/55937-indian-institute-of-management-iimbg-gaya"}, {"label": "placements", "url": "https://beta4.collegedunia.com/university/55937-indian-institute-of-management-iimbg-gaya"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 1952000, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-bodh-gaya';
insert into public.college_programs (college_id, name, degree, duration_months, mode, eligibility, exams_accepted, is_flagship, order_index)
  select c.id, 'Integrated Programme in Management (IPM)', 'IPM', 60, 'Full-time', 'After Class 12.', '{}'::text[], false, 1
  from public.colleges c where c.slug = 'iim-bodh-gaya';

-- IIM Amritsar
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_year, fees_note, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-amritsar',
  'Indian Institute of Management Amritsar',
  'IIM Amritsar',
  'Amritsar, Punjab',
  'Amritsar',
  'Punjab',
  'IIM',
  3.9,
  2015,
  1880000,
  '2026-28',
  'Approximate (~₹18.8 lakh) as reported for the 2026-28 batch.',
  ARRAY['CAT']::text[],
  64,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 64, "year": 2025, "source": "https://fundamakers.com/iim-amritsar-fees-cut-off-admission-etc"}]'::jsonb,
  'https://iimamritsar.ac.in',
  'IIM Amritsar, founded in 2015, was ranked 64th among management institutions in NIRF 2025. It admits to its two-year MBA through CAT.',
  'Shortlisting on CAT through the institute''s own published admission policy for each cycle (floors, composite score weights, then interview). Floors change every year: read the current policy on the institute''s website.',
  '[]'::jsonb,
  '[{"label": "established", "url": "https://fundamakers.com/iim-amritsar-fees-cut-off-admission-etc"}, {"label": "fees", "url": "https://fundamakers.com/iim-amritsar-fees-cut-off-admission-etc"}, {"label": "placements", "url": "https://careerchoice360.in/iim-amritsar/", "note": "old figure (2023)"}, {"label": "nirf", "url": "https://fundamakers.com/iim-amritsar-fees-cut-off-admission-etc"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, fees_year, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 1880000, '2026-28', 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-amritsar';

-- IIM Sambalpur
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-sambalpur',
  'Indian Institute of Management Sambalpur',
  'IIM Sambalpur',
  'Sambalpur, Odisha',
  'Sambalpur',
  'Odisha',
  'IIM',
  3.9,
  2015,
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://iimsambalpur.ac.in',
  'IIM Sambalpur, founded in 2015, is an Institute of National Importance in Odisha. It runs its own admission process and left the Common Admission Process for 2025.',
  'Own admission process on CAT (the institute left CAP for 2025). Shortlisting floors and weights are published by the institute for each cycle.',
  '[]'::jsonb,
  '[{"label": "established", "url": "https://edupadhai.com/iim-sambalpur-pgp-admissions"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-sambalpur';

-- IIM Sirmaur
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-sirmaur',
  'Indian Institute of Management Sirmaur',
  'IIM Sirmaur',
  'Paonta Sahib, Himachal Pradesh',
  'Paonta Sahib',
  'Himachal Pradesh',
  'IIM',
  3.8,
  2015,
  1750000,
  'As reported by the source; the academic year is not stated.',
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://www.iimsirmaur.ac.in',
  'IIM Sirmaur, founded in 2015, is located at Paonta Sahib in Himachal Pradesh''s Sirmaur district. It is one of the three IIMs in the Common Admission Process of 2026.',
  'Shortlisting through the Common Admission Process (CAP). CAP 2025 (8 IIMs) used a floor of 95 overall and 75 per section for General candidates, with final weights CAT 33, PI 25, academics 15, profile (work experience, diversity) 27. CAP 2026 had only IIM Bodh Gaya, IIM Jammu and IIM Sirmaur. Floors change every cycle: check the current policy before applying.',
  '[{"exam": "CAT", "kind": "min", "percentile": 94, "cycle": "cycle not stated", "year": null, "category": "General", "note": "Reported floor; 73 in each section. Cycle not stated by the source.", "source": "https://beta4.collegedunia.com/university/55940-iim-sirmaur-sirmaur/admission"}, {"exam": "CAT", "kind": "min", "percentile": 95, "cycle": "CAP 2026", "year": null, "category": "General", "note": "CAP 2026 overall floor.", "source": "https://bschool.careers360.com/articles/is-iim-cap-result-2025-out ; https://findmycollege.com/exams/cat/iim-cap"}]'::jsonb,
  '[{"label": "established", "url": "https://pagalguy.com/colleges/indian-institute-of-management-iim-sirmaur"}, {"label": "fees", "url": "https://beta4.collegedunia.com/university/55940-iim-sirmaur-sirmaur/admission"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 1750000, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-sirmaur';

-- IIM Jammu
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iim-jammu',
  'Indian Institute of Management Jammu',
  'IIM Jammu',
  'Jammu, Jammu and Kashmir',
  'Jammu',
  'Jammu and Kashmir',
  'IIM',
  3.9,
  2016,
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://www.iimj.ac.in',
  'IIM Jammu, founded in 2016, is one of the three IIMs in the Common Admission Process of 2026. It lowers its cut-offs by 2 percentile for women and runs a supplementary admission process (SAP) for candidates who miss the CAP cut-off.',
  'Shortlisting through the Common Admission Process (CAP). CAP 2025 (8 IIMs) used a floor of 95 overall and 75 per section for General candidates, with final weights CAT 33, PI 25, academics 15, profile (work experience, diversity) 27. CAP 2026 had only IIM Bodh Gaya, IIM Jammu and IIM Sirmaur. Floors change every cycle: check the current policy before applying. IIM Jammu lowers its cut-offs by 2 percentile for women and runs a supplementary process (SAP) for candidates who miss the CAP cut-off.',
  '[{"exam": "CAT", "kind": "min", "percentile": 95, "cycle": "cycle not stated", "year": null, "category": "General", "note": "Published minimum; 2 percentile lower for women.", "source": "https://www.shiksha.com/mba/articles/iim-jammu-shortlist-admission-criteria-blogId-15196"}]'::jsonb,
  '[{"label": "established", "url": "https://www.financialexpress.com/education-2/iims-increase-3-times-in-last-10-years/2634492/"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iim-jammu';
insert into public.college_programs (college_id, name, degree, duration_months, mode, eligibility, exams_accepted, is_flagship, order_index)
  select c.id, 'Integrated Programme in Management (IPM)', 'IPM', 60, 'Full-time', 'After Class 12.', '{}'::text[], false, 1
  from public.colleges c where c.slug = 'iim-jammu';

-- FMS Delhi
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'fms-delhi',
  'Faculty of Management Studies, University of Delhi',
  'FMS Delhi',
  'New Delhi, Delhi',
  'New Delhi',
  'Delhi',
  'Government',
  4.8,
  1954,
  232000,
  'As reported by the source (careers360, FMS fees 2026 article); the academic year is not stated in our notes.',
  ARRAY['CAT']::text[],
  '[{"agency": "NIRF (Management)", "rank": null, "year": 2024, "note": "Not ranked in NIRF 2024", "source": "https://drupal.mbauniverse.com/taxonomy/term/8091?page=1"}]'::jsonb,
  'https://fms.edu',
  'FMS, founded in 1954, is a department of the University of Delhi. Its two-year MBA admits through CAT and is known for a fee far below that of the IIMs (about ₹2.32 lakh for the course).',
  'Shortlisting on a weighted CAT score (sections weighted 40/30/30), plus points for 10th and 12th marks and 5 points for women; then personal interview.',
  '[]'::jsonb,
  '[{"label": "established", "url": "https://drupal.mbauniverse.com/taxonomy/term/8091?page=1"}, {"label": "fees", "url": "https://bschool.careers360.com/articles/fms-fees-2026-mba-2-year-hostel-sc-pwd-fms-roi-placement"}, {"label": "placements", "url": "https://drupal.mbauniverse.com/taxonomy/term/8091?page=1", "note": "old figure (2023)"}]'::jsonb,
  '2026-11-22',
  true
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 232000, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'fms-delhi';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'MBA Executive', 'MBA (Executive)', 24, 'Part-time', '{}'::text[], false, 1
  from public.colleges c where c.slug = 'fms-delhi';

-- XLRI Jamshedpur
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'xlri-jamshedpur',
  'XLRI - Xavier School of Management',
  'XLRI Jamshedpur',
  'Jamshedpur, Jharkhand',
  'Jamshedpur',
  'Jharkhand',
  'Private',
  4.8,
  1949,
  ARRAY['XAT', 'GMAT']::text[],
  10,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 10, "year": 2025, "source": "https://www.ndtv.com/education/these-iits-rank-among-top-management-colleges-for-mba-in-nirf-2025-9257807"}]'::jsonb,
  'https://www.xlri.ac.in',
  'XLRI, a Jesuit institution founded in 1949 in Jamshedpur, conducts XAT and admits to its PGDM programmes in Business Management and Human Resource Management through it. It was ranked 10th among management institutions in NIRF 2025.',
  'XAT (or GMAT) shortlisting with separate cut-offs by gender and, for HRM, by engineering vs non-engineering background, followed by the institute''s interview rounds. XAT 2026 Business Management cut-off: 94 percentile for men, 88 for women.',
  '[{"exam": "XAT", "kind": "min", "percentile": 94, "cycle": "XAT 2026", "year": 2026, "category": "General", "note": "BM programme cut-off for men (88 for women).", "source": "https://www.telegraphindia.com/edugraph/news/xlri-jamshedpur-releases-xat-2026-cutoffs-for-gd-and-interview-check-all-details/cid/2145200 ; https://www.shiksha.com/news/mba-xlri-announces-xat-2026-cutoffs-check-sectional-overall-percentiles-blogId-220718"}]'::jsonb,
  '[{"label": "established", "url": "https://bschoolbuzz.in/colleges/xlri-xavier-school-of-management-jamshedpur"}, {"label": "placements", "url": "https://laharchakra.com/100-placement-in-xlri-172-companies-gave-600-offers-591-students-got-locked/", "note": "highest domestic offer; average not published in our sources"}, {"label": "nirf", "url": "https://www.ndtv.com/education/these-iits-rank-among-top-management-colleges-for-mba-in-nirf-2025-9257807"}]'::jsonb,
  '2026-11-22',
  true
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'PGDM (Business Management)', 'PGDM', 24, 'Full-time', ARRAY['XAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'xlri-jamshedpur';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'PGDM (Human Resource Management)', 'PGDM', 24, 'Full-time', ARRAY['XAT', 'GMAT']::text[], false, 1
  from public.colleges c where c.slug = 'xlri-jamshedpur';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'PGDM (General Management)', 'PGDM', 15, 'Executive', '{}'::text[], false, 2
  from public.colleges c where c.slug = 'xlri-jamshedpur';

-- SPJIMR
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'spjimr-mumbai',
  'S. P. Jain Institute of Management and Research',
  'SPJIMR',
  'Mumbai, Maharashtra',
  'Mumbai',
  'Maharashtra',
  'Private',
  4.7,
  1981,
  2250000,
  'Approximate (~₹22.5 lakh) as reported by the source; the academic year is not stated.',
  ARRAY['CAT', 'XAT', 'GMAT']::text[],
  20,
  2024,
  '[{"agency": "NIRF (Management)", "rank": 20, "year": 2024, "source": "https://www.mbauniverse.com/college/mumbaimba/s-p-jain-institute-of-management-and-research-spjimr-mumbai/mba-pgdm"}]'::jsonb,
  'https://www.spjimr.org',
  'SPJIMR, founded in 1981 in Mumbai, admits to its two-year PGDM through CAT, XAT or GMAT. It was ranked 20th among management institutions in NIRF 2024.',
  'Shortlisting on CAT, XAT or GMAT scores with a profile review, followed by the institute''s interview process.',
  '[]'::jsonb,
  '[{"label": "established", "url": "https://www.mbauniverse.com/college/mumbaimba/s-p-jain-institute-of-management-and-research-spjimr-mumbai/mba-pgdm"}, {"label": "fees", "url": "https://www.jagranjosh.com/colleges/best-management-colleges-in-mumbai-a-comprehensive-guide-clga-1870000463-1"}, {"label": "nirf", "url": "https://www.mbauniverse.com/college/mumbaimba/s-p-jain-institute-of-management-and-research-spjimr-mumbai/mba-pgdm"}, {"label": "exams accepted", "url": "https://www.jagranjosh.com/colleges/best-management-colleges-in-mumbai-a-comprehensive-guide-clga-1870000463-1 ; https://www.telegraphindia.com/edugraph/news/xlri-announces-xat-2026-exam-and-other-key-dates-application-process-to-begin-soon/cid/2111969"}, {"label": "not shown: average package 32 LPA", "url": "https://www.jagranjosh.com/colleges/best-management-colleges-in-mumbai-a-comprehensive-guide-clga-1870000463-1", "note": "placement batch year not stated by the source; kept here for an editor to verify"}]'::jsonb,
  '2026-11-22',
  true
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 2250000, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'spjimr-mumbai';
insert into public.college_programs (college_id, name, degree, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (PGPM)', 'PGPM', 'Full-time', '{}'::text[], false, 1
  from public.colleges c where c.slug = 'spjimr-mumbai';

-- MDI Gurgaon
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'mdi-gurgaon',
  'Management Development Institute Gurgaon',
  'MDI Gurgaon',
  'Gurugram, Haryana',
  'Gurugram',
  'Haryana',
  'Private',
  4.6,
  1973,
  2159000,
  'As reported by the source; the academic year is not stated.',
  ARRAY['CAT', 'GMAT']::text[],
  9,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 9, "year": 2025, "source": "https://www.ndtv.com/education/these-iits-rank-among-top-management-colleges-for-mba-in-nirf-2025-9257807"}]'::jsonb,
  'https://www.mdi.ac.in',
  'MDI, founded in 1973 in Gurugram, admits to its PGDM programmes through CAT or GMAT. It was ranked ninth among management institutions in NIRF 2025.',
  'Shortlisting on CAT or GMAT scores and profile, then the institute''s interview rounds.',
  '[]'::jsonb,
  '[{"label": "established", "url": "https://www.mbauniverse.com/college/gurugrammba/management-development-institute-mdi-gurgaon/post-graduate-diploma-in-management-pgdm", "note": "Sources disagree: 1973 vs 1972"}, {"label": "fees", "url": "https://www.mbauniverse.com/college/gurugrammba/management-development-institute-mdi-gurgaon/post-graduate-diploma-in-management-pgdm"}, {"label": "nirf", "url": "https://www.ndtv.com/education/these-iits-rank-among-top-management-colleges-for-mba-in-nirf-2025-9257807"}, {"label": "not shown: average package 25.50 LPA", "url": "https://www.mbauniverse.com/college/gurugrammba/management-development-institute-mdi-gurgaon/post-graduate-diploma-in-management-pgdm", "note": "placement batch year not stated by the source; kept here for an editor to verify"}]'::jsonb,
  '2026-11-22',
  true
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 2159000, 'Full-time', ARRAY['CAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'mdi-gurgaon';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'PGDM (Human Resource Management)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'GMAT']::text[], false, 1
  from public.colleges c where c.slug = 'mdi-gurgaon';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'PGDM (International Management)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'GMAT']::text[], false, 2
  from public.colleges c where c.slug = 'mdi-gurgaon';

-- IIFT Delhi
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iift-delhi',
  'Indian Institute of Foreign Trade, New Delhi',
  'IIFT Delhi',
  'New Delhi, Delhi',
  'New Delhi',
  'Delhi',
  'Government',
  4.5,
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://www.iift.ac.in',
  'IIFT is a government institute with campuses in New Delhi, Kolkata and Kakinada. Its MBA (International Business) has admitted through CAT since 2024.',
  'Since 2024, shortlisting on CAT: the CAT score is worth 98 points plus 2 for women, followed by the institute''s interview rounds.',
  '[]'::jsonb,
  '[{"label": "exams accepted", "url": "https://mockat.com/cat-mba/how-to-get-into-iift-through-cat-complete-2026-guide"}, {"label": "type", "url": "http://dev.applyo.in//colleges/indian-institute-of-foreign-trade-iift-kolkata/admissions"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'MBA (International Business)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iift-delhi';

-- IIFT Kolkata
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iift-kolkata',
  'Indian Institute of Foreign Trade, Kolkata',
  'IIFT Kolkata',
  'Kolkata, West Bengal',
  'Kolkata',
  'West Bengal',
  'Government',
  4.3,
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://www.iift.ac.in',
  'The Kolkata campus of IIFT runs the institute''s MBA (International Business), admitted through CAT since 2024.',
  'Since 2024, shortlisting on CAT: the CAT score is worth 98 points plus 2 for women, followed by the institute''s interview rounds.',
  '[{"exam": "CAT", "kind": "reported", "percentile": 96, "cycle": null, "year": null, "category": "General", "note": "Approximate (~96) as reported by a third-party admissions page; cycle not stated.", "source": "http://dev.applyo.in//colleges/indian-institute-of-foreign-trade-iift-kolkata/admissions"}]'::jsonb,
  '[{"label": "exams accepted", "url": "https://mockat.com/cat-mba/how-to-get-into-iift-through-cat-complete-2026-guide"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'MBA (International Business)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iift-kolkata';

-- JBIMS
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'jbims-mumbai',
  'Jamnalal Bajaj Institute of Management Studies',
  'JBIMS',
  'Mumbai, Maharashtra',
  'Mumbai',
  'Maharashtra',
  'Government-aided',
  4.6,
  1965,
  700000,
  'Approximate (~₹7 lakh) as reported by the source; the academic year is not stated.',
  ARRAY['MAH-CET', 'CAT', 'CMAT']::text[],
  '[]'::jsonb,
  'https://www.jbims.edu',
  'JBIMS, founded in 1965, is the management institute of the University of Mumbai. It admits to its two-year Master of Management Studies (MMS) through MAH-CET, CAT or CMAT.',
  'Admission through Maharashtra''s centralised process on MAH-CET (CAT and CMAT scores are also accepted for the relevant quota), followed by group discussion and interview rounds as notified each year.',
  '[]'::jsonb,
  '[{"label": "established", "url": "https://pagalguy.com/colleges/jamnalal-bajaj-institute-of-management-studies-jbims-mumbai/admission-process"}, {"label": "fees", "url": "https://www.jagranjosh.com/colleges/best-management-colleges-in-mumbai-a-comprehensive-guide-clga-1870000463-1"}, {"label": "not shown: average package 29.35 LPA", "url": "https://www.jagranjosh.com/colleges/best-management-colleges-in-mumbai-a-comprehensive-guide-clga-1870000463-1", "note": "placement batch year not stated by the source; kept here for an editor to verify"}]'::jsonb,
  '2026-11-22',
  true
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Management Studies (MMS)', 'MMS', 24, 700000, 'Full-time', ARRAY['MAH-CET', 'CAT', 'CMAT']::text[], true, 0
  from public.colleges c where c.slug = 'jbims-mumbai';

-- NMIMS Mumbai
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, fees_min, fees_max, fees_note, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'nmims-mumbai',
  'NMIMS School of Business Management, Mumbai',
  'NMIMS Mumbai',
  'Mumbai, Maharashtra',
  'Mumbai',
  'Maharashtra',
  'Deemed University',
  4.4,
  1981,
  2000000,
  2400000,
  'Approximate range (₹20–24 lakh) as reported by the source; the academic year is not stated.',
  ARRAY['NMAT']::text[],
  '[]'::jsonb,
  'https://www.nmims.edu',
  'The School of Business Management of SVKM''s NMIMS, a deemed university founded in 1981, runs its two-year MBA in Mumbai with admission through NMAT.',
  'Shortlisting on NMAT; sources disagree on the final weights (NMAT 70 / WAT-PI 20 / rest 10 in one, a 50% competency test in another), so check the current notification. A reported shortlist cut-off was an NMAT score of 209 (a score, not a percentile).',
  '[{"exam": "NMAT", "kind": "score", "score": 209, "percentile": null, "cycle": null, "year": null, "category": "General", "note": "NMAT score (not a percentile) as reported by the source.", "source": "https://www.collnod.com/colleges/svkms-narsee-monjee-institute-of-management-studies-nmims/svkms-narsee-monjee-institute-of-management-studies-nmims-admission-process"}]'::jsonb,
  '[{"label": "established", "url": "https://insightadmission.com/nmims-mba-admission-2025.php"}, {"label": "fees", "url": "https://www.collegesimplified.in/post/nmims-mba-admission-2026-fees-structure-nmat-cutoff"}, {"label": "exams accepted", "url": "https://www.collnod.com/colleges/svkms-narsee-monjee-institute-of-management-studies-nmims/svkms-narsee-monjee-institute-of-management-studies-nmims-admission-process"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['NMAT']::text[], true, 0
  from public.colleges c where c.slug = 'nmims-mumbai';

-- SIBM Pune
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'sibm-pune',
  'Symbiosis Institute of Business Management, Pune',
  'SIBM Pune',
  'Pune, Maharashtra',
  'Pune',
  'Maharashtra',
  'Deemed University',
  4.4,
  ARRAY['SNAP']::text[],
  '[]'::jsonb,
  'https://www.sibmpune.edu.in',
  'SIBM Pune is an institute of Symbiosis International (Deemed University). It admits to its two-year MBA through SNAP.',
  'SNAP score 50, group exercise 10 and personal interview 40.',
  '[{"exam": "SNAP", "kind": "est", "percentile": 97, "percentile_max": 98.5, "cycle": null, "year": null, "category": "General", "note": "Estimated range ~97-98.5 reported by an aggregator; not an official figure.", "source": "https://bschool.careers360.com/articles/snap-2015-cutoff"}]'::jsonb,
  '[{"label": "exams accepted", "url": "https://bschool.careers360.com/articles/snap-2015-cutoff"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['SNAP']::text[], true, 0
  from public.colleges c where c.slug = 'sibm-pune';

-- IMT Ghaziabad
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'imt-ghaziabad',
  'Institute of Management Technology, Ghaziabad',
  'IMT Ghaziabad',
  'Ghaziabad, Uttar Pradesh',
  'Ghaziabad',
  'Uttar Pradesh',
  'Private',
  4.3,
  ARRAY['CAT', 'XAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.imt.edu',
  'IMT Ghaziabad is a private business school in the NCR that admits to its PGDM programmes through CAT, XAT or GMAT.',
  'Shortlisting on CAT, XAT or GMAT scores with no sectional cut-off reported, followed by the institute''s interview process.',
  '[]'::jsonb,
  '[{"label": "exams accepted", "url": "https://www.pagalguy.com/colleges/institute-of-management-technology-imt-ghaziabad/admission-process"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'imt-ghaziabad';

-- TAPMI
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'tapmi-manipal',
  'T. A. Pai Management Institute',
  'TAPMI',
  'Manipal, Karnataka',
  'Manipal',
  'Karnataka',
  'Private',
  4.2,
  1980,
  ARRAY['CAT', 'XAT', 'GMAT', 'NMAT']::text[],
  '[]'::jsonb,
  'https://www.tapmi.edu.in',
  'TAPMI, founded in 1980 in Manipal and now part of the Manipal Academy of Higher Education, admits to its two-year programme through CAT, XAT, GMAT or NMAT. The latest placement figures in our sources are old (2022: average 12.60 LPA, highest 32.20 LPA).',
  'Shortlisting on CAT, XAT, GMAT or NMAT scores and profile, followed by the institute''s interview process.',
  '[]'::jsonb,
  '[{"label": "established", "url": "https://careerlauncher.com/cat-mba/bschools/ta-pai"}, {"label": "placements", "url": "https://qophon.motorcycles/article/check-eligibility-criteria-withdrawal-fees", "note": "old figure (2022)"}, {"label": "exams accepted", "url": "https://qophon.motorcycles/article/check-eligibility-criteria-withdrawal-fees"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT', 'NMAT']::text[], true, 0
  from public.colleges c where c.slug = 'tapmi-manipal';

-- Great Lakes Chennai
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'great-lakes-chennai',
  'Great Lakes Institute of Management, Chennai',
  'Great Lakes Chennai',
  'Chennai, Tamil Nadu',
  'Chennai',
  'Tamil Nadu',
  'Private',
  4.2,
  2004,
  ARRAY['CAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.greatlakes.edu.in',
  'Great Lakes Institute of Management was founded in Chennai in 2004. It admits through CAT or GMAT.',
  'Shortlisting on CAT or GMAT scores and profile, followed by the institute''s interview process.',
  '[]'::jsonb,
  '[{"label": "established", "url": "https://www.shiksha.com/mba/articles/splendid-isolation-blogId-837"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'great-lakes-chennai';
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (PGPM)', 'PGPM', 12, 'Full-time', '{}'::text[], false, 1
  from public.colleges c where c.slug = 'great-lakes-chennai';

-- SJMSOM IIT Bombay
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iit-bombay-sjmsom',
  'Shailesh J. Mehta School of Management, IIT Bombay',
  'SJMSOM IIT Bombay',
  'Mumbai, Maharashtra',
  'Mumbai',
  'Maharashtra',
  'IIT',
  4.5,
  1995,
  1427000,
  'As reported by the source; the academic year is not stated.',
  ARRAY['CAT']::text[],
  14,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 14, "year": 2025, "source": "https://www.ndtv.com/education/these-iits-rank-among-top-management-colleges-for-mba-in-nirf-2025-9257807", "note": "Rank is for IIT Bombay in the NIRF management list"}]'::jsonb,
  'https://www.som.iitb.ac.in',
  'SJMSOM, founded in 1995, is the management school of IIT Bombay and admits to its two-year MBA through CAT. IIT Bombay was ranked 14th among management institutions in NIRF 2025.',
  'Shortlisting on CAT and academic profile, followed by the school''s interview process.',
  '[]'::jsonb,
  '[{"label": "established", "url": "https://careerlauncher.com/cat-mba/bschools/sjmsom"}, {"label": "fees", "url": "https://www.jagranjosh.com/colleges/best-management-colleges-in-mumbai-a-comprehensive-guide-clga-1870000463-1"}, {"label": "nirf", "url": "https://www.ndtv.com/education/these-iits-rank-among-top-management-colleges-for-mba-in-nirf-2025-9257807", "note": "Rank is for IIT Bombay in the NIRF management list"}, {"label": "exams accepted", "url": "https://careerlauncher.com/cat-mba/bschools/sjmsom"}, {"label": "not shown: average package 28 LPA", "url": "https://www.jagranjosh.com/colleges/best-management-colleges-in-mumbai-a-comprehensive-guide-clga-1870000463-1", "note": "placement batch year not stated by the source; kept here for an editor to verify"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, total_fees, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 1427000, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iit-bombay-sjmsom';

-- DMS IIT Delhi
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'iit-delhi-dms',
  'Department of Management Studies, IIT Delhi',
  'DMS IIT Delhi',
  'New Delhi, Delhi',
  'New Delhi',
  'Delhi',
  'IIT',
  4.5,
  ARRAY['CAT']::text[],
  4,
  2025,
  '[{"agency": "NIRF (Management)", "rank": 4, "year": 2025, "source": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}]'::jsonb,
  'https://dms.iitd.ac.in',
  'The Department of Management Studies of IIT Delhi admits to its two-year MBA through CAT. IIT Delhi was ranked fourth among management institutions in NIRF 2025.',
  'Shortlisting on CAT and academic profile, followed by the department''s interview process.',
  '[{"exam": "CAT", "kind": "est", "percentile": 90, "percentile_max": 94, "cycle": null, "year": null, "category": "General", "note": "Estimated range 90-94 reported by an aggregator; not an official figure.", "source": "https://bschool.careers360.com/articles/iit-delhi-mba-cut-off"}]'::jsonb,
  '[{"label": "nirf", "url": "https://www.indiatoday.in/education-today/best-colleges/story/nirf-2025-top-10-management-institutes-and-5-year-ranking-comparison-2781810-2025-09-04"}, {"label": "exams accepted", "url": "https://bschool.careers360.com/articles/iit-delhi-mba-cut-off"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iit-delhi-dms';

-- XIMB
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'ximb-bhubaneswar',
  'Xavier Institute of Management, XIM University',
  'XIMB',
  'Bhubaneswar, Odisha',
  'Bhubaneswar',
  'Odisha',
  'Private University',
  4.3,
  ARRAY['XAT', 'CAT', 'GMAT', 'X-GMT']::text[],
  '[]'::jsonb,
  'https://xim.edu.in',
  'XIMB is the business school of XIM University, a private university in Bhubaneswar. It admits to its MBA through XAT, CAT, GMAT or its own X-GMT.',
  'Shortlisting on XAT, CAT, GMAT or X-GMT scores, followed by the school''s interview process.',
  '[]'::jsonb,
  '[{"label": "exams accepted", "url": "http://www.ximb.ac.in/Admissions/faq"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'MBA (Business Management)', 'MBA', 24, 'Full-time', ARRAY['XAT', 'CAT', 'GMAT', 'X-GMT']::text[], true, 0
  from public.colleges c where c.slug = 'ximb-bhubaneswar';

-- IMI Delhi
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'imi-delhi',
  'International Management Institute, New Delhi',
  'IMI Delhi',
  'New Delhi, Delhi',
  'New Delhi',
  'Delhi',
  'Private',
  4.2,
  1981,
  ARRAY['CAT', 'XAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.imi.edu',
  'IMI New Delhi, founded in 1981, is a private business school that admits to its PGDM programmes through CAT, XAT or GMAT.',
  'Shortlisting on CAT, XAT or GMAT scores as described in the institute''s PGDM selection process, followed by interview rounds.',
  '[]'::jsonb,
  '[{"label": "established", "url": "http://indianexpress.com/article/education/top-25-management-colleges-in-india-nirf-ranking-2016"}, {"label": "exams accepted", "url": "https://www.imi.edu/delhi/pgdm_selection_process"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'imi-delhi';

-- KJ Somaiya
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'kj-somaiya-mumbai',
  'K J Somaiya Institute of Management',
  'KJ Somaiya',
  'Mumbai, Maharashtra',
  'Mumbai',
  'Maharashtra',
  'Private University',
  4.0,
  ARRAY['NMAT']::text[],
  '[]'::jsonb,
  'https://kjsim.somaiya.edu',
  'K J Somaiya Institute of Management is part of Somaiya Vidyavihar University in Mumbai. It admits to its MBA through NMAT among other tests.',
  'Shortlisting on entrance test scores (NMAT and others as notified), followed by the institute''s selection rounds.',
  '[]'::jsonb,
  '[{"label": "exams accepted", "url": "https://www.careerlauncher.com/cat-mba/nmat"}, {"label": "not shown: highest package 28.25 LPA", "url": "https://bschool.careers360.com/articles/iim-nagpur-mba-admission-criteria-cat", "note": "from an advert on the source page; year not stated; kept here for an editor to verify"}, {"label": "not shown: NIRF rank 63", "url": "https://bschool.careers360.com/articles/iim-nagpur-mba-admission-criteria-cat", "note": "ranking year not stated; kept here for an editor to verify"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['NMAT']::text[], true, 0
  from public.colleges c where c.slug = 'kj-somaiya-mumbai';

-- WeSchool Mumbai
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
values (
  'welingkar-mumbai',
  'Welingkar Institute of Management Development and Research, Mumbai',
  'WeSchool Mumbai',
  'Mumbai, Maharashtra',
  'Mumbai',
  'Maharashtra',
  'Private',
  3.9,
  ARRAY['MAH-CET']::text[],
  '[]'::jsonb,
  'https://www.welingkar.org',
  'Welingkar (WeSchool) is a private business school in Mumbai whose PGDM admits through MAH-CET among other tests.',
  'Admission on MAH-CET and other accepted test scores, followed by the institute''s selection rounds.',
  '[]'::jsonb,
  '[{"label": "exams accepted", "url": "https://www.jagranjosh.com/colleges/best-management-colleges-in-mumbai-a-comprehensive-guide-clga-1870000463-1"}]'::jsonb,
  '2026-11-22',
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['MAH-CET']::text[], true, 0
  from public.colleges c where c.slug = 'welingkar-mumbai';

-- ISB Hyderabad
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'isb-hyderabad',
  'Indian School of Business, Hyderabad',
  'ISB Hyderabad',
  'Hyderabad, Telangana',
  'Hyderabad',
  'Telangana',
  'Private',
  4.7,
  ARRAY['GMAT', 'GRE']::text[],
  '[]'::jsonb,
  'https://www.isb.edu',
  'The Indian School of Business is a private business school with campuses in Hyderabad and Mohali. Its flagship one-year Post Graduate Programme in Management (PGP) admits experienced candidates through GMAT or GRE.',
  'Application with GMAT or GRE score, essays and work-experience profile, followed by an interview.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Programme in Management (PGP)', 'PGP', 12, 'Full-time', ARRAY['GMAT', 'GRE']::text[], true, 0
  from public.colleges c where c.slug = 'isb-hyderabad';

-- SCMHRD
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'scmhrd-pune',
  'Symbiosis Centre for Management and Human Resource Development',
  'SCMHRD',
  'Pune, Maharashtra',
  'Pune',
  'Maharashtra',
  'Deemed University',
  4.3,
  ARRAY['SNAP']::text[],
  '[]'::jsonb,
  'https://www.scmhrd.edu',
  'SCMHRD is an institute of Symbiosis International (Deemed University) in Pune. It admits to its two-year MBA through SNAP.',
  'SNAP score 50, group exercise 10 and personal interview 40 (the SNAP schools'' common weights).',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['SNAP']::text[], true, 0
  from public.colleges c where c.slug = 'scmhrd-pune';

-- SIBM Bengaluru
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'sibm-bengaluru',
  'Symbiosis Institute of Business Management, Bengaluru',
  'SIBM Bengaluru',
  'Bengaluru, Karnataka',
  'Bengaluru',
  'Karnataka',
  'Deemed University',
  4.1,
  ARRAY['SNAP']::text[],
  '[]'::jsonb,
  'SIBM Bengaluru is the Bengaluru campus of Symbiosis International (Deemed University)''s business management institute. It admits to its two-year MBA through SNAP.',
  'SNAP score 50, group exercise 10 and personal interview 40 (the SNAP schools'' common weights).',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['SNAP']::text[], true, 0
  from public.colleges c where c.slug = 'sibm-bengaluru';

-- SIIB Pune
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'siib-pune',
  'Symbiosis Institute of International Business',
  'SIIB Pune',
  'Pune, Maharashtra',
  'Pune',
  'Maharashtra',
  'Deemed University',
  3.9,
  ARRAY['SNAP']::text[],
  '[]'::jsonb,
  'https://www.siib.ac.in',
  'SIIB is an institute of Symbiosis International (Deemed University) in Pune focused on international business. It admits to its MBA through SNAP.',
  'SNAP score 50, group exercise 10 and personal interview 40 (the SNAP schools'' common weights).',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['SNAP']::text[], true, 0
  from public.colleges c where c.slug = 'siib-pune';

-- NMIMS Bengaluru
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'nmims-bengaluru',
  'NMIMS School of Business Management, Bengaluru',
  'NMIMS Bengaluru',
  'Bengaluru, Karnataka',
  'Bengaluru',
  'Karnataka',
  'Deemed University',
  3.9,
  ARRAY['NMAT']::text[],
  '[]'::jsonb,
  'https://www.nmims.edu',
  'The Bengaluru campus of SVKM''s NMIMS (Deemed-to-be University) offers the School of Business Management''s MBA, admitted through NMAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['NMAT']::text[], true, 0
  from public.colleges c where c.slug = 'nmims-bengaluru';

-- NMIMS Hyderabad
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'nmims-hyderabad',
  'NMIMS School of Business Management, Hyderabad',
  'NMIMS Hyderabad',
  'Hyderabad, Telangana',
  'Hyderabad',
  'Telangana',
  'Deemed University',
  3.8,
  ARRAY['NMAT']::text[],
  '[]'::jsonb,
  'https://www.nmims.edu',
  'The Hyderabad campus of SVKM''s NMIMS (Deemed-to-be University) offers the School of Business Management''s MBA, admitted through NMAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['NMAT']::text[], true, 0
  from public.colleges c where c.slug = 'nmims-hyderabad';

-- IMT Nagpur
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'imt-nagpur',
  'Institute of Management Technology, Nagpur',
  'IMT Nagpur',
  'Nagpur, Maharashtra',
  'Nagpur',
  'Maharashtra',
  'Private',
  3.8,
  ARRAY['CAT', 'XAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.imtnagpur.ac.in',
  'IMT Nagpur is a campus of the Institute of Management Technology group and runs a two-year PGDM admitted through CAT, XAT or GMAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'imt-nagpur';

-- IMT Hyderabad
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'imt-hyderabad',
  'Institute of Management Technology, Hyderabad',
  'IMT Hyderabad',
  'Hyderabad, Telangana',
  'Hyderabad',
  'Telangana',
  'Private',
  3.8,
  ARRAY['CAT', 'XAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.imthyderabad.edu.in',
  'IMT Hyderabad is a campus of the Institute of Management Technology group and runs a two-year PGDM admitted through CAT, XAT or GMAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'imt-hyderabad';

-- GIM Goa
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'goa-institute-of-management',
  'Goa Institute of Management',
  'GIM Goa',
  'Sanquelim, Goa',
  'Sanquelim',
  'Goa',
  'Private',
  4.0,
  ARRAY['CAT', 'XAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.gim.ac.in',
  'Goa Institute of Management is a private business school in North Goa. Its two-year PGDM admits through CAT, XAT or GMAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'goa-institute-of-management';

-- MICA
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'mica-ahmedabad',
  'MICA',
  'MICA',
  'Ahmedabad, Gujarat',
  'Ahmedabad',
  'Gujarat',
  'Private',
  4.2,
  ARRAY['CAT', 'XAT', 'GMAT', 'MICAT']::text[],
  '[]'::jsonb,
  'https://www.mica.ac.in',
  'MICA is a private school of strategic marketing and communication in Ahmedabad. Its PGDM in Communications (PGDM-C) shortlists on CAT, XAT or GMAT together with its own MICAT test.',
  'A CAT, XAT or GMAT score plus MICAT, followed by group exercise and interview rounds as notified each cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'PGDM (Communications)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT', 'MICAT']::text[], true, 0
  from public.colleges c where c.slug = 'mica-ahmedabad';

-- IRMA
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'irma-anand',
  'Institute of Rural Management Anand',
  'IRMA',
  'Anand, Gujarat',
  'Anand',
  'Gujarat',
  'Private',
  4.2,
  ARRAY['CAT', 'XAT']::text[],
  '[]'::jsonb,
  'https://www.irma.ac.in',
  'IRMA in Anand, Gujarat, specialises in rural management. Its two-year PGDM (Rural Management) admits through CAT or XAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'PGDM (Rural Management)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT']::text[], true, 0
  from public.colleges c where c.slug = 'irma-anand';

-- Nirma IM
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'nirma-institute-of-management',
  'Institute of Management, Nirma University',
  'Nirma IM',
  'Ahmedabad, Gujarat',
  'Ahmedabad',
  'Gujarat',
  'Private University',
  3.9,
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://nirmauni.ac.in',
  'The Institute of Management of Nirma University, Ahmedabad, runs a two-year MBA admitted through CAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'nirma-institute-of-management';

-- PDEU SoM
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'pdeu-school-of-management',
  'School of Management, Pandit Deendayal Energy University',
  'PDEU SoM',
  'Gandhinagar, Gujarat',
  'Gandhinagar',
  'Gujarat',
  'Private University',
  3.6,
  ARRAY['CAT', 'MAT', 'CMAT']::text[],
  '[]'::jsonb,
  'https://www.pdpu.ac.in',
  'The School of Management of Pandit Deendayal Energy University (formerly PDPU) in Gandhinagar offers a two-year MBA.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT', 'MAT', 'CMAT']::text[], true, 0
  from public.colleges c where c.slug = 'pdeu-school-of-management';

-- BIMTECH
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'bimtech-greater-noida',
  'Birla Institute of Management Technology',
  'BIMTECH',
  'Greater Noida, Uttar Pradesh',
  'Greater Noida',
  'Uttar Pradesh',
  'Private',
  3.9,
  ARRAY['CAT', 'XAT', 'GMAT', 'MAT', 'CMAT']::text[],
  '[]'::jsonb,
  'https://www.bimtech.ac.in',
  'BIMTECH is a private business school in Greater Noida running two-year PGDM programmes admitted through CAT, XAT, GMAT, MAT or CMAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT', 'MAT', 'CMAT']::text[], true, 0
  from public.colleges c where c.slug = 'bimtech-greater-noida';

-- Amity Business School
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'amity-business-school-noida',
  'Amity Business School, Amity University',
  'Amity Business School',
  'Noida, Uttar Pradesh',
  'Noida',
  'Uttar Pradesh',
  'Private University',
  3.5,
  ARRAY['CAT', 'MAT', 'CMAT', 'XAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.amity.edu',
  'Amity Business School is the management school of Amity University in Noida and offers a two-year MBA.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT', 'MAT', 'CMAT', 'XAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'amity-business-school-noida';

-- IIT Kanpur DoMS
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'iit-kanpur-dms',
  'Department of Management Sciences, IIT Kanpur',
  'IIT Kanpur DoMS',
  'Kanpur, Uttar Pradesh',
  'Kanpur',
  'Uttar Pradesh',
  'IIT',
  4.1,
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://www.iitk.ac.in',
  'IIT Kanpur''s management department runs a two-year MBA admitted through CAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iit-kanpur-dms';

-- FORE
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'fore-school-of-management',
  'FORE School of Management',
  'FORE',
  'New Delhi, Delhi',
  'New Delhi',
  'Delhi',
  'Private',
  4.0,
  ARRAY['CAT', 'XAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.fsm.ac.in',
  'FORE School of Management is a private business school in New Delhi whose PGDM programmes admit through CAT, XAT or GMAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'fore-school-of-management';

-- LBSIM
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'lbsim-delhi',
  'Lal Bahadur Shastri Institute of Management',
  'LBSIM',
  'New Delhi, Delhi',
  'New Delhi',
  'Delhi',
  'Private',
  3.8,
  ARRAY['CAT', 'XAT', 'GMAT', 'CMAT']::text[],
  '[]'::jsonb,
  'https://www.lbsim.ac.in',
  'LBSIM is a private business school in Dwarka, New Delhi, offering PGDM programmes admitted through CAT, XAT, GMAT or CMAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT', 'CMAT']::text[], true, 0
  from public.colleges c where c.slug = 'lbsim-delhi';

-- GLIM Gurgaon
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'great-lakes-gurgaon',
  'Great Lakes Institute of Management, Gurgaon',
  'GLIM Gurgaon',
  'Gurugram, Haryana',
  'Gurugram',
  'Haryana',
  'Private',
  3.8,
  ARRAY['CAT', 'XAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.greatlakes.edu.in',
  'The Gurgaon campus of Great Lakes Institute of Management runs a two-year PGDM admitted through CAT, XAT or GMAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'great-lakes-gurgaon';

-- IMI Kolkata
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'imi-kolkata',
  'International Management Institute, Kolkata',
  'IMI Kolkata',
  'Kolkata, West Bengal',
  'Kolkata',
  'West Bengal',
  'Private',
  3.8,
  ARRAY['CAT', 'XAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.imi.edu',
  'IMI Kolkata is a campus of International Management Institute and runs a two-year PGDM admitted through CAT, XAT or GMAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'imi-kolkata';

-- IMI Bhubaneswar
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'imi-bhubaneswar',
  'International Management Institute, Bhubaneswar',
  'IMI Bhubaneswar',
  'Bhubaneswar, Odisha',
  'Bhubaneswar',
  'Odisha',
  'Private',
  3.7,
  ARRAY['CAT', 'XAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.imi.edu',
  'IMI Bhubaneswar is a campus of International Management Institute and runs a two-year PGDM admitted through CAT, XAT or GMAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'imi-bhubaneswar';

-- VGSoM IIT Kharagpur
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'iit-kharagpur-vgsom',
  'Vinod Gupta School of Management, IIT Kharagpur',
  'VGSoM IIT Kharagpur',
  'Kharagpur, West Bengal',
  'Kharagpur',
  'West Bengal',
  'IIT',
  4.1,
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://som.iitkgp.ac.in',
  'The Vinod Gupta School of Management is IIT Kharagpur''s business school and runs a two-year MBA admitted through CAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iit-kharagpur-vgsom';

-- Christ University
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'christ-university-bengaluru',
  'School of Business and Management, Christ University',
  'Christ University',
  'Bengaluru, Karnataka',
  'Bengaluru',
  'Karnataka',
  'Deemed University',
  3.8,
  ARRAY['CAT', 'XAT', 'GMAT', 'MAT', 'CMAT']::text[],
  '[]'::jsonb,
  'https://christuniversity.in',
  'Christ (Deemed to be University) in Bengaluru offers a two-year MBA through its School of Business and Management.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT', 'MAT', 'CMAT']::text[], true, 0
  from public.colleges c where c.slug = 'christ-university-bengaluru';

-- Alliance University
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'alliance-school-of-business',
  'Alliance School of Business, Alliance University',
  'Alliance University',
  'Bengaluru, Karnataka',
  'Bengaluru',
  'Karnataka',
  'Private University',
  3.5,
  ARRAY['CAT', 'XAT', 'MAT', 'CMAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.alliance.edu.in',
  'Alliance School of Business is the management school of Alliance University, a private university in Bengaluru, and offers a two-year MBA.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT', 'XAT', 'MAT', 'CMAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'alliance-school-of-business';

-- Jain University CMS
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'jain-university-cms',
  'CMS Business School, Jain (Deemed-to-be University)',
  'Jain University CMS',
  'Bengaluru, Karnataka',
  'Bengaluru',
  'Karnataka',
  'Deemed University',
  3.5,
  ARRAY['CAT', 'XAT', 'MAT', 'CMAT', 'KMAT']::text[],
  '[]'::jsonb,
  'https://www.jainuniversity.ac.in',
  'CMS Business School is the management school of Jain (Deemed-to-be University) in Bengaluru and offers a two-year MBA.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT', 'XAT', 'MAT', 'CMAT', 'KMAT']::text[], true, 0
  from public.colleges c where c.slug = 'jain-university-cms';

-- IFMR GSB
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'ifmr-gsb-krea',
  'IFMR Graduate School of Business, Krea University',
  'IFMR GSB',
  'Sri City, Andhra Pradesh',
  'Sri City',
  'Andhra Pradesh',
  'Private University',
  3.7,
  ARRAY['CAT', 'XAT', 'GMAT', 'GRE']::text[],
  '[]'::jsonb,
  'https://krea.edu.in',
  'IFMR Graduate School of Business is part of Krea University at Sri City, Andhra Pradesh, and offers a two-year MBA.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT', 'XAT', 'GMAT', 'GRE']::text[], true, 0
  from public.colleges c where c.slug = 'ifmr-gsb-krea';

-- IBS Hyderabad
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'icfai-business-school-hyderabad',
  'ICFAI Business School, Hyderabad',
  'IBS Hyderabad',
  'Hyderabad, Telangana',
  'Hyderabad',
  'Telangana',
  'Deemed University',
  3.6,
  ARRAY['IBSAT', 'CAT', 'GMAT']::text[],
  '[]'::jsonb,
  'https://www.ibsindia.org',
  'ICFAI Business School Hyderabad is part of the ICFAI Foundation for Higher Education (a deemed university) and admits to its MBA mainly through its own IBSAT test.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['IBSAT', 'CAT', 'GMAT']::text[], true, 0
  from public.colleges c where c.slug = 'icfai-business-school-hyderabad';

-- Osmania University
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'osmania-university-dbm',
  'Department of Business Management, Osmania University',
  'Osmania University',
  'Hyderabad, Telangana',
  'Hyderabad',
  'Telangana',
  'Government',
  3.6,
  ARRAY['TG ICET']::text[],
  '[]'::jsonb,
  'https://www.osmania.ac.in',
  'The Department of Business Management of Osmania University, a state university in Hyderabad, offers a two-year MBA admitted through Telangana''s ICET (TS ICET, now TG ICET).',
  'Admission through the Telangana state counselling on ICET (TG ICET) ranks.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['TG ICET']::text[], true, 0
  from public.colleges c where c.slug = 'osmania-university-dbm';

-- PUMBA
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'pumba-pune',
  'Department of Management Sciences (PUMBA), Savitribai Phule Pune University',
  'PUMBA',
  'Pune, Maharashtra',
  'Pune',
  'Maharashtra',
  'Government',
  3.7,
  ARRAY['MAH-CET', 'CAT', 'CMAT']::text[],
  '[]'::jsonb,
  'https://www.unipune.ac.in',
  'PUMBA is the Department of Management Sciences of Savitribai Phule Pune University, a state university, and offers a two-year MBA admitted through Maharashtra''s centralised process.',
  'Admission through Maharashtra''s centralised admission process (MAH-CET; CAT and CMAT scores accepted as notified).',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['MAH-CET', 'CAT', 'CMAT']::text[], true, 0
  from public.colleges c where c.slug = 'pumba-pune';

-- Chandigarh University
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'chandigarh-university-usb',
  'University School of Business, Chandigarh University',
  'Chandigarh University',
  'Mohali, Punjab',
  'Mohali',
  'Punjab',
  'Private University',
  3.4,
  ARRAY['CAT', 'MAT', 'CMAT']::text[],
  '[]'::jsonb,
  'https://www.cuchd.in',
  'Chandigarh University is a private university at Gharuan near Mohali, Punjab, whose University School of Business offers a two-year MBA.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT', 'MAT', 'CMAT']::text[], true, 0
  from public.colleges c where c.slug = 'chandigarh-university-usb';

-- CUSAT SMS
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'cusat-sms',
  'School of Management Studies, Cochin University of Science and Technology',
  'CUSAT SMS',
  'Kochi, Kerala',
  'Kochi',
  'Kerala',
  'Government',
  3.6,
  ARRAY['KMAT', 'CAT', 'CMAT']::text[],
  '[]'::jsonb,
  'https://www.cusat.ac.in',
  'The School of Management Studies of CUSAT, a Kerala state university in Kochi, offers a two-year MBA.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['KMAT', 'CAT', 'CMAT']::text[], true, 0
  from public.colleges c where c.slug = 'cusat-sms';

-- LIBA
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'liba-chennai',
  'Loyola Institute of Business Administration',
  'LIBA',
  'Chennai, Tamil Nadu',
  'Chennai',
  'Tamil Nadu',
  'Private',
  3.8,
  ARRAY['XAT', 'CAT', 'GMAT', 'MAT', 'CMAT']::text[],
  '[]'::jsonb,
  'https://www.liba.edu',
  'LIBA is a Jesuit business school in Chennai offering a two-year PGDM.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Post Graduate Diploma in Management (PGDM)', 'PGDM', 24, 'Full-time', ARRAY['XAT', 'CAT', 'GMAT', 'MAT', 'CMAT']::text[], true, 0
  from public.colleges c where c.slug = 'liba-chennai';

-- DoMS IIT Madras
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'iit-madras-doms',
  'Department of Management Studies, IIT Madras',
  'DoMS IIT Madras',
  'Chennai, Tamil Nadu',
  'Chennai',
  'Tamil Nadu',
  'IIT',
  4.1,
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://doms.iitm.ac.in',
  'The Department of Management Studies of IIT Madras runs a two-year MBA admitted through CAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iit-madras-doms';

-- DoMS IIT Roorkee
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, is_featured)
values (
  'iit-roorkee-doms',
  'Department of Management Studies, IIT Roorkee',
  'DoMS IIT Roorkee',
  'Roorkee, Uttarakhand',
  'Roorkee',
  'Uttarakhand',
  'IIT',
  3.9,
  ARRAY['CAT']::text[],
  '[]'::jsonb,
  'https://www.iitr.ac.in',
  'The Department of Management Studies of IIT Roorkee runs a two-year MBA admitted through CAT.',
  'Shortlisting on the accepted entrance test scores and profile, followed by the institute''s own selection rounds as notified for the current cycle.',
  '[]'::jsonb,
  '[]'::jsonb,
  false
);
insert into public.college_programs (college_id, name, degree, duration_months, mode, exams_accepted, is_flagship, order_index)
  select c.id, 'Master of Business Administration (MBA)', 'MBA', 24, 'Full-time', ARRAY['CAT']::text[], true, 0
  from public.colleges c where c.slug = 'iit-roorkee-doms';


-- Placement figures (issue 37) ----------------------------------------------------------------------------------
-- Every placement figure with its kind, graduating year, batch (only where the source names it) and source. The kind
-- comes from the source each figure cites, by the rules in supabase/migrations/20261206000100_placement_figures.sql,
-- which moves the same figures on a database seeded before it: a newspaper or news site is a press report; Careers360,
-- Collegedunia and other portals are aggregator estimates; an unclear source gets the more cautious kind. No seeded
-- source is a college's own, audited or NIRF's, and no NIRF placement data is in our sources, so nothing is flagged.
-- colleges.average_package and the other old columns follow these rows (a trigger); they are not written here.

-- iim-ahmedabad: Careers360 (an aggregator) dates the 31 LPA average 2025; India Today Insight gives the same average without a batch, so the date rests on the aggregator.
insert into public.college_placement_figures (college_id, metric, scope, value, out_of, year, batch, kind, source_url, note)
  select c.id, f.metric, f.scope, f.value, f.out_of, f.year, f.batch, f.kind, f.source_url, f.note
    from public.colleges c, (values
      ('average', 'all', 31::numeric, null::integer, 2025::smallint, null::text, 'aggregator-estimate', 'https://bschool.careers360.com/articles/are-iims-still-affordable-for-the-middle-class', 'India Today Insight (6 Sep 2025) reports the same average without a batch: https://www.indiatoday.in/india-today-insight/story/nirf-2025-all-rise-again-for-iim-ahmedabad-why-iim-calcutta-is-slipping-2783104-2025-09-06'::text)
    ) as f (metric, scope, value, out_of, year, batch, kind, source_url, note)
   where c.slug = 'iim-ahmedabad';
-- iim-calcutta: The Telegraph (Edugraph), a newspaper, on the 2026 final placements.
insert into public.college_placement_figures (college_id, metric, scope, value, out_of, year, batch, kind, source_url, note)
  select c.id, f.metric, f.scope, f.value, f.out_of, f.year, f.batch, f.kind, f.source_url, f.note
    from public.colleges c, (values
      ('average', 'all', 36::numeric, null::integer, 2026::smallint, null::text, 'press-report', 'https://www.telegraphindia.com/edugraph/news/iim-calcutta-completes-final-placements-for-its-mba-batch-records-100-percent-success/cid/2149121', null::text),
      ('highest', 'domestic', 145::numeric, null::integer, 2026::smallint, null::text, 'press-report', 'https://www.telegraphindia.com/edugraph/news/iim-calcutta-completes-final-placements-for-its-mba-batch-records-100-percent-success/cid/2149121', null::text)
    ) as f (metric, scope, value, out_of, year, batch, kind, source_url, note)
   where c.slug = 'iim-calcutta';
-- iim-lucknow: TV9 Hindi, a news channel's site, on the 2026 placements.
insert into public.college_placement_figures (college_id, metric, scope, value, out_of, year, batch, kind, source_url, note)
  select c.id, f.metric, f.scope, f.value, f.out_of, f.year, f.batch, f.kind, f.source_url, f.note
    from public.colleges c, (values
      ('average', 'all', 33.2::numeric, null::integer, 2026::smallint, null::text, 'press-report', 'https://www.tv9hindi.com/education/iim-lucknow-placements-2026-international-packages-reach-1-65-crore-average-salary-33-2-lakh-3699553.html', null::text),
      ('highest', 'domestic', 100::numeric, null::integer, 2026::smallint, null::text, 'press-report', 'https://www.tv9hindi.com/education/iim-lucknow-placements-2026-international-packages-reach-1-65-crore-average-salary-33-2-lakh-3699553.html', null::text)
    ) as f (metric, scope, value, out_of, year, batch, kind, source_url, note)
   where c.slug = 'iim-lucknow';
-- iim-indore: samacharaaj.com, a Hindi news site, on the 2024-26 batch's placement report.
insert into public.college_placement_figures (college_id, metric, scope, value, out_of, year, batch, kind, source_url, note)
  select c.id, f.metric, f.scope, f.value, f.out_of, f.year, f.batch, f.kind, f.source_url, f.note
    from public.colleges c, (values
      ('average', 'all', 29.57::numeric, null::integer, 2026::smallint, '2024-26'::text, 'press-report', 'https://samacharaaj.com/iim-%e0%a4%87%e0%a4%82%e0%a4%a6%e0%a5%8c%e0%a4%b0-%e0%a4%aa%e0%a5%8d%e0%a4%b2%e0%a5%87%e0%a4%b8%e0%a4%ae%e0%a5%87%e0%a4%82%e0%a4%9f-%e0%a4%b0%e0%a4%bf%e0%a4%aa%e0%a5%8b%e0%a4%b0%e0%a5%8d%e0%a4%9f', null::text),
      ('highest', 'all', 70::numeric, null::integer, 2026::smallint, '2024-26'::text, 'press-report', 'https://samacharaaj.com/iim-%e0%a4%87%e0%a4%82%e0%a4%a6%e0%a5%8c%e0%a4%b0-%e0%a4%aa%e0%a5%8d%e0%a4%b2%e0%a5%87%e0%a4%b8%e0%a4%ae%e0%a5%87%e0%a4%82%e0%a4%9f-%e0%a4%b0%e0%a4%bf%e0%a4%aa%e0%a5%8b%e0%a4%b0%e0%a5%8d%e0%a4%9f', null::text)
    ) as f (metric, scope, value, out_of, year, batch, kind, source_url, note)
   where c.slug = 'iim-indore';
-- iim-shillong: The New Indian Express, a newspaper (April 2025).
insert into public.college_placement_figures (college_id, metric, scope, value, out_of, year, batch, kind, source_url, note)
  select c.id, f.metric, f.scope, f.value, f.out_of, f.year, f.batch, f.kind, f.source_url, f.note
    from public.colleges c, (values
      ('average', 'all', 26.44::numeric, null::integer, 2025::smallint, null::text, 'press-report', 'https://www.newindianexpress.com/nation/2025/Apr/04/with-52-per-cent-girl-students-iim-shillong-carries-meghalayas-matrilineal-spirit', null::text),
      ('highest', 'domestic', 71.5::numeric, null::integer, 2025::smallint, null::text, 'press-report', 'https://www.newindianexpress.com/nation/2025/Apr/04/with-52-per-cent-girl-students-iim-shillong-carries-meghalayas-matrilineal-spirit', null::text)
    ) as f (metric, scope, value, out_of, year, batch, kind, source_url, note)
   where c.slug = 'iim-shillong';
-- iim-tiruchirappalli: mycollegecampus.in, an education portal's article on figures obtained under RTI: news or portal is unclear, so the more cautious kind.
insert into public.college_placement_figures (college_id, metric, scope, value, out_of, year, batch, kind, source_url, note)
  select c.id, f.metric, f.scope, f.value, f.out_of, f.year, f.batch, f.kind, f.source_url, f.note
    from public.colleges c, (values
      ('average', 'all', 19.3::numeric, null::integer, 2024::smallint, null::text, 'aggregator-estimate', 'https://mycollegecampus.in/are-iim-placements-losing-their-luster-rti-highlights-sluggish-trend-at-iim-trichy/3', 'The article quotes figures obtained under RTI; an education portal, so shown as the more cautious kind.'::text),
      ('highest', 'all', 43.94::numeric, null::integer, 2024::smallint, null::text, 'aggregator-estimate', 'https://mycollegecampus.in/are-iim-placements-losing-their-luster-rti-highlights-sluggish-trend-at-iim-trichy/3', 'The article quotes figures obtained under RTI; an education portal, so shown as the more cautious kind.'::text)
    ) as f (metric, scope, value, out_of, year, batch, kind, source_url, note)
   where c.slug = 'iim-tiruchirappalli';
-- iim-rohtak: findmycollege.com, a college portal.
insert into public.college_placement_figures (college_id, metric, scope, value, out_of, year, batch, kind, source_url, note)
  select c.id, f.metric, f.scope, f.value, f.out_of, f.year, f.batch, f.kind, f.source_url, f.note
    from public.colleges c, (values
      ('highest', 'all', 48.25::numeric, null::integer, 2024::smallint, null::text, 'aggregator-estimate', 'https://findmycollege.com/colleges/indian-institute-of-management-rohtak-rohtak-304/fees', null::text)
    ) as f (metric, scope, value, out_of, year, batch, kind, source_url, note)
   where c.slug = 'iim-rohtak';
-- iim-bodh-gaya: Collegedunia, an aggregator.
insert into public.college_placement_figures (college_id, metric, scope, value, out_of, year, batch, kind, source_url, note)
  select c.id, f.metric, f.scope, f.value, f.out_of, f.year, f.batch, f.kind, f.source_url, f.note
    from public.colleges c, (values
      ('average', 'all', 13.1::numeric, null::integer, 2025::smallint, null::text, 'aggregator-estimate', 'https://beta4.collegedunia.com/university/55937-indian-institute-of-management-iimbg-gaya', null::text),
      ('highest', 'all', 22::numeric, null::integer, 2025::smallint, null::text, 'aggregator-estimate', 'https://beta4.collegedunia.com/university/55937-indian-institute-of-management-iimbg-gaya', null::text)
    ) as f (metric, scope, value, out_of, year, batch, kind, source_url, note)
   where c.slug = 'iim-bodh-gaya';
-- iim-amritsar: careerchoice360.in, a careers portal.
insert into public.college_placement_figures (college_id, metric, scope, value, out_of, year, batch, kind, source_url, note)
  select c.id, f.metric, f.scope, f.value, f.out_of, f.year, f.batch, f.kind, f.source_url, f.note
    from public.colleges c, (values
      ('average', 'all', 16.51::numeric, null::integer, 2023::smallint, null::text, 'aggregator-estimate', 'https://careerchoice360.in/iim-amritsar/', null::text)
    ) as f (metric, scope, value, out_of, year, batch, kind, source_url, note)
   where c.slug = 'iim-amritsar';
-- fms-delhi: MBAUniverse, an MBA portal.
insert into public.college_placement_figures (college_id, metric, scope, value, out_of, year, batch, kind, source_url, note)
  select c.id, f.metric, f.scope, f.value, f.out_of, f.year, f.batch, f.kind, f.source_url, f.note
    from public.colleges c, (values
      ('average', 'all', 34.1::numeric, null::integer, 2023::smallint, null::text, 'aggregator-estimate', 'https://drupal.mbauniverse.com/taxonomy/term/8091?page=1', null::text),
      ('highest', 'all', 123::numeric, null::integer, 2023::smallint, null::text, 'aggregator-estimate', 'https://drupal.mbauniverse.com/taxonomy/term/8091?page=1', null::text)
    ) as f (metric, scope, value, out_of, year, batch, kind, source_url, note)
   where c.slug = 'fms-delhi';
-- xlri-jamshedpur: laharchakra.com, a Jamshedpur news site, on the 2023-25 batch's final placements. The highest
-- international offer (₹1.10 crore) and the number placed (all 591 of the two-year PGDM batch) are read from the same
-- page; the research notes carry only the domestic offer.
insert into public.college_placement_figures (college_id, metric, scope, value, out_of, year, batch, kind, source_url, note)
  select c.id, f.metric, f.scope, f.value, f.out_of, f.year, f.batch, f.kind, f.source_url, f.note
    from public.colleges c, (values
      ('highest', 'domestic', 75::numeric, null::integer, 2025::smallint, '2023-25'::text, 'press-report', 'https://laharchakra.com/100-placement-in-xlri-172-companies-gave-600-offers-591-students-got-locked/', null::text),
      ('highest', 'international', 110::numeric, null::integer, 2025::smallint, '2023-25'::text, 'press-report', 'https://laharchakra.com/100-placement-in-xlri-172-companies-gave-600-offers-591-students-got-locked/', 'Reported as ₹1.10 crore.'::text),
      ('placed', 'all', 591::numeric, 591::integer, 2025::smallint, '2023-25'::text, 'press-report', 'https://laharchakra.com/100-placement-in-xlri-172-companies-gave-600-offers-591-students-got-locked/', 'The two-year PGDM (Business Management and Human Resource Management), Jamshedpur and Delhi-NCR campuses.'::text)
    ) as f (metric, scope, value, out_of, year, batch, kind, source_url, note)
   where c.slug = 'xlri-jamshedpur';
-- tapmi-manipal: a copy, on another site, of an MBAUniverse article (a portal).
insert into public.college_placement_figures (college_id, metric, scope, value, out_of, year, batch, kind, source_url, note)
  select c.id, f.metric, f.scope, f.value, f.out_of, f.year, f.batch, f.kind, f.source_url, f.note
    from public.colleges c, (values
      ('average', 'all', 12.6::numeric, null::integer, 2022::smallint, null::text, 'aggregator-estimate', 'https://qophon.motorcycles/article/check-eligibility-criteria-withdrawal-fees', 'A copy, on another site, of an MBAUniverse article.'::text),
      ('highest', 'all', 32.2::numeric, null::integer, 2022::smallint, null::text, 'aggregator-estimate', 'https://qophon.motorcycles/article/check-eligibility-criteria-withdrawal-fees', 'A copy, on another site, of an MBAUniverse article.'::text)
    ) as f (metric, scope, value, out_of, year, batch, kind, source_url, note)
   where c.slug = 'tapmi-manipal';

-- Exams ---------------------------------------------------------------------------------------------------
-- Patterns, dates and fees from shared/reference/exam-facts.md and mba-college-data.md §3, each labelled with
-- its cycle. Difficulty: CAT High, XAT Medium, NMAT Medium, SNAP Easy (spec §1); MAT has none in the spec or
-- the notes, so it stays NULL. Applicant counts: set after the inserts, only where a figure was published.
-- Eligibility lines are the long-standing official rules; each tells the reader to check the current notice.

insert into public.exams (slug, name, full_name, order_index, description, conducting_body, difficulty, pattern, sections, duration_minutes, total_questions, total_marks, marking_scheme, mode, frequency, exam_date, date_text, registration_start, registration_end, result_date, fees, eligibility, accepted_by, website, cycle_year, preparation_tips, sources, last_verified_at, dates_expected)
values (
  'cat',
  'CAT',
  'Common Admission Test',
  1,
  'CAT is the computer-based entrance test the IIMs use for their MBA/PGP admissions; CAT 2025 was convened by IIM Kozhikode. It is used by 21 IIMs and 100+ other institutes. The test has three sections taken in a fixed order (VARC, DILR, QA), each with its own 40-minute limit.',
  'Indian Institutes of Management (CAT 2025 convened by IIM Kozhikode)',
  'High',
  '{"mode": "Computer-based", "section_order": "fixed: VARC, DILR, QA", "sectional_timing": true, "switching_sections": false, "pwd_minutes_per_section": "53 min 20 s", "question_types": "MCQ and TITA (type in the answer)", "mcq_tita_split": "about 49 MCQ and 19 TITA (third-party analysis)", "calculator": "on-screen", "slots": ["8:30-10:30", "12:30-14:30", "16:30-18:30"], "test_cities": "about 170 cities, 5 city preferences", "palette_states": ["not visited", "not answered", "answered", "marked for review", "answered and marked for review (still scored)"], "notes": ["Clicking the question palette does not save the current answer.", "A section auto-submits when its 40 minutes end."]}'::jsonb,
  '[{"name": "Verbal Ability and Reading Comprehension (VARC)", "short": "VARC", "questions": 24, "minutes": 40}, {"name": "Data Interpretation and Logical Reasoning (DILR)", "short": "DILR", "questions": 22, "minutes": 40}, {"name": "Quantitative Ability (QA)", "short": "QA", "questions": 22, "minutes": 40}]'::jsonb,
  120,
  68,
  204,
  '+3 for a correct answer; −1 for a wrong MCQ answer; no negative marking on TITA questions.',
  'Computer-based test',
  'Once a year (late November)',
  '2025-11-30',
  'CAT 2025: 30 Nov 2025, three slots (8:30–10:30, 12:30–14:30, 16:30–18:30). Notification 27 Jul 2025; admit card from 5 Nov 2025; result 24 Dec 2025. CAT 2026 (expected, not official): 29 Nov 2026, registration from about 1 Aug 2026.',
  '2025-08-01',
  '2025-09-13',
  '2025-12-24',
  '₹2,600 (₹1,300 for SC/ST/PwD) — CAT 2025',
  'A bachelor''s degree with at least 50% marks or equivalent CGPA (45% for SC, ST and PwD candidates); final-year students may apply. Check the official CAT notice for the current cycle.',
  '21 IIMs and 100+ other institutes',
  'https://iimcat.ac.in',
  'CAT 2025',
  ARRAY['Practise each section inside a strict 40-minute window: there is no switching between sections.', 'TITA questions carry no negative marks, so attempt every one you have worked out.', 'Use full-length mocks to choose which DILR sets to attempt in the first few minutes.', 'Read daily to build VARC speed: reading comprehension is most of the section.']::text[],
  '[{"label": "CAT 2025 dates and fee", "url": "https://www.pagalguy.com/articles/cat-exam-2025-registration-last-date-eligibility-exam-pattern-and-accepting-colleges"}, {"label": "CAT 2025 result date", "url": "https://findmycollege.com/exams/cat"}, {"label": "CAT 2026 expected dates", "url": "https://www.vidyavision.com/entrance-exam/cat"}, {"label": "pattern and CBT instructions", "note": "thefederal.com, careers360, collegedunia, jagranjosh, careerlauncher.com (per exam-facts notes)"}]'::jsonb,
  '2026-11-22',
  false
);

insert into public.exams (slug, name, full_name, order_index, description, conducting_body, difficulty, pattern, sections, duration_minutes, total_questions, marking_scheme, mode, frequency, exam_date, date_text, registration_start, registration_end, fees, eligibility, accepted_by, website, cycle_year, preparation_tips, sources, last_verified_at, dates_expected)
values (
  'xat',
  'XAT',
  'Xavier Aptitude Test',
  2,
  'XAT is conducted by XLRI Jamshedpur and accepted by 250+ schools; the IIMs do not use it. Part A (170 minutes, no sectional timing) covers Verbal & Logical Ability, Decision Making and Quant & DI; Part B is a 10-minute General Knowledge section that does not count in the percentile.',
  'XLRI - Xavier School of Management, Jamshedpur',
  'Medium',
  '{"mode": "Computer-based", "sectional_timing": false, "part_a_minutes": 170, "part_b_minutes": 10, "gk_counts_in_percentile": false, "total_questions": "about 95", "unattempted_penalty": "−0.10 for more than 8 consecutive unattempted questions"}'::jsonb,
  '[{"name": "Verbal & Logical Ability", "questions": 26, "part": "A"}, {"name": "Decision Making", "questions": 21, "part": "A"}, {"name": "Quantitative Ability & Data Interpretation", "questions": 28, "part": "A"}, {"name": "General Knowledge", "questions": null, "minutes": 10, "part": "B", "note": "not counted in the percentile"}]'::jsonb,
  180,
  95,
  '+1 for a correct answer; −0.25 for a wrong answer; −0.10 for more than 8 consecutive unattempted questions; no negative marking in General Knowledge.',
  'Computer-based test',
  'Once a year (first week of January)',
  '2026-01-04',
  'XAT 2026: 4 Jan 2026, 2–5 pm. Registration opened 10 Jul 2025 and closed 11 Dec 2025 (moved from 30 Nov, then 5 Dec). XAT 2027 (expected, not official): 3 Jan 2027.',
  '2025-07-10',
  '2025-12-11',
  '₹2,200 (+₹200 per XLRI programme) — XAT 2026',
  'A bachelor''s degree (minimum three years) in any discipline; final-year students may apply. Check the official XAT bulletin for the current cycle.',
  '250+ schools (IIMs do not use XAT)',
  'https://xatonline.in',
  'XAT 2026',
  ARRAY['Decision Making has no textbook: practise caselets and justify each choice in one line.', 'There is no sectional timing, so plan your own order and time split for Part A.', 'Avoid leaving more than 8 consecutive questions unattempted: XAT deducts 0.10 for that.', 'GK does not count in the percentile but some schools look at it; revise current affairs briefly.']::text[],
  '[{"label": "XAT 2026 dates and fee", "url": "https://www.telegraphindia.com/edugraph/news/xlri-announces-xat-2026-exam-and-other-key-dates-application-process-to-begin-soon/cid/2111969"}, {"label": "XAT 2027 expected date", "url": "https://www.pw.live/mba/exams/xat-exam-2027"}, {"label": "pattern", "note": "telegraphindia.com, shiksha.com, cracku.in, freepressjournal.in (per exam-facts notes)"}]'::jsonb,
  '2026-11-22',
  false
);

insert into public.exams (slug, name, full_name, order_index, description, conducting_body, difficulty, pattern, sections, duration_minutes, total_questions, total_marks, marking_scheme, mode, frequency, exam_date, date_text, registration_start, registration_end, fees, eligibility, accepted_by, website, cycle_year, preparation_tips, sources, last_verified_at, dates_expected)
values (
  'nmat',
  'NMAT',
  'NMAT by GMAC',
  3,
  'NMAT is conducted by GMAC in a test window, with up to three attempts at least 15 days apart. It has 108 questions in 120 minutes across Language Skills, Quantitative Skills and Logical Reasoning; candidates choose the section order and there is no negative marking.',
  'Graduate Management Admission Council (GMAC)',
  'Medium',
  '{"mode": "Computer-based, test window", "section_order": "chosen by the candidate", "sectional_timing": true, "attempts": "up to 3, at least 15 days apart", "negative_marking": false}'::jsonb,
  '[{"name": "Language Skills", "questions": 36, "minutes": 28}, {"name": "Quantitative Skills", "questions": 36, "minutes": 52}, {"name": "Logical Reasoning", "questions": 36, "minutes": 40}]'::jsonb,
  120,
  108,
  324,
  '+3 for a correct answer; no negative marking.',
  'Computer-based test (test centre or online, as notified)',
  'Annual test window (November–December)',
  '2025-11-05',
  'NMAT 2025: test window 5 Nov – 19 Dec 2025. Registration 1 Aug – 10 Oct 2025, extended to 18 Oct 2025. NMAT 2026 dates: not yet found.',
  '2025-08-01',
  '2025-10-18',
  '₹3,000 + tax; retake ₹3,000; reschedule ₹1,200 — NMAT 2025',
  'A bachelor''s degree (final-year students may apply; check each school''s own minimum marks). Check the official NMAT handbook for the current cycle.',
  'NMIMS and other schools listed by GMAC',
  'https://www.mba.com/exams/nmat',
  'NMAT 2025',
  ARRAY['With no negative marking, answer every question before the section timer ends.', 'Quantitative Skills gets the most time (52 minutes); practise at that pace.', 'Use your first attempt as a baseline: up to three attempts are allowed, 15 days apart.']::text[],
  '[{"label": "NMAT 2025 window and registration", "url": "https://www.telegraphindia.com/edugraph/news/gmac-begins-nmat-2025-application-for-mba-admissions-check-exam-date-and-pattern/cid/2116069"}, {"label": "pattern", "note": "pw.live, telegraphindia.com, collegedekho.com (per exam-facts notes)"}]'::jsonb,
  '2026-11-22',
  false
);

insert into public.exams (slug, name, full_name, order_index, description, conducting_body, difficulty, pattern, sections, duration_minutes, total_questions, marking_scheme, mode, frequency, exam_date, date_text, registration_start, registration_end, result_date, fees, eligibility, accepted_by, website, cycle_year, preparation_tips, sources, last_verified_at, dates_expected)
values (
  'snap',
  'SNAP',
  'Symbiosis National Aptitude Test',
  4,
  'SNAP is Symbiosis International (Deemed University)''s test for its MBA programmes. It has 60 questions in 60 minutes; candidates may take up to three tests and the best score counts.',
  'Symbiosis International (Deemed University)',
  'Easy',
  '{"mode": "Computer-based", "attempts": "up to 3 tests, best score counts", "negative_marking": "25% of the question''s marks"}'::jsonb,
  '[{"name": "General English", "questions": 15}, {"name": "Analytical & Logical Reasoning", "questions": 25}, {"name": "Quantitative, Data Interpretation & Data Sufficiency", "questions": 20}]'::jsonb,
  60,
  60,
  '25% of the marks deducted for a wrong answer.',
  'Computer-based test',
  'Three test dates each December',
  '2025-12-06',
  'SNAP 2025: tests on 6, 14 and 20 Dec 2025; result 9 Jan 2026 (third-party). SNAP 2026: not yet announced.',
  '2025-08-01',
  '2025-11-20',
  '2026-01-09',
  '₹2,250 per test + ₹1,000 per programme (third-party figures) — SNAP 2025',
  'A bachelor''s degree with at least 50% marks (45% for SC/ST); final-year students may apply. Check the official SNAP bulletin for the current cycle.',
  'Symbiosis International (Deemed University) institutes (SIBM, SCMHRD, SIIB and others)',
  'https://www.snaptest.org',
  'SNAP 2025',
  ARRAY['One minute per question: skip anything that will take longer and come back.', 'Analytical & Logical Reasoning is the largest section (25 questions).', 'Wrong answers cost a quarter of the marks, so guess only when you can eliminate options.']::text[],
  '[{"label": "SNAP 2025 registration and test dates", "url": "https://www.business-standard.com/amp/content/press-releases-ani/snap-2025-registration-closing-20th-november-your-final-chance-to-apply-for-symbiosis-mba-programmes-125111700566_1.html"}, {"label": "SNAP 2026 status", "url": "https://mba.hitbullseye.com/SNAP/SNAP-Registration.php"}, {"label": "pattern", "note": "snaptest.org, mbagate.in, collegesearch.in (per exam-facts notes)"}]'::jsonb,
  '2026-11-22',
  false
);

insert into public.exams (slug, name, full_name, order_index, description, conducting_body, pattern, sections, duration_minutes, total_questions, marking_scheme, mode, frequency, exam_date, date_text, fees, eligibility, accepted_by, website, cycle_year, preparation_tips, sources, last_verified_at, dates_expected)
values (
  'mat',
  'MAT',
  'Management Aptitude Test',
  5,
  'MAT is conducted by the All India Management Association (AIMA) several times a year, in paper-based and computer-based modes. The current pattern has 150 questions in 5 sections of 30, in 120 minutes.',
  'All India Management Association (AIMA)',
  '{"mode": "Paper-based (PBT) and computer-based (CBT)", "sessions_per_year": 4, "note": "Some aggregators still show the old 200-question / 150-minute pattern; it is no longer used."}'::jsonb,
  '[{"name": "Language Comprehension", "questions": 30}, {"name": "Mathematical Skills", "questions": 30}, {"name": "Data Analysis & Sufficiency", "questions": 30}, {"name": "Intelligence & Critical Reasoning", "questions": 30}, {"name": "Economic & Business Environment", "questions": 30}]'::jsonb,
  120,
  150,
  '−0.25 for a wrong answer.',
  'Paper-based and computer-based',
  'Four sessions a year',
  '2026-09-13',
  'MAT September 2026: PBT 13 Sep, CBT 20 Sep 2026. MAT February 2026: PBT 1 Mar, CBT 8 Mar 2026 (registration closed 23 Feb / 2 Mar). May and December 2026 sessions: not found.',
  '₹2,300 for one mode, ₹4,000 for both — MAT September 2026 (February 2026: ₹2,200 / ₹3,800)',
  'Graduates in any discipline; final-year students may apply. Check AIMA''s notice for the session.',
  'B-schools listed by AIMA for each session',
  'https://mat.aima.in',
  'MAT 2026 (September session)',
  ARRAY['150 questions in 120 minutes: under a minute each, so speed matters more than depth.', 'Choose PBT or CBT by where you practise best; both modes can be taken for a higher fee.']::text[],
  '[{"label": "MAT September 2026", "url": "https://dial4college.com/news/mat-september-2026-exam-dates-announced-registration-begins-for-pbt-and-cbt-modes"}, {"label": "MAT February 2026", "url": "https://news.careers360.com/aima-mat-2026-february-registration-begins-pbt-cbt-application-fee-eligibility-exam-pattern-marking-scheme/amp"}, {"label": "pattern", "note": "ndtv.com, mbauniverse.com, collegedekho.com (per exam-facts notes)"}]'::jsonb,
  '2026-11-22',
  false
);


-- Applicant counts, each with its cycle and the page that published it; NMAT, SNAP and MAT have no published
-- count in our sources, so they stay NULL ('Not published'). CAT 2025: "around 2.95 lakh had registered" (IIM
-- Kozhikode's figures as reported on result day). XAT: the latest count XLRI itself announced is XAT 2024's
-- 135,000 applications; later figures seen only on aggregator sites disagree with each other, so none is used.
update public.exams
set applicants = 295000,
  applicants_year = 'CAT 2025 registrations, approx.',
  applicants_source = 'Careers360, 24 Dec 2025',
  applicants_source_url = 'https://news.careers360.com/cat-2025-result-today-iimcat-ac-in-iim-kozhikode-percentile-calculation-marking-scheme-normalisation-method-cut-offs-mba-admission/amp'
where slug = 'cat';
update public.exams
set applicants = 135000,
  applicants_year = 'XAT 2024 registrations',
  applicants_source = 'Hindustan Times, citing XLRI''s press release',
  applicants_source_url = 'https://www.hindustantimes.com/education/news/xat-2024-sees-a-surge-in-applications-135-000-registrations-received-this-year-101702372354454-amp.html'
where slug = 'xat';


-- Blog ----------------------------------------------------------------------------------------------------
-- Figures quoted in the posts come from the reference notes, each with its year; no invented statistics.

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'cat-exam-pattern-explained',
  'CAT Exam Pattern Explained: Sections, Timing and Marking (CAT 2025)',
  'Three sections, 40 minutes each, 68 questions and 204 marks. Here is how the CAT 2025 paper was built and what that means for the way you practise.',
  $md$The Common Admission Test (CAT) is the gateway to the IIMs and to more than a hundred other institutes. Before you plan a single mock, it helps to know exactly how the paper is put together. Everything below is for **CAT 2025** (convened by IIM Kozhikode, held on 30 November 2025); the IIMs can change details every year, so always read the notice for your own cycle.

## The structure at a glance

| Section | Questions | Time |
|---|---|---|
| Verbal Ability and Reading Comprehension (VARC) | 24 | 40 min |
| Data Interpretation and Logical Reasoning (DILR) | 22 | 40 min |
| Quantitative Ability (QA) | 22 | 40 min |
| **Total** | **68** | **120 min** |

- The sections come in a **fixed order**: VARC, then DILR, then QA.
- You **cannot switch** between sections. When the 40 minutes of a section end, it is submitted automatically and the next one opens.
- PwD candidates get 53 minutes 20 seconds per section.
- CAT 2025 ran in three slots (8:30–10:30, 12:30–14:30 and 16:30–18:30) in about 170 cities.

## Marking scheme

- **+3** for every correct answer, so the paper is out of **204** marks.
- **−1** for a wrong answer to a multiple-choice question (MCQ).
- **No negative marking** on TITA (type-in-the-answer) questions, where you type a number or a word instead of choosing an option.

A third-party analysis of CAT 2025 counted about 49 MCQs and 19 TITA questions. The split varies by slot and by year, so do not build a strategy around an exact count: just remember that every TITA question is a free attempt as far as negative marks go.

## The screen you will see

CAT is computer-based, with an on-screen calculator. The question palette on the right shows five states:

1. Not visited
2. Not answered
3. Answered
4. Marked for review
5. Answered and marked for review — **this one is still scored**

Two details catch people every year:

- Clicking a question number in the palette **does not save** the answer on your current screen. Use *Save & Next*.
- There is no grace period at the end of a section. Whatever is saved when the timer hits zero is what counts.

## What this means for your preparation

**Practise in 40-minute blocks.** Because you cannot borrow time from a stronger section, every section has to be managed on its own. Take sectional tests under the exact timer.

**Select, do not solve everything.** In DILR especially, the first few minutes are best spent reading all the sets and choosing the two or three you can finish. Half-solved sets score nothing.

**Attempt every TITA you have worked out.** With no penalty, there is no reason to leave one blank once you have an answer.

**Be deliberate with MCQ guesses.** A wrong MCQ costs a mark; if you can eliminate two options, the odds may be worth it, but a blind guess is not.

**Take full-length mocks on the same clock.** If your slot is in the afternoon, practise in the afternoon too.

## Percentile is not the whole story

Your CAT percentile decides whether you clear each institute's floor, but IIM calls are decided on a composite of CAT, academics and profile. We explain how in [How IIMs shortlist](/blog/how-iims-shortlist-beyond-percentile).

## Key dates (CAT 2025, for reference)

- Registration: 1 August – 13 September 2025
- Fee: ₹2,600 (₹1,300 for SC/ST/PwD)
- Exam: 30 November 2025
- Result: 24 December 2025

For CAT 2026, only forecasts exist at the time of writing (exam expected on 29 November 2026). We will update the [CAT exam page](/exams/cat) when the official notice is out.
$md$,
  'Exam Strategy',
  true,
  'd0000000-0000-4000-8000-000000000002',
  'published',
  '2026-01-12 09:00:00+05:30',
  4820,
  ARRAY['CAT', 'exam pattern', 'VARC', 'DILR', 'QA']::text[],
  3,
  'CAT Exam Pattern Explained: Sections, Timing and Marking (CA',
  'Three sections, 40 minutes each, 68 questions and 204 marks. Here is how the CAT 2025 paper was built and what that means for the way you practise.',
  '2026-01-12 09:00:00+05:30',
  '2026-01-12 09:00:00+05:30'
);

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'how-iims-shortlist-beyond-percentile',
  'How IIMs Shortlist: Why Your CAT Percentile Is Only the First Filter',
  'IIM calls are not decided by percentile alone. A look at the published floors and composite weights of IIM Ahmedabad, Bangalore, Calcutta and the CAP/JAP institutes.',
  $md$"What percentile do I need for IIM X?" is the most common question we get. The honest answer is: **it depends on your whole profile**. Every IIM applies minimum floors first, then ranks the candidates who clear them on a composite score. The figures below come from the institutes' published policies as reported for recent cycles; the rules change every year, so always read the current admission policy.

## Step 1: the floors

Floors are minimums. Clearing them only makes you eligible to be ranked.

| Institute | Published floor (General) | Cycle |
|---|---|---|
| IIM Ahmedabad | 95 overall, 85 per section | CAT 2025 (2026-28 batch) |
| IIM Bangalore | 85 overall, 80 per section | 2026-28 batch |
| IIM Calcutta | 85 overall; VARC 80, DILR 80, QA 75 | 2024-26 batch |
| IIM Kozhikode | 85 overall plus sectional floors | 2026-28 batch |
| CAP 2025 (8 IIMs) | 95 overall, 75 per section | 2025 |
| JAP 2026 (Kashipur, Raipur, Ranchi, Trichy) | 90 overall | 2026 |

Floors move a lot: IIM Ahmedabad's was **80/70 for CAT 2024** and **95/85 for CAT 2025**. Category floors are lower; at IIMA for CAT 2025 they were 90/80 for NC-OBC, 85/75 for SC and 75/65 for ST.

## Step 2: the composite

### IIM Ahmedabad
- Shortlisting score = **0.65 × normalised CAT + 0.35 × Application Rating (AR)**.
- AR scores your 10th, 12th and graduation marks by stream, plus work experience. In the 2025-27 policy, work experience counted as (months − 11) × 0.2.
- Final selection: personal interview 50%, CAT 25%, AR 15%, writing test 10%.

### IIM Bangalore (2026-28)
- Pre-interview score out of 100: CAT 55 (VARC 19, DILR 21, QA 15), 10th 10, 12th 10, graduation 10, work experience or a professional course 10, gender diversity 5.
- Final: personal interview 40, written ability test 10, CAT 25.

### IIM Calcutta (2024-26)
- Composite out of 85: CAT 56, 10th 10, 12th 15, gender diversity 4.
- Graduation marks carry **no weight** at the shortlisting stage.

### The newer IIMs
- CAP 2025 covered 8 IIMs. Final weights: CAT 33, personal interview 25, academics 15, profile (work experience, diversity) 27.
- CAP 2026 had only IIM Bodh Gaya, IIM Jammu and IIM Sirmaur. IIM Jammu lowers its cut-offs by 2 percentile for women and runs a supplementary process (SAP).
- IIM Kashipur, Raipur, Ranchi and Trichy ran a separate Joint Admission Process (JAP) with a 90 overall floor.

## What this means for you

1. **Check every floor first**, including sectional ones. A 99 overall with one weak section can still miss a call.
2. **Know which of your numbers count where.** A candidate with modest graduation marks looks different to IIM Calcutta (no graduation weight) than to IIM Ahmedabad (graduation in AR).
3. **Work experience helps only in the band each policy rewards.** Read the formula instead of assuming more is always better.
4. **Treat "expected cut-offs" as estimates.** Aggregator figures are educated guesses, not published numbers; our college pages mark them as estimates.

## Beyond the IIMs

- **FMS Delhi** weights CAT sections 40/30/30 and adds points for 10th and 12th marks and 5 points for women.
- **IIFT**: CAT is worth 98 points, plus 2 for women.
- **SNAP schools**: SNAP 50, group exercise 10, personal interview 40.
- **XLRI** publishes separate XAT cut-offs by gender and, for HRM, by engineering background. For XAT 2026 the BM cut-off was 94 for men and 88 for women.

Want a second opinion on your profile? [Talk to a counselor](/contact).
$md$,
  'Admissions',
  true,
  'd0000000-0000-4000-8000-000000000002',
  'published',
  '2026-01-28 10:30:00+05:30',
  6135,
  ARRAY['IIM', 'shortlisting', 'CAT', 'admissions', 'composite score']::text[],
  3,
  'How IIMs Shortlist: Why Your CAT Percentile Is Only the Firs',
  'IIM calls are not decided by percentile alone. A look at the published floors and composite weights of IIM Ahmedabad, Bangalore, Calcutta and the CAP/JAP i',
  '2026-01-28 10:30:00+05:30',
  '2026-01-28 10:30:00+05:30'
);

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'xat-2026-pattern-and-strategy',
  'XAT 2026: Pattern, Decision Making and a Practical Strategy',
  'XAT rewards judgment as much as speed. The XAT 2026 pattern, its unusual marking rules, and how to prepare for Decision Making.',
  $md$XAT, conducted by XLRI Jamshedpur, is accepted by more than 250 schools. The IIMs do not use it, but XLRI and many strong private schools do, so for most CAT takers it is the second exam worth taking seriously. This guide uses the **XAT 2026** pattern (exam held on 4 January 2026, 2–5 pm).

## The paper

| Part | Section | Questions |
|---|---|---|
| A | Verbal & Logical Ability | 26 |
| A | Decision Making | 21 |
| A | Quantitative Ability & Data Interpretation | 28 |
| B | General Knowledge | about 20 |

- Part A runs for **170 minutes** with **no sectional timing**: you decide the order and the time split.
- Part B, General Knowledge, takes **10 minutes** and **does not count** towards the XAT percentile.
- In total the paper has about 95 questions.

## Marking: three rules to remember

1. **+1** for a correct answer.
2. **−0.25** for a wrong answer.
3. **−0.10** for leaving **more than 8 consecutive questions** unattempted.

There is no negative marking in General Knowledge. The third rule is unusual: a long run of skipped questions costs you. In practice this means you should not skip a whole block of a section; spread your attempts.

## Decision Making: how to prepare

Decision Making is what sets XAT apart. Each caselet describes a workplace or social situation and asks for the best course of action. There is no formula, but there is a method:

- **Identify the stakeholders** and what each one needs.
- **Eliminate extreme options** — firing everyone, ignoring the problem, breaking a rule.
- **Prefer actions that are fair, practical and within the decision-maker's authority.**
- **Practise explaining your choice in one line.** If you cannot, you may be guessing.

Some Decision Making sets include calculations (allocation, scheduling). Treat those like DILR.

## A time plan that works for many

There is no single right split, but a common approach for the 170 minutes:

- Start with your strongest section to bank accuracy.
- Give Decision Making a fixed block; do not let one caselet eat fifteen minutes.
- Keep the last 10–15 minutes of Part A to revisit marked questions and to make sure no run of more than 8 questions is left blank.

## Dates and fees (XAT 2026)

- Registration opened on 10 July 2025. The deadline moved from 30 November to 5 December and then to **11 December 2025**.
- Fee: **₹2,200**, plus ₹200 for each XLRI programme you apply to.
- XAT 2027 is **expected** on 3 January 2027; that date is a forecast, not an official notice.

## How XLRI uses XAT

XLRI publishes separate cut-offs by gender and, for HRM, by engineering and non-engineering background. For XAT 2026, the Business Management cut-off was reported at **94 percentile for men and 88 for women**. Other schools set their own cut-offs.

See the [XAT exam page](/exams/xat) for the full pattern and the [XLRI college page](/colleges/xlri-jamshedpur) for its admission process.
$md$,
  'Exam Strategy',
  false,
  'd0000000-0000-4000-8000-000000000002',
  'published',
  '2026-02-09 11:00:00+05:30',
  2740,
  ARRAY['XAT', 'XLRI', 'decision making', 'exam pattern']::text[],
  3,
  'XAT 2026: Pattern, Decision Making and a Practical Strategy',
  'XAT rewards judgment as much as speed. The XAT 2026 pattern, its unusual marking rules, and how to prepare for Decision Making.',
  '2026-02-09 11:00:00+05:30',
  '2026-02-09 11:00:00+05:30'
);

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'nmat-vs-snap-which-to-take',
  'NMAT vs SNAP: Which Exam Should You Take?',
  'NMAT gives you three attempts and no negative marking; SNAP is a sprint of 60 questions in 60 minutes. A side-by-side comparison for the 2025 cycle.',
  $md$Most CAT takers also consider NMAT (for NMIMS and other schools) and SNAP (for the Symbiosis institutes). They are very different tests. Here is how they compare, using the **2025 cycle** for both.

## Side by side

| | NMAT 2025 | SNAP 2025 |
|---|---|---|
| Conducted by | GMAC | Symbiosis International (Deemed University) |
| Questions | 108 (36 per section) | 60 |
| Time | 120 minutes | 60 minutes |
| Sections | Language Skills, Quantitative Skills, Logical Reasoning | General English 15, Analytical & Logical Reasoning 25, Quant/DI/DS 20 |
| Marking | +3 correct, **no negative marking** | **−25%** of the marks for a wrong answer |
| Attempts | Up to 3, at least 15 days apart | Up to 3 tests, best score counts |
| Dates | Window 5 Nov – 19 Dec 2025 | 6, 14 and 20 Dec 2025 |
| Fee | ₹3,000 + tax (retake ₹3,000) | ₹2,250 per test + ₹1,000 per programme* |

\*Third-party figure.

## How NMAT works

- Each section has its own timer: Language Skills 28 minutes, Quantitative Skills 52 minutes, Logical Reasoning 40 minutes.
- **You choose the section order.** Start with the section that settles your nerves.
- With no negative marking, leave nothing blank.
- NMIMS shortlists on NMAT. Sources disagree on its final weights, so read the current notification.

## How SNAP works

- 60 questions in 60 minutes: roughly **one minute per question**.
- Analytical & Logical Reasoning is the biggest section, with 25 questions.
- A wrong answer costs a quarter of the marks, so guess only after eliminating options.
- SNAP schools use **SNAP 50, group exercise 10 and personal interview 40** for the final merit list.

## Which should you take?

**Take NMAT if:**
- you want the flexibility of choosing your slot and section order;
- you like having a retake to fall back on;
- NMIMS or another NMAT school is on your list.

**Take SNAP if:**
- you are quick and accurate under time pressure;
- a Symbiosis institute (SIBM, SCMHRD, SIIB and others) is on your list.

**Take both if** your CAT preparation is on track. Both windows fall close to CAT (30 November 2025 for the 2025 cycle), so your preparation overlaps heavily: quant, reasoning and English are the core of all three.

## A simple plan for November–December

1. Finish CAT first; it is the hardest of the three.
2. Book your first NMAT slot early in the window, so a retake is possible.
3. Do three or four timed SNAP mocks to adjust to the one-minute rhythm.
4. Keep revising formulas and reading daily through December.

Check the [NMAT](/exams/nmat) and [SNAP](/exams/snap) pages for the latest dates. NMAT 2026 and SNAP 2026 dates had not been announced at the time of writing.
$md$,
  'Exam Strategy',
  false,
  'd0000000-0000-4000-8000-000000000002',
  'published',
  '2026-02-24 09:30:00+05:30',
  1985,
  ARRAY['NMAT', 'SNAP', 'NMIMS', 'Symbiosis']::text[],
  2,
  'NMAT vs SNAP: Which Exam Should You Take?',
  'NMAT gives you three attempts and no negative marking; SNAP is a sprint of 60 questions in 60 minutes. A side-by-side comparison for the 2025 cycle.',
  '2026-02-24 09:30:00+05:30',
  '2026-02-24 09:30:00+05:30'
);

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'mba-entrance-exam-calendar-2025-26',
  'MBA Entrance Exam Calendar: CAT, XAT, NMAT, SNAP and MAT Dates',
  'Every key date of the 2025-26 admission cycle in one place, with what is official and what is only expected for 2026-27.',
  $md$Missing a registration deadline is the most avoidable way to lose a year. This calendar collects the dates of the last full cycle and separates **official** dates from **expected** ones.

## The 2025-26 cycle (official)

| Exam | Registration | Exam date(s) | Result | Fee |
|---|---|---|---|---|
| CAT 2025 | 1 Aug – 13 Sep 2025 | 30 Nov 2025 (3 slots) | 24 Dec 2025 | ₹2,600 (₹1,300 SC/ST/PwD) |
| XAT 2026 | 10 Jul – 11 Dec 2025 | 4 Jan 2026, 2–5 pm | — | ₹2,200 (+₹200 per XLRI programme) |
| NMAT 2025 | 1 Aug – 18 Oct 2025 (extended from 10 Oct) | Window 5 Nov – 19 Dec 2025 | — | ₹3,000 + tax |
| SNAP 2025 | 1 Aug – 20 Nov 2025 | 6, 14 and 20 Dec 2025 | 9 Jan 2026* | ₹2,250 per test + ₹1,000 per programme* |

\*Third-party figures.

A few details worth knowing:

- **CAT 2025** was convened by IIM Kozhikode. The notice came out on 27 July 2025 and admit cards from 5 November.
- **XAT 2026**'s deadline moved twice: from 30 November to 5 December, then to 11 December 2025.
- **NMAT** allows up to three attempts in the window, at least 15 days apart.
- **SNAP** allows up to three tests; the best score counts.

## MAT in 2026

MAT is held several times a year, on paper (PBT) and on computer (CBT).

| Session | PBT | CBT | Fee (one mode / both) |
|---|---|---|---|
| February 2026 | 1 Mar 2026 | 8 Mar 2026 | ₹2,200 / ₹3,800 |
| September 2026 | 13 Sep 2026 | 20 Sep 2026 | ₹2,300 / ₹4,000 |

Dates for the May and December 2026 sessions were not found in our sources.

## The 2026-27 cycle (expected only)

At the time of writing, the official CAT 2026, XAT 2027, NMAT 2026 and SNAP 2026 notices were not available. Coaching sites forecast:

- **CAT 2026**: exam on 29 November 2026, registration from about 1 August 2026.
- **XAT 2027**: 3 January 2027.
- NMAT 2026 and SNAP 2026: no forecast found.

Treat these as planning dates only. We update the exam pages as soon as each notice is published.

## How to use this calendar

1. **Register early.** Deadlines get extended sometimes, but not always.
2. **Budget the fees.** CAT, XAT, NMAT and SNAP together cost over ₹10,000 before programme fees.
3. **Space your tests.** NMAT's window and the SNAP dates sit right after CAT; plan your mocks so you are not taking three exams in one week unprepared.
4. **Watch the college deadlines too.** Many schools run their own application forms with separate deadlines after the exam.

Bookmark the [exams page](/exams) for the latest dates of each test.
$md$,
  'Admissions',
  true,
  'd0000000-0000-4000-8000-000000000001',
  'published',
  '2026-03-10 08:00:00+05:30',
  5310,
  ARRAY['exam calendar', 'CAT', 'XAT', 'NMAT', 'SNAP', 'MAT']::text[],
  2,
  'MBA Entrance Exam Calendar: CAT, XAT, NMAT, SNAP and MAT Dat',
  'Every key date of the 2025-26 admission cycle in one place, with what is official and what is only expected for 2026-27.',
  '2026-03-10 08:00:00+05:30',
  '2026-03-10 08:00:00+05:30'
);

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'mumbai-b-schools-guide',
  'Mumbai B-Schools: IIM Mumbai, JBIMS, SPJIMR, SJMSOM and NMIMS Compared',
  'Mumbai has more top B-schools than any other city. What each one accepts, how it selects and which figures are actually published.',
  $md$Mumbai is home to a government-aided university institute, an IIM, an IIT school of management and several leading private schools. They accept different exams and select in different ways, so it pays to plan your applications around them.

## The schools at a glance

| School | Type | Exams | Flagship programme |
|---|---|---|---|
| IIM Mumbai (ex-NITIE) | IIM | CAT | MBA |
| JBIMS | Government-aided (University of Mumbai) | MAH-CET, CAT, CMAT | MMS |
| SPJIMR | Private | CAT, XAT, GMAT | PGDM |
| SJMSOM, IIT Bombay | IIT | CAT | MBA |
| NMIMS Mumbai | Private deemed university | NMAT | MBA |
| K J Somaiya | Private university | NMAT and others | MBA |
| Welingkar | Private | MAH-CET and others | PGDM |

## Fees, with their source years

| School | Fee (whole programme) | Year stated? |
|---|---|---|
| IIM Mumbai | ₹21 lakh | 2024-26 batch |
| SPJIMR | about ₹22.5 lakh | not stated |
| SJMSOM | ₹14.27 lakh | not stated |
| JBIMS | about ₹7 lakh | not stated |
| NMIMS Mumbai | about ₹20–24 lakh | not stated |

Where the source gives no year, treat the figure as indicative and check the school's fee page. Aggregators also quote average packages for several of these schools without saying which batch they describe; we do not show those figures until we can attach a year to them.

## How each school selects

**IIM Mumbai.** NITIE, founded in 1963, became IIM Mumbai and was ranked sixth among management institutions in NIRF 2025. Its published minimum for CAT 2023 was 85 percentile; real calls come higher.

**JBIMS.** Founded in 1965, JBIMS admits through Maharashtra's centralised process, mostly on MAH-CET. CAT and CMAT scores are also accepted. Its low fee makes it one of the best-value options in the country.

**SPJIMR.** Founded in 1981, SPJIMR accepts CAT, XAT and GMAT and puts a lot of weight on its own profile-based evaluation. It was ranked 20th in NIRF 2024.

**SJMSOM, IIT Bombay.** Founded in 1995, it admits on CAT. IIT Bombay was ranked 14th in the NIRF 2025 management list.

**NMIMS Mumbai.** Shortlists on NMAT. A reported shortlist cut-off was an NMAT **score** of 209 (not a percentile). Sources disagree on the final selection weights.

## Building a Mumbai list

1. **Take MAH-CET seriously** if you want JBIMS; most of its seats go through the state process.
2. **Add NMAT** for NMIMS and K J Somaiya, and consider XAT for SPJIMR.
3. **Keep CAT as the anchor** for IIM Mumbai and SJMSOM.
4. **Compare fees honestly**: a ₹7 lakh programme and a ₹22 lakh programme are very different decisions even if both lead to good jobs.

Read each school's page for its admission process and sources: [IIM Mumbai](/colleges/iim-mumbai), [JBIMS](/colleges/jbims-mumbai), [SPJIMR](/colleges/spjimr-mumbai), [SJMSOM](/colleges/iit-bombay-sjmsom), [NMIMS Mumbai](/colleges/nmims-mumbai).
$md$,
  'College Guides',
  true,
  'd0000000-0000-4000-8000-000000000002',
  'published',
  '2026-03-27 10:00:00+05:30',
  3890,
  ARRAY['Mumbai', 'JBIMS', 'SPJIMR', 'NMIMS', 'IIM Mumbai', 'SJMSOM']::text[],
  2,
  'Mumbai B-Schools: IIM Mumbai, JBIMS, SPJIMR, SJMSOM and NMIM',
  'Mumbai has more top B-schools than any other city. What each one accepts, how it selects and which figures are actually published.',
  '2026-03-27 10:00:00+05:30',
  '2026-03-27 10:00:00+05:30'
);

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'iim-fees-and-roi',
  'IIM Fees in 2025-26: What the Published Numbers Say About ROI',
  'IIM fees now run from about ₹15 lakh to ₹27.5 lakh. How to read fee and placement figures, and why the year next to each number matters.',
  $md$An MBA from an IIM is one of the biggest purchases most families make. Before comparing institutes on return on investment, you need figures you can trust: a fee **with its batch year**, and a placement number **with its batch year and source**. Here is what the published numbers show.

## Fees for the flagship two-year programme

| Institute | Fee | Batch / year |
|---|---|---|
| IIM Ahmedabad | ₹27.5 lakh | 2025 |
| IIM Calcutta | ₹27 lakh | 2025 |
| IIM Indore | ₹21.16 lakh incl. deposits (₹20 lakh tuition) | 2025-27 |
| IIM Mumbai | ₹21 lakh | 2024-26 |
| IIM Amritsar | about ₹18.8 lakh | 2026-28 |
| IIM Kashipur | ₹14.75 lakh | 2021-23 (old) |
| FMS Delhi | about ₹2.32 lakh | — |

FMS, a University of Delhi department, is the famous outlier: its fee is a small fraction of an IIM's.

## Placement figures, with years

| Institute | Average | Highest | Batch |
|---|---|---|---|
| IIM Calcutta | 36 LPA | 145 LPA (domestic) | 2026 |
| IIM Lucknow | 33.2 LPA | 100 LPA (domestic) | 2026 |
| IIM Ahmedabad | 31 LPA | — | 2025 |
| IIM Indore | 29.57 LPA | 70 LPA | 2024-26 |
| IIM Shillong | 26.44 LPA | 71.5 LPA (domestic) | 2025 |
| IIM Tiruchirappalli | 19.3 LPA | 43.94 LPA | 2024 |
| IIM Bodh Gaya | 13.10 LPA | 22 LPA | 2025 |

LPA = lakh per annum. "—" means we found no published figure.

## How to read these numbers

- **Average vs median.** A few very high offers pull the average up. Where a school publishes a median, it tells you more about the typical student.
- **Highest packages are outliers.** A single 100 LPA offer says little about your own chances.
- **Domestic vs international.** Many reports separate the two; compare like with like.
- **Match the years.** A 2023 average next to a 2026 fee is not a fair comparison.

## A simple payback check

A rough way to compare: divide the total cost (fee plus living costs plus interest on any loan) by the **post-tax** increase in salary you expect over what you would have earned without the MBA. This is only a first filter, not a full model, but it quickly shows why a lower-fee school with solid placements can beat a more famous one for some candidates.

## Paying for it

Most students combine family support, an education loan and, where eligible, scholarships or need-based aid. Many IIMs run need-based financial aid schemes; government scholarships exist for eligible SC, ST and other students. See our guide to [education loans and scholarships](/blog/mba-education-loans-and-scholarships).

The figures above are from news and aggregator reports; every college page on MBA Disha links its sources and shows the year. If a figure is not published, we say so rather than guess.
$md$,
  'Finance',
  false,
  'd0000000-0000-4000-8000-000000000001',
  'published',
  '2026-04-14 09:00:00+05:30',
  4410,
  ARRAY['IIM fees', 'ROI', 'placements', 'education loan']::text[],
  2,
  'IIM Fees in 2025-26: What the Published Numbers Say About RO',
  'IIM fees now run from about ₹15 lakh to ₹27.5 lakh. How to read fee and placement figures, and why the year next to each number matters.',
  '2026-04-14 09:00:00+05:30',
  '2026-04-14 09:00:00+05:30'
);

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'mba-education-loans-and-scholarships',
  'Paying for an MBA: Education Loans, Scholarships and Need-Based Aid',
  'A practical guide to funding an MBA in India — what lenders look at, the government scholarship schemes to check, and the questions to ask an institute.',
  $md$Fees at the top private schools and IIMs now run well into double-digit lakhs. Very few students pay that from savings. Most build a funding plan from three pieces: an education loan, scholarships and institute aid, and family support.

## 1. Education loans

Banks and non-bank lenders offer loans for admitted students. Things that affect your offer:

- **The institute.** Lenders keep lists of institutes they rate highly; admission to one of them usually means better terms.
- **Collateral.** Larger loans often need collateral or a co-applicant with income. Ask each lender for their current limits.
- **Interest during the course.** Interest usually accrues while you study. Find out whether you can pay simple interest during the moratorium to avoid it compounding.
- **Repayment start.** Most loans start repayment some months after the course ends; read the exact terms.

The government's **Vidya Lakshmi** portal lets you compare and apply to several banks' education loan schemes in one place.

### Questions to ask every lender
1. What is the interest rate, and is it fixed or floating?
2. Which fees are covered — tuition only, or hostel, laptop and deposits too?
3. What collateral or co-applicant is required for this amount?
4. Are there processing fees or prepayment charges?

## 2. Government scholarships

Several central schemes support postgraduate students. Eligibility, amounts and deadlines are notified each year, usually through the **National Scholarship Portal (NSP)** or state portals:

- **Central Sector Scheme of Scholarships for College and University Students** (Department of Higher Education).
- **Post-Matric Scholarship for Scheduled Caste students** (Ministry of Social Justice and Empowerment).
- **Post-Matric Scholarship for Scheduled Tribe students** (Ministry of Tribal Affairs).
- **Top Class Education Scheme for SC students**, which covers students at notified institutions of excellence.

Our [scholarships page](/resources) lists these with links to the official portals. We do not show amounts unless the scheme publishes them for the current year.

## 3. Institute aid

Most IIMs and many private schools run **need-based financial aid** based on family income, and some give merit scholarships. Corporate scholarships, such as the Aditya Birla Group's scholarship for students at selected institutes, are another route.

When you convert a call, ask the admissions office:
- What need-based aid exists and what documents it requires.
- When aid decisions are announced — before or after the fee deadline.
- Whether aid is a grant or a loan waiver.

## Building the plan

| Source | When to start |
|---|---|
| Scholarship portals | As soon as the academic year's window opens |
| Institute aid | Right after you accept an offer |
| Education loan | Once you have the admission letter and fee schedule |

Keep copies of income certificates, marksheets and the admission letter ready; every application asks for them.

If you want help putting numbers together, our counselors can go through your options in a [free consultation](/contact).
$md$,
  'Finance',
  false,
  'd0000000-0000-4000-8000-000000000002',
  'published',
  '2026-05-06 10:00:00+05:30',
  2260,
  ARRAY['education loan', 'scholarship', 'financial aid', 'NSP']::text[],
  2,
  'Paying for an MBA: Education Loans, Scholarships and Need-Ba',
  'A practical guide to funding an MBA in India — what lenders look at, the government scholarship schemes to check, and the questions to ask an institute.',
  '2026-05-06 10:00:00+05:30',
  '2026-05-06 10:00:00+05:30'
);

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'mba-abroad-us-uk-canada',
  'MBA Abroad: How the US, UK and Canada Compare for Indian Applicants',
  'Programme length, cost and the tests you need — a first comparison of the three most popular MBA destinations for Indian students.',
  $md$For many Indian professionals, an MBA abroad is the alternative to CAT. The United States, the United Kingdom and Canada are the three destinations we are asked about most. They differ above all in **programme length** and **total cost**.

## The headline difference

| | United States | United Kingdom | Canada |
|---|---|---|---|
| Typical full-time MBA length | 2 years | 1 year | 1–2 years (many are 2) |
| Planning cost we use* | about US$60,000 | about £45,000 | about CAD 55,000 |
| Tests | GMAT or GRE | GMAT or GRE | GMAT or GRE |
| English test | TOEFL/IELTS where required | IELTS/TOEFL where required | IELTS/TOEFL where required |

\*These are the rough planning averages MBA Disha uses on its home page, not published averages for any school. Tuition varies hugely between programmes and does not include living costs. Always take the figure from each school's own cost page.

## United States

- The classic two-year MBA includes a summer internship, which is the main route into a new industry or country.
- Two years of tuition and living costs make it the most expensive option.
- Most schools expect several years of work experience.

## United Kingdom

- One-year MBAs mean one year of lost salary instead of two, which changes the return-on-investment calculation.
- There is little time for an internship, so the MBA suits people building on their existing career.
- **Chevening Scholarships**, funded by the UK government, support one-year master's study in the UK for people with work experience, and can be used for some MBA programmes.

## Canada

- Programme lengths vary from 12 to 24 months.
- Many students look at Canada for its post-study work options; check the current rules with official immigration sources, as they change.

## Tests and applications

- **GMAT or GRE**: nearly every school accepts both. Pick the one that suits your strengths.
- **Essays, recommendations and interviews** matter far more than in Indian admissions, where entrance test scores dominate shortlisting.
- **Rounds**: most schools admit in two or three rounds; applying in an early round usually helps.

## Funding

- Scholarships at business schools are usually merit-based and awarded with the admission offer.
- **Fulbright-Nehru Master's Fellowships** (USIEF) support Indian students for master's study in the US in selected fields.
- The Government of India's **National Overseas Scholarship** supports eligible students from specified categories for master's study abroad.
- Education loans for study abroad are widely available, often with collateral for larger amounts.

## Is it right for you?

Ask yourself three questions:
1. **Where do I want to work after the MBA?** A degree from the country where you want to work helps most.
2. **Can I finance it without taking a risk my family cannot carry?**
3. **Would a one-year Indian programme for experienced candidates, such as ISB's PGP or IIM Ahmedabad's PGPX, meet the same goal?**

Our study-abroad counselor can help you shortlist programmes. [Book a consultation](/contact).
$md$,
  'Study Abroad',
  false,
  'd0000000-0000-4000-8000-000000000002',
  'published',
  '2026-05-22 09:00:00+05:30',
  1870,
  ARRAY['study abroad', 'GMAT', 'GRE', 'USA', 'UK', 'Canada']::text[],
  3,
  'MBA Abroad: How the US, UK and Canada Compare for Indian App',
  'Programme length, cost and the tests you need — a first comparison of the three most popular MBA destinations for Indian students.',
  '2026-05-22 09:00:00+05:30',
  '2026-05-22 09:00:00+05:30'
);

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'choosing-an-mba-specialisation',
  'Choosing an MBA Specialisation: Marketing, Finance, Operations, HR, Analytics',
  'What each major MBA specialisation leads to, the skills it uses, and how to decide without guessing.',
  $md$Most two-year MBA programmes in India start with a common first year and let you specialise through electives in the second. Choosing well is less about which field "pays most" and more about which work you will enjoy doing every day.

## The main specialisations

| Specialisation | Typical roles | Core skills |
|---|---|---|
| Marketing | Brand management, sales, product marketing, market research | Consumer insight, communication, data-driven judgement |
| Finance | Corporate finance, banking, investment research, treasury | Accounting, valuation, modelling |
| Operations | Supply chain, manufacturing, procurement, service operations | Process thinking, quantitative analysis |
| Human Resources | HR business partner, talent acquisition, learning and development | People judgement, labour law basics, communication |
| Business Analytics | Analytics consulting, product analytics, data strategy | Statistics, SQL/Python basics, problem framing |
| Strategy & Consulting | Consulting, strategy teams in firms | Structured problem solving, communication |

Some schools build a specialisation into the degree itself: XLRI runs a separate PGDM in Human Resource Management, IIFT an MBA in International Business, IRMA a PGDM in Rural Management and MICA a PGDM in Communications. If you already know your field, those programmes are worth a look.

## How to decide

### 1. Look at what you have enjoyed
Think back over internships, projects or jobs. Did you enjoy talking to customers, building spreadsheets, fixing processes or working with people? Your answer is a better guide than any salary table.

### 2. Talk to people in the roles
Ask three people in a field what their week looks like. Alumni networks, LinkedIn and your school's clubs make this easy.

### 3. Use the first year
The first-year core courses are a free sample of every field. Notice which assignments you do first and which you put off.

### 4. Consider your background
Engineers often move into operations, analytics or product roles; commerce graduates into finance. But the MBA exists precisely to let you change direction, so do not let your undergraduate degree decide for you.

## Common mistakes

- **Following the crowd.** The most popular elective is not automatically the right one for you.
- **Choosing on one year's placement report.** Hiring cycles move; the field you will enjoy for ten years matters more.
- **Ignoring dual specialisations.** Many schools allow a major and a minor. Marketing with analytics, or finance with strategy, is common.

## What recruiters look for

Whatever you pick, recruiters consistently look for:
- clear communication, written and spoken;
- comfort with numbers;
- evidence that you finish what you start — projects, internships, competitions.

Build those alongside your specialisation and you keep your options open.

Still unsure? Our counselors can talk it through with you. [Get in touch](/contact).
$md$,
  'Careers',
  false,
  'd0000000-0000-4000-8000-000000000002',
  'published',
  '2026-06-15 11:00:00+05:30',
  2975,
  ARRAY['careers', 'specialisation', 'marketing', 'finance', 'analytics', 'HR']::text[],
  2,
  'Choosing an MBA Specialisation: Marketing, Finance, Operatio',
  'What each major MBA specialisation leads to, the skills it uses, and how to decide without guessing.',
  '2026-06-15 11:00:00+05:30',
  '2026-06-15 11:00:00+05:30'
);

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'gd-pi-wat-preparation-guide',
  'GD, WAT and Personal Interview: How to Prepare After CAT',
  'At IIM Ahmedabad the interview is worth 50% of the final score. A practical preparation plan for the written test, group exercises and the personal interview.',
  $md$Once the shortlists are out, your CAT score stops being the main factor. Look at the final selection weights the IIMs published for recent cycles:

| Institute / process | Interview | Written test | CAT | Other |
|---|---|---|---|---|
| IIM Ahmedabad | 50% | 10% | 25% | Application Rating 15% |
| IIM Bangalore | 40 | 10 (WAT) | 25 | — |
| CAP 2025 (8 IIMs) | 25 | — | 33 | Academics 15, profile 27 |
| SNAP schools | 40 | — | SNAP 50 | Group exercise 10 |

In every case the interview carries as much weight as the exam, or more. It deserves weeks of preparation, not days.

## The written ability test (WAT)

You get a topic — often an abstract idea or a current issue — and a short time to write an essay.

**How to prepare:**
- Write one timed essay every two days from December until your interviews.
- Use a simple structure: a clear position, two or three arguments with examples, a counter-view, a conclusion.
- Read one good opinion piece a day and note how the writer builds the argument.

## Group discussion and group exercises

Many IIMs now use a written test instead of a group discussion, but some schools still run group exercises (the SNAP schools, for instance).

- **Speak early, but not first if you have nothing to say.**
- **Add, do not repeat.** Build on someone else's point with data or an example.
- **Bring quieter members in.** Evaluators notice people who improve the group.

## The personal interview

### Know your own application
Every line of your form is fair game: your graduation subjects, your projects, your job, your hobbies. If you list a book, be ready to discuss it.

### Prepare the standard questions
- Tell us about yourself.
- Why an MBA, and why now?
- Why this institute?
- What will you do if you do not get in?
- What are your short- and long-term goals?

Write your answers down, then practise saying them naturally, not reciting them.

### Revise your academics
Interviews often test subjects from your degree. Engineers should expect basics from their branch; commerce students, accounting and economics.

### Keep up with the news
Read a newspaper daily, focusing on the economy, business and anything linked to your industry or home state.

## A six-week plan

1. **Weeks 1–2**: write your story — goals, reasons, examples. Start WAT practice.
2. **Weeks 3–4**: academic revision and current affairs. Two mock interviews.
3. **Weeks 5–6**: more mock interviews with feedback, especially stress questions. Rest before the day.

Our counselors run mock interviews for shortlisted candidates. [Ask for a slot](/contact).
$md$,
  'Admissions',
  true,
  'd0000000-0000-4000-8000-000000000002',
  'published',
  '2026-07-08 09:30:00+05:30',
  3620,
  ARRAY['GD', 'PI', 'WAT', 'interview', 'admissions']::text[],
  2,
  'GD, WAT and Personal Interview: How to Prepare After CAT',
  'At IIM Ahmedabad the interview is worth 50% of the final score. A practical preparation plan for the written test, group exercises and the personal intervi',
  '2026-07-08 09:30:00+05:30',
  '2026-07-08 09:30:00+05:30'
);

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'work-experience-vs-fresher-mba',
  'Work Experience or Straight After College? How IIMs Treat Both',
  'Should you apply as a fresher or work first? What the published IIM policies reward, and how to decide for yourself.',
  $md$Every year thousands of final-year students ask whether to take CAT now or work for a few years first. There is no single right answer, but the published admission policies tell you how the institutes themselves think about it.

## What the policies say

**IIM Ahmedabad** scores work experience in its Application Rating. In the 2025-27 policy, the formula was **(months − 11) × 0.2**, so experience starts to count only after the first eleven months. The Application Rating is 35% of the shortlisting score and 15% of the final score.

**IIM Bangalore** (2026-28) gives **10 points out of 100** at the pre-interview stage for work experience *or* a professional course.

**IIM Calcutta** (2024-26) did **not** include work experience in its shortlisting composite: CAT 56, 10th 10, 12th 15 and gender diversity 4, out of 85.

**The CAP 2025 IIMs** put work experience into a "profile" component (with diversity) worth 27 of the final weights.

So a fresher is not shut out anywhere, but the weight given to experience varies a lot from one institute to the next.

## The case for applying as a fresher

- **Momentum.** You are still in study mode; CAT preparation fits alongside college.
- **Lower opportunity cost.** You give up no salary to study.
- **Time.** You finish the MBA younger and can change direction early.

## The case for working first

- **Better answers in interviews.** "Why an MBA?" is easier to answer once you have seen how a business works.
- **More out of the classroom.** Case discussions mean more when you can relate them to real decisions.
- **Programmes for experienced candidates.** One-year programmes such as IIM Ahmedabad's PGPX and ISB's PGP are built for people with several years of experience.

## How to decide

Ask yourself:

1. **Do I know why I want an MBA?** If the honest answer is "everyone is doing it", working first may help you find a real reason.
2. **Is my profile strong on the factors a fresher is judged on?** Look at the weights above: 10th, 12th and graduation marks matter more when there is no work experience to add.
3. **Is there a job I want to try first?** Two years in a role can tell you whether you want to go deeper in that field or switch.

## A middle path

Many candidates take CAT in their final year anyway. If they convert a school they are happy with, they go; if not, they work and apply again with experience. A good CAT attempt is never wasted practice.

## If you are working now

- Keep track of your achievements with numbers: revenue, time saved, team size.
- Ask your manager early about a recommendation and about leave for interviews.
- Plan CAT preparation around your workload; consistency beats long weekend sessions.

Not sure which path fits you? Talk to one of our counselors in a [free consultation](/contact).
$md$,
  'Careers',
  false,
  'd0000000-0000-4000-8000-000000000001',
  'published',
  '2026-08-19 10:00:00+05:30',
  2415,
  ARRAY['work experience', 'freshers', 'IIM', 'careers']::text[],
  2,
  'Work Experience or Straight After College? How IIMs Treat Bo',
  'Should you apply as a fresher or work first? What the published IIM policies reward, and how to decide for yourself.',
  '2026-08-19 10:00:00+05:30',
  '2026-08-19 10:00:00+05:30'
);

insert into public.blog_posts (slug, title, excerpt, content, category, featured, author_id, status, published_at, views, tags, reading_time_minutes, seo_title, seo_description, created_at, updated_at)
values (
  'delhi-ncr-b-schools-guide',
  'Delhi NCR B-Schools: FMS, MDI, IIFT, DMS IIT Delhi, IMI and IMT Ghaziabad',
  'Delhi NCR packs a government department, an IIT school, a trade institute and several private B-schools into one region. How they differ.',
  $md$Delhi NCR is one of the densest B-school regions in the country, and the schools here are more varied than anywhere else: a university department with a tiny fee, an IIT management school, a government institute for international business, and private schools across Delhi, Gurugram and Ghaziabad.

## At a glance

| School | Type | Exams | NIRF (year) |
|---|---|---|---|
| FMS Delhi | Government (University of Delhi department) | CAT | not ranked 2024 |
| DMS, IIT Delhi | IIT | CAT | IIT Delhi 4th (2025) |
| MDI Gurgaon | Private | CAT, GMAT | 9th (2025) |
| IIFT Delhi | Government | CAT (from 2024) | — |
| IMI New Delhi | Private | CAT, XAT, GMAT | — |
| IMT Ghaziabad | Private | CAT, XAT, GMAT | — |
| IIM Rohtak (nearby) | IIM | CAT | 19th (2025) |

## School by school

**FMS Delhi.** Founded in 1954, FMS is a department of the University of Delhi. Its fee of about ₹2.32 lakh is a fraction of an IIM's. Shortlisting weights the CAT sections 40/30/30 and adds points for 10th and 12th marks, plus 5 points for women. The most recent placement figures in our sources are from 2023 (average 34.1 LPA, highest 123 LPA).

**DMS, IIT Delhi.** Admits on CAT. IIT Delhi was ranked fourth among management institutions in NIRF 2025. An aggregator estimates its call cut-off at 90–94 percentile; that is an estimate, not a published floor.

**MDI Gurgaon.** Founded in 1973 (some sources say 1972), MDI accepts CAT and GMAT and was ranked ninth in NIRF 2025. Besides the flagship PGDM, it runs PGDM programmes in Human Resource Management and International Management.

**IIFT.** The Indian Institute of Foreign Trade has campuses in New Delhi, Kolkata and Kakinada and moved to CAT in 2024. The CAT score is worth 98 points, with 2 more for women.

**IMI New Delhi.** Founded in 1981, IMI accepts CAT, XAT and GMAT.

**IMT Ghaziabad.** Accepts CAT, XAT and GMAT, with no sectional cut-off reported.

## How to approach the region

1. **CAT is essential**: every school here accepts it.
2. **Add XAT** for IMI and IMT, and **GMAT** if you have strong work experience.
3. **Weigh FMS's fee seriously.** Its low fee changes the return on investment dramatically; it is one of the most competitive calls in the country for that reason.
4. **Check each school's current policy.** Weights and cut-offs are revised every cycle.

See each school's page for the admission process and sources: [FMS](/colleges/fms-delhi), [DMS IIT Delhi](/colleges/iit-delhi-dms), [MDI](/colleges/mdi-gurgaon), [IIFT](/colleges/iift-delhi), [IMI](/colleges/imi-delhi), [IMT Ghaziabad](/colleges/imt-ghaziabad).
$md$,
  'College Guides',
  false,
  'd0000000-0000-4000-8000-000000000002',
  'published',
  '2026-09-16 09:00:00+05:30',
  2130,
  ARRAY['Delhi', 'FMS', 'MDI', 'IIFT', 'IMI', 'IMT']::text[],
  2,
  'Delhi NCR B-Schools: FMS, MDI, IIFT, DMS IIT Delhi, IMI and ',
  'Delhi NCR packs a government department, an IIT school, a trade institute and several private B-schools into one region. How they differ.',
  '2026-09-16 09:00:00+05:30',
  '2026-09-16 09:00:00+05:30'
);


-- Videos. video_url ids are placeholders in YouTube's format (MBADISHA00n); thumbnails are left NULL until
-- real recordings are uploaded. Paid videos use the spec's sample prices (₹299, ₹499).

insert into public.videos (title, description, thumbnail_url, video_url, video_type, duration, views, instructor, instructor_bio, category, tags, difficulty, is_featured, is_active, is_free, price, order_index, created_at, updated_at)
values (
  'CAT VARC: A Reading Comprehension Method That Scales',
  'How to read a CAT passage once, map its argument and answer inference questions without re-reading everything.',
  NULL,
  'https://www.youtube.com/watch?v=MBADISHA001',
  'youtube',
  '18:40',
  12850,
  'Ananya Iyer',
  'Editor at MBA Disha; writes our exam guides.',
  'CAT Preparation',
  ARRAY['CAT', 'VARC', 'reading comprehension']::text[],
  'Beginner',
  true,
  true,
  true,
  0,
  1,
  now() - interval '180 days 0 hours',
  now() - interval '180 days 0 hours'
);

insert into public.videos (title, description, thumbnail_url, video_url, video_type, duration, views, instructor, instructor_bio, category, tags, difficulty, is_featured, is_active, is_free, price, order_index, created_at, updated_at)
values (
  'DILR Set Selection in the First Five Minutes',
  'A walkthrough of scanning all DILR sets, estimating effort and choosing the ones to solve, using the 40-minute CAT section timer.',
  NULL,
  'https://www.youtube.com/watch?v=MBADISHA002',
  'youtube',
  '22:15',
  9430,
  'Ananya Iyer',
  'Editor at MBA Disha; writes our exam guides.',
  'CAT Preparation',
  ARRAY['CAT', 'DILR', 'strategy']::text[],
  'Intermediate',
  true,
  true,
  true,
  0,
  2,
  now() - interval '160 days 0 hours',
  now() - interval '160 days 0 hours'
);

insert into public.videos (title, description, thumbnail_url, video_url, video_type, duration, views, instructor, instructor_bio, category, tags, difficulty, is_featured, is_active, is_free, price, order_index, created_at, updated_at)
values (
  'How IIMs Shortlist: Floors, Composite Scores and Weights',
  'The published floors and composite weights of IIM Ahmedabad, Bangalore, Calcutta and the CAP/JAP institutes, explained with worked examples.',
  NULL,
  'https://www.youtube.com/watch?v=MBADISHA003',
  'youtube',
  '16:05',
  15210,
  'Priya Nair',
  'Admissions counselor at MBA Disha, focused on IIM applications.',
  'Admissions',
  ARRAY['IIM', 'shortlisting', 'admissions']::text[],
  'Beginner',
  true,
  true,
  true,
  0,
  3,
  now() - interval '140 days 0 hours',
  now() - interval '140 days 0 hours'
);

insert into public.videos (title, description, thumbnail_url, video_url, video_type, duration, views, instructor, instructor_bio, category, tags, difficulty, is_featured, is_active, is_free, price, order_index, created_at, updated_at)
values (
  'XAT Decision Making: A Framework for Caselets',
  'Stakeholders, constraints and elimination: a repeatable way to approach XAT Decision Making questions.',
  NULL,
  'https://www.youtube.com/watch?v=MBADISHA004',
  'youtube',
  '25:30',
  6120,
  'Ananya Iyer',
  'Editor at MBA Disha; writes our exam guides.',
  'Exam Strategy',
  ARRAY['XAT', 'decision making']::text[],
  'Intermediate',
  true,
  true,
  false,
  299,
  4,
  now() - interval '120 days 0 hours',
  now() - interval '120 days 0 hours'
);

insert into public.videos (title, description, thumbnail_url, video_url, video_type, duration, views, instructor, instructor_bio, category, tags, difficulty, is_featured, is_active, is_free, price, order_index, created_at, updated_at)
values (
  'Personal Interview Masterclass: Answering "Why MBA?"',
  'Building honest, specific answers to the questions every B-school interview panel asks, with mock interview clips.',
  NULL,
  'https://www.youtube.com/watch?v=MBADISHA005',
  'youtube',
  '41:20',
  4870,
  'Priya Nair',
  'Admissions counselor at MBA Disha, focused on IIM applications.',
  'Interview Prep',
  ARRAY['PI', 'interview', 'GD-PI-WAT']::text[],
  'Advanced',
  true,
  true,
  false,
  499,
  5,
  now() - interval '100 days 0 hours',
  now() - interval '100 days 0 hours'
);

insert into public.videos (title, description, thumbnail_url, video_url, video_type, duration, views, instructor, instructor_bio, category, tags, difficulty, is_featured, is_active, is_free, price, order_index, created_at, updated_at)
values (
  'Quant Foundations: Percentages, Profit and Loss',
  'The percentage-change toolkit behind a large share of CAT and SNAP arithmetic questions.',
  NULL,
  'https://www.youtube.com/watch?v=MBADISHA006',
  'youtube',
  '28:45',
  10340,
  'Rohan Mehta',
  'Runs MBA Disha; teaches quantitative aptitude.',
  'CAT Preparation',
  ARRAY['QA', 'arithmetic', 'percentages']::text[],
  'Beginner',
  false,
  true,
  true,
  0,
  6,
  now() - interval '80 days 0 hours',
  now() - interval '80 days 0 hours'
);

insert into public.videos (title, description, thumbnail_url, video_url, video_type, duration, views, instructor, instructor_bio, category, tags, difficulty, is_featured, is_active, is_free, price, order_index, created_at, updated_at)
values (
  'NMAT and SNAP in December: Planning Around CAT',
  'How to schedule NMAT attempts and SNAP tests after CAT without losing momentum.',
  NULL,
  'https://www.youtube.com/watch?v=MBADISHA007',
  'youtube',
  '14:10',
  3760,
  'Sneha Kulkarni',
  'Counselor for Symbiosis and NMIMS applications.',
  'Exam Strategy',
  ARRAY['NMAT', 'SNAP', 'planning']::text[],
  'Beginner',
  false,
  true,
  true,
  0,
  7,
  now() - interval '60 days 0 hours',
  now() - interval '60 days 0 hours'
);

insert into public.videos (title, description, thumbnail_url, video_url, video_type, duration, views, instructor, instructor_bio, category, tags, difficulty, is_featured, is_active, is_free, price, order_index, created_at, updated_at)
values (
  'MBA Abroad: GMAT or GRE, and How Applications Differ',
  'What changes when you apply to business schools in the US, UK or Canada: tests, essays, recommendations and rounds.',
  NULL,
  'https://www.youtube.com/watch?v=MBADISHA008',
  'youtube',
  '32:00',
  2980,
  'Farhan Qureshi',
  'Study-abroad counselor at MBA Disha.',
  'Study Abroad',
  ARRAY['GMAT', 'GRE', 'study abroad']::text[],
  'Intermediate',
  false,
  true,
  false,
  499,
  8,
  now() - interval '40 days 0 hours',
  now() - interval '40 days 0 hours'
);


-- FAQs --------------------------------------------------------------------------------------------------

insert into public.faqs (question, answer, category, order_index, is_active, is_featured, views, helpful_votes, not_helpful_votes)
values (
  'What is MBA Disha?',
  'MBA Disha is a guidance platform for MBA aspirants in India: college pages with sourced fees, placements and cut-offs, entrance exam guides, mock tests, a community forum, a blog, videos and one-to-one counselling.',
  'general',
  1,
  true,
  true,
  820,
  64,
  3
);

insert into public.faqs (question, answer, category, order_index, is_active, is_featured, views, helpful_votes, not_helpful_votes)
values (
  'Is MBA Disha free to use?',
  'Browsing colleges, exams, the blog, the community and most videos is free. Some in-depth video courses are paid, and counselling packages are priced separately; prices are always shown before you pay.',
  'general',
  2,
  true,
  true,
  640,
  51,
  6
);

insert into public.faqs (question, answer, category, order_index, is_active, is_featured, views, helpful_votes, not_helpful_votes)
values (
  'Where do your college fees and placement figures come from?',
  'From published sources such as institute pages, NIRF-related news coverage and placement reports. Each figure on a college page shows its year and links its source. When no figure has been published, we show "not published" instead of an estimate.',
  'general',
  3,
  true,
  true,
  710,
  88,
  2
);

insert into public.faqs (question, answer, category, order_index, is_active, is_featured, views, helpful_votes, not_helpful_votes)
values (
  'What do "min" and "est" cut-offs mean on college pages?',
  'A "min" cut-off is a floor the institute published for a specific admission cycle; real calls usually come higher. An "est" cut-off is an estimate by a third-party aggregator, not an official figure. Both show the cycle they refer to when it is known.',
  'general',
  4,
  true,
  false,
  530,
  47,
  4
);

insert into public.faqs (question, answer, category, order_index, is_active, is_featured, views, helpful_votes, not_helpful_votes)
values (
  'How do I save colleges and articles?',
  'Sign in and use the heart icon on any college or blog post. Your saved items appear on your profile page.',
  'general',
  5,
  true,
  false,
  260,
  19,
  1
);

insert into public.faqs (question, answer, category, order_index, is_active, is_featured, views, helpful_votes, not_helpful_votes)
values (
  'How can I talk to a counselor?',
  'Use the contact form and choose "Counselling" as the inquiry type, or use the Apply button on any page. A counselor will get back to you by e-mail or phone.',
  'general',
  6,
  true,
  false,
  390,
  33,
  2
);

insert into public.faqs (question, answer, category, order_index, is_active, is_featured, views, helpful_votes, not_helpful_votes)
values (
  'Which exam should I take for the IIMs?',
  'The IIMs admit to their flagship MBA/PGP programmes through CAT. XAT is used by XLRI and 250+ other schools but not by the IIMs.',
  'admissions',
  7,
  true,
  true,
  1250,
  102,
  5
);

insert into public.faqs (question, answer, category, order_index, is_active, is_featured, views, helpful_votes, not_helpful_votes)
values (
  'How is the CAT paper structured?',
  'CAT 2025 had 68 questions in 120 minutes: VARC 24, DILR 22 and QA 22, with 40 minutes per section in a fixed order and no switching. Correct answers score +3; wrong MCQ answers −1; there is no negative marking on type-in-the-answer questions.',
  'admissions',
  8,
  true,
  true,
  980,
  91,
  4
);

insert into public.faqs (question, answer, category, order_index, is_active, is_featured, views, helpful_votes, not_helpful_votes)
values (
  'Is a high CAT percentile enough for an IIM call?',
  'No. IIMs first apply overall and sectional floors, then rank candidates on a composite of CAT, academic marks, work experience and diversity factors. For example, IIM Ahmedabad shortlisted the 2026-28 batch on 0.65 × normalised CAT + 0.35 × Application Rating.',
  'admissions',
  9,
  true,
  true,
  1120,
  97,
  7
);

insert into public.faqs (question, answer, category, order_index, is_active, is_featured, views, helpful_votes, not_helpful_votes)
values (
  'Do I need work experience to get into a good B-school?',
  'No. Freshers are admitted everywhere, but institutes weigh experience differently: IIM Ahmedabad scores it in its Application Rating, IIM Bangalore gives up to 10 of 100 pre-interview points for it, and IIM Calcutta''s 2024-26 shortlisting composite did not include it.',
  'admissions',
  10,
  true,
  false,
  760,
  58,
  6
);

insert into public.faqs (question, answer, category, order_index, is_active, is_featured, views, helpful_votes, not_helpful_votes)
values (
  'What is CAP and JAP?',
  'They are common admission processes run jointly by several newer IIMs. CAP 2025 covered 8 IIMs with a floor of 95 overall and 75 per section for General candidates; CAP 2026 had IIM Bodh Gaya, Jammu and Sirmaur. IIM Kashipur, Raipur, Ranchi and Trichy ran a separate JAP with a 90 overall floor.',
  'admissions',
  11,
  true,
  false,
  540,
  42,
  3
);

insert into public.faqs (question, answer, category, order_index, is_active, is_featured, views, helpful_votes, not_helpful_votes)
values (
  'How many times can I take NMAT and SNAP?',
  'NMAT allows up to three attempts in its test window, at least 15 days apart. SNAP allows up to three tests, and the best score counts (2025 cycle).',
  'admissions',
  12,
  true,
  false,
  430,
  36,
  2
);


-- Testimonials: ILLUSTRATIVE aspirant stories in the spec's static testimonial shape. They are not real
-- students, and each name is marked '(illustrative)'; replace them with consented stories before launch.

insert into public.testimonials (name, college, exam_score, content, image_url, video_url, rating, position, company, year, is_active, is_featured, order_index)
values (
  'Sneha R. (illustrative)',
  'IIM Kozhikode',
  'CAT: 98.7 percentile',
  'I was weakest in DILR. The set-selection drills and sectional mocks taught me to stop chasing every set, and my counselor helped me turn a plain profile into clear interview answers.',
  NULL,
  NULL,
  5,
  'MBA student',
  NULL,
  2026,
  true,
  true,
  1
);

insert into public.testimonials (name, college, exam_score, content, image_url, video_url, rating, position, company, year, is_active, is_featured, order_index)
values (
  'Arjun M. (illustrative)',
  'XLRI Jamshedpur',
  'XAT: 96.2 percentile',
  'Decision Making felt like guesswork until I started writing one-line justifications for every caselet. The XAT mock reviews made the difference.',
  NULL,
  NULL,
  5,
  'PGDM (HRM) student',
  NULL,
  2026,
  true,
  true,
  2
);

insert into public.testimonials (name, college, exam_score, content, image_url, video_url, rating, position, company, year, is_active, is_featured, order_index)
values (
  'Fatima K. (illustrative)',
  'JBIMS Mumbai',
  'MAH-CET: 99.4 percentile',
  'I almost ignored MAH-CET. The Mumbai B-schools guide showed me why JBIMS was worth it on fees alone, and I prepared for it separately.',
  NULL,
  NULL,
  4,
  'MMS student',
  NULL,
  2025,
  true,
  true,
  3
);

insert into public.testimonials (name, college, exam_score, content, image_url, video_url, rating, position, company, year, is_active, is_featured, order_index)
values (
  'Rahul S. (illustrative)',
  'SIBM Pune',
  'SNAP: 97.9 percentile',
  'SNAP is a sprint. Timed mocks at one minute per question and the December planning session kept me calm through NMAT and SNAP after CAT.',
  NULL,
  NULL,
  5,
  'MBA student',
  NULL,
  2026,
  true,
  false,
  4
);

insert into public.testimonials (name, college, exam_score, content, image_url, video_url, rating, position, company, year, is_active, is_featured, order_index)
values (
  'Divya P. (illustrative)',
  'NMIMS Mumbai',
  'NMAT: score 231',
  'Knowing that NMAT has no negative marking changed how I used the last minute of every section. Three attempts also took the pressure off.',
  NULL,
  NULL,
  5,
  'MBA student',
  NULL,
  2025,
  true,
  false,
  5
);

insert into public.testimonials (name, college, exam_score, content, image_url, video_url, rating, position, company, year, is_active, is_featured, order_index)
values (
  'Karthik V. (illustrative)',
  'IIM Indore',
  'CAT: 99.1 percentile',
  'After three years in IT I wanted an honest view of whether my work experience would help. The counselor walked me through each IIM''s published weights and I applied where my profile fitted.',
  NULL,
  NULL,
  4,
  'Former software engineer, now PGP student',
  NULL,
  2026,
  true,
  false,
  6
);


-- Scholarships: real schemes only. Amounts, income limits and deadlines change every year and are NULL here;
-- the UI points to the official portal. Verify each before launch (last_verified_at left NULL).

insert into public.scholarships (slug, name, provider, provider_type, category, description, target_groups, eligibility, how_to_apply, apply_url, source_url, is_featured, deadline_text, is_active)
values (
  'central-sector-scheme-of-scholarships',
  'Central Sector Scheme of Scholarships for College and University Students',
  'Department of Higher Education, Ministry of Education, Government of India',
  'Government',
  'merit',
  'A central merit-cum-means scholarship for students who scored well in Class 12 and continue into graduation and postgraduate study. Applications and renewals go through the National Scholarship Portal.',
  ARRAY['merit', 'income-based']::text[],
  'Merit in the Class 12 board examination and a family income limit, as notified for the year on the National Scholarship Portal.',
  'Apply or renew on the National Scholarship Portal during the window notified for the academic year.',
  'https://scholarships.gov.in',
  'https://scholarships.gov.in',
  true,
  'As notified for each academic year on the official portal',
  true
);

insert into public.scholarships (slug, name, provider, provider_type, category, description, target_groups, eligibility, how_to_apply, apply_url, source_url, is_featured, deadline_text, is_active)
values (
  'post-matric-scholarship-sc',
  'Post-Matric Scholarship for Scheduled Caste Students',
  'Ministry of Social Justice and Empowerment, Government of India',
  'Government',
  'category',
  'Centrally sponsored scholarship for SC students studying after Class 10, including postgraduate courses such as the MBA. It is administered through state scholarship portals and the National Scholarship Portal.',
  ARRAY['SC']::text[],
  'Scheduled Caste students within the family income limit notified for the scheme.',
  'Apply through your state scholarship portal or the National Scholarship Portal, as applicable to your state.',
  'https://scholarships.gov.in',
  'https://scholarships.gov.in',
  false,
  'As notified for each academic year on the official portal',
  true
);

insert into public.scholarships (slug, name, provider, provider_type, category, description, target_groups, eligibility, how_to_apply, apply_url, source_url, is_featured, deadline_text, is_active)
values (
  'post-matric-scholarship-st',
  'Post-Matric Scholarship for Scheduled Tribe Students',
  'Ministry of Tribal Affairs, Government of India',
  'Government',
  'category',
  'Centrally sponsored scholarship for ST students studying after Class 10, including postgraduate courses, administered through state portals.',
  ARRAY['ST']::text[],
  'Scheduled Tribe students within the family income limit notified for the scheme.',
  'Apply through your state scholarship portal or the National Scholarship Portal, as applicable to your state.',
  'https://scholarships.gov.in',
  'https://scholarships.gov.in',
  false,
  'As notified for each academic year on the official portal',
  true
);

insert into public.scholarships (slug, name, provider, provider_type, category, description, target_groups, eligibility, how_to_apply, apply_url, source_url, is_featured, deadline_text, is_active)
values (
  'top-class-education-scheme-sc',
  'Top Class Education Scheme for SC Students',
  'Ministry of Social Justice and Empowerment, Government of India',
  'Government',
  'category',
  'Supports SC students admitted to notified institutions of excellence, which include management institutes, for their full course.',
  ARRAY['SC']::text[],
  'SC students admitted to a notified institution, within the family income limit notified for the scheme.',
  'Apply on the National Scholarship Portal after admission, through your institute.',
  'https://scholarships.gov.in',
  'https://scholarships.gov.in',
  false,
  'As notified for each academic year on the official portal',
  true
);

insert into public.scholarships (slug, name, provider, provider_type, category, description, target_groups, eligibility, how_to_apply, is_featured, deadline_text, is_active)
values (
  'national-overseas-scholarship',
  'National Overseas Scholarship',
  'Ministry of Social Justice and Empowerment, Government of India',
  'Government',
  'category',
  'Government of India scholarship for eligible students from specified categories for master''s and PhD study abroad.',
  ARRAY['SC', 'denotified tribes', 'landless agricultural labourers', 'traditional artisans']::text[],
  'Students from the categories notified for the scheme, with admission to a master''s or PhD programme abroad and within the notified income limit.',
  'Apply on the scheme portal during the notified window.',
  false,
  'As notified for each academic year on the official portal',
  true
);

insert into public.scholarships (slug, name, provider, provider_type, category, description, target_groups, eligibility, how_to_apply, apply_url, source_url, is_featured, deadline_text, is_active, college_id)
values (
  'iim-ahmedabad-need-based-financial-aid',
  'IIM Ahmedabad Need-Based Financial Aid',
  'Indian Institute of Management Ahmedabad',
  'Institute',
  'need',
  'IIM Ahmedabad supports admitted students who need help with fees through its need-based financial aid, assessed on family income.',
  ARRAY['income-based']::text[],
  'Admitted students; assessed on family income and documents as per the institute''s current policy.',
  'Apply to the institute''s financial aid office after admission, following the current year''s instructions.',
  'https://www.iima.ac.in',
  'https://www.iima.ac.in',
  false,
  'As notified for each academic year on the official portal',
  true,
  (select id from public.colleges where slug = 'iim-ahmedabad')
);

insert into public.scholarships (slug, name, provider, provider_type, category, description, target_groups, eligibility, how_to_apply, is_featured, deadline_text, is_active)
values (
  'aditya-birla-group-scholarship',
  'Aditya Birla Group Scholarship',
  'Aditya Birla Group',
  'Corporate',
  'merit',
  'Merit scholarship of the Aditya Birla Group for first-year students at selected institutes, which include IIMs and XLRI, chosen through an essay and interview process.',
  ARRAY['merit']::text[],
  'First-year students at participating institutes, as notified by the group each year.',
  'Through your institute''s nomination and the group''s selection process.',
  false,
  'As notified for each academic year on the official portal',
  true
);

insert into public.scholarships (slug, name, provider, provider_type, category, description, target_groups, eligibility, how_to_apply, apply_url, source_url, is_featured, deadline_text, is_active)
values (
  'chevening-scholarships',
  'Chevening Scholarships',
  'UK Foreign, Commonwealth & Development Office',
  'Government',
  'merit',
  'The UK government''s global scholarship for one-year master''s study in the UK, for candidates with work experience and leadership potential. Some MBA programmes are eligible.',
  ARRAY['work experience', 'study abroad']::text[],
  'Citizens of eligible countries, including India, with the work experience the programme requires and an offer from an eligible UK course.',
  'Apply online on the Chevening website during the annual application window.',
  'https://www.chevening.org',
  'https://www.chevening.org',
  true,
  'As notified for each academic year on the official portal',
  true
);

insert into public.scholarships (slug, name, provider, provider_type, category, description, target_groups, eligibility, how_to_apply, apply_url, source_url, is_featured, deadline_text, is_active)
values (
  'fulbright-nehru-masters-fellowships',
  'Fulbright-Nehru Master''s Fellowships',
  'United States-India Educational Foundation (USIEF)',
  'Government',
  'merit',
  'Fellowships for Indian students for master''s study at US universities in selected fields, administered by USIEF.',
  ARRAY['study abroad']::text[],
  'Indian citizens meeting USIEF''s academic and work-experience requirements for the fields offered that year.',
  'Apply online through USIEF during the annual application window.',
  'https://www.usief.org.in',
  'https://www.usief.org.in',
  false,
  'As notified for each academic year on the official portal',
  true
);


-- Published figures, each from the page in source_url (checked 2026-11-23): the Central Sector Scheme pays
-- ₹20,000 a year at postgraduate level (scheme guidelines); the Aditya Birla Group's own scholarship page gives
-- ₹3,00,000 a year at IIMs and XLRI and names the participating campuses. Exams: the admission test each
-- institute scheme follows, for the /scholarships exam filter.
update public.scholarships
set amount_text = '₹20,000 a year at postgraduate level', amount_min = 20000, amount_max = 20000,
  last_verified_at = '2026-11-23'
where slug = 'central-sector-scheme-of-scholarships';
update public.scholarships
set amount_text = '₹3,00,000 a year (IIMs and XLRI)', amount_min = 300000, amount_max = 300000,
  eligibility = 'First-year students at IIM Ahmedabad, Bangalore, Calcutta, Lucknow, Kozhikode and Shillong and at XLRI Jamshedpur: the top 20 by entrance-exam rank at admission are invited to apply through their Dean.',
  exams = ARRAY['CAT', 'XAT']::text[],
  source_url = 'https://adityabirlascholars.net/?p=11905',
  apply_url = 'https://adityabirlascholars.net/?p=11905',
  last_verified_at = '2026-11-23'
where slug = 'aditya-birla-group-scholarship';
update public.scholarships set exams = ARRAY['CAT']::text[] where slug = 'iim-ahmedabad-need-based-financial-aid';


-- Questions that share a passage point to one mock_test_passages row; this finds or makes it.
create function pg_temp.seed_passage(test uuid, sec text, text_body text) returns uuid
language sql as $$
  with found as (
    select id from public.mock_test_passages where mock_test_id = test and section = sec and body = text_body
  ), made as (
    insert into public.mock_test_passages (mock_test_id, section, kind, title, body)
    select test, sec, 'passage', 'Passage', text_body where not exists (select 1 from found)
    returning id
  )
  select id from found union all select id from made limit 1
$$;

-- Mock tests: the four sample tests of the home page hero (spec §1) with their DECLARED pattern
-- (total_questions / duration / difficulty). Stored questions are a smaller bank for now: CAT 15, XAT 5,
-- NMAT 6, SNAP 6. Answers live in mock_test_answer_keys (never readable with the question).

insert into public.mock_tests (slug, title, description, exam_id, total_questions, duration_minutes, total_marks, difficulty, sections, instructions, is_free, price, is_published, is_featured, order_index, created_by)
values (
  'cat-full-length-mock-1',
  'CAT Full-Length Mock Test 1',
  'Sample CAT-style mock in three timed sections (VARC, DILR, QA) with MCQ and TITA questions. The live CAT 2025 paper had 68 questions in 120 minutes; see the CAT exam page for the current pattern.',
  (select id from public.exams where slug = 'cat'),
  76,
  180,
  228,
  'High',
  '[{"name": "VARC", "questions": 26, "minutes": 60}, {"name": "DILR", "questions": 24, "minutes": 60}, {"name": "QA", "questions": 26, "minutes": 60}]'::jsonb,
  'Sections open in a fixed order (VARC, DILR, QA) and each is timed separately; you cannot switch sections. +3 for a correct answer, −1 for a wrong MCQ, no negative marking on TITA questions. The question bank for this sample mock is still being built: it currently holds 15 questions (5 per section).',
  true,
  0,
  true,
  true,
  1,
  'd0000000-0000-4000-8000-000000000002'
);

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'VARC',
    1,
    'mcq',
    pg_temp.seed_passage((select id from public.mock_tests where slug = 'cat-full-length-mock-1'), 'VARC', 'When governments want more people to save for retirement, they face a choice. They can explain the benefits of saving and hope that people act, or they can change the default: enrol every employee in a pension plan automatically and let those who do not want it opt out. Studies of automatic enrolment have repeatedly found that participation rises sharply when joining is the default, even though nobody is forced to stay. Economists who favour such ''nudges'' argue that they preserve freedom of choice while steering people towards decisions they would endorse on reflection.

Critics reply that the line between steering and manipulation is thin. A default chosen by a government or an employer reflects someone''s judgement about what is good for us, and because defaults work precisely by exploiting inertia, people may end up in arrangements they never consciously chose. The critics do not claim that defaults can be avoided (every form has to start somewhere) but they ask that the people who set them be transparent about their aims and accountable for the results.'),
    'The main purpose of the passage is to:',
    '[{"key": "A", "text": "argue that automatic enrolment should be made compulsory"}, {"key": "B", "text": "present the case for default-based nudges and a criticism of them"}, {"key": "C", "text": "show that people save too little for retirement"}, {"key": "D", "text": "explain why governments prefer information campaigns to defaults"}]'::jsonb,
    3,
    1,
    'Reading comprehension',
    'Medium'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'The first paragraph gives the case for defaults ("nudges"); the second gives the critics'' reply. Nothing is argued to be compulsory (A); low saving (C) is only the setting; the passage does not say governments prefer campaigns (D).' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'VARC',
    2,
    'mcq',
    pg_temp.seed_passage((select id from public.mock_tests where slug = 'cat-full-length-mock-1'), 'VARC', 'When governments want more people to save for retirement, they face a choice. They can explain the benefits of saving and hope that people act, or they can change the default: enrol every employee in a pension plan automatically and let those who do not want it opt out. Studies of automatic enrolment have repeatedly found that participation rises sharply when joining is the default, even though nobody is forced to stay. Economists who favour such ''nudges'' argue that they preserve freedom of choice while steering people towards decisions they would endorse on reflection.

Critics reply that the line between steering and manipulation is thin. A default chosen by a government or an employer reflects someone''s judgement about what is good for us, and because defaults work precisely by exploiting inertia, people may end up in arrangements they never consciously chose. The critics do not claim that defaults can be avoided (every form has to start somewhere) but they ask that the people who set them be transparent about their aims and accountable for the results.'),
    'According to the passage, the critics of nudges:',
    '[{"key": "A", "text": "believe defaults can and should be eliminated"}, {"key": "B", "text": "accept that some default is unavoidable but want those who set it to be transparent and accountable"}, {"key": "C", "text": "argue that automatic enrolment does not raise participation"}, {"key": "D", "text": "hold that people always choose rationally on reflection"}]'::jsonb,
    3,
    1,
    'Reading comprehension',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'The last sentence: critics "do not claim that defaults can be avoided" but ask that those who set them be "transparent about their aims and accountable for the results". A contradicts this; C contradicts the studies cited; D is not stated.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'VARC',
    3,
    'mcq',
    pg_temp.seed_passage((select id from public.mock_tests where slug = 'cat-full-length-mock-1'), 'VARC', 'When governments want more people to save for retirement, they face a choice. They can explain the benefits of saving and hope that people act, or they can change the default: enrol every employee in a pension plan automatically and let those who do not want it opt out. Studies of automatic enrolment have repeatedly found that participation rises sharply when joining is the default, even though nobody is forced to stay. Economists who favour such ''nudges'' argue that they preserve freedom of choice while steering people towards decisions they would endorse on reflection.

Critics reply that the line between steering and manipulation is thin. A default chosen by a government or an employer reflects someone''s judgement about what is good for us, and because defaults work precisely by exploiting inertia, people may end up in arrangements they never consciously chose. The critics do not claim that defaults can be avoided (every form has to start somewhere) but they ask that the people who set them be transparent about their aims and accountable for the results.'),
    'Which of the following, if true, would most weaken the critics'' concern as described in the passage?',
    '[{"key": "A", "text": "Most employees who are automatically enrolled later say they would have chosen to join anyway."}, {"key": "B", "text": "Participation falls when enrolment requires an active choice."}, {"key": "C", "text": "Employers choose default contribution rates without consulting employees."}, {"key": "D", "text": "Information campaigns cost less than automatic enrolment."}]'::jsonb,
    3,
    1,
    'Reading comprehension',
    'Hard'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'A', 'The concern is that people "end up in arrangements they never consciously chose". If they endorse the arrangement once they think about it, the worry about manipulation is weakened. B supports the effectiveness of defaults, not their legitimacy; C strengthens the concern; D is irrelevant.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'VARC',
    4,
    'tita',
    'Five sentences are given below. Four of them form a coherent paragraph. Type the number of the sentence that does not belong.
1. A city''s street trees do more than provide shade.
2. They lower surface temperatures, absorb part of the rainwater that would otherwise flood drains, and trap dust.
3. Yet when roads are widened, trees are often the first thing to be cut.
4. The first metro line in the city opened to large crowds.
5. Planners are beginning to count these services in money terms so that their loss shows up in project budgets.',
    '[]'::jsonb,
    3,
    0,
    'Odd sentence out',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, '4', 'Sentences 1, 2, 3 and 5 form a chain: the benefits of street trees, their loss during road widening, and the move to price those benefits. Sentence 4 about the metro opening is unrelated.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'VARC',
    5,
    'mcq',
    'Choose the option that best summarises the paragraph:
Many organisations measure employee performance by counting outputs that are easy to observe, such as calls made or tickets closed. Such measures are cheap and objective, but they encourage people to do more of what is counted and less of what is not: a support agent may close tickets quickly without solving the underlying problem. Good measurement systems therefore combine simple counts with periodic judgement by people who understand the work.',
    '[{"key": "A", "text": "Output counts are cheap but distort behaviour, so they should be paired with informed human judgement."}, {"key": "B", "text": "Employees should not be measured on outputs at all."}, {"key": "C", "text": "Support agents close tickets quickly because they are poorly trained."}, {"key": "D", "text": "Objective measures are always better than subjective ones."}]'::jsonb,
    3,
    1,
    'Paragraph summary',
    'Medium'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'A', 'The paragraph grants the advantages of counts, names their distortion, and recommends combining them with judgement. B and D go further than the text; C is a detail misread as a cause.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'DILR',
    6,
    'mcq',
    pg_temp.seed_passage((select id from public.mock_tests where slug = 'cat-full-length-mock-1'), 'DILR', 'Five friends (Asha, Bilal, Chitra, Dev and Esha) each took exactly one of five entrance tests: CAT, XAT, NMAT, SNAP and MAT, no two the same. Their percentiles were 72, 81, 88, 93 and 97, no two the same.
1. The person who took XAT scored higher than the person who took CAT.
2. Chitra scored 97.
3. Bilal took NMAT and scored higher than Esha.
4. The person who took MAT scored 72.
5. Dev took SNAP and scored 88.
6. Asha did not take MAT.
7. Asha scored higher than Bilal.'),
    'Who took XAT?',
    '[{"key": "A", "text": "Asha"}, {"key": "B", "text": "Bilal"}, {"key": "C", "text": "Chitra"}, {"key": "D", "text": "Esha"}]'::jsonb,
    3,
    1,
    'Arrangement',
    'Medium'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'C', 'Dev: SNAP, 88. The MAT taker scored 72: not Asha (6), not Bilal (NMAT), not Dev (SNAP), not Chitra (97), so Esha took MAT with 72. Asha and Chitra share CAT and XAT; XAT > CAT and Chitra has the top score, so Chitra took XAT and Asha CAT. Asha and Bilal share 81 and 93; by clue 7 Asha 93, Bilal 81 (and 81 > 72 satisfies clue 3). Final: Asha CAT 93, Bilal NMAT 81, Chitra XAT 97, Dev SNAP 88, Esha MAT 72.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'DILR',
    7,
    'tita',
    pg_temp.seed_passage((select id from public.mock_tests where slug = 'cat-full-length-mock-1'), 'DILR', 'Five friends (Asha, Bilal, Chitra, Dev and Esha) each took exactly one of five entrance tests: CAT, XAT, NMAT, SNAP and MAT, no two the same. Their percentiles were 72, 81, 88, 93 and 97, no two the same.
1. The person who took XAT scored higher than the person who took CAT.
2. Chitra scored 97.
3. Bilal took NMAT and scored higher than Esha.
4. The person who took MAT scored 72.
5. Dev took SNAP and scored 88.
6. Asha did not take MAT.
7. Asha scored higher than Bilal.'),
    'What was Asha''s percentile?',
    '[]'::jsonb,
    3,
    0,
    'Arrangement',
    'Medium'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, '93', 'Dev: SNAP, 88. The MAT taker scored 72: not Asha (6), not Bilal (NMAT), not Dev (SNAP), not Chitra (97), so Esha took MAT with 72. Asha and Chitra share CAT and XAT; XAT > CAT and Chitra has the top score, so Chitra took XAT and Asha CAT. Asha and Bilal share 81 and 93; by clue 7 Asha 93, Bilal 81 (and 81 > 72 satisfies clue 3). Final: Asha CAT 93, Bilal NMAT 81, Chitra XAT 97, Dev SNAP 88, Esha MAT 72.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'DILR',
    8,
    'mcq',
    pg_temp.seed_passage((select id from public.mock_tests where slug = 'cat-full-length-mock-1'), 'DILR', 'Five friends (Asha, Bilal, Chitra, Dev and Esha) each took exactly one of five entrance tests: CAT, XAT, NMAT, SNAP and MAT, no two the same. Their percentiles were 72, 81, 88, 93 and 97, no two the same.
1. The person who took XAT scored higher than the person who took CAT.
2. Chitra scored 97.
3. Bilal took NMAT and scored higher than Esha.
4. The person who took MAT scored 72.
5. Dev took SNAP and scored 88.
6. Asha did not take MAT.
7. Asha scored higher than Bilal.'),
    'Which test did Esha take?',
    '[{"key": "A", "text": "CAT"}, {"key": "B", "text": "NMAT"}, {"key": "C", "text": "SNAP"}, {"key": "D", "text": "MAT"}]'::jsonb,
    3,
    1,
    'Arrangement',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'D', 'Dev: SNAP, 88. The MAT taker scored 72: not Asha (6), not Bilal (NMAT), not Dev (SNAP), not Chitra (97), so Esha took MAT with 72. Asha and Chitra share CAT and XAT; XAT > CAT and Chitra has the top score, so Chitra took XAT and Asha CAT. Asha and Bilal share 81 and 93; by clue 7 Asha 93, Bilal 81 (and 81 > 72 satisfies clue 3). Final: Asha CAT 93, Bilal NMAT 81, Chitra XAT 97, Dev SNAP 88, Esha MAT 72.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'DILR',
    9,
    'tita',
    pg_temp.seed_passage((select id from public.mock_tests where slug = 'cat-full-length-mock-1'), 'DILR', 'Five friends (Asha, Bilal, Chitra, Dev and Esha) each took exactly one of five entrance tests: CAT, XAT, NMAT, SNAP and MAT, no two the same. Their percentiles were 72, 81, 88, 93 and 97, no two the same.
1. The person who took XAT scored higher than the person who took CAT.
2. Chitra scored 97.
3. Bilal took NMAT and scored higher than Esha.
4. The person who took MAT scored 72.
5. Dev took SNAP and scored 88.
6. Asha did not take MAT.
7. Asha scored higher than Bilal.'),
    'How many of the five friends scored above 85?',
    '[]'::jsonb,
    3,
    0,
    'Arrangement',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, '3', 'Dev: SNAP, 88. The MAT taker scored 72: not Asha (6), not Bilal (NMAT), not Dev (SNAP), not Chitra (97), so Esha took MAT with 72. Asha and Chitra share CAT and XAT; XAT > CAT and Chitra has the top score, so Chitra took XAT and Asha CAT. Asha and Bilal share 81 and 93; by clue 7 Asha 93, Bilal 81 (and 81 > 72 satisfies clue 3). Final: Asha CAT 93, Bilal NMAT 81, Chitra XAT 97, Dev SNAP 88, Esha MAT 72. Scores above 85: Chitra 97, Asha 93, Dev 88, so 3.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'DILR',
    10,
    'mcq',
    pg_temp.seed_passage((select id from public.mock_tests where slug = 'cat-full-length-mock-1'), 'DILR', 'Five friends (Asha, Bilal, Chitra, Dev and Esha) each took exactly one of five entrance tests: CAT, XAT, NMAT, SNAP and MAT, no two the same. Their percentiles were 72, 81, 88, 93 and 97, no two the same.
1. The person who took XAT scored higher than the person who took CAT.
2. Chitra scored 97.
3. Bilal took NMAT and scored higher than Esha.
4. The person who took MAT scored 72.
5. Dev took SNAP and scored 88.
6. Asha did not take MAT.
7. Asha scored higher than Bilal.'),
    'If clue 7 were removed, which of the following could NOT be determined?',
    '[{"key": "A", "text": "Who took CAT"}, {"key": "B", "text": "Bilal''s percentile"}, {"key": "C", "text": "Esha''s percentile"}, {"key": "D", "text": "Which test Dev took"}]'::jsonb,
    3,
    1,
    'Arrangement',
    'Hard'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'Without clue 7, everything else still follows (Esha MAT 72, Chitra XAT 97, Asha CAT, Dev SNAP 88), but Asha and Bilal could be 93/81 either way, since 81 and 93 are both above Esha''s 72. So Bilal''s percentile is undetermined.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'QA',
    11,
    'mcq',
    'A shopkeeper marks an article 40% above its cost price and then gives a discount of 25% on the marked price. What is his profit or loss?',
    '[{"key": "A", "text": "5% profit"}, {"key": "B", "text": "5% loss"}, {"key": "C", "text": "15% profit"}, {"key": "D", "text": "10% profit"}]'::jsonb,
    3,
    1,
    'Profit and loss',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'A', 'Take cost price 100. Marked price = 140. Selling price = 140 × 0.75 = 105. Profit = 5 on 100, i.e. 5%.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'QA',
    12,
    'tita',
    'An arithmetic progression has first term 3 and common difference 4. What is the sum of its first 20 terms?',
    '[]'::jsonb,
    3,
    0,
    'Progressions',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, '820', 'S = n/2 × (2a + (n − 1)d) = 20/2 × (6 + 19 × 4) = 10 × 82 = 820.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'QA',
    13,
    'mcq',
    'Pipe A fills a tank in 12 hours and pipe B in 18 hours. If both are opened together, how long will they take to fill the empty tank?',
    '[{"key": "A", "text": "7 h 12 min"}, {"key": "B", "text": "7 h 30 min"}, {"key": "C", "text": "6 h 48 min"}, {"key": "D", "text": "8 h"}]'::jsonb,
    3,
    1,
    'Time and work',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'A', 'Together they fill 1/12 + 1/18 = 3/36 + 2/36 = 5/36 of the tank per hour, so the time is 36/5 = 7.2 hours = 7 h 12 min.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'QA',
    14,
    'tita',
    'How many positive divisors does 360 have?',
    '[]'::jsonb,
    3,
    0,
    'Number system',
    'Medium'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, '24', '360 = 2³ × 3² × 5. The number of divisors is (3 + 1)(2 + 1)(1 + 1) = 4 × 3 × 2 = 24.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'QA',
    15,
    'mcq',
    'If log₂ x + log₂ (x − 2) = 3, what is x?',
    '[{"key": "A", "text": "2"}, {"key": "B", "text": "4"}, {"key": "C", "text": "−2"}, {"key": "D", "text": "8"}]'::jsonb,
    3,
    1,
    'Logarithms',
    'Medium'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'log₂ [x(x − 2)] = 3, so x(x − 2) = 8, i.e. x² − 2x − 8 = 0 = (x − 4)(x + 2). The logarithms need x > 2, so x = 4.' from q;

insert into public.mock_tests (slug, title, description, exam_id, total_questions, duration_minutes, difficulty, sections, instructions, is_free, price, is_published, is_featured, order_index, created_by)
values (
  'xat-mock-test-1',
  'XAT Mock Test 1',
  'Sample XAT-style mock covering Verbal & Logical Ability, Decision Making, Quant & DI and General Knowledge.',
  (select id from public.exams where slug = 'xat'),
  95,
  165,
  'Medium',
  '[{"name": "Verbal & Logical Ability", "questions": 26}, {"name": "Decision Making", "questions": 21}, {"name": "Quantitative Ability & Data Interpretation", "questions": 28}, {"name": "General Knowledge", "questions": 20}]'::jsonb,
  'No sectional timing: move between sections freely. +1 for a correct answer, −0.25 for a wrong answer. The question bank for this sample mock is still being built: it currently holds 5 questions.',
  true,
  0,
  true,
  true,
  2,
  'd0000000-0000-4000-8000-000000000002'
);

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'xat-mock-test-1'),
    'Decision Making',
    1,
    'mcq',
    'A team leader finds that a high-performing team member has been presenting a junior colleague''s analysis as his own in client meetings. The junior colleague has not complained. What should the team leader do first?',
    '[{"key": "A", "text": "Report the high performer to HR immediately for misconduct."}, {"key": "B", "text": "Ignore it, since the junior colleague has not complained."}, {"key": "C", "text": "Speak privately with the high performer, explain the concern, and make sure the junior colleague''s work is credited from now on."}, {"key": "D", "text": "Announce in the next team meeting that taking credit for others'' work will lead to dismissal."}, {"key": "E", "text": "Ask the junior colleague to stop sharing analysis with the high performer."}]'::jsonb,
    1,
    0.25,
    'Ethics at work',
    'Medium'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'C', 'C addresses the behaviour directly, proportionately and within the leader''s authority, and protects the junior colleague. A escalates before a conversation; B tolerates unfairness; D is a public threat that does not fix the case; E punishes the wrong person.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'xat-mock-test-1'),
    'Decision Making',
    2,
    'mcq',
    'A small bakery has been offered a one-time bulk order from a corporate client that would use its entire capacity for a week. Turning away its regular customers for a week risks losing some of them to a competitor for good. Which course of action best balances both concerns?',
    '[{"key": "A", "text": "Accept the bulk order and close the shop to regular customers for the week."}, {"key": "B", "text": "Reject the bulk order outright."}, {"key": "C", "text": "Negotiate a longer delivery window for the bulk order so that regular customers can still be served."}, {"key": "D", "text": "Accept the bulk order and raise prices for regular customers that week."}, {"key": "E", "text": "Accept the bulk order and quietly outsource the regular customers'' orders to another bakery."}]'::jsonb,
    1,
    0.25,
    'Business decisions',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'C', 'C keeps the new revenue without abandoning the regular customers. A and D put the regular base at risk; B forgoes the opportunity entirely; E is deceptive.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'xat-mock-test-1'),
    'Quantitative Ability & Data Interpretation',
    3,
    'mcq',
    'The average of five numbers is 18. When one number is removed, the average of the remaining four is 16. What number was removed?',
    '[{"key": "A", "text": "22"}, {"key": "B", "text": "24"}, {"key": "C", "text": "26"}, {"key": "D", "text": "28"}, {"key": "E", "text": "30"}]'::jsonb,
    1,
    0.25,
    'Averages',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'C', 'Sum of five = 5 × 18 = 90; sum of four = 4 × 16 = 64; removed number = 90 − 64 = 26.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'xat-mock-test-1'),
    'Quantitative Ability & Data Interpretation',
    4,
    'mcq',
    'A sum of money doubles in 8 years at simple interest. In how many years will it become four times itself at the same rate?',
    '[{"key": "A", "text": "16"}, {"key": "B", "text": "24"}, {"key": "C", "text": "32"}, {"key": "D", "text": "20"}, {"key": "E", "text": "28"}]'::jsonb,
    1,
    0.25,
    'Simple interest',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'Doubling means interest equal to the principal in 8 years, i.e. 12.5% a year. Four times needs interest of 3 × principal, which takes 3 × 8 = 24 years.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'xat-mock-test-1'),
    'Verbal & Logical Ability',
    5,
    'mcq',
    'Choose the word that best fills the blank: Despite the committee''s ______ review, several errors in the report went unnoticed.',
    '[{"key": "A", "text": "cursory"}, {"key": "B", "text": "meticulous"}, {"key": "C", "text": "hasty"}, {"key": "D", "text": "casual"}, {"key": "E", "text": "brief"}]'::jsonb,
    1,
    0.25,
    'Sentence completion',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', '"Despite" signals a contrast: errors went unnoticed even though the review was careful. Only "meticulous" gives that contrast; the other options would explain the errors rather than contrast with them.' from q;

insert into public.mock_tests (slug, title, description, exam_id, total_questions, duration_minutes, total_marks, difficulty, sections, instructions, is_free, price, is_published, is_featured, order_index, created_by)
values (
  'nmat-mock-test-1',
  'NMAT Mock Test 1',
  'Sample NMAT-style mock with Language Skills, Quantitative Skills and Logical Reasoning. NMAT 2025 itself had 108 questions (36 per section).',
  (select id from public.exams where slug = 'nmat'),
  120,
  120,
  360,
  'Medium',
  '[{"name": "Language Skills", "questions": 40, "minutes": 28}, {"name": "Quantitative Skills", "questions": 40, "minutes": 52}, {"name": "Logical Reasoning", "questions": 40, "minutes": 40}]'::jsonb,
  'Each section is timed separately and you choose the order. +3 for a correct answer, no negative marking. The question bank for this sample mock is still being built: it currently holds 6 questions.',
  true,
  0,
  true,
  true,
  3,
  'd0000000-0000-4000-8000-000000000002'
);

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'nmat-mock-test-1'),
    'Language Skills',
    1,
    'mcq',
    'Choose the word closest in meaning to EPHEMERAL.',
    '[{"key": "A", "text": "lasting"}, {"key": "B", "text": "short-lived"}, {"key": "C", "text": "ancient"}, {"key": "D", "text": "enormous"}, {"key": "E", "text": "transparent"}]'::jsonb,
    3,
    0,
    'Vocabulary',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'Ephemeral means lasting a very short time.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'nmat-mock-test-1'),
    'Language Skills',
    2,
    'mcq',
    'Identify the part of the sentence that contains an error: Neither the manager nor the employees (A) / was aware (B) / of the change (C) / in policy (D). / No error (E)',
    '[{"key": "A", "text": "A"}, {"key": "B", "text": "B"}, {"key": "C", "text": "C"}, {"key": "D", "text": "D"}, {"key": "E", "text": "E"}]'::jsonb,
    3,
    0,
    'Grammar',
    'Medium'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'With "neither … nor", the verb agrees with the nearer subject, "employees", which is plural: "were aware".' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'nmat-mock-test-1'),
    'Quantitative Skills',
    3,
    'mcq',
    'A train 240 m long passes a pole in 12 seconds. What is its speed in km/h?',
    '[{"key": "A", "text": "60"}, {"key": "B", "text": "66"}, {"key": "C", "text": "72"}, {"key": "D", "text": "80"}, {"key": "E", "text": "84"}]'::jsonb,
    3,
    0,
    'Speed and distance',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'C', 'Speed = 240/12 = 20 m/s = 20 × 18/5 = 72 km/h.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'nmat-mock-test-1'),
    'Quantitative Skills',
    4,
    'mcq',
    'In a class of 40 students, 24 study French, 18 study German and 8 study both. How many study neither?',
    '[{"key": "A", "text": "4"}, {"key": "B", "text": "6"}, {"key": "C", "text": "8"}, {"key": "D", "text": "10"}, {"key": "E", "text": "2"}]'::jsonb,
    3,
    0,
    'Sets',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'Students studying at least one = 24 + 18 − 8 = 34, so 40 − 34 = 6 study neither.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'nmat-mock-test-1'),
    'Logical Reasoning',
    5,
    'mcq',
    'What comes next in the series 2, 6, 12, 20, 30, ?',
    '[{"key": "A", "text": "40"}, {"key": "B", "text": "42"}, {"key": "C", "text": "44"}, {"key": "D", "text": "36"}, {"key": "E", "text": "48"}]'::jsonb,
    3,
    0,
    'Series',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'The differences are 4, 6, 8, 10, so the next difference is 12: 30 + 12 = 42. (Each term is n(n + 1).)' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'nmat-mock-test-1'),
    'Logical Reasoning',
    6,
    'mcq',
    'Statements: All managers are graduates. Some graduates are engineers.
Conclusions: I. Some managers are engineers. II. Some engineers are graduates.',
    '[{"key": "A", "text": "Only I follows"}, {"key": "B", "text": "Only II follows"}, {"key": "C", "text": "Both follow"}, {"key": "D", "text": "Neither follows"}, {"key": "E", "text": "Either I or II follows"}]'::jsonb,
    3,
    0,
    'Syllogisms',
    'Medium'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'II is the converse of "some graduates are engineers", which is valid. I does not follow: the graduates who are engineers need not be managers.' from q;

insert into public.mock_tests (slug, title, description, exam_id, total_questions, duration_minutes, total_marks, difficulty, sections, instructions, is_free, price, is_published, is_featured, order_index, created_by)
values (
  'snap-mock-test-1',
  'SNAP Mock Test 1',
  'Sample SNAP-style mock: 60 questions in 60 minutes across General English, Analytical & Logical Reasoning and Quant/DI/DS.',
  (select id from public.exams where slug = 'snap'),
  60,
  60,
  60,
  'Easy',
  '[{"name": "General English", "questions": 15}, {"name": "Analytical & Logical Reasoning", "questions": 25}, {"name": "Quantitative, Data Interpretation & Data Sufficiency", "questions": 20}]'::jsonb,
  'One timer for the whole test. +1 for a correct answer, −0.25 for a wrong answer. The question bank for this sample mock is still being built: it currently holds 6 questions.',
  true,
  0,
  true,
  true,
  4,
  'd0000000-0000-4000-8000-000000000002'
);

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'snap-mock-test-1'),
    'General English',
    1,
    'mcq',
    'Choose the word opposite in meaning to SCARCE.',
    '[{"key": "A", "text": "rare"}, {"key": "B", "text": "abundant"}, {"key": "C", "text": "limited"}, {"key": "D", "text": "meagre"}]'::jsonb,
    1,
    0.25,
    'Vocabulary',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'Scarce means in short supply; its opposite is abundant.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'snap-mock-test-1'),
    'General English',
    2,
    'mcq',
    'Fill in the blank: She has been working here ___ 2019.',
    '[{"key": "A", "text": "since"}, {"key": "B", "text": "for"}, {"key": "C", "text": "from"}, {"key": "D", "text": "by"}]'::jsonb,
    1,
    0.25,
    'Grammar',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'A', '"Since" is used with a point in time with the present perfect continuous; "for" would need a duration.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'snap-mock-test-1'),
    'Analytical & Logical Reasoning',
    3,
    'mcq',
    'In a certain code MANAGER is written as NBOBHFS. How is MARKET written in that code?',
    '[{"key": "A", "text": "NBSLFU"}, {"key": "B", "text": "NBSKFU"}, {"key": "C", "text": "LZQJDS"}, {"key": "D", "text": "NCSLFU"}]'::jsonb,
    1,
    0.25,
    'Coding',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'A', 'Each letter moves one place forward: M→N, A→B, R→S, K→L, E→F, T→U, giving NBSLFU.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'snap-mock-test-1'),
    'Analytical & Logical Reasoning',
    4,
    'mcq',
    'Pointing to a man, Riya says, "He is the son of my paternal grandfather''s only son." How is the man related to Riya?',
    '[{"key": "A", "text": "Cousin"}, {"key": "B", "text": "Brother"}, {"key": "C", "text": "Uncle"}, {"key": "D", "text": "Nephew"}]'::jsonb,
    1,
    0.25,
    'Blood relations',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'Her paternal grandfather''s only son is Riya''s father, so the man is her father''s son: her brother.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'snap-mock-test-1'),
    'Quantitative, Data Interpretation & Data Sufficiency',
    5,
    'mcq',
    'If 20% of a number is 45, what is 35% of the number?',
    '[{"key": "A", "text": "75"}, {"key": "B", "text": "78.75"}, {"key": "C", "text": "80.5"}, {"key": "D", "text": "82.25"}]'::jsonb,
    1,
    0.25,
    'Percentages',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'B', 'The number is 45/0.2 = 225, and 35% of 225 = 78.75.' from q;

with q as (
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'snap-mock-test-1'),
    'Quantitative, Data Interpretation & Data Sufficiency',
    6,
    'mcq',
    'The ratio of boys to girls in a class is 3 : 2. If there are 12 girls, how many students are in the class?',
    '[{"key": "A", "text": "24"}, {"key": "B", "text": "28"}, {"key": "C", "text": "30"}, {"key": "D", "text": "36"}]'::jsonb,
    1,
    0.25,
    'Ratios',
    'Easy'
  )
  returning id
)
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation)
select id, 'C', '2 parts = 12, so 1 part = 6; boys = 18 and the class has 18 + 12 = 30 students.' from q;


-- The hero's four keep the exam's own marking and section rules; their banks are smaller than the pattern they
-- declare, so /mock-tests lists them as still being written and does not open them.
update public.mock_tests t
   set scoring_scheme = e.slug,
       section_order = case e.slug when 'nmat' then 'candidate' when 'cat' then 'fixed' else 'free' end,
       has_calculator = e.slug = 'cat',
       order_index = t.order_index + 10
  from public.exams e
 where e.id = t.exam_id
   and t.slug in ('cat-full-length-mock-1', 'xat-mock-test-1', 'nmat-mock-test-1', 'snap-mock-test-1');

-- BEGIN mock tests generated from supabase/seeds/mock-tests (npm run seed:mock-tests)

-- CAT Full-Length Mock (2025 pattern)
insert into public.mock_tests (id, slug, title, description, exam_id, kind, scoring_scheme, section_order, has_calculator, total_questions, duration_minutes, total_marks, difficulty, sections, instructions, is_free, price, is_published, is_featured, order_index, created_by) values
  ('c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'cat-2025-pattern-full-length-mock', 'CAT Full-Length Mock (2025 pattern)', 'The CAT 2025 pattern: 68 questions in 120 minutes — VARC 24, DILR 22, QA 22 — with 40 minutes per section in a fixed order, MCQ and type-in-the-answer questions, and an on-screen calculator.', (select id from public.exams where slug = 'cat'), 'full_length', 'cat', 'fixed', true, 68, 120, 204, 'High', '[{"name":"VARC","questions":24,"minutes":40},{"name":"DILR","questions":22,"minutes":40},{"name":"QA","questions":22,"minutes":40}]'::jsonb, 'This mock follows the CAT 2025 pattern: three sections in a fixed order — **VARC**, then **DILR**, then **QA** — with **40 minutes each**. When a section’s time ends it is submitted and the next one opens; you cannot go back.

- **+3** for a right answer; **−1** for a wrong multiple-choice answer; **no negative marking** on type-in-the-answer (TITA) questions.
- The palette shows each question’s state: not visited, not answered, answered, marked for review, and answered and marked for review (still scored).
- **Save & Next** saves your answer. Moving through the palette does not save the current answer.
- An on-screen calculator is available.
- Your time is kept on the server: closing the page does not stop the clock.', true, 0, true, true, 1, 'd0000000-0000-4000-8000-000000000002');
insert into public.mock_test_passages (id, mock_test_id, section, kind, title, body) values
  ('a36d6bbb-af1a-426f-8c2c-19502dc0c0d2', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 'passage', 'The price of standing in line', 'When a good is scarce and its price is held below the level at which buyers and sellers would balance, something other than money must decide who gets it. Economists have long noted that the most common substitute is time. The queue outside a ration shop, the waiting list for a subsidised flat, the months-long wait for a surgery slot at a government hospital: each is a market in which the currency is hours rather than rupees. Because everyone is endowed with the same twenty-four hours a day, rationing by waiting is often defended as the fairer system. The rich cannot simply outbid the poor; they must stand in the same line.

The defence is more appealing than it is accurate. Time is equally distributed, but its value is not. An hour in a queue costs a daily-wage labourer the wages he would otherwise have earned, while it costs a retired clerk very little. It would seem, then, that queues favour those with low earnings — and in a narrow sense they do. But the people with the most time to spare are not always the people with the greatest need. A student on vacation may have more idle hours than a widow caring for three children and a sick parent, yet the student will reach the counter first. Waiting selects for free time, not for poverty, and the two overlap less than the defenders of queues suppose.

There is a second, less visible cost. When buyers pay with money, the money is not destroyed; it passes to the seller, who can use it to produce more of the good or spend it elsewhere. When buyers pay with time, the payment simply vanishes. The three hours that a hundred people spend in a line produce nothing for anyone. An economist would call this a deadweight loss, and its size can be startling: if the price of a good is held far enough below its market level, people will keep queuing until the value of the time they sacrifice roughly equals the subsidy they receive. In the limit, the subsidy is entirely eaten up by waiting, and the government has spent money to give its citizens nothing but the privilege of standing still.

Queues also breed their own secondary markets. Where waiting is the price, those with cheap time — or those willing to be hired — become professional queuers, and the good flows, in the end, to whoever can pay them. The supposed egalitarianism of the line is thus quietly converted back into rationing by money, only less efficiently, with the queuer’s wages added to the cost.

None of this means that prices should always be allowed to rise. Some goods — emergency medical care, say — are ones we rightly refuse to auction, and even an imperfect queue may be better than a bidding war over a ventilator. The lesson is narrower. A queue is not the absence of a price but a price of a different kind, paid in a currency that is destroyed as it is spent. Any policy that relies on waiting should be judged as we would judge a tax: by who bears it, and by what it buys.'),
  ('6b4b8782-4323-4cf9-873b-2ad36f422aed', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 'passage', 'The thermometer’s circle', 'It is easy to assume that scientists first discovered what temperature was and then built instruments to measure it. The history of the thermometer suggests something closer to the reverse. For much of the seventeenth and eighteenth centuries, instrument makers had devices that plainly responded to heat — a column of liquid that rose when the bulb was warmed — but no agreed way of saying what the readings meant, and no independent standard against which to check them.

The first difficulty was the choice of fixed points. A scale needs at least two reference temperatures that can be reproduced anywhere, and the obvious candidates were the melting of ice and the boiling of water. Yet boiling turned out to be far less fixed than it looked. Water boils at a lower temperature on a mountain than at sea level; careful experimenters found, besides, that the reading depended on the vessel, on whether the water had been purged of dissolved air, and even on whether the bulb sat in the liquid or in the steam above it. Settling on a fixed point was therefore not simply an observation but a decision: which of several slightly different phenomena would be allowed to define “boiling”?

The second difficulty went deeper. Suppose two fixed points are agreed and the interval between them is divided into a hundred equal degrees. The division assumes that the liquid in the tube expands uniformly — that each degree of heat produces the same increase in length. But how could this be tested? To check whether mercury expands uniformly, one must know the true temperature at intermediate points, and the only means of knowing it was a thermometer, which itself assumed the uniform expansion of some substance. Mercury and alcohol thermometers, made to agree at freezing and at boiling, disagreed noticeably in between. Each camp could accuse the other’s liquid of irregularity, and neither could appeal to a neutral judge.

Various escapes were attempted. One was the method of mixtures: mix equal quantities of freezing and boiling water, and the mixture should, by reasoning about heat, sit exactly at the midpoint of the scale. But the argument assumed that water’s capacity to absorb heat did not itself change with temperature — another untested assumption. The resolution that eventually won favour, associated with the French physicist Victor Regnault in the 1840s, was more modest. Regnault gave up trying to prove which substance expanded “truly” uniformly and asked instead which type of thermometer was most consistent with itself. If many instruments built on the same principle, from different batches of material, agreed closely with one another across the whole range, that type earned trust; if their readings scattered, it did not. By this test, thermometers that used air fared best.

The historian’s point is not that the early experimenters were muddled. It is that measurement and concept grew up together, each propping up the other, and that the way out of the circle was not a decisive proof but a practical criterion of reliability. What counts as a good measurement was settled partly by asking which measurements could be made to agree with one another — a standard that falls short of certainty but that proved sufficient for a science to advance on.'),
  ('01b86908-75e3-44bb-8918-c846335ce46a', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 'passage', 'What forgiveness asks', 'Two pictures of forgiveness dominate popular and philosophical discussion. On the first, forgiveness is a transaction. The wrongdoer acknowledges the wrong, expresses remorse, perhaps offers repair, and the victim, in return, gives up her resentment. Forgiveness offered without these conditions is, on this view, not generous but confused: it treats a wrong as though it had not been a wrong, and so fails to respect the victim — and, oddly, the wrongdoer too, who is denied the standing of a responsible agent. On the second picture, forgiveness is a gift. It is valuable precisely because it is not owed and cannot be earned; to make it conditional on apology is to turn it into a bargain, and a bargain is something else.

Each picture captures something the other misses, and each, pressed too hard, becomes implausible. The transactional view struggles with cases in which the wrongdoer is dead, or unreachable, or simply unaware of what he did. A daughter who forgives a father who died without ever grasping the harm he caused seems to have done something intelligible and even admirable, not something confused. Yet the gift view struggles with the opposite case: the unrepentant offender who carries on. If a colleague keeps taking credit for your work and you announce each time that you forgive him, something has gone wrong. Your forgiveness is no longer generosity but a kind of self-erasure, a refusal to take your own claims seriously.

A more promising approach begins by asking what resentment is for. Resentment is not merely pain; it is a protest. It says that I was wronged, that the wrong mattered, and that the person who did it stands in a certain relation to me because of it. Forgiveness, on this account, is the decision to stop protesting — and the decision is warranted when the protest has done, or can no longer do, its work. Apology and repair are the usual way the protest’s work gets done: when the wrongdoer himself affirms that the wrong was a wrong, the victim no longer needs to keep affirming it alone. But they are not the only way. When the wrongdoer is beyond reach, continued protest may address no one, and the victim may have secured, through the recognition of others or her own settled judgement, everything that her resentment was trying to secure.

This account explains why unconditional forgiveness of the dead can be sound while unconditional forgiveness of the persisting offender is troubling. In the first case the protest has nowhere left to go; in the second it still has work to do, and abandoning it means abandoning a truth about oneself. It also explains why forgiving is not the same as forgetting, excusing or reconciling. One may forgive without resuming a friendship; one may refuse to excuse and still forgive, since to forgive is precisely to stop resenting what one continues to regard as inexcusable.

What emerges is neither a transaction nor a gift but a judgement — a judgement about whether one’s own moral standing still needs defending. That judgement belongs to the victim, which is why forgiveness can never be demanded of her. But it is a judgement, and judgements can be made well or badly.'),
  ('af3ed0f7-363c-41a2-80b1-f5abcb3fd172', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 'passage', 'Which past to restore?', 'Ecological restoration seems, at first glance, to have an obvious goal: return a damaged place to the way it used to be. The difficulty lies in the phrase “used to be”. Every landscape has been many things. A wetland drained for paddy a century ago may have been forest before that, and grassland before the forest; a lake now choked with an invasive weed may once have held fish that a colonial fisheries department introduced. To restore is to choose one moment from a moving history and call it the reference, and the choice is rarely as neutral as it looks.

Fisheries scientists gave part of the problem a name in the 1990s: the shifting baseline. Each generation of researchers, the argument ran, takes as its benchmark the state of the fishery at the start of its own career. Declines that happened before that point are invisible to it; the depleted sea it first studied becomes the “natural” sea against which later losses are measured. Over several generations expectations ratchet downward, and a collapse that would have horrified a nineteenth-century fisherman is recorded as a modest decline. The same pattern appears outside science. Villagers asked how many birds visit a lake will usually compare the present with their own childhood, not with their grandparents’, and so each generation inherits a slightly emptier world and calls it normal.

The obvious correction is to dig deeper into the past — to use old catch records, travellers’ accounts, pollen preserved in lake sediments and museum specimens to reconstruct what was there before human pressure intensified. This work has been invaluable; it has shown again and again that ecosystems once held far more life than anyone now living remembers. But it carries a temptation of its own. If the benchmark is always an earlier, richer state, then nearly every present landscape is a failure, and restoration becomes an exercise in nostalgia. Worse, the conditions that sustained the earlier state — the climate, the course of a river, the absence of a highway or a city — may no longer exist. A mix of species that flourished in a cooler century may not survive in a warmer one, however carefully it is replanted.

Some ecologists have therefore proposed a different question. Instead of asking which past a place should resemble, they ask which functions it should perform: holding water through the monsoon, sheltering pollinators, keeping soil in place, supporting the livelihoods of the people who live beside it. History remains essential on this view, not as a blueprint but as a record of what the place has been capable of and of how it responded to earlier disturbances. A restored wetland need not contain exactly the species listed in a colonial gazetteer, but the gazetteer may tell us that the land once stored far more water than it does now — and that ambition is worth recovering.

Critics reply that “function” is a slippery word, easily bent towards whatever is convenient. A plantation of fast-growing exotic trees also holds soil. The worry is fair, and it suggests that the historical record should serve as a check as well as a guide: it cannot dictate the goal, but it can expose a goal that has quietly lowered our expectations once again.'),
  ('962ec7b6-a4f6-45f5-88f9-b27b76171cb9', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 'set', 'Spice exports by region', 'An Indian spice exporter sells to five regions. The table gives its exports (in tonnes) to each region from 2020 to 2024.

| Region | 2020 | 2021 | 2022 | 2023 | 2024 |
| --- | ---: | ---: | ---: | ---: | ---: |
| Middle East | 120 | 132 | 150 | 145 | 168 |
| Europe | 80 | 84 | 90 | 105 | 110 |
| North America | 60 | 58 | 66 | 75 | 84 |
| South-East Asia | 90 | 96 | 88 | 100 | 112 |
| Africa | 50 | 55 | 61 | 75 | 76 |'),
  ('da53b17e-d190-4f59-8718-9eb80d851937', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 'set', 'Quick-commerce dark store: orders and order value', 'A quick-commerce company’s dark store in Pune reports two charts for January to June: a bar chart of the number of orders each month and a line chart of the average order value (AOV). The values read from the two charts are:

| Month | Orders (thousand) | Average order value (₹) |
| --- | ---: | ---: |
| January | 40 | 450 |
| February | 39 | 440 |
| March | 48 | 425 |
| April | 42 | 480 |
| May | 50 | 460 |
| June | 55 | 420 |

Revenue for a month = number of orders × average order value. (1 lakh = 1,00,000.)'),
  ('c8bdc300-1e3c-4f81-8d11-15655b3a9bb7', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 'set', 'Eight friends at a round table', 'Eight friends — Aditi, Bharat, Chetna, Dev, Esha, Farhan, Gita and Harsh — sit at eight equally spaced seats around a circular table. Some of them face the centre of the table and the others face away from it. “Left” and “right” are always from the person’s own point of view.

1. Aditi faces the centre, and Harsh sits directly opposite her.
2. Dev sits to the immediate left of Aditi, and Aditi sits to the immediate left of Dev.
3. Bharat sits to the immediate left of Harsh, and Harsh sits to the immediate left of Bharat.
4. Chetna sits to the immediate right of Harsh.
5. Farhan faces away from the centre, and Esha sits to his immediate right.
6. Esha faces the same direction as Aditi.
7. Gita faces the same direction as Bharat.
8. The person sitting directly opposite Dev faces the centre.'),
  ('c72fe205-dc08-400d-8ae5-5f0ab3bb89e6', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 'set', 'A five-team hockey league', 'Five hockey teams — Mumbai, Delhi, Chennai, Kolkata and Pune — played a league in which every team played every other team exactly once. A win earned 3 points, a draw 1 point and a loss 0 points. At the end of the league:

1. The five teams finished with five different points totals.
2. Delhi finished top with 8 points, and Pune finished last with 3 points.
3. Exactly two matches were drawn.
4. Mumbai beat Chennai.
5. Pune won exactly one match: against the team that finished second.
6. Kolkata won exactly one match.'),
  ('6bf190ec-774c-4e44-8f29-c284159f8afb', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 'set', 'Guest lecture series', 'A business school has invited six speakers — Nair, Oberoi, Patel, Qureshi, Rao and Sen — for a lecture series from Monday to Saturday of one week: one lecture a day, each speaker lecturing exactly once. Each lecture is on one of three subjects — Finance, Marketing and Strategy — and exactly two lectures are on each subject.

1. The two Finance lectures are on consecutive days.
2. The two Marketing lectures are not on consecutive days, and neither are the two Strategy lectures.
3. Nair lectures on Finance, on an earlier day than Oberoi.
4. Patel lectures on Wednesday.
5. Qureshi and Rao lecture on the same subject.
6. Sen lectures on Strategy, on the day immediately after Qureshi’s lecture.');
insert into public.mock_test_questions (id, mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty) values
  ('743119b9-775a-49c4-8ed7-a3a8bf368860', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 1, 'mcq', 'a36d6bbb-af1a-426f-8c2c-19502dc0c0d2', 'Which of the following best captures the central claim of the passage about rationing scarce goods by waiting?', '[{"key":"A","text":"Queues are fairer than prices because every person, rich or poor, has the same twenty-four hours a day."},{"key":"B","text":"Waiting is itself a price — one that falls unevenly and is largely wasted — and policies that rely on it should be assessed like any other price or tax."},{"key":"C","text":"Governments should end price controls and let market prices allocate every scarce good, including medical care."},{"key":"D","text":"Professional queuers are the main reason why subsidised goods fail to reach the poor."}]'::jsonb, 3, 1, 'Reading comprehension', 'Medium'),
  ('e686588d-e59b-42cc-8e23-2b1812413e65', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 2, 'mcq', 'a36d6bbb-af1a-426f-8c2c-19502dc0c0d2', 'Going by the reasoning in the passage, the deadweight loss from a queue for a subsidised good would be smallest when', '[{"key":"A","text":"the controlled price is only slightly below the price at which buyers and sellers would balance."},{"key":"B","text":"the people in the queue have low hourly earnings, so each hour they wait is worth little."},{"key":"C","text":"the good is one, like emergency medical care, that society refuses to auction."},{"key":"D","text":"buyers hire professional queuers instead of waiting in line themselves."}]'::jsonb, 3, 1, 'Reading comprehension', 'Hard'),
  ('0f6ec4d7-fd56-49c7-85a4-82733938fe23', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 3, 'mcq', 'a36d6bbb-af1a-426f-8c2c-19502dc0c0d2', 'According to the passage on queues, what distinguishes a payment made in money from a payment made in waiting?', '[{"key":"A","text":"Money is distributed equally among people, whereas the value of time is not."},{"key":"B","text":"A money payment is always larger than the value of the time a buyer would otherwise spend in a queue."},{"key":"C","text":"Money paid passes to the seller, who can put it to use, whereas time spent waiting produces nothing for anyone."},{"key":"D","text":"Money payments shut out the poor entirely, whereas waiting shuts out no one."}]'::jsonb, 3, 1, 'Reading comprehension', 'Easy'),
  ('36e96706-d714-459b-8712-46007ddc1dfe', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 4, 'mcq', 'a36d6bbb-af1a-426f-8c2c-19502dc0c0d2', 'Which of the following, if true, would most weaken the author’s claim that “waiting selects for free time, not for poverty”?', '[{"key":"A","text":"Professional queuers in a large city charge about ₹100 for every hour they stand in line."},{"key":"B","text":"Retired government employees in a town report that they avoid ration-shop queues whenever they can."},{"key":"C","text":"In a survey of ration-shop queues, students on vacation were found to outnumber widows with dependants."},{"key":"D","text":"A survey of ration-shop queues finds that the people with the most idle hours are overwhelmingly those with the lowest household incomes."}]'::jsonb, 3, 1, 'Reading comprehension', 'Medium'),
  ('4e620f09-b275-4806-81ce-e2733fead9a5', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 5, 'mcq', '6b4b8782-4323-4cf9-873b-2ad36f422aed', 'Which of the following best expresses the main argument of the passage on the history of the thermometer?', '[{"key":"A","text":"The concept of temperature and the means of measuring it developed together, and their circular dependence was broken by a practical test of consistency rather than by proof."},{"key":"B","text":"Early thermometers were unreliable chiefly because instrument makers could not make glass tubes of uniform bore."},{"key":"C","text":"Regnault proved conclusively that air expands uniformly with temperature, ending a long dispute between rival camps."},{"key":"D","text":"Because the boiling point of water varies, it is unsuitable as a fixed point and modern scales have abandoned it."}]'::jsonb, 3, 1, 'Reading comprehension', 'Medium'),
  ('384e2fbb-29da-41fb-8ad2-c6473a3a4e90', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 6, 'mcq', '6b4b8782-4323-4cf9-873b-2ad36f422aed', 'By the criterion the passage attributes to Regnault, a type of thermometer would be judged unreliable if', '[{"key":"A","text":"its readings between the fixed points differed from those of mercury thermometers."},{"key":"B","text":"instruments of that type made from different batches of material gave widely different readings of the same temperature."},{"key":"C","text":"it could be shown that its working substance did not expand uniformly with temperature."},{"key":"D","text":"it could not be calibrated by the method of mixtures."}]'::jsonb, 3, 1, 'Reading comprehension', 'Hard'),
  ('97d5995d-4bc4-4a6d-873c-a8478d85b860', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 7, 'mcq', '6b4b8782-4323-4cf9-873b-2ad36f422aed', 'According to the passage, which of the following was NOT among the things found to affect the temperature at which water was recorded as boiling?', '[{"key":"A","text":"Whether the measurement was taken on a mountain or at sea level"},{"key":"B","text":"The vessel in which the water was boiled"},{"key":"C","text":"Whether the bulb of the thermometer was placed in the water or in the steam above it"},{"key":"D","text":"Whether the thermometer’s tube held mercury or alcohol"}]'::jsonb, 3, 1, 'Reading comprehension', 'Easy'),
  ('d92ffdb6-9fa3-48aa-8a68-672f44557cc2', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 8, 'mcq', '6b4b8782-4323-4cf9-873b-2ad36f422aed', 'The author’s attitude towards the seventeenth- and eighteenth-century experimenters who struggled to make thermometers agree is best described as', '[{"key":"A","text":"sympathetic and explanatory: their difficulties arose from a genuine circularity in the problem, not from confusion on their part."},{"key":"B","text":"dismissive: they spent their efforts on a problem that had no solution."},{"key":"C","text":"reverential: they discovered what temperature truly is before they could measure it."},{"key":"D","text":"ironic: their celebrated practical methods concealed a failure to reach certainty."}]'::jsonb, 3, 1, 'Reading comprehension', 'Medium'),
  ('3d297e84-fed4-4f73-8a00-f1bb7470df7a', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 9, 'mcq', '01b86908-75e3-44bb-8918-c846335ce46a', 'Which of the following best summarises the view of forgiveness that the author of “What forgiveness asks” finally defends?', '[{"key":"A","text":"Forgiveness is appropriate only after the wrongdoer has apologised and offered to repair the harm."},{"key":"B","text":"Forgiveness is a gift whose worth lies in being unconditional and unearned."},{"key":"C","text":"Forgiveness is a form of reconciliation in which the relationship damaged by the wrong is restored."},{"key":"D","text":"Forgiveness is the victim’s judgement that the protest carried by her resentment has done, or can no longer do, its work — a judgement that can be made well or badly."}]'::jsonb, 3, 1, 'Reading comprehension', 'Medium'),
  ('e3cf4b35-ea3f-4dcc-8fe5-2cc813054b85', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 10, 'mcq', '01b86908-75e3-44bb-8918-c846335ce46a', 'On the account of forgiveness developed in the passage, which of the following would most clearly be an instance of forgiveness judged badly?', '[{"key":"A","text":"A woman forgives her late mother, who never acknowledged how much her neglect had hurt."},{"key":"B","text":"An employee keeps “forgiving” a manager who goes on belittling her in meetings and shows no sign of recognising the harm."},{"key":"C","text":"A man forgives a friend who has sincerely apologised, yet declines to renew the friendship."},{"key":"D","text":"A victim of fraud forgives the fraudster while still regarding the fraud as inexcusable."}]'::jsonb, 3, 1, 'Reading comprehension', 'Medium'),
  ('f99e57b7-30b8-4a55-8cb5-3027d3e61a45', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 11, 'mcq', '01b86908-75e3-44bb-8918-c846335ce46a', 'According to the passage, resentment differs from mere pain in that resentment', '[{"key":"A","text":"is a protest asserting that one was wronged and that the wrong mattered."},{"key":"B","text":"fades of its own accord once enough time has passed."},{"key":"C","text":"can rightly be demanded of a victim by the people around her."},{"key":"D","text":"can be directed only at a wrongdoer who is still alive."}]'::jsonb, 3, 1, 'Reading comprehension', 'Easy'),
  ('6c3ac8a9-6b7b-414d-8fa3-45be2ff32f7d', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 12, 'mcq', '01b86908-75e3-44bb-8918-c846335ce46a', 'The author’s treatment of the “transaction” and “gift” pictures of forgiveness is best described as', '[{"key":"A","text":"dismissive of both as popular confusions that have no philosophical merit."},{"key":"B","text":"broadly supportive of the gift picture, with serious reservations about the transactional one."},{"key":"C","text":"critically even-handed: each is credited with an insight and shown to fail in a particular kind of case."},{"key":"D","text":"undecided: the author concludes that no satisfactory account of forgiveness can be given."}]'::jsonb, 3, 1, 'Reading comprehension', 'Medium'),
  ('3ad0510b-105a-4810-8c85-7e906a3a395b', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 13, 'mcq', 'af3ed0f7-363c-41a2-80b1-f5abcb3fd172', 'The passage on ecological restoration is primarily concerned with', '[{"key":"A","text":"arguing that restoration should recreate the ecosystem that existed before any human influence."},{"key":"B","text":"explaining why fisheries scientists were the first to notice long-term declines in marine life."},{"key":"C","text":"examining the difficulty of choosing a reference point for restoration and weighing a function-based alternative in which history serves as both guide and check."},{"key":"D","text":"showing that restoration projects generally fail because the climate has changed since the reference period."}]'::jsonb, 3, 1, 'Reading comprehension', 'Medium'),
  ('4f8903e2-fe25-4423-8425-3fe6b4676c38', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 14, 'mcq', 'af3ed0f7-363c-41a2-80b1-f5abcb3fd172', 'The author mentions “a plantation of fast-growing exotic trees” in the last paragraph most probably in order to', '[{"key":"A","text":"concede that a goal defined only by function could be met by an outcome that the historical record would reveal as a lowering of expectations."},{"key":"B","text":"offer an example of a successful restoration achieved by the function-based approach."},{"key":"C","text":"argue that exotic species should never be planted in restoration projects."},{"key":"D","text":"show that the function-based approach is unworkable and should be abandoned."}]'::jsonb, 3, 1, 'Reading comprehension', 'Hard'),
  ('43b61b97-81cb-476e-8a7c-73a62537d41d', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 15, 'mcq', 'af3ed0f7-363c-41a2-80b1-f5abcb3fd172', 'As described in the passage, the “shifting baseline” refers to', '[{"key":"A","text":"the gradual movement of species’ ranges towards cooler regions as the climate warms."},{"key":"B","text":"the tendency of each generation to treat the state of nature it first knew as normal, so that earlier losses go unnoticed."},{"key":"C","text":"the practice of replacing historical species lists with ecosystem functions as restoration targets."},{"key":"D","text":"the changing course of rivers, which makes old maps and records of a landscape unreliable."}]'::jsonb, 3, 1, 'Reading comprehension', 'Easy'),
  ('09ea105c-27ed-40e0-8679-33fbfe0f2b01', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 16, 'mcq', 'af3ed0f7-363c-41a2-80b1-f5abcb3fd172', 'Which of the following, if true, would most weaken the author’s warning that an earlier, richer state may be impossible to restore because the conditions that sustained it no longer exist?', '[{"key":"A","text":"Pollen preserved in lake sediments shows that a district’s forests were once far denser than they are today."},{"key":"B","text":"Older villagers remember a lake as holding many more birds in their childhood than it does now."},{"key":"C","text":"Replanting trials at many sites show that species mixes recorded in cooler centuries establish themselves and persist under today’s warmer conditions."},{"key":"D","text":"Plantations of fast-growing exotic trees have proved effective at preventing soil erosion on hill slopes."}]'::jsonb, 3, 1, 'Reading comprehension', 'Medium'),
  ('3d1086ba-ff69-4a86-8713-c0f70398e151', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 17, 'tita', null, 'The four sentences below, numbered 1 to 4, are jumbled. Arrange them into a coherent paragraph and type the numbers in the right order as your answer (for example, 3142).

1. Yet several classroom studies have found the opposite: students who write by hand often understand the material better.
2. Students who type their lecture notes on a laptop usually record more of what is said than those who write by hand.
3. The reason seems to be that writing slowly forces them to summarise as they go, and summarising is itself a form of learning.
4. One might expect this to help the typists, since more of the lecture is captured for later revision.', '[]'::jsonb, 3, 0, 'Para jumbles', 'Easy'),
  ('f8e1220b-0b11-48f4-89b8-af60365d90ba', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 18, 'tita', null, 'The five sentences below, numbered 1 to 5, are jumbled. Arrange them into a coherent paragraph and type the numbers in the right order as your answer (for example, 31425).

1. To carry over the sense alone is therefore to lose part of what the poem says, while to chase the sound is to risk saying something the poet never said.
2. Not all translation poses the same problem, and a translator of poetry faces a choice that a translator of instructions never does.
3. Every translated poem records how one reader settled this dilemma, which is why no two translations of the same poem are alike.
4. A poem, by contrast, means partly through its sound — its rhythm, its echoes, the weight of particular syllables.
5. The translator of a washing-machine manual has succeeded if the reader can run the machine; nobody asks whether the original sentences had any music in them.', '[]'::jsonb, 3, 0, 'Para jumbles', 'Medium'),
  ('ae3dfa3a-db21-4472-8d15-db45d19bf4e5', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 19, 'tita', null, 'The five sentences below, numbered 1 to 5, are jumbled. Arrange them into a coherent paragraph and type the numbers in the right order as your answer (for example, 31425).

1. For a while the signal worked, largely because few sellers had yet learned how to game it.
2. The result is that shoppers now read a high rating much as their grandparents read a stranger’s word: as a claim to be checked rather than trusted.
3. Buyers in an old bazaar trusted a trader because they, or someone they knew, had dealt with him for years.
4. But the more a rating decided which sellers prospered, the more it was worth faking, and paid reviews soon pushed scores upward everywhere.
5. Online marketplaces had no such history to draw on, so they substituted the star rating, a number that condenses the experience of thousands of strangers into one signal.', '[]'::jsonb, 3, 0, 'Para jumbles', 'Hard'),
  ('c1282092-24c7-430e-8000-8ea9347ba874', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 20, 'tita', null, 'Five sentences, numbered 1 to 5, are given below. Four of them can be arranged into a coherent paragraph; one does not belong. Type the number of the sentence that does not fit.

1. Trees lower the temperature of a street in two ways: their canopy shades the pavement, and their leaves give off water vapour that cools the air around them.
2. A shaded road surface can be many degrees cooler on a summer afternoon than one left open to the sun.
3. Planting drives in many Indian cities have favoured ornamental species chosen for their flowers rather than for the shade they cast.
4. The cooling from evaporation, however, depends on the tree having enough water; a tree under drought stress closes the pores on its leaves and cools far less.
5. The same tree may thus act as an air-conditioner in a wet year and as little more than a parasol in a dry one.', '[]'::jsonb, 3, 0, 'Odd sentence out', 'Medium'),
  ('aff62a1b-ba4b-45c5-8aeb-b57747b548ca', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 21, 'tita', null, 'Five sentences, numbered 1 to 5, are given below. Four of them can be arranged into a coherent paragraph; one does not belong. Type the number of the sentence that does not fit.

1. Peer review is often described as science’s quality control, but it was never designed to catch fraud.
2. A reviewer sees the manuscript, not the laboratory notebooks, and must largely take the reported data on trust.
3. What review can assess is whether the conclusions follow from the data as presented and whether the methods are sound in principle.
4. Journals that charge authors a fee to publish have multiplied, and some of them carry out little review at all.
5. Detecting fabrication therefore falls mostly to other mechanisms: attempts at replication, audits of raw data, and whistle-blowers inside the laboratory.', '[]'::jsonb, 3, 0, 'Odd sentence out', 'Medium'),
  ('a47c84f2-5130-40ea-8a60-ab4529ff22dd', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 22, 'mcq', null, 'Read the paragraph below and choose the option that best captures its essence.

> When people estimate how long a project will take, they tend to picture the steps involved and add up the time each should need. The method feels rigorous, but it builds in optimism, because the plan describes how the work goes when nothing goes wrong. Delays rarely come from the steps one imagined; they come from interruptions, revisions and illnesses that no plan lists, because nobody can foresee which of them will occur. A better forecast often comes from setting the details aside altogether and asking how long similar projects have actually taken in the past.', '[{"key":"A","text":"Plans fail because people are too careless to list every step of a project in enough detail."},{"key":"B","text":"Interruptions and illnesses cause most delays, so every plan should add extra time for them."},{"key":"C","text":"Estimates built by adding up imagined steps are biased towards optimism because they leave out unforeseeable disruptions; the record of comparable past projects is a better guide."},{"key":"D","text":"Detailed planning is pointless, and estimates should be made by intuition instead."}]'::jsonb, 3, 1, 'Para summary', 'Medium'),
  ('ee34f4e2-3ed5-4058-8a7f-906c663c1653', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 23, 'mcq', null, 'Read the paragraph below and choose the option that best captures its essence.

> It is often said that when a language dies, a way of seeing the world dies with it. The claim is sometimes overstated: speakers of languages that use a single word for blue and green can still tell the two colours apart, and most thoughts can be expressed, with some effort, in any language. But the loss is real even if the strong claim is false. A language carries an inventory of names for local plants, fish, winds and kinship ties, built up over centuries of attention to one place, and much of that inventory has never been written down. What disappears is less a unique way of perceiving than a store of particular knowledge that no other language happens to hold.', '[{"key":"A","text":"Because thought is shaped by language, each language that dies takes with it a distinct way of perceiving the world."},{"key":"B","text":"Even if languages do not lock their speakers into distinct perceptions, a dying language takes with it unrecorded knowledge of a place that no other language holds."},{"key":"C","text":"The loss of a language is exaggerated, since almost any thought can be translated into another language."},{"key":"D","text":"Endangered languages should be written down before they die so that their names for plants and winds survive."}]'::jsonb, 3, 1, 'Para summary', 'Hard'),
  ('f4f43d80-8454-43e7-821e-76fa7392c185', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'VARC', 24, 'mcq', null, 'Read the paragraph below and choose the option that best captures its essence.

> Open-plan offices were sold as a way to make colleagues talk to one another: take down the walls, the reasoning went, and ideas would flow across the desks. Yet when some firms tracked how employees actually communicated after such a move, face-to-face conversation fell and email rose. Exposed to constant view, people looked for privacy in the only places left to them — behind headphones and screens. A design meant to increase interaction ended up reducing the very kind it was meant to encourage.', '[{"key":"A","text":"Open-plan offices save companies money on space but make their employees less productive."},{"key":"B","text":"Most employees prefer email to conversation, whatever the design of their office."},{"key":"C","text":"Headphones and screens are the main reason why conversation at work is declining."},{"key":"D","text":"Removing office walls to encourage conversation backfired: seeking privacy, employees retreated to headphones and email, and face-to-face talk fell."}]'::jsonb, 3, 1, 'Para summary', 'Easy'),
  ('516037e9-90fd-412b-892f-e4e1207cc03c', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 25, 'mcq', '962ec7b6-a4f6-45f5-88f9-b27b76171cb9', 'In which year did the exporter’s total exports (all five regions together) grow by the highest percentage over the previous year?', '[{"key":"A","text":"2021"},{"key":"B","text":"2022"},{"key":"C","text":"2023"},{"key":"D","text":"2024"}]'::jsonb, 3, 1, 'Data interpretation', 'Medium'),
  ('dbf63708-1c04-4573-8530-7a45e515e9c9', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 26, 'tita', '962ec7b6-a4f6-45f5-88f9-b27b76171cb9', 'By what percentage did the exporter’s total exports increase from 2020 to 2024?', '[]'::jsonb, 3, 0, 'Data interpretation', 'Easy'),
  ('ad4442ef-28a9-4981-8f96-e05f764adbc4', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 27, 'mcq', '962ec7b6-a4f6-45f5-88f9-b27b76171cb9', 'For how many of the five regions did exports increase in every year from 2020 to 2024 over the year before?', '[{"key":"A","text":"1"},{"key":"B","text":"2"},{"key":"C","text":"3"},{"key":"D","text":"4"}]'::jsonb, 3, 1, 'Data interpretation', 'Easy'),
  ('9a642ac8-63ea-4f31-87aa-0be63cc19b29', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 28, 'tita', '962ec7b6-a4f6-45f5-88f9-b27b76171cb9', 'In how many of the five years was Europe’s share of the exporter’s total exports at least 20%?', '[]'::jsonb, 3, 0, 'Data interpretation', 'Medium'),
  ('81961404-e896-4054-82a9-097d82be5293', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 29, 'mcq', 'da53b17e-d190-4f59-8718-9eb80d851937', 'In which month was the dark store’s revenue the highest?', '[{"key":"A","text":"March"},{"key":"B","text":"April"},{"key":"C","text":"May"},{"key":"D","text":"June"}]'::jsonb, 3, 1, 'Data interpretation', 'Easy'),
  ('56304e5e-fbd4-400c-81de-ef77a3990792', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 30, 'tita', 'da53b17e-d190-4f59-8718-9eb80d851937', 'In how many months from February to June did the revenue rise over the previous month while the average order value fell?', '[]'::jsonb, 3, 0, 'Data interpretation', 'Medium'),
  ('869251a6-5395-4480-8cdc-90ba6169c70e', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 31, 'mcq', 'da53b17e-d190-4f59-8718-9eb80d851937', 'Suppose the store keeps a gross margin of 18% of revenue and spends ₹45 on delivering each order. In which month was its gross margin minus delivery cost the highest?', '[{"key":"A","text":"January"},{"key":"B","text":"March"},{"key":"C","text":"May"},{"key":"D","text":"June"}]'::jsonb, 3, 1, 'Data interpretation', 'Hard'),
  ('ca45c2e4-2f07-4200-88a0-bf675a959e7a', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 32, 'mcq', 'da53b17e-d190-4f59-8718-9eb80d851937', 'By approximately what percentage was the store’s revenue in June higher than its revenue in January?', '[{"key":"A","text":"26.7%"},{"key":"B","text":"28.3%"},{"key":"C","text":"30.0%"},{"key":"D","text":"37.5%"}]'::jsonb, 3, 1, 'Data interpretation', 'Easy'),
  ('88925462-d185-41ac-8136-a8805b07d1f4', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 33, 'mcq', 'c8bdc300-1e3c-4f81-8d11-15655b3a9bb7', 'Who sits directly opposite Bharat?', '[{"key":"A","text":"Gita"},{"key":"B","text":"Farhan"},{"key":"C","text":"Esha"},{"key":"D","text":"Chetna"}]'::jsonb, 3, 1, 'Arrangements', 'Hard'),
  ('a4b62bf5-ac5b-4ca6-8d58-ed3bedb9b4ba', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 34, 'tita', 'c8bdc300-1e3c-4f81-8d11-15655b3a9bb7', 'How many of the eight friends face the centre of the table?', '[]'::jsonb, 3, 0, 'Arrangements', 'Medium'),
  ('90823df3-b060-4a98-848e-ca4dba57a103', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 35, 'mcq', 'c8bdc300-1e3c-4f81-8d11-15655b3a9bb7', 'Who sits to the immediate left of Chetna?', '[{"key":"A","text":"Farhan"},{"key":"B","text":"Harsh"},{"key":"C","text":"Esha"},{"key":"D","text":"Bharat"}]'::jsonb, 3, 1, 'Arrangements', 'Medium'),
  ('ab005d17-7371-4023-8701-fe2bd643073f', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 36, 'mcq', 'c8bdc300-1e3c-4f81-8d11-15655b3a9bb7', 'Who sits second to the right of Esha?', '[{"key":"A","text":"Farhan"},{"key":"B","text":"Chetna"},{"key":"C","text":"Dev"},{"key":"D","text":"Harsh"}]'::jsonb, 3, 1, 'Arrangements', 'Medium'),
  ('80b2c13d-6216-41f9-8694-8870ffc5b810', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 37, 'mcq', 'c8bdc300-1e3c-4f81-8d11-15655b3a9bb7', 'Which of the following pairs sit next to each other and face the same direction?', '[{"key":"A","text":"Esha and Aditi"},{"key":"B","text":"Dev and Gita"},{"key":"C","text":"Harsh and Chetna"},{"key":"D","text":"Farhan and Dev"}]'::jsonb, 3, 1, 'Arrangements', 'Easy'),
  ('f7c5f06e-78dd-4d3c-8a43-2b47f3c26139', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 38, 'mcq', 'c72fe205-dc08-400d-8ae5-5f0ab3bb89e6', 'What was the result of the match between Kolkata and Pune?', '[{"key":"A","text":"Kolkata won"},{"key":"B","text":"Pune won"},{"key":"C","text":"The match was drawn"},{"key":"D","text":"Cannot be determined"}]'::jsonb, 3, 1, 'Games and tournaments', 'Hard'),
  ('76402b92-52d0-4873-8605-d98fe699836c', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 39, 'tita', 'c72fe205-dc08-400d-8ae5-5f0ab3bb89e6', 'How many points did the team that finished second in the league score?', '[]'::jsonb, 3, 0, 'Games and tournaments', 'Medium'),
  ('77e0778c-91a3-404f-8594-5124c53430cd', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 40, 'mcq', 'c72fe205-dc08-400d-8ae5-5f0ab3bb89e6', 'Against which team did Kolkata draw its match?', '[{"key":"A","text":"Mumbai"},{"key":"B","text":"Chennai"},{"key":"C","text":"Delhi"},{"key":"D","text":"Pune"}]'::jsonb, 3, 1, 'Games and tournaments', 'Easy'),
  ('c06ab035-414f-4de1-8c9d-475aed842dad', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 41, 'mcq', 'c72fe205-dc08-400d-8ae5-5f0ab3bb89e6', 'Against which teams did Delhi fail to win?', '[{"key":"A","text":"Mumbai and Chennai"},{"key":"B","text":"Chennai and Kolkata"},{"key":"C","text":"Kolkata and Pune"},{"key":"D","text":"Mumbai and Kolkata"}]'::jsonb, 3, 1, 'Games and tournaments', 'Medium'),
  ('be5f770d-e240-4936-8d2e-b53b45a81c45', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 42, 'mcq', '6bf190ec-774c-4e44-8f29-c284159f8afb', 'On which subject does Rao lecture?', '[{"key":"A","text":"Finance"},{"key":"B","text":"Marketing"},{"key":"C","text":"Strategy"},{"key":"D","text":"Cannot be determined"}]'::jsonb, 3, 1, 'Logical reasoning', 'Easy'),
  ('ca46b27e-e540-423c-8014-a2e860aaa5d6', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 43, 'tita', '6bf190ec-774c-4e44-8f29-c284159f8afb', 'A schedule says who lectures on each day and on which subject. How many different schedules satisfy all the conditions?', '[]'::jsonb, 3, 0, 'Logical reasoning', 'Hard'),
  ('d13cfe87-d7cc-4f03-81d9-2d2bc3997e3f', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 44, 'mcq', '6bf190ec-774c-4e44-8f29-c284159f8afb', 'If Oberoi lectures on Finance, who lectures on Thursday?', '[{"key":"A","text":"Rao"},{"key":"B","text":"Sen"},{"key":"C","text":"Nair"},{"key":"D","text":"Qureshi"}]'::jsonb, 3, 1, 'Logical reasoning', 'Medium'),
  ('9c0ac894-2b74-497a-8763-102fbee436ed', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 45, 'mcq', '6bf190ec-774c-4e44-8f29-c284159f8afb', 'If Sen lectures on Tuesday, which of the following must be true?', '[{"key":"A","text":"Rao lectures on Saturday."},{"key":"B","text":"Oberoi lectures on Friday."},{"key":"C","text":"Nair lectures on Thursday."},{"key":"D","text":"Patel lectures on Strategy."}]'::jsonb, 3, 1, 'Logical reasoning', 'Medium'),
  ('e551ef34-3f50-4623-88bd-9b9ad30e5803', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'DILR', 46, 'mcq', '6bf190ec-774c-4e44-8f29-c284159f8afb', 'On which of the following days can Nair NOT lecture?', '[{"key":"A","text":"Monday"},{"key":"B","text":"Tuesday"},{"key":"C","text":"Thursday"},{"key":"D","text":"Friday"}]'::jsonb, 3, 1, 'Logical reasoning', 'Medium'),
  ('03c58ce6-b176-4abb-82d4-1fd650445106', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 47, 'mcq', null, 'A trader in Surat marks his cloth 40% above cost price and allows a 15% discount on the marked price. He also uses a false weight that reads 1 kg but holds only 900 g. What is his overall profit percentage?', '[{"key":"A","text":"29%"},{"key":"B","text":"30.9%"},{"key":"C","text":"32 2/9%"},{"key":"D","text":"34%"}]'::jsonb, 3, 1, 'Percentages and profit', 'Medium'),
  ('dfb4f856-eea7-45e2-8180-a84d159705a6', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 48, 'mcq', null, 'If α and β are the roots of x² − 5x + 3 = 0, what is the value of α²/β + β²/α?', '[{"key":"A","text":"19/3"},{"key":"B","text":"80/3"},{"key":"C","text":"98/3"},{"key":"D","text":"116/3"}]'::jsonb, 3, 1, 'Algebra', 'Medium'),
  ('f5d28223-7ce2-404c-8e3c-819deaa656be', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 49, 'tita', null, 'Priya’s monthly income is 25% more than Aman’s. Priya saves 20% of her income and Aman saves 30% of his. If Priya’s monthly expenditure is ₹ 13,500 more than Aman’s, what is Aman’s monthly income in rupees?', '[]'::jsonb, 3, 0, 'Percentages and profit', 'Medium'),
  ('83f4f182-fa60-43a2-8c62-f7f145206ea9', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 50, 'mcq', null, 'A triangular plot of land has sides 10 m, 17 m and 21 m. What is the radius of the largest circular fountain that can be built entirely inside the plot?', '[{"key":"A","text":"1.75 m"},{"key":"B","text":"3.5 m"},{"key":"C","text":"4.2 m"},{"key":"D","text":"7 m"}]'::jsonb, 3, 1, 'Geometry', 'Medium'),
  ('8331a4d7-8877-414a-890a-7112266d376c', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 51, 'tita', null, 'What is the remainder when 2¹⁰⁰ + 3¹⁰⁰ is divided by 13?', '[]'::jsonb, 3, 0, 'Number system', 'Medium'),
  ('5d33240f-e4a1-45c5-892a-912a4d6e7392', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 52, 'mcq', null, 'A and B together can finish a job in 12 days, B and C together in 15 days, and C and A together in 20 days. All three start the job together. A leaves after 4 days and B leaves 2 days after that; C finishes the rest alone. In how many days, from the start, is the job completed?', '[{"key":"A","text":"28"},{"key":"B","text":"30"},{"key":"C","text":"32"},{"key":"D","text":"34"}]'::jsonb, 3, 1, 'Time, speed and work', 'Medium'),
  ('7d70a1f1-d11d-4dc8-8a92-e40848bafa16', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 53, 'mcq', null, 'Which value(s) of x satisfy log₃(x − 2) + log₃(x + 4) = 3?', '[{"key":"A","text":"5 only"},{"key":"B","text":"7 only"},{"key":"C","text":"−7 only"},{"key":"D","text":"5 or −7"}]'::jsonb, 3, 1, 'Algebra', 'Medium'),
  ('29e5d63c-e42b-417b-86b1-b6daf6832950', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 54, 'tita', null, 'A ferry on the Brahmaputra covers 24 km upstream and 48 km downstream in 8 hours. On another day, at the same speeds, it covers 36 km upstream and 60 km downstream in 11 hours. What is the speed of the ferry in still water, in km/h?', '[]'::jsonb, 3, 0, 'Time, speed and work', 'Medium'),
  ('28f86b21-6da6-42ae-8b9c-9edbbca39a3f', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 55, 'mcq', null, 'A college canteen sells samosas at ₹ 15 each and sandwiches at ₹ 40 each. One day it sold 230 items for a total of ₹ 5,450. How many sandwiches did it sell?', '[{"key":"A","text":"70"},{"key":"B","text":"80"},{"key":"C","text":"90"},{"key":"D","text":"150"}]'::jsonb, 3, 1, 'Algebra', 'Easy'),
  ('80f1ef98-9253-4581-849c-899900a4d353', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 56, 'mcq', null, 'A solid metal cylinder of radius 6 cm and height 8 cm is melted and recast into solid spheres of radius 2 cm each, with no metal wasted. How many spheres are made?', '[{"key":"A","text":"27"},{"key":"B","text":"36"},{"key":"C","text":"48"},{"key":"D","text":"54"}]'::jsonb, 3, 1, 'Geometry', 'Easy'),
  ('18d6e3f6-562b-456c-8c4b-8d042bf9746d', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 57, 'mcq', null, 'A 40-litre can is full of milk and water in the ratio 3 : 1. How many litres of the mixture must be drawn off and replaced with water so that the can holds milk and water in equal amounts?', '[{"key":"A","text":"10"},{"key":"B","text":"12"},{"key":"C","text":"13 1/3"},{"key":"D","text":"15"}]'::jsonb, 3, 1, 'Ratio and mixtures', 'Medium'),
  ('ef302d8a-de47-4c1e-8b64-2952c0ac1b7c', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 58, 'tita', null, 'How many integers x satisfy |x − 3| + |x + 4| ≤ 15?', '[]'::jsonb, 3, 0, 'Algebra', 'Medium'),
  ('eea75193-40d6-4e87-886a-199eaaea03b4', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 59, 'mcq', null, 'Two fair six-sided dice are rolled. What is the probability that the product of the two numbers shown is a multiple of 6?', '[{"key":"A","text":"11/36"},{"key":"B","text":"1/3"},{"key":"C","text":"7/18"},{"key":"D","text":"5/12"}]'::jsonb, 3, 1, 'Modern maths', 'Medium'),
  ('d5cf1f80-5660-467d-83f3-8f5398f41796', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 60, 'tita', null, '₹ 9,300 is shared among Anil, Bina and Chetan so that Anil : Bina = 3 : 4 and Bina : Chetan = 6 : 5. How many rupees more than Anil does Bina receive?', '[]'::jsonb, 3, 0, 'Ratio and mixtures', 'Easy'),
  ('f0026a7b-f85e-4478-896a-dc1fe61f9750', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 61, 'mcq', null, 'For how many integer values of k are both roots of x² − kx + 2k = 0 integers? (A repeated root counts as both roots.)', '[{"key":"A","text":"1"},{"key":"B","text":"2"},{"key":"C","text":"3"},{"key":"D","text":"4"}]'::jsonb, 3, 1, 'Algebra', 'Hard'),
  ('c33f2f75-4092-4461-8d3b-cff92141e25a', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 62, 'tita', null, 'Two parallel chords of a circle of radius 25 cm are 14 cm and 48 cm long, and they lie on opposite sides of the centre. What is the distance between the chords, in cm?', '[]'::jsonb, 3, 0, 'Geometry', 'Medium'),
  ('e240a85c-b807-4877-8034-d6a2655f11f1', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 63, 'mcq', null, 'The average score of the 11 batters of a cricket team in a match is 36. The average of the first six batters is 32 and that of the last six is 41. How many runs did the sixth batter score?', '[{"key":"A","text":"38"},{"key":"B","text":"40"},{"key":"C","text":"42"},{"key":"D","text":"44"}]'::jsonb, 3, 1, 'Arithmetic', 'Easy'),
  ('653ac57a-00f8-4dd9-83a0-0f8b90501d89', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 64, 'mcq', null, 'How many factors of 2160 are perfect squares?', '[{"key":"A","text":"6"},{"key":"B","text":"8"},{"key":"C","text":"12"},{"key":"D","text":"40"}]'::jsonb, 3, 1, 'Number system', 'Medium'),
  ('044d4cd8-7259-40b9-8c51-be691ddc5a52', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 65, 'tita', null, 'Three numbers in geometric progression add up to 21, and the sum of their squares is 189. What is the largest of the three numbers?', '[]'::jsonb, 3, 0, 'Algebra', 'Hard'),
  ('d3a35a0e-0f99-4234-8fc1-ef136f418522', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 66, 'mcq', null, 'Meera borrows ₹ 46,200 at 10% per annum compound interest, compounded annually. She repays the loan in two equal instalments, the first one year after borrowing and the second a year after that. What is each instalment?', '[{"key":"A","text":"₹ 24,200"},{"key":"B","text":"₹ 25,410"},{"key":"C","text":"₹ 26,620"},{"key":"D","text":"₹ 27,951"}]'::jsonb, 3, 1, 'Arithmetic', 'Medium'),
  ('b93eb003-07b8-4bf3-842b-5425c72d4677', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 67, 'mcq', null, 'A right-angled triangle has a hypotenuse of 26 cm and an inscribed circle of radius 4 cm. What is the area of the triangle, in cm²?', '[{"key":"A","text":"104"},{"key":"B","text":"120"},{"key":"C","text":"130"},{"key":"D","text":"144"}]'::jsonb, 3, 1, 'Geometry', 'Hard'),
  ('676e9263-593f-462f-826d-5e33f717acd7', 'c6b6b1eb-6284-40d2-8edf-ea113b3ac6c8', 'QA', 68, 'tita', null, 'In how many ways can 10 identical chocolates be distributed among 4 children so that every child gets at least 1 and at most 4 chocolates?', '[]'::jsonb, 3, 0, 'Modern maths', 'Hard');
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation) values
  ('743119b9-775a-49c4-8ed7-a3a8bf368860', 'B', 'The passage argues that a queue is “a price of a different kind”: its burden depends on the value of people’s time (paragraph 2), it destroys what is paid (paragraph 3), and it should be judged “as we would judge a tax” (last paragraph) — option B. Option A is the defence the author sets out only to reject (“more appealing than it is accurate”). Option C contradicts the last paragraph, which says prices should not always rise and that some goods should not be auctioned. Option D picks out one point from paragraph 4 and inflates it into the main claim.'),
  ('e686588d-e59b-42cc-8e23-2b1812413e65', 'A', 'Paragraph 3 says people keep queuing “until the value of the time they sacrifice roughly equals the subsidy they receive”, so the wasted time tracks the size of the subsidy, i.e. the gap between the controlled price and the market level: a small gap means little queuing and a small loss (A). Option B is the trap: if time is cheap, people simply wait more hours until the value they give up again equals the subsidy, so the loss in value is not smaller. Option C concerns whether a good should be auctioned, not how much waiting destroys. Option D adds the queuer’s wages to the cost (paragraph 4); the hired hours are still wasted.'),
  ('0f6ec4d7-fd56-49c7-85a4-82733938fe23', 'C', 'Paragraph 3 states it directly: money “is not destroyed; it passes to the seller”, while time spent in line “simply vanishes” and “produce[s] nothing for anyone” — option C. Option A garbles paragraph 2, which says *time* is equally distributed but its value is not; it says nothing about money being equal. Option B is never claimed. Option D echoes the defenders of queues, whose view the author disputes, and the passage never says waiting excludes no one.'),
  ('36e96706-d714-459b-8712-46007ddc1dfe', 'D', 'The claim rests on the premise that free time and poverty “overlap less than the defenders of queues suppose”. If the people with the most spare time are in fact mostly the poorest (D), selecting for free time would amount to selecting for poverty, and the claim loses its force. Option C fits the author’s own example and so supports the claim. Option A concerns the secondary market, not who has free time. Option B tells us about one group’s preference, not about how free time and poverty are related.'),
  ('4e620f09-b275-4806-81ce-e2733fead9a5', 'A', 'The passage opens by reversing the assumption that the concept came before the instrument and closes by saying “measurement and concept grew up together” and that the circle was escaped through “a practical criterion of reliability”, not “a decisive proof” — option A. Option C contradicts paragraph 4: Regnault “gave up trying to prove” which substance expanded uniformly. Option B brings in glass tubes, which the passage never mentions. Option D stretches a detail of paragraph 2 — boiling was harder to fix than it looked — into a claim about modern scales that the passage does not make.'),
  ('384e2fbb-29da-41fb-8ad2-c6473a3a4e90', 'B', 'Regnault asked “which type of thermometer was most consistent with itself”: a type earned trust if instruments “from different batches of material, agreed closely with one another”, and lost it if “their readings scattered” — option B. Option A is tempting but tests agreement with a *different* type, which is exactly the neutral judge the passage says was unavailable. Option C is the question Regnault deliberately gave up. Option D refers to an earlier escape route that the passage treats as resting on its own untested assumption, not to Regnault’s test.'),
  ('97d5995d-4bc4-4a6d-873c-a8478d85b860', 'D', 'Paragraph 2 lists altitude (A), the vessel (B), dissolved air and the position of the bulb (C) as factors that changed the boiling reading. The mercury–alcohol contrast (D) appears in paragraph 3, and there the two kinds of thermometer were made to *agree* at freezing and boiling and disagreed only in between, so the choice of liquid is not given as something that altered the boiling reading. Questions with NOT reward checking each option against the text rather than recalling a general impression.'),
  ('d92ffdb6-9fa3-48aa-8a68-672f44557cc2', 'A', 'The last paragraph says the historian’s point “is not that the early experimenters were muddled” but that concept and measurement depended on each other — the author explains their difficulties and takes them seriously (A). Option B is wrong because the problem *was* resolved, by Regnault’s criterion. Option C inverts the opening paragraph, which denies that the concept came first. Option D misreads the ending: the author calls the practical standard “sufficient for a science to advance on”, which is approval, not irony.'),
  ('3d297e84-fed4-4f73-8a00-f1bb7470df7a', 'D', 'Paragraphs 3–5 build the author’s own account: resentment is a protest, forgiveness is the decision to stop protesting when the protest “has done, or can no longer do, its work”, and this is “a judgement” that “can be made well or badly” — option D. Options A and B are the transactional and gift pictures, each of which the author says becomes implausible when pressed too hard. Option C is ruled out in paragraph 4: “One may forgive without resuming a friendship.”'),
  ('e3cf4b35-ea3f-4dcc-8fe5-2cc813054b85', 'B', 'The author calls unconditional forgiveness of “the persisting offender” troubling, because the protest “still has work to do” and dropping it is “self-erasure” — that is case B, which mirrors the colleague example. Case A matches the daughter example, which the author calls intelligible and admirable, since protest addressed to the dead has “nowhere left to go”. Case C is allowed: one may forgive without reconciling. Case D is allowed too: to forgive is “to stop resenting what one continues to regard as inexcusable”.'),
  ('f99e57b7-30b8-4a55-8cb5-3027d3e61a45', 'A', 'Paragraph 3: “Resentment is not merely pain; it is a protest. It says that I was wronged, that the wrong mattered…” — option A. Nothing is said about resentment fading with time (B). Option C confuses resentment with forgiveness, and even forgiveness, the author says, “can never be demanded”. Option D is contradicted by the daughter’s case: resentment towards a dead father is possible, which is why forgiving him makes sense.'),
  ('6c3ac8a9-6b7b-414d-8fa3-45be2ff32f7d', 'C', 'Paragraph 2 says “Each picture captures something the other misses, and each, pressed too hard, becomes implausible”, and then gives one failing case for each (the dead father; the persisting colleague) — option C. Option A ignores the credit given to both. Option B is wrong because the gift picture is faulted just as sharply, by the self-erasure case. Option D is wrong because the author goes on to propose an account — forgiveness as a judgement.'),
  ('3ad0510b-105a-4810-8c85-7e906a3a395b', 'C', 'The passage moves from the problem of which past to choose (paragraph 1), through the shifting baseline and the risks of always reaching further back (paragraphs 2–3), to the function-based question and its limits, ending with history as “a check as well as a guide” — option C. Option A is the nostalgic approach the author warns against. Option B turns an illustration into the subject. Option D overstates one risk mentioned in paragraph 3 (“may not survive”) into a general verdict.'),
  ('4f8903e2-fe25-4423-8425-3fe6b4676c38', 'A', 'The plantation illustrates the critics’ worry that “function” can be bent towards convenience: it “also holds soil” while being far poorer than what the place once was. The author calls the worry “fair” and answers it by making history a check that can “expose a goal that has quietly lowered our expectations” — option A. Option B reverses the point: the plantation is the problem case, not a success. Option C is far broader than anything the author says. Option D ignores that the author keeps the function-based approach and only adds a safeguard.'),
  ('43b61b97-81cb-476e-8a7c-73a62537d41d', 'B', 'Paragraph 2 defines it: each generation “takes as its benchmark the state of the fishery at the start of its own career”, so earlier declines are “invisible” and expectations “ratchet downward” — option B. Option A describes climate-driven range shifts, which the passage never discusses. Option C is the function-based proposal of paragraph 4, a response to the problem rather than the problem itself. Option D takes one word from paragraph 3 (“the course of a river”) out of context.'),
  ('09ea105c-27ed-40e0-8679-33fbfe0f2b01', 'C', 'The warning rests on the premise that changed conditions, above all a warmer climate, may stop an old species mix from surviving. Evidence that such mixes do establish and persist under present conditions (C) attacks that premise directly. Option A only confirms that the past was richer, which the author already accepts. Option B illustrates the shifting baseline, not whether restoration is feasible. Option D concerns the function-based debate and says nothing about restoring an earlier state.'),
  ('3d1086ba-ff69-4a86-8713-c0f70398e151', '2413', 'Sentence 2 is the only one that can open: it introduces typists and handwriters without referring back to anything. Sentence 4’s “this” needs something that might help — recording more of the lecture (2) — so 2-4. Sentence 1’s “Yet … the opposite” overturns the expectation in 4, so 4-1. Sentence 3’s “The reason” explains the finding in 1, and its “them” refers to the handwriters just mentioned. Order: **2413**.'),
  ('f8e1220b-0b11-48f4-89b8-af60365d90ba', '25413', 'Sentence 2 opens: it is a general claim and introduces both kinds of translator. Sentence 5 takes up “a translator of instructions” with a concrete case (“The translator of a washing-machine manual”), so 2-5. Sentence 4’s “by contrast” sets the poem against the manual, so 5-4. Sentence 1’s “therefore” draws the consequence of a poem meaning through its sound, so 4-1, and it states the two-sided choice that sentence 3 calls “this dilemma”, so 1-3 closes. Order: **25413**.'),
  ('ae3dfa3a-db21-4472-8d15-db45d19bf4e5', '35142', 'Sentence 3 is the opener: it describes trust in the bazaar without pointing back to anything. Sentence 5’s “no such history” refers to the years of dealing in 3, so 3-5. Sentence 1’s “the signal” is the star rating introduced in 5, so 5-1. Sentence 4’s “But” turns against “worked” in 1 — once ratings mattered they were faked — so 1-4. Sentence 2’s “The result” gives the consequence of inflated scores and closes the paragraph by returning to the grandparents’ world of 3. Order: **35142**.'),
  ('c1282092-24c7-430e-8000-8ea9347ba874', '3', 'Sentences 1, 2, 4 and 5 form one paragraph about *how* trees cool a street: 1 names the two mechanisms, 2 develops shade, 4 (“however”) qualifies evaporation, and 5 (“thus”) concludes that a thirsty tree still shades but hardly cools — the parasol. Sentence 3 is about which species city planting drives choose, a question of policy and taste that none of the other sentences takes up. The odd one out is **3**.'),
  ('aff62a1b-ba4b-45c5-8aeb-b57747b548ca', '4', 'The paragraph is about the limits of peer review with respect to fraud: 1 makes the claim, 2 gives the reason (reviewers see only the manuscript), 3 says what review can do instead, and 5 (“therefore”) concludes that fraud is caught by other means. Sentence 4 also mentions review, which makes it tempting to keep, but it is about fee-charging journals that skip review — a different problem from what review, properly done, can and cannot detect. The odd one out is **4**.'),
  ('a47c84f2-5130-40ea-8a60-ab4529ff22dd', 'C', 'A good summary keeps both halves of the paragraph: the diagnosis (step-by-step estimates are optimistic because unforeseeable delays never appear in them) and the remedy (look at how long similar projects actually took) — option C. Option A blames missing detail, whereas the paragraph says more detail cannot help because the delays are unforeseeable. Option B keeps the diagnosis but swaps in a remedy the paragraph never proposes. Option D replaces the past record with intuition, which the paragraph does not mention.'),
  ('ee34f4e2-3ed5-4058-8a7f-906c663c1653', 'B', 'The paragraph rejects the strong claim about perception but insists the loss is real, locating it in an unwritten, place-specific vocabulary — option B keeps both moves. Option A states the very claim the paragraph calls overstated. Option C takes the concession (thoughts can be translated) as the conclusion and drops “the loss is real”. Option D prescribes documentation, which the paragraph implies might help but never argues for; a summary should not add a recommendation.'),
  ('f4f43d80-8454-43e7-821e-76fa7392c185', 'D', 'The paragraph’s point is an irony of design: walls came down to increase conversation, and the loss of privacy drove people to headphones and email, so face-to-face talk fell — option D. Option A brings in cost and productivity, which the paragraph never mentions. Option B turns a reaction to one kind of office into a general preference. Option C treats headphones and screens as the cause, when the paragraph presents them as the employees’ response to being constantly on view.'),
  ('516037e9-90fd-412b-892f-e4e1207cc03c', 'D', 'Add each column first: the totals are 400, 425, 455, 500 and 550 tonnes for 2020–2024. The yearly growth rates are 25/400 = 6.25%, 30/425 ≈ 7.06%, 45/455 ≈ 9.89% and 50/500 = 10%. 2024 edges out 2023, so the answer is 2024. When two rates are this close, compare them properly (45/455 is just under 10%) instead of judging by the absolute increase.'),
  ('dbf63708-1c04-4573-8530-7a45e515e9c9', '37.5', 'Total exports were 120 + 80 + 60 + 90 + 50 = 400 tonnes in 2020 and 168 + 110 + 84 + 112 + 76 = 550 tonnes in 2024. The increase is 150 tonnes, and 150/400 = 0.375, i.e. **37.5%**.'),
  ('ad4442ef-28a9-4981-8f96-e05f764adbc4', 'B', 'Scan each row for any fall. Middle East falls in 2023 (150 → 145), North America in 2021 (60 → 58) and South-East Asia in 2022 (96 → 88). Europe (80, 84, 90, 105, 110) and Africa (50, 55, 61, 75, 76) rise every year, so the answer is **2**.'),
  ('9a642ac8-63ea-4f31-87aa-0be63cc19b29', '3', 'The totals are 400, 425, 455, 500 and 550 tonnes. 20% of each is 80, 85, 91, 100 and 110. Europe’s exports are 80, 84, 90, 105 and 110, so Europe reaches 20% in 2020 (exactly), 2023 (21%) and 2024 (exactly), but falls just short in 2021 and 2022. The answer is **3**. Comparing against 20% of the total avoids dividing five times.'),
  ('81961404-e896-4054-82a9-097d82be5293', 'D', 'Multiply orders by AOV: revenue in ₹ lakh is 180 (Jan), 171.6 (Feb), 204 (Mar), 201.6 (Apr), 230 (May) and 231 (Jun). June (55,000 × ₹420 = ₹2.31 crore) just beats May (50,000 × ₹460 = ₹2.30 crore). The month with the most orders or the highest AOV need not have the highest revenue, so always compute the product.'),
  ('56304e5e-fbd4-400c-81de-ef77a3990792', '3', 'Revenues in ₹ lakh are 180, 171.6, 204, 201.6, 230 and 231. The AOV fell in February, March, May and June, and rose in April. Of those four months, revenue rose in March (171.6 → 204), May (201.6 → 230) and June (230 → 231), but fell in February (180 → 171.6). The answer is **3**.'),
  ('869251a6-5395-4480-8cdc-90ba6169c70e', 'C', 'Work per order: 18% of AOV minus ₹45 gives ₹36 (Jan), ₹34.2 (Feb), ₹31.5 (Mar), ₹41.4 (Apr), ₹37.8 (May) and ₹30.6 (Jun). Multiply by orders (thousand): ₹14.4 lakh, ₹13.34 lakh, ₹15.12 lakh, ₹17.39 lakh, ₹18.9 lakh and ₹16.83 lakh. **May** is the highest; June, the top month by revenue, loses out because its low AOV leaves little per order after the fixed ₹45 delivery cost.'),
  ('ca45c2e4-2f07-4200-88a0-bf675a959e7a', 'B', 'January revenue = 40,000 × ₹450 = ₹180 lakh; June revenue = 55,000 × ₹420 = ₹231 lakh. The increase is 51/180 ≈ 0.2833, i.e. about **28.3%**. Note that orders grew 37.5% but the AOV fell about 6.7%, and the combined effect is 1.375 × 0.9333 ≈ 1.283.'),
  ('88925462-d185-41ac-8136-a8805b07d1f4', 'C', 'Number the seats 1–8 clockwise with Aditi in seat 1 facing the centre; a person facing the centre has the next clockwise seat on the left. Two neighbours who are each on the other’s left must face opposite ways, so Dev is in seat 2 facing away, and Harsh (opposite Aditi) is in seat 5 with Bharat and Chetna in seats 4 and 6. Farhan and Esha must be adjacent, which leaves seats 7 and 8 for them (Farhan 7, since Esha is on his right) and seat 3 for Gita. Bharat and Harsh face opposite ways; if Bharat were in seat 6, Harsh’s left would be seat 6, so Harsh would face the centre and Bharat away — but seat 6, opposite Dev, faces the centre. So Bharat is in seat 4, Harsh faces away and Chetna is in seat 6. Seat 8 (Esha) is opposite seat 4, so the answer is **Esha**. (clockwise from Aditi: Aditi–in, Dev–out, Gita–in, Bharat–in, Harsh–out, Chetna–in, Farhan–out, Esha–in; “in” = faces the centre)'),
  ('a4b62bf5-ac5b-4ca6-8d58-ed3bedb9b4ba', '5', 'Dev faces away (he and Aditi are each on the other’s left, so they face opposite ways), Farhan faces away (given), and Harsh faces away (if he faced the centre, Bharat would be in seat 6 opposite Dev facing away, against condition 8). Bharat faces the centre because he and Harsh face opposite ways, so Gita does too; Esha faces as Aditi does; Chetna, opposite Dev, faces the centre. That is Aditi, Gita, Bharat, Chetna and Esha: **5**. (clockwise from Aditi: Aditi–in, Dev–out, Gita–in, Bharat–in, Harsh–out, Chetna–in, Farhan–out, Esha–in; “in” = faces the centre)'),
  ('90823df3-b060-4a98-848e-ca4dba57a103', 'A', 'Chetna sits in seat 6 facing the centre, with Harsh in seat 5 and Farhan in seat 7. For someone facing the centre, the immediate left is the next seat clockwise, so her left neighbour is **Farhan**. (clockwise from Aditi: Aditi–in, Dev–out, Gita–in, Bharat–in, Harsh–out, Chetna–in, Farhan–out, Esha–in; “in” = faces the centre)'),
  ('ab005d17-7371-4023-8701-fe2bd643073f', 'B', 'Esha sits in seat 8 and faces the centre, so her right runs anticlockwise: first Farhan (seat 7), then **Chetna** (seat 6). Dev is second to her left, a common slip if you forget which way she faces. (clockwise from Aditi: Aditi–in, Dev–out, Gita–in, Bharat–in, Harsh–out, Chetna–in, Farhan–out, Esha–in; “in” = faces the centre)'),
  ('80b2c13d-6216-41f9-8694-8870ffc5b810', 'A', 'Esha (seat 8) and Aditi (seat 1) are neighbours and both face the centre. Dev faces away while Gita faces the centre; Harsh faces away while Chetna faces the centre; Farhan and Dev both face away but sit in seats 7 and 2, not next to each other. The answer is **Esha and Aditi**. (clockwise from Aditi: Aditi–in, Dev–out, Gita–in, Bharat–in, Harsh–out, Chetna–in, Farhan–out, Esha–in; “in” = faces the centre)'),
  ('f7c5f06e-78dd-4d3c-8a43-2b47f3c26139', 'A', 'Ten matches with two draws give 8 × 3 + 2 × 2 = 28 points. Delhi (8) and Pune (3) leave 17 for the other three, who have different totals between 4 and 7: only 4 + 6 + 7 works. Delhi’s 8 points from four matches means 2 wins and 2 draws, so both draws involve Delhi and Pune has no draw. Kolkata, with one win and at most one draw, has at most 4 points, so it is not the runner-up (the runner-up has 7). Pune neither drew with Kolkata nor beat it (Pune’s only win was over the runner-up), so **Kolkata won**. The full results: Delhi drew with Mumbai and Kolkata and beat Chennai and Pune; Mumbai beat Chennai and Kolkata and lost to Pune; Chennai beat Kolkata and Pune; Kolkata beat Pune. Points: Delhi 8, Mumbai 7, Chennai 6, Kolkata 4, Pune 3.'),
  ('76402b92-52d0-4873-8605-d98fe699836c', '7', 'The points add to 28 (ten matches, two draws), so Mumbai, Chennai and Kolkata share 17 with different totals from 4 to 7: they must be 4, 6 and 7. Kolkata (one win) has 4, so Mumbai and Chennai have 6 and 7. The 7-point team has 2 wins and a draw, and lost one match; if that were Chennai, Chennai would have lost to both Mumbai and Pune, which is two losses. So Mumbai is second with **7** points. The full results: Delhi drew with Mumbai and Kolkata and beat Chennai and Pune; Mumbai beat Chennai and Kolkata and lost to Pune; Chennai beat Kolkata and Pune; Kolkata beat Pune. Points: Delhi 8, Mumbai 7, Chennai 6, Kolkata 4, Pune 3.'),
  ('77e0778c-91a3-404f-8594-5124c53430cd', 'C', 'Delhi’s 8 points from four matches can only be 2 wins and 2 draws, so both of the league’s draws are Delhi’s matches. Kolkata has 4 points with exactly one win, so it also has exactly one draw, and that draw must be against **Delhi**. The full results: Delhi drew with Mumbai and Kolkata and beat Chennai and Pune; Mumbai beat Chennai and Kolkata and lost to Pune; Chennai beat Kolkata and Pune; Kolkata beat Pune. Points: Delhi 8, Mumbai 7, Chennai 6, Kolkata 4, Pune 3.'),
  ('c06ab035-414f-4de1-8c9d-475aed842dad', 'D', 'Delhi won two and drew two. Its draws were with Kolkata (Kolkata’s only draw) and with the 7-point team, Mumbai, whose 2 wins and 1 draw need a draw and the only draws are Delhi’s. Delhi beat Pune (Pune’s only win was against Mumbai) and Chennai. So Delhi did not win against **Mumbai and Kolkata**. The full results: Delhi drew with Mumbai and Kolkata and beat Chennai and Pune; Mumbai beat Chennai and Kolkata and lost to Pune; Chennai beat Kolkata and Pune; Kolkata beat Pune. Points: Delhi 8, Mumbai 7, Chennai 6, Kolkata 4, Pune 3.'),
  ('be5f770d-e240-4936-8d2e-b53b45a81c45', 'B', 'Qureshi and Rao share a subject, and each subject has exactly two lectures. Finance already has Nair, so they cannot both take Finance; Strategy already has Sen, so they cannot both take Strategy. Hence both lecture on **Marketing**, and Oberoi and Patel take the remaining Finance and Strategy slots between them.'),
  ('ca46b27e-e540-423c-8014-a2e860aaa5d6', '4', 'Qureshi and Rao take Marketing, so one of Oberoi and Patel takes Finance. If Oberoi does, Patel’s Wednesday lecture is on Strategy and Nair–Oberoi take two consecutive days. Thursday–Friday or Friday–Saturday would force Qureshi–Sen onto Monday–Tuesday, with Sen’s Strategy lecture next to Patel’s, so Nair–Oberoi take Monday–Tuesday; then Qureshi–Sen take Thursday–Friday (Friday–Saturday would put Rao’s Marketing lecture on Thursday next to Qureshi’s), giving 1 schedule. If Patel takes Finance, Nair is on Tuesday or Thursday. With Nair on Tuesday, Qureshi–Sen on Friday–Saturday with Oberoi on Thursday works (1 schedule); Thursday–Friday fails because Oberoi would then lecture on Saturday next to Sen. With Nair on Thursday, Oberoi must come later, so Qureshi–Sen take Monday–Tuesday and Oberoi and Rao take Friday and Saturday in either order (2 schedules). Total **4**.'),
  ('d13cfe87-d7cc-4f03-81d9-2d2bc3997e3f', 'D', 'Then Patel lectures on Strategy on Wednesday, and Nair and Oberoi take two consecutive days with Nair first. If they took Thursday–Friday or Friday–Saturday, Qureshi–Sen would have to be Monday–Tuesday, putting Sen’s Strategy lecture on Tuesday next to Patel’s. So Nair is on Monday and Oberoi on Tuesday. Of Thursday to Saturday, Qureshi–Sen on Friday–Saturday would leave Rao on Thursday next to Qureshi (two Marketing lectures in a row), so Qureshi is on Thursday, Sen on Friday and Rao on Saturday: the answer is **Qureshi**.'),
  ('9c0ac894-2b74-497a-8763-102fbee436ed', 'C', 'Sen on Tuesday puts Qureshi on Monday. Patel cannot take Strategy on Wednesday right after Sen, so Patel takes Finance, and the other Finance lecture (Nair’s) must be next to Wednesday: Thursday, since Tuesday is taken. Oberoi and Rao then fill Friday and Saturday in either order, both arrangements being valid. So only **Nair lectures on Thursday** must be true.'),
  ('e551ef34-3f50-4623-88bd-9b9ad30e5803', 'D', 'The four valid schedules have Nair on Monday (with Oberoi’s Finance lecture on Tuesday), on Tuesday (next to Patel’s Finance lecture on Wednesday) or on Thursday (the same, from the other side). Nair on Friday fails: if Patel takes Finance, Nair must be next to Wednesday; if Oberoi takes Finance, Oberoi would be on Saturday, and Qureshi–Sen on Monday–Tuesday would put Sen’s Strategy lecture next to Patel’s on Wednesday. So the answer is **Friday**.'),
  ('03c58ce6-b176-4abb-82d4-1fd650445106', 'C', 'Take the cost of 1 kg as ₹ 100. The marked price is ₹ 140 and the selling price after the discount is 0.85 × 140 = ₹ 119, which he collects for only 900 g, costing him ₹ 90. Profit = 29/90 = 32 2/9%. Adding 19% and 10%, or multiplying 1.19 × 1.1, is wrong: the false weight divides the cost by 0.9, it does not add 10% to the price.'),
  ('dfb4f856-eea7-45e2-8180-a84d159705a6', 'B', 'Combine the fractions: α²/β + β²/α = (α³ + β³)/(αβ). By Vieta, α + β = 5 and αβ = 3. Then α³ + β³ = (α + β)³ − 3αβ(α + β) = 125 − 45 = 80, so the value is 80/3. Forgetting the factor (α + β) in the last term gives the trap 116/3.'),
  ('f5d28223-7ce2-404c-8e3c-819deaa656be', '45000', 'Let Aman’s income be x, so Priya’s is 1.25x. Priya spends 80% of hers: 0.8 × 1.25x = x. Aman spends 70% of his: 0.7x. The difference is x − 0.7x = 0.3x = 13,500, so x = ₹ 45,000.'),
  ('83f4f182-fa60-43a2-8c62-f7f145206ea9', 'B', 'The largest circle inside a triangle is its incircle, with radius r = Area/s, where s is the semi-perimeter. Here s = (10 + 17 + 21)/2 = 24, and by Heron’s formula the area is √(24 × 14 × 7 × 3) = √7056 = 84 m². So r = 84/24 = 3.5 m. Dividing by the full perimeter gives 1.75 m and using 2 × Area/s gives 7 m — both are formula slips.'),
  ('8331a4d7-8877-414a-890a-7112266d376c', '6', 'Find a small power of each base that leaves remainder 1 (or −1). 2⁶ = 64 = 65 − 1 ≡ −1 (mod 13), so 2¹² ≡ 1 and 2¹⁰⁰ = (2¹²)⁸ × 2⁴ ≡ 16 ≡ 3. Also 3³ = 27 ≡ 1 (mod 13), so 3¹⁰⁰ = (3³)³³ × 3 ≡ 3. The remainder is 3 + 3 = 6.'),
  ('5d33240f-e4a1-45c5-892a-912a4d6e7392', 'D', 'Take the job as 60 units: A + B = 5, B + C = 4 and C + A = 3 units a day. Adding, 2(A + B + C) = 12, so A + B + C = 6, giving A = 2, B = 3 and C = 1. In 4 days all three do 24 units; in the next 2 days B and C do 8 more, leaving 60 − 32 = 28 units. C alone needs 28 days, so the total is 4 + 2 + 28 = 34 days (28 is only C’s share).'),
  ('7d70a1f1-d11d-4dc8-8a92-e40848bafa16', 'A', 'Combine the logarithms: log₃[(x − 2)(x + 4)] = 3, so (x − 2)(x + 4) = 27, i.e. x² + 2x − 35 = 0, which factors as (x + 7)(x − 5) = 0. A logarithm needs a positive argument, so x − 2 > 0 and x + 4 > 0. x = −7 fails this, leaving x = 5 only.'),
  ('29e5d63c-e42b-417b-86b1-b6daf6832950', '9', 'Let u = 1/(upstream speed) and d = 1/(downstream speed): 24u + 48d = 8 and 36u + 60d = 11. Multiply the first by 1.5 to get 36u + 72d = 12; subtracting the second gives 12d = 1, so the downstream speed is 12 km/h. Then 24u = 8 − 4 = 4, so the upstream speed is 6 km/h. The speed in still water is the average, (12 + 6)/2 = 9 km/h (and the current is 3 km/h).'),
  ('28f86b21-6da6-42ae-8b9c-9edbbca39a3f', 'B', 'If all 230 items were samosas, the takings would be 230 × 15 = ₹ 3,450. Each sandwich in place of a samosa adds ₹ 25, and the actual takings are ₹ 2,000 more. So 2,000/25 = 80 sandwiches were sold (and 150 samosas, the trap option).'),
  ('80f1ef98-9253-4581-849c-899900a4d353', 'A', 'The volume is conserved, so divide the cylinder’s volume by one sphere’s volume. Cylinder: πr²h = π × 36 × 8 = 288π cm³. Sphere: (4/3)πr³ = (4/3)π × 8 = 32π/3 cm³. Number of spheres = 288π ÷ (32π/3) = 27. Forgetting the 4/3 in the sphere’s volume gives 36.'),
  ('18d6e3f6-562b-456c-8c4b-8d042bf9746d', 'C', 'The can holds 30 L of milk and must end with 20 L. Every litre of mixture drawn off takes 3/4 litre of milk with it, and the water poured back adds no milk. So 3/4 × x = 10, giving x = 40/3 = 13 1/3 litres. Drawing off just 10 L would remove only 7.5 L of milk.'),
  ('ef302d8a-de47-4c1e-8b64-2952c0ac1b7c', '16', '|x − 3| + |x + 4| is the sum of the distances from x to 3 and to −4, which is 7 for every x between −4 and 3. For x > 3 it equals 2x + 1, and 2x + 1 ≤ 15 gives x ≤ 7; for x < −4 it equals −2x − 1, and −2x − 1 ≤ 15 gives x ≥ −8. So −8 ≤ x ≤ 7, which contains 16 integers.'),
  ('eea75193-40d6-4e87-886a-199eaaea03b4', 'D', 'The product needs a factor 3 and a factor 2. At least one die shows 3 or 6 in 36 − 16 = 20 outcomes. From these remove the ones with no even number: both dice odd (9 outcomes) minus those with no 3 among them (both from {1, 5}: 4 outcomes) leaves 5. So 20 − 5 = 15 favourable outcomes, and the probability is 15/36 = 5/12.'),
  ('d5cf1f80-5660-467d-83f3-8f5398f41796', '900', 'Make Bina’s share the same in both ratios: 3 : 4 = 9 : 12 and 6 : 5 = 12 : 10, so Anil : Bina : Chetan = 9 : 12 : 10. The parts add to 31, so one part is 9,300/31 = ₹ 300. Bina gets 3 parts more than Anil, i.e. ₹ 900 (the shares are ₹ 2,700, ₹ 3,600 and ₹ 3,000).'),
  ('f0026a7b-f85e-4478-896a-dc1fe61f9750', 'D', 'If the roots are r and s, then r + s = k and rs = 2k, so rs = 2(r + s), which rearranges to (r − 2)(s − 2) = 4. The factor pairs of 4 (with order ignored) are (1, 4), (2, 2), (−1, −4) and (−2, −2), giving roots (3, 6), (4, 4), (1, −2) and (0, 0). Their sums give k = 9, 8, −1 and 0 — four values. Looking only at positive factor pairs gives the trap answer 2.'),
  ('c33f2f75-4092-4461-8d3b-cff92141e25a', '31', 'The perpendicular from the centre bisects a chord, so a chord of length 2a is at distance √(R² − a²) from the centre. The 14 cm chord is √(625 − 49) = 24 cm from the centre and the 48 cm chord is √(625 − 576) = 7 cm from it. On opposite sides of the centre the distances add: 24 + 7 = 31 cm (on the same side they would be 17 cm apart).'),
  ('e240a85c-b807-4877-8034-d6a2655f11f1', 'C', 'The sixth batter belongs to both groups of six, so the two group totals together count him twice. First six: 6 × 32 = 192; last six: 6 × 41 = 246; together 438. All eleven total 11 × 36 = 396. The sixth batter scored 438 − 396 = 42.'),
  ('653ac57a-00f8-4dd9-83a0-0f8b90501d89', 'A', 'Factorise: 2160 = 2⁴ × 3³ × 5. A square factor has an even exponent on every prime: the exponent of 2 can be 0, 2 or 4 (3 choices), of 3 can be 0 or 2 (2 choices), and of 5 only 0. That gives 3 × 2 × 1 = 6 square factors: 1, 4, 9, 16, 36 and 144. (40 is the count of all factors.)'),
  ('044d4cd8-7259-40b9-8c51-be691ddc5a52', '12', 'Write the terms as a, ar, ar², so a(1 + r + r²) = 21 and a²(1 + r² + r⁴) = 189. Since 1 + r² + r⁴ = (1 + r + r²)(1 − r + r²), dividing the second by the first gives a(1 − r + r²) = 9. Subtracting from the first equation, 2ar = 12, so the middle term ar is 6, and the outer terms add to 21 − 6 = 15 with product (ar)² = 36. They are 3 and 12, so the numbers are 3, 6, 12 and the largest is 12.'),
  ('d3a35a0e-0f99-4234-8fc1-ef136f418522', 'C', 'The loan equals the present value of the instalments: each instalment X is discounted back to the day of borrowing. So 46,200 = X/1.1 + X/1.1² = X(1.1 + 1)/1.21 = 2.1X/1.21. Hence X = 46,200 × 1.21/2.1 = ₹ 26,620. Halving the amount after one or two years (₹ 25,410 or ₹ 27,951) ignores when each instalment is paid.'),
  ('b93eb003-07b8-4bf3-842b-5425c72d4677', 'B', 'In a right triangle with legs a, b and hypotenuse c, the inradius is r = (a + b − c)/2, so a + b = 2 × 4 + 26 = 34. Squaring, a² + b² + 2ab = 1156, and a² + b² = 26² = 676, so 2ab = 480 and ab = 240. The area is ab/2 = 120 cm² (the legs are 10 and 24). Check: area = r × semi-perimeter = 4 × 30 = 120.'),
  ('676e9263-593f-462f-826d-5e33f717acd7', '44', 'Give each child 1 chocolate first; now 6 remain, and each child can get 0 to 3 more. Without the upper limit, the ways to split 6 among 4 are C(9, 3) = 84. Remove the splits where one child gets 4 or more extra: give that child 4, and share the remaining 2 freely in C(5, 3) = 10 ways, for each of the 4 children, i.e. 40 (two children cannot both get 4 extra). The answer is 84 − 40 = 44.');

-- CAT QA Sectional Test 1
insert into public.mock_tests (id, slug, title, description, exam_id, kind, scoring_scheme, section_order, has_calculator, total_questions, duration_minutes, total_marks, difficulty, sections, instructions, is_free, price, is_published, is_featured, order_index, created_by) values
  ('67eacea9-f779-4547-8077-49b5704d8425', 'cat-qa-sectional-1', 'CAT QA Sectional Test 1', 'A 24-minute Quantitative Ability sectional in the CAT pattern: 12 questions — 8 multiple-choice and 4 type-in-the-answer — across arithmetic, algebra, geometry, number system and modern maths, with an on-screen calculator.', (select id from public.exams where slug = 'cat'), 'sectional', 'cat', 'fixed', true, 12, 24, 36, 'Medium', '[{"name":"QA","questions":12,"minutes":24}]'::jsonb, 'This sectional test has **12 Quantitative Ability (QA) questions** and **24 minutes** — the pace of the CAT QA section (about 2 minutes a question). When the time ends the test is submitted.

- **+3** for a right answer.
- **−1** for a wrong multiple-choice (MCQ) answer; **no negative marking** (0) on a wrong type-in-the-answer (TITA) answer.
- An unanswered question scores 0.
- TITA answers are whole numbers: type digits only, without units.
- **Save & Next** saves your answer. Moving through the palette does not save the current answer.
- An on-screen calculator is available.
- Your time is kept on the server: closing the page does not stop the clock.', true, 0, true, false, 2, 'd0000000-0000-4000-8000-000000000002');
insert into public.mock_test_questions (id, mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty) values
  ('bd6bdb62-dc0d-4f96-822e-5ee4a81cae88', '67eacea9-f779-4547-8077-49b5704d8425', 'QA', 1, 'mcq', null, 'A shopkeeper in Jaipur marks a table lamp **40%** above its cost price. During a festival sale she allows two successive discounts of **10%** and **5%** on the marked price. What is her profit percentage on the lamp?', '[{"key":"A","text":"21%"},{"key":"B","text":"19.7%"},{"key":"C","text":"25%"},{"key":"D","text":"18.3%"}]'::jsonb, 3, 1, 'Percentages and profit', 'Easy'),
  ('084a4580-f820-444b-882e-51cca89d1be4', '67eacea9-f779-4547-8077-49b5704d8425', 'QA', 2, 'tita', null, 'How many positive divisors of **10,800** are perfect squares?', '[]'::jsonb, 3, 0, 'Number system', 'Medium'),
  ('e8753cff-fbe0-49f0-8e6c-8dbeffa473a0', '67eacea9-f779-4547-8077-49b5704d8425', 'QA', 3, 'mcq', null, 'If α and β are the roots of x² − 7x + 11 = 0, what is the value of α³ + β³?', '[{"key":"A","text":"100"},{"key":"B","text":"122"},{"key":"C","text":"134"},{"key":"D","text":"112"}]'::jsonb, 3, 1, 'Algebra', 'Easy'),
  ('74bed7c2-9117-4591-890d-5b7ff16ae2d0', '67eacea9-f779-4547-8077-49b5704d8425', 'QA', 4, 'tita', null, 'Ravi and Sunil together can paint a hostel block in 18 days, Sunil and Tara together in 24 days, and Tara and Ravi together in 36 days. Ravi starts the job alone and works for 12 days; then he leaves and Sunil and Tara finish the rest together. How many days do Sunil and Tara take to finish it?', '[]'::jsonb, 3, 0, 'Time, speed and work', 'Medium'),
  ('701069a1-1b30-4098-8e0c-c40d57e29708', '67eacea9-f779-4547-8077-49b5704d8425', 'QA', 5, 'mcq', null, 'A park in Pune has a lawn shaped like a right-angled triangle whose two shorter sides are 20 m and 21 m. The largest possible circular flower bed is laid inside the lawn, touching all three sides. What area of the lawn (in m²) is **not** covered by the flower bed?', '[{"key":"A","text":"210 − 36π"},{"key":"B","text":"210 − 49π"},{"key":"C","text":"420 − 36π"},{"key":"D","text":"210 − 25π"}]'::jsonb, 3, 1, 'Geometry', 'Medium'),
  ('3f34d95c-5fa5-47f4-8b88-f98cb208eacb', '67eacea9-f779-4547-8077-49b5704d8425', 'QA', 6, 'mcq', null, 'Alloy P contains copper and zinc in the ratio 3 : 1, and alloy Q contains them in the ratio 2 : 3. How many kilograms of alloy Q must be melted with 24 kg of alloy P so that the new alloy contains copper and zinc in the ratio 3 : 2?', '[{"key":"A","text":"16 kg"},{"key":"B","text":"20 kg"},{"key":"C","text":"18 kg"},{"key":"D","text":"21 kg"}]'::jsonb, 3, 1, 'Ratio and mixtures', 'Medium'),
  ('7322f4f1-b0e4-4d46-8162-25ba31dce3c6', '67eacea9-f779-4547-8077-49b5704d8425', 'QA', 7, 'tita', null, 'How many integers x satisfy |x − 3| + |x + 5| ≤ 12?', '[]'::jsonb, 3, 0, 'Algebra', 'Medium'),
  ('f9899d67-476c-4135-8c46-5017df224c3f', '67eacea9-f779-4547-8077-49b5704d8425', 'QA', 8, 'mcq', null, 'A college in Kochi must form a 5-member cultural committee from 6 men and 4 women. In how many ways can the committee be formed if it must include **at least 2 women**?', '[{"key":"A","text":"180"},{"key":"B","text":"186"},{"key":"C","text":"192"},{"key":"D","text":"246"}]'::jsonb, 3, 1, 'Modern maths', 'Medium'),
  ('f4e326a4-d2dc-49db-87ce-d05b6207a684', '67eacea9-f779-4547-8077-49b5704d8425', 'QA', 9, 'mcq', null, 'What are the last two digits of 3²⁰²⁵ (that is, the remainder when 3²⁰²⁵ is divided by 100)?', '[{"key":"A","text":"49"},{"key":"B","text":"07"},{"key":"C","text":"23"},{"key":"D","text":"43"}]'::jsonb, 3, 1, 'Number system', 'Hard'),
  ('5d10ec40-722e-4b93-8aa7-7120713c4ea2', '67eacea9-f779-4547-8077-49b5704d8425', 'QA', 10, 'tita', null, 'The vertices of a triangle are A(2, 1), B(8, 3) and C(5, 9). What is the area of the triangle, in square units?', '[]'::jsonb, 3, 0, 'Geometry', 'Easy'),
  ('60e58f25-1de0-4382-8d80-2fbc3b3a8946', '67eacea9-f779-4547-8077-49b5704d8425', 'QA', 11, 'mcq', null, 'A 240 m long train running at 72 km/h and another train running at 54 km/h in the opposite direction on a parallel track pass each other completely in 12 seconds. What is the length of the second train?', '[{"key":"A","text":"180 m"},{"key":"B","text":"200 m"},{"key":"C","text":"160 m"},{"key":"D","text":"210 m"}]'::jsonb, 3, 1, 'Time, speed and work', 'Easy'),
  ('1377644d-f2ae-486c-863c-5bed3e55c400', '67eacea9-f779-4547-8077-49b5704d8425', 'QA', 12, 'mcq', null, 'A bag contains 5 red and 4 blue balls. Three balls are drawn at random without replacement. What is the probability that exactly two of them are red?', '[{"key":"A","text":"5/14"},{"key":"B","text":"20/63"},{"key":"C","text":"10/21"},{"key":"D","text":"25/81"}]'::jsonb, 3, 1, 'Modern maths', 'Medium');
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation) values
  ('bd6bdb62-dc0d-4f96-822e-5ee4a81cae88', 'B', 'Take the cost price as ₹100, so the marked price is ₹140. Successive discounts multiply, they do not add: the selling price is 140 × 0.90 × 0.95 = ₹119.70. The profit is therefore ₹19.70 on a cost of ₹100, i.e. **19.7%**. Adding the percentages (40 − 10 − 5 = 25%) is the common trap.'),
  ('084a4580-f820-444b-882e-51cca89d1be4', '12', 'Factorise first: 10,800 = 2⁴ × 3³ × 5². A divisor 2ᵃ × 3ᵇ × 5ᶜ is a perfect square exactly when every exponent is even. So a can be 0, 2 or 4 (3 choices), b can be 0 or 2 (2 choices) and c can be 0 or 2 (2 choices). That gives 3 × 2 × 2 = **12** square divisors (1, 4, 9, 16, 25, 36, …, 3600).'),
  ('e8753cff-fbe0-49f0-8e6c-8dbeffa473a0', 'D', 'You do not need the roots themselves. For ax² + bx + c = 0, the sum of the roots is −b/a = 7 and the product is c/a = 11. Use the identity α³ + β³ = (α + β)³ − 3αβ(α + β) = 7³ − 3 × 11 × 7 = 343 − 231 = **112**.'),
  ('74bed7c2-9117-4591-890d-5b7ff16ae2d0', '18', 'Work with daily rates. Adding the three pair rates counts each person twice: 1/18 + 1/24 + 1/36 = (4 + 3 + 2)/72 = 1/8, so all three together do 1/16 of the job a day. Ravi alone does 1/16 − 1/24 (the Sunil–Tara rate) = 1/48 a day, so in 12 days he paints 12/48 = 1/4 of the block. The remaining 3/4 at the Sunil–Tara rate of 1/24 a day takes (3/4) × 24 = **18** days.'),
  ('701069a1-1b30-4098-8e0c-c40d57e29708', 'A', 'The hypotenuse is √(20² + 21²) = √841 = 29 m, and the lawn’s area is ½ × 20 × 21 = 210 m². The largest circle touching all three sides is the incircle; in a right triangle its radius is (sum of the legs − hypotenuse)/2 = (20 + 21 − 29)/2 = 6 m (the general formula area ÷ semi-perimeter gives 210 ÷ 35 = 6 too). The uncovered area is 210 − π × 6² = **210 − 36π** m².'),
  ('3f34d95c-5fa5-47f4-8b88-f98cb208eacb', 'C', 'Convert every ratio to the fraction of copper: P is 3/4 = 75%, Q is 2/5 = 40%, and the target 3 : 2 is 3/5 = 60%. By alligation, P : Q = (60 − 40) : (75 − 60) = 20 : 15 = 4 : 3. With 24 kg of P, Q = 24 × 3/4 = **18 kg**. Check: copper = 18 + 7.2 = 25.2 kg out of 42 kg = 60%.'),
  ('7322f4f1-b0e4-4d46-8162-25ba31dce3c6', '13', 'Read |x − 3| + |x + 5| as the sum of the distances from x to 3 and to −5 on the number line. For any x between −5 and 3 the sum is the gap between them, 8, which is ≤ 12. To the right of 3 the sum is 2x + 2 ≤ 12, so x ≤ 5; to the left of −5 it is −2x − 2 ≤ 12, so x ≥ −7. Hence −7 ≤ x ≤ 5, which contains 5 − (−7) + 1 = **13** integers.'),
  ('f9899d67-476c-4135-8c46-5017df224c3f', 'B', 'Count the complement. All committees: C(10, 5) = 252. Committees with no woman: C(6, 5) = 6; with exactly one woman: C(4, 1) × C(6, 4) = 4 × 15 = 60. So the committees with at least two women number 252 − 6 − 60 = **186** (the direct count 120 + 60 + 6 = 186 agrees).'),
  ('f4e326a4-d2dc-49db-87ce-d05b6207a684', 'D', 'Look for a power of 3 that leaves remainder 1 on division by 100. 3¹⁰ = 59,049 ≡ 49 (mod 100), so 3²⁰ ≡ 49² = 2,401 ≡ 1 (mod 100). The last two digits therefore repeat every 20 powers. Since 2025 = 20 × 101 + 5, 3²⁰²⁵ ≡ 3⁵ = 243, and the last two digits are **43**.'),
  ('5d10ec40-722e-4b93-8aa7-7120713c4ea2', '21', 'Use the coordinate (shoelace) formula: area = ½ |x₁(y₂ − y₃) + x₂(y₃ − y₁) + x₃(y₁ − y₂)|. Substituting: ½ |2(3 − 9) + 8(9 − 1) + 5(1 − 3)| = ½ |−12 + 64 − 10| = ½ × 42 = **21**. You can check it by enclosing the triangle in the 6 × 8 rectangle from (2, 1) to (8, 9) and subtracting the three right triangles: 48 − 6 − 12 − 9 = 21.'),
  ('60e58f25-1de0-4382-8d80-2fbc3b3a8946', 'A', 'Trains moving in opposite directions approach each other at the sum of their speeds: 72 + 54 = 126 km/h = 126 × 5/18 = 35 m/s. To pass each other completely they must cover the sum of their lengths, which is 35 × 12 = 420 m. The second train is therefore 420 − 240 = **180 m** long.'),
  ('1377644d-f2ae-486c-863c-5bed3e55c400', 'C', 'Count unordered selections. The number of ways to draw any 3 of the 9 balls is C(9, 3) = 84. Exactly two red means 2 of the 5 red and 1 of the 4 blue: C(5, 2) × C(4, 1) = 10 × 4 = 40 ways. The probability is 40/84 = **10/21**. Drawing with replacement would give a different answer, 3 × (5/9)² × (4/9) = 100/243, so read the condition carefully.');

-- XAT Decision Making Sectional Test 1
insert into public.mock_tests (id, slug, title, description, exam_id, kind, scoring_scheme, section_order, has_calculator, total_questions, duration_minutes, total_marks, difficulty, sections, instructions, is_free, price, is_published, is_featured, order_index, created_by) values
  ('b498af3f-581d-4432-8a6e-57dcf361d9c3', 'xat-decision-making-sectional-1', 'XAT Decision Making Sectional Test 1', 'A 25-minute Decision Making sectional in the XAT pattern: 12 questions with five options each — three caselets (an ethical dilemma, a budget allocation with a table, a city’s water policy) and three standalone decisions.', (select id from public.exams where slug = 'xat'), 'sectional', 'xat', 'free', false, 12, 25, 12, 'Medium', '[{"name":"Decision Making","questions":12,"minutes":null}]'::jsonb, 'This sectional test has **12 Decision Making questions** and **25 minutes** on one clock. You may answer them in any order and return to any question until the time ends, when the test is submitted.

- **+1** for a right answer; **−0.25** for a wrong answer.
- As in XAT, **0.10 is deducted for each unattempted question beyond 8 consecutive unattempted questions**. For example, leaving 10 questions in a row unattempted costs 2 × 0.10 = 0.20.
- Each question has five options (A–E). In decision-making questions several options may sound reasonable: choose the one that best serves the goals, rules and facts given in the case.
- No calculator is available: the numerical questions are designed to be worked with pen and paper.
- Your time is kept on the server: closing the page does not stop the clock.', true, 0, true, false, 3, 'd0000000-0000-4000-8000-000000000002');
insert into public.mock_test_passages (id, mock_test_id, section, kind, title, body) values
  ('c0aed7ff-d930-4d55-8278-aa97448467c0', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 'set', 'The thin-walled housings', 'Meera Iyer is the quality head at Deccan Castings, a Pune firm that makes brake-caliper housings for two-wheelers. Its largest customer, a motorcycle maker that brings in 40% of Deccan’s revenue, has a contract that fixes the wall thickness of every housing within ±0.2 mm and requires the supplier to report any deviation **before** shipment.

On Thursday evening a routine check finds that about 600 of the 10,000 housings due for dispatch on Friday have one internal wall 0.3 mm thinner than the nominal size — 0.1 mm outside the tolerance. The design engineer thinks the parts are “probably safe” because the design has a safety margin, but no test has been run at this thickness. Inspecting every housing and replacing the faulty ones would take four days; after Friday, the customer’s assembly line has about two days of stock.

The plant head, Rakesh Kulkarni, tells Meera: “The customer’s incoming inspection only checks the outside dimensions; it will never see an internal wall. Ship it, and we will fix the process next week. If we miss this shipment we may lose the contract, and 300 jobs here depend on it.”

Deccan’s code of conduct says that safety-related deviations must never be concealed from customers.'),
  ('d452a350-ed22-4795-8915-27eaade7c9b6', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 'set', 'Kaveri Foods’ campaign budget', 'Kaveri Foods, a Coimbatore-based maker of ready-to-cook idli and dosa batter, has a promotion budget of **₹60 lakh** for the next quarter; the board will not add to it from the company’s own funds, which are set aside for a new plant at Hosur. Its marketing team has shortlisted five city campaigns. Each campaign must be run in full or not at all, and the cities are far enough apart that one campaign does not affect the results of another.

The table gives each campaign’s cost and the **expected net profit** it would bring in the quarter, that is, the extra profit left after the campaign’s own cost has been recovered.

| City | Campaign cost (₹ lakh) | Expected net profit (₹ lakh) |
|---|---:|---:|
| Chennai | 25 | 40 |
| Kochi | 15 | 27 |
| Madurai | 20 | 30 |
| Mysuru | 10 | 14 |
| Visakhapatnam | 30 | 45 |

Any part of the budget that is not spent goes back to the company and earns nothing. The marketing head, Lakshmi Narayanan, wants the combination of campaigns that gives the **highest total expected net profit** within the budget. Before she decides, she also wants to know how the best plan would change if costs or the size of the budget changed.'),
  ('1eb52e40-d0f5-49a7-8597-e0e01d3cbfda', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 'set', 'Dhanpur’s summer water policy', 'Dhanpur, a fast-growing city of 12 lakh people in Madhya Pradesh, draws most of its water from a reservoir that the irrigation department says will run dry by mid-June unless the city cuts its use by at least 15% from April.

About 70% of households have metered piped connections, but each pays a flat ₹150 a month however much it uses: the meters are read, but the readings are not billed. The other 30%, most of them in informal settlements, have no connection and collect water free from public standposts; they use far less water per person than connected households. Meter readings show that the top 20% of connected households use over 40% of the piped water, much of it on gardens, car washing and overflowing rooftop tanks.

The municipal council has asked Commissioner Anjali Rao for a summer policy that meets three conditions:

1. Total water use must fall by at least 15% from April.
2. No household should pay more for the water it needs for drinking, cooking and bathing.
3. The corporation’s water revenue must not fall, as the water department already runs a deficit.

The corporation can change its tariffs from 1 April, but it has no money for new pipes or meters this year.');
insert into public.mock_test_questions (id, mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty) values
  ('a0d7ca47-4c06-4a7b-8c25-53da3ac60082', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 1, 'mcq', 'c0aed7ff-d930-4d55-8278-aa97448467c0', 'What should Meera do?', '[{"key":"A","text":"Ship the batch on Friday as Rakesh suggests, and correct the process next week so that future batches conform."},{"key":"B","text":"Ship the batch on Friday and tell the customer about the deviation after its line has used up the housings, so that its supply is not disrupted."},{"key":"C","text":"Resign, since she cannot stop the plant head from shipping the batch."},{"key":"D","text":"Hold the batch, tell the customer about the deviation before Friday, and propose a recovery plan — extra shifts to inspect every housing, with the housings that pass dispatched in daily lots — so that its line keeps running."},{"key":"E","text":"Scrap the whole batch quietly and tell the customer the shipment will be four days late because of a machine breakdown."}]'::jsonb, 1, 0.25, 'Decision making', 'Easy'),
  ('f4017be1-a388-4db9-87e0-beef0168abd0', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 2, 'mcq', 'c0aed7ff-d930-4d55-8278-aa97448467c0', 'Meera informs the customer. Its purchase manager, worried about the line running short, asks whether the 600 thinner housings could be used anyway. Which response is the most appropriate?', '[{"key":"A","text":"Offer to load-test samples of the thinner housings at once, share the results, and leave it to the customer’s engineers to decide whether to accept them as a formal deviation."},{"key":"B","text":"Assure the manager that the housings are safe, because the design engineer believes the safety margin covers the deviation."},{"key":"C","text":"Offer a 10% discount on the batch if the customer accepts all the housings as they are."},{"key":"D","text":"Refuse to discuss the thinner housings and insist that they will be scrapped, whatever any test might show."},{"key":"E","text":"Suggest mixing the thinner housings with conforming ones, so that no vehicle model receives many of them."}]'::jsonb, 1, 0.25, 'Decision making', 'Medium'),
  ('bc101883-767b-442b-81e0-b55004723f4f', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 3, 'mcq', 'c0aed7ff-d930-4d55-8278-aa97448467c0', 'Rakesh argues that shipping without disclosure is justified because 300 jobs depend on the contract. Which of the following is the strongest criticism of his argument?', '[{"key":"A","text":"Protecting jobs is the responsibility of the human-resources department, not of the plant head."},{"key":"B","text":"The customer might one day start checking internal walls as part of its incoming inspection."},{"key":"C","text":"The company’s profit, not its employees’ jobs, should be the main consideration in a business decision."},{"key":"D","text":"Three hundred jobs are too few to matter when compared with the customer’s business."},{"key":"E","text":"Concealment puts riders’ safety at risk, and if a failure on the road or a recall later exposed it, the contract — and the 300 jobs — would be in far greater danger than they are from a disclosed delay of a few days."}]'::jsonb, 1, 0.25, 'Decision making', 'Medium'),
  ('27e18b9a-7b02-4a9c-8c56-ff92375e2014', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 4, 'mcq', 'd452a350-ed22-4795-8915-27eaade7c9b6', 'Which combination of campaigns should Lakshmi choose?', '[{"key":"A","text":"Chennai and Visakhapatnam"},{"key":"B","text":"Chennai, Kochi and Madurai"},{"key":"C","text":"Madurai, Mysuru and Visakhapatnam"},{"key":"D","text":"Kochi, Mysuru and Visakhapatnam"},{"key":"E","text":"Chennai, Madurai and Mysuru"}]'::jsonb, 1, 0.25, 'Decision making', 'Easy'),
  ('a8f188d0-af1a-40dc-8048-139f3ad64583', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 5, 'mcq', 'd452a350-ed22-4795-8915-27eaade7c9b6', 'Suppose a rise in media rates increases the cost of the Chennai campaign to ₹30 lakh and lowers its expected net profit by the same ₹5 lakh, to ₹35 lakh. Everything else stays as in the table and the budget is still ₹60 lakh. Which combination should Lakshmi now choose?', '[{"key":"A","text":"Kochi, Mysuru and Visakhapatnam"},{"key":"B","text":"Chennai and Visakhapatnam"},{"key":"C","text":"Chennai, Madurai and Mysuru"},{"key":"D","text":"Kochi, Madurai and Mysuru"},{"key":"E","text":"Madurai, Mysuru and Visakhapatnam"}]'::jsonb, 1, 0.25, 'Data interpretation', 'Medium'),
  ('77a3e45e-f8e1-4c37-8071-30308446c4ca', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 6, 'mcq', 'd452a350-ed22-4795-8915-27eaade7c9b6', 'With the original figures in the table, the finance team offers to raise the budget to ₹70 lakh by borrowing ₹10 lakh for the quarter; the loan would cost ₹3 lakh in interest and fees. By how much would borrowing change Kaveri Foods’ best total expected net profit, after the ₹3 lakh cost?', '[{"key":"A","text":"It would not help: the best plan stays the same, so borrowing only adds ₹3 lakh of cost."},{"key":"B","text":"An increase of ₹11 lakh"},{"key":"C","text":"An increase of ₹12 lakh"},{"key":"D","text":"An increase of ₹14 lakh"},{"key":"E","text":"An increase of ₹15 lakh"}]'::jsonb, 1, 0.25, 'Data interpretation', 'Medium'),
  ('39b554bf-6aca-4019-8c97-a09329846cad', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 7, 'mcq', '1eb52e40-d0f5-49a7-8597-e0e01d3cbfda', 'Which policy best meets the council’s three conditions?', '[{"key":"A","text":"Double the flat charge to ₹300 a month for every connected household."},{"key":"B","text":"Bill connected households by their meter readings on an increasing-block tariff: a first block large enough for essential use at no more than today’s ₹150, and steeply higher rates above it; standposts stay free."},{"key":"C","text":"Halve the flat charge for households that sign a pledge to cut their use by 15%."},{"key":"D","text":"Run a newspaper and radio campaign asking citizens to save water, with awards for the most water-efficient wards."},{"key":"E","text":"Close the public standposts in the afternoons to reduce wastage."}]'::jsonb, 1, 0.25, 'Decision making', 'Easy'),
  ('2119f76b-50ca-4237-873a-75a275e657f6', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 8, 'mcq', '1eb52e40-d0f5-49a7-8597-e0e01d3cbfda', 'After the block tariff is announced, a residents’ group points out that the low-price first block is fixed per connection, so a joint family of nine sharing one connection will pay the higher rates even though each member uses less water than a couple living alone. Which response best keeps the policy’s aims?', '[{"key":"A","text":"Withdraw the block tariff and return to the flat charge."},{"key":"B","text":"Exempt every household with more than five members from the higher rates altogether."},{"key":"C","text":"Ignore the objection, since joint families are a small minority of connections."},{"key":"D","text":"Size each household’s first block by its number of members, using a document such as the ration card, so that essential use per person is charged at the low rate."},{"key":"E","text":"Ask large families to apply for a second connection."}]'::jsonb, 1, 0.25, 'Decision making', 'Medium'),
  ('54aeb51b-7b22-4d8e-8e66-bf3fa322b3c3', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 9, 'mcq', '1eb52e40-d0f5-49a7-8597-e0e01d3cbfda', 'Which information would be most useful to Anjali in deciding how large the first (low-price) block should be?', '[{"key":"A","text":"Dhanpur’s meter readings matched with household size, showing how much water households use for essential needs."},{"key":"B","text":"The water tariffs charged by the three largest cities in the state."},{"key":"C","text":"The number of complaints about water supply the corporation received last summer."},{"key":"D","text":"The cost of building a second reservoir for the city."},{"key":"E","text":"A survey of how many residents would support a tariff increase."}]'::jsonb, 1, 0.25, 'Decision making', 'Medium'),
  ('a1c97c63-a469-46bd-8d9e-1207e38c8614', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 10, 'mcq', null, 'Farah Khan manages a branch of a private bank in Lucknow. Mr Srivastava, a 72-year-old retired teacher who lives on the interest from his savings, comes in upset. Last week a relationship officer of the branch persuaded him to move ₹8 lakh from fixed deposits into a market-linked insurance plan with a ten-year lock-in, telling him it was “as safe as an FD” and would pay a monthly income. It does neither. The plan’s free-look period is still open for three weeks: within it, he can cancel the plan and get his money back, less small charges. The relationship officer is one of the branch’s top performers against sales targets.

What should Farah do?', '[{"key":"A","text":"Tell Mr Srivastava that the documents he signed are binding and that staying invested for ten years will serve him well."},{"key":"B","text":"Ask the relationship officer to apologise to Mr Srivastava, and take no further action since the officer is a top performer."},{"key":"C","text":"Help Mr Srivastava cancel the plan within the free-look period and move the money to a product that pays a monthly income, and report the mis-selling through the bank’s internal channel so that the officer’s other sales are reviewed."},{"key":"D","text":"Help Mr Srivastava cancel the plan, but keep the matter within the branch so that its sales record is not affected."},{"key":"E","text":"Suspend the relationship officer at once, without hearing his side, as a warning to other staff."}]'::jsonb, 1, 0.25, 'Decision making', 'Easy'),
  ('c53f6e9d-c0c6-4f32-87a1-6f5034399aa6', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 11, 'mcq', null, 'Harpal Singh owns a cold store near Agra. A potato trader offers two ways of renting the whole store for the season:

- **Plan X:** a fixed rent of ₹8 lakh.
- **Plan Y:** ₹3 lakh plus 10% of the trader’s profit on the stored potatoes.

The trader’s profit depends on prices at the end of the season: ₹70 lakh with probability 0.3, ₹40 lakh with probability 0.5 and ₹10 lakh with probability 0.2. At the end of the season Harpal must repay a bank instalment of ₹6 lakh, and he has no other income to pay it from. Which plan should he choose, and why?', '[{"key":"A","text":"Plan X, because it pays more on average and always covers the ₹6 lakh instalment."},{"key":"B","text":"Plan Y, because it can pay as much as ₹10 lakh, more than Plan X ever pays."},{"key":"C","text":"Plan Y, because in the most likely case it pays ₹7 lakh, which still covers the instalment."},{"key":"D","text":"Plan X, because a fixed income is always better than a variable one."},{"key":"E","text":"Either plan, because both pay the same amount on average."}]'::jsonb, 1, 0.25, 'Decision making', 'Medium'),
  ('01093ada-7ad8-4f01-8fe4-b7bcf3ced03c', 'b498af3f-581d-4432-8a6e-57dcf361d9c3', 'Decision Making', 12, 'mcq', null, 'Nikhil Bose is a purchase officer at a state-owned power company in Kolkata and one of the three members of the committee evaluating bids for a ₹2 crore cable contract. When the bids are opened he finds that the lowest bid, which also appears to meet all the technical conditions, comes from a firm owned by his brother-in-law. No one else on the committee knows of the relationship. The company’s rules require employees to avoid situations in which a personal relationship could influence an official decision.

What should Nikhil do?', '[{"key":"A","text":"Continue evaluating the bids, since the lowest price is an objective fact that his relationship cannot change."},{"key":"B","text":"Disclose the relationship in writing to the committee chair and withdraw from this evaluation, leaving the other members (or a replacement) to judge all bids on their merits."},{"key":"C","text":"Recommend rejecting his brother-in-law’s bid, so that no one can accuse him of favouritism."},{"key":"D","text":"Ask his brother-in-law to withdraw the bid."},{"key":"E","text":"Recommend cancelling the tender and inviting fresh bids."}]'::jsonb, 1, 0.25, 'Decision making', 'Easy');
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation) values
  ('a0d7ca47-4c06-4a7b-8c25-53da3ac60082', 'D', 'The governing principles are stated in the case: the contract and the code of conduct require a safety-related deviation to be disclosed before shipment, and a good decision should also limit the harm to the customer and to Deccan. Option D does both: it discloses, keeps untested parts off motorcycles, and uses the fact that about 94% of the batch conforms to keep the customer’s line supplied. A ships parts of unknown safety and conceals the deviation; B also conceals it — telling the customer afterwards breaches the “before shipment” clause and still puts the parts on the road. C abandons the problem without preventing the shipment, and E lies about the cause while wasting 9,400 good housings.'),
  ('f4017be1-a388-4db9-87e0-beef0168abd0', 'A', 'A question of safety should be settled by evidence and decided by the party accountable for the finished vehicle — here the customer. Option A supplies the missing evidence quickly and leaves the acceptance decision with the customer’s engineers. B passes off an untested opinion (“probably safe”) as an assurance; C puts a price on safety without any evidence; E spreads the risk rather than removing it and makes it impossible to trace affected vehicles. D is safe but needlessly rigid: it refuses evidence that might legitimately let the customer use the parts, which is the customer’s call to make.'),
  ('bc101883-767b-442b-81e0-b55004723f4f', 'E', 'The strongest criticism meets Rakesh on his own ground as well as on ethics. Option E shows that concealment endangers riders and that, once discovered, it threatens the very contract and jobs he wants to protect far more than an honest delay does. B only says he might be caught, which implies concealment would be acceptable if it were never detected. A and C dodge the question rather than answering it, and D dismisses the livelihoods of 300 people, which are a legitimate concern; the flaw is in his means, not in caring about jobs.'),
  ('27e18b9a-7b02-4a9c-8c56-ff92375e2014', 'B', 'Rank the campaigns by net profit per rupee — Kochi 1.8, Chennai 1.6, Madurai and Visakhapatnam 1.5, Mysuru 1.4 — then check the combinations that fit the ₹60 lakh budget. Chennai + Kochi + Madurai costs exactly 25 + 15 + 20 = ₹60 lakh and earns 40 + 27 + 30 = **₹97 lakh**. The other options earn less: Madurai + Mysuru + Visakhapatnam ₹89 lakh, Kochi + Mysuru + Visakhapatnam ₹86 lakh, Chennai + Visakhapatnam ₹85 lakh, Chennai + Madurai + Mysuru ₹84 lakh. No other combination within the budget beats ₹97 lakh.'),
  ('a8f188d0-af1a-40dc-8048-139f3ad64583', 'E', 'The old best plan, Chennai + Kochi + Madurai, now costs 30 + 15 + 20 = ₹65 lakh and no longer fits. Among the combinations that do fit, Madurai + Mysuru + Visakhapatnam costs exactly ₹60 lakh and earns 30 + 14 + 45 = **₹89 lakh**, ahead of Kochi + Mysuru + Visakhapatnam (₹86 lakh), Chennai + Visakhapatnam (₹80 lakh), Chennai + Madurai + Mysuru (₹79 lakh) and Kochi + Madurai + Mysuru (₹71 lakh). Note that Kochi, the best campaign per rupee, drops out: when campaigns are all-or-nothing, the ratio alone does not decide — how fully a combination uses the budget matters too.'),
  ('77a3e45e-f8e1-4c37-8071-30308446c4ca', 'C', 'Find the best plan for ₹70 lakh. Chennai + Kochi + Visakhapatnam costs 25 + 15 + 30 = ₹70 lakh and earns 40 + 27 + 45 = ₹112 lakh, just ahead of Chennai + Kochi + Madurai + Mysuru (₹111 lakh, also ₹70 lakh). After the ₹3 lakh cost of the loan the company keeps ₹109 lakh, against ₹97 lakh without borrowing — an increase of **₹12 lakh**, so borrowing is worth it. ₹15 lakh forgets the loan’s cost, and ₹11 lakh and ₹14 lakh use the second-best plan.'),
  ('39b554bf-6aca-4019-8c97-a09329846cad', 'B', 'Test each option against the three stated conditions. B puts a price on the heavy use of the top 20% (who use over 40% of the water), which is where a 15% cut can come from; keeps essential use at today’s price; raises revenue from heavy users; and needs no new meters because the meters already exist. A makes essential water dearer (breaks condition 2) and, being flat, gives no reason to use less. C loses revenue (breaks condition 3) and relies on unverifiable pledges; D gives no assurance of a 15% cut; E burdens the households that use the least and barely reduces total use.'),
  ('2119f76b-50ca-4237-873a-75a275e657f6', 'D', 'The council’s condition protects the water people need, which depends on the number of people, not on the number of connections. D aligns the low-price block with that principle and keeps higher rates on genuinely heavy use. A abandons the 15% cut; B goes too far — a large household that waters a big garden would escape the price signal, and the threshold invites false claims. C leaves the family paying more for essential water, breaking condition 2, and E needs new pipes and meters the corporation cannot pay for this year.'),
  ('54aeb51b-7b22-4d8e-8e66-bf3fa322b3c3', 'A', 'The first block must be just large enough to cover essential use (condition 2) while leaving discretionary use above it, where the higher price cuts demand (condition 1). Local consumption data linked to household size measures exactly that. Other cities’ tariffs (B) reflect their own supply and costs; complaints (C) do not measure consumption; the cost of a reservoir (D) is a long-term capital question; and a survey of support (E) tells Anjali how the tariff will be received, not where the threshold should be.'),
  ('a1c97c63-a469-46bd-8d9e-1207e38c8614', 'C', 'A bank’s first duty here is to the customer who was misled, and the free-look period gives Farah a clean remedy; the second is to find out whether other customers were misled the same way. C does both: it undoes the harm while it still can be undone and sends the case to the channel that can review the officer’s other sales. D fixes this one case but hides a likely pattern, so other customers may lose the same protection. A and B leave an elderly customer in a product that does not meet his needs, and E punishes without a hearing while doing nothing for Mr Srivastava.'),
  ('c53f6e9d-c0c6-4f32-87a1-6f5034399aa6', 'A', 'Compute Plan Y’s expected payment: 3 + 0.10 × (0.3 × 70 + 0.5 × 40 + 0.2 × 10) = 3 + 0.10 × 43 = ₹7.3 lakh, less than Plan X’s certain ₹8 lakh. Its worst case, 3 + 0.10 × 10 = ₹4 lakh (probability 0.2), would not cover the ₹6 lakh instalment, so Plan X wins on both return and risk — which is exactly what A says. B and C look only at the best or the most likely outcome and ignore the rest; E gets the arithmetic wrong. D picks the right plan for a wrong reason: had Plan Y paid much more on average and covered the loan even in its worst case, it could well be the better choice.'),
  ('01093ada-7ad8-4f01-8fe4-b7bcf3ced03c', 'B', 'The principle for a conflict of interest is to disclose it and step aside, so that the decision is taken by people without the conflict while the process itself goes on. B does exactly that, and the firm can still win if its bid is the best. A ignores the rule: checking technical compliance involves judgement, and an undisclosed relationship taints the award even if it is deserved. C is unfair to the firm and may cost the company its lowest price; D uses his position to interfere with a bidder and reduces competition; E delays the contract and penalises every bidder for a problem that disclosure solves.');

-- NMAT Logical Reasoning Sectional
insert into public.mock_tests (id, slug, title, description, exam_id, kind, scoring_scheme, section_order, has_calculator, total_questions, duration_minutes, total_marks, difficulty, sections, instructions, is_free, price, is_published, is_featured, order_index, created_by) values
  ('ac895284-a616-4547-8839-c43137eeb86e', 'nmat-logical-reasoning-sectional-1', 'NMAT Logical Reasoning Sectional', 'A 14-minute NMAT-style Logical Reasoning drill: 12 five-option questions on syllogisms, coding-decoding, blood relations, series, a seating arrangement and critical reasoning, marked +3 with no negative marking.', (select id from public.exams where slug = 'nmat'), 'sectional', 'nmat', 'fixed', false, 12, 14, 36, 'Medium', '[{"name":"Logical Reasoning","questions":12,"minutes":14}]'::jsonb, 'This sectional test practises the NMAT **Logical Reasoning** section at a smaller scale: **12 questions in 14 minutes**, one section, about 70 seconds a question — close to the real section’s pace of 36 questions in 40 minutes.

- Every question has **five options (A–E)** and exactly one right answer.
- **+3** for a right answer and **no negative marking**: a wrong or skipped question scores 0, so answer every question before time runs out.
- Three questions share one seating arrangement; read its conditions once and reuse your diagram.
- No calculator is available; keep rough paper for diagrams.
- The test is submitted automatically when the 14 minutes end. Your time is kept on the server: closing the page does not stop the clock.', true, 0, true, false, 4, 'd0000000-0000-4000-8000-000000000002');
insert into public.mock_test_passages (id, mock_test_id, section, kind, title, body) values
  ('dce8a1f6-7f0f-4a5a-8ca6-b3682aedafeb', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 'set', 'Six colleagues in a row', 'Six colleagues — **Aarav, Bela, Chirag, Divya, Esha** and **Farhan** — sit in a row of six seats numbered 1 to 6 from left to right, all facing north (so "to the right of" means a higher seat number). Each seat has exactly one person.

1. Chirag sits at one of the two ends of the row.
2. Divya sits immediately to the right of Bela.
3. Exactly two people sit between Aarav and Divya.
4. Esha sits immediately to the right of Farhan.
5. Farhan does not sit next to Chirag.
6. Aarav does not sit at either end of the row.');
insert into public.mock_test_questions (id, mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty) values
  ('61a78fbf-3d5d-4841-8361-7b7a7394690e', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 1, 'mcq', null, '**Statements:**

All pilots are graduates. Some graduates are musicians. No musician is a chef.

**Conclusions:**

I. Some pilots are musicians.

II. Some graduates are not chefs.

Taking the statements to be true, which conclusion(s) logically follow?', '[{"key":"A","text":"Only conclusion I follows"},{"key":"B","text":"Only conclusion II follows"},{"key":"C","text":"Both conclusions I and II follow"},{"key":"D","text":"Neither conclusion I nor conclusion II follows"},{"key":"E","text":"Either conclusion I or conclusion II follows"}]'::jsonb, 3, 0, 'Logical reasoning', 'Easy'),
  ('6d360a50-e0cc-4b87-830e-920e0bc1d1e3', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 2, 'mcq', null, '**Statements:**

All rings are bangles. Some bangles are chains.

**Conclusions:**

I. Some rings are chains.

II. No ring is a chain.

Taking the statements to be true, which conclusion(s) logically follow?', '[{"key":"A","text":"Only conclusion I follows"},{"key":"B","text":"Only conclusion II follows"},{"key":"C","text":"Both conclusions I and II follow"},{"key":"D","text":"Neither conclusion I nor conclusion II follows"},{"key":"E","text":"Either conclusion I or conclusion II follows"}]'::jsonb, 3, 0, 'Logical reasoning', 'Medium'),
  ('fb6e146b-573c-494b-840f-416d1896e58c', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 3, 'mcq', null, 'In a certain code, **PUNE** is written as **QWQI**. How is **AGRA** written in that code?', '[{"key":"A","text":"BHTD"},{"key":"B","text":"CIUE"},{"key":"C","text":"BIUE"},{"key":"D","text":"BIVE"},{"key":"E","text":"BJUE"}]'::jsonb, 3, 0, 'Logical reasoning', 'Easy'),
  ('818a485a-d8ce-464f-8e83-a76a5c817e81', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 4, 'mcq', null, 'In a code language:

- "tea is hot" is written as "la mo ri",
- "hot milk please" is written as "ri su ke", and
- "please bring tea" is written as "ke la pa".

The codes of a sentence’s words are not necessarily in the same order as the words. What is the code for "milk"?', '[{"key":"A","text":"ke"},{"key":"B","text":"ri"},{"key":"C","text":"pa"},{"key":"D","text":"su"},{"key":"E","text":"Cannot be determined"}]'::jsonb, 3, 0, 'Logical reasoning', 'Easy'),
  ('f63a8416-53a8-496e-84a6-cd54b1271510', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 5, 'mcq', null, 'In a certain code:

- **P + Q** means P is the mother of Q;
- **P − Q** means P is the brother of Q;
- **P × Q** means P is the wife of Q;
- **P ÷ Q** means P is the father of Q.

If **A ÷ B − C + D**, how is A related to D?', '[{"key":"A","text":"Maternal grandfather"},{"key":"B","text":"Paternal grandfather"},{"key":"C","text":"Father"},{"key":"D","text":"Maternal uncle"},{"key":"E","text":"Father-in-law"}]'::jsonb, 3, 0, 'Logical reasoning', 'Medium'),
  ('6989af10-6b14-4df1-8cca-ac90d025743a', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 6, 'mcq', null, 'What number comes next in the series?

4, 9, 25, 49, 121, ?', '[{"key":"A","text":"144"},{"key":"B","text":"169"},{"key":"C","text":"149"},{"key":"D","text":"196"},{"key":"E","text":"225"}]'::jsonb, 3, 0, 'Logical reasoning', 'Medium'),
  ('431bf813-2b3b-4409-8e4c-1b730f3a9ed6', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 7, 'mcq', null, 'What comes next in the series?

Z1, X4, U9, Q16, ?', '[{"key":"A","text":"M25"},{"key":"B","text":"L24"},{"key":"C","text":"K25"},{"key":"D","text":"M36"},{"key":"E","text":"L25"}]'::jsonb, 3, 0, 'Logical reasoning', 'Medium'),
  ('8229c41d-2265-4153-80a6-1af54cea1161', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 8, 'mcq', 'dce8a1f6-7f0f-4a5a-8ca6-b3682aedafeb', 'Who sits in seat 3?', '[{"key":"A","text":"Esha"},{"key":"B","text":"Divya"},{"key":"C","text":"Aarav"},{"key":"D","text":"Farhan"},{"key":"E","text":"Bela"}]'::jsonb, 3, 0, 'Arrangements', 'Easy'),
  ('a00f3903-52fd-4145-86a4-6f3f62992a0c', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 9, 'mcq', 'dce8a1f6-7f0f-4a5a-8ca6-b3682aedafeb', 'Which of the following pairs sit next to each other?', '[{"key":"A","text":"Bela and Farhan"},{"key":"B","text":"Divya and Esha"},{"key":"C","text":"Aarav and Chirag"},{"key":"D","text":"Farhan and Aarav"},{"key":"E","text":"Chirag and Esha"}]'::jsonb, 3, 0, 'Arrangements', 'Medium'),
  ('e5479552-f900-4241-8b09-5f3a599c2b5c', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 10, 'mcq', 'dce8a1f6-7f0f-4a5a-8ca6-b3682aedafeb', 'If condition 6 (Aarav does not sit at either end) were removed, how many different seatings would satisfy the remaining five conditions?', '[{"key":"A","text":"1"},{"key":"B","text":"2"},{"key":"C","text":"3"},{"key":"D","text":"4"},{"key":"E","text":"6"}]'::jsonb, 3, 0, 'Arrangements', 'Hard'),
  ('4b88baee-84b2-4731-8bd7-5b773bebf5fc', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 11, 'mcq', null, 'In January 2024 a city’s municipal corporation began charging cars a fee to enter its old town. In 2024, 18% fewer cars entered the old town than in 2023. The corporation concludes that the entry fee caused the fall.

Which of the following, if true, most **weakens** the corporation’s conclusion?', '[{"key":"A","text":"The fee is the same for every car, whatever its size or fuel."},{"key":"B","text":"Other cities that introduced similar fees saw car traffic fall by similar amounts."},{"key":"C","text":"Many shopkeepers in the old town protested against the fee."},{"key":"D","text":"The number of two-wheelers entering the old town rose in 2024."},{"key":"E","text":"For ten months of 2024 the main bridge into the old town was closed for repairs, forcing drivers on a 12 km detour."}]'::jsonb, 3, 0, 'Critical reasoning', 'Medium'),
  ('6f880520-c725-4b53-86ba-01d99b6541ee', 'ac895284-a616-4547-8839-c43137eeb86e', 'Logical Reasoning', 12, 'mcq', null, 'A coaching institute advertises: "Students who took all 40 of our mock tests scored, on average, 15 percentile points higher than students who took none. Take our mock tests and raise your percentile."

The advertisement’s conclusion depends on which of the following **assumptions**?', '[{"key":"A","text":"The institute’s mock tests are harder than the actual exam."},{"key":"B","text":"Every student who took all 40 mock tests scored above the 90th percentile."},{"key":"C","text":"The students who took all 40 mock tests were not, to begin with, better prepared or more motivated than those who took none."},{"key":"D","text":"Mock tests from other institutes do not raise percentiles."},{"key":"E","text":"Most students who sit the exam take at least some mock tests."}]'::jsonb, 3, 0, 'Critical reasoning', 'Medium');
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation) values
  ('61a78fbf-3d5d-4841-8361-7b7a7394690e', 'B', 'Draw the circles. The graduates who are musicians can lie entirely outside the pilots circle, so "some pilots are musicians" is possible but not certain: I does not follow. The graduates who are musicians exist (statement 2) and no musician is a chef (statement 3), so those graduates are certainly not chefs: II follows. Only II follows.'),
  ('6d360a50-e0cc-4b87-830e-920e0bc1d1e3', 'E', 'The chains that are bangles may or may not overlap the rings circle, so neither I nor II is certain on its own. But I and II are about the same two groups (rings and chains) and one is "some" while the other is "no": exactly one of them must be true, and they cannot both be false. Such a complementary pair gives "either I or II follows" — check for it whenever both conclusions individually fail.'),
  ('fb6e146b-573c-494b-840f-416d1896e58c', 'C', 'Write the alphabet positions: P16 → Q17 (+1), U21 → W23 (+2), N14 → Q17 (+3), E5 → I9 (+4). The shift grows by one at each letter. Apply +1, +2, +3, +4 to AGRA: A1 → B2, G7 → I9, R18 → U21, A1 → E5, giving BIUE. Memorising positions such as E5, J10, O15, T20 makes these shifts quick.'),
  ('818a485a-d8ce-464f-8e83-a76a5c817e81', 'D', 'Match a word shared by two sentences with the code shared by the same two sentences. "tea" is in sentences 1 and 3, whose only common code is "la"; "hot" is in 1 and 2, common code "ri"; "please" is in 2 and 3, common code "ke". In sentence 2, "hot milk please" = "ri su ke", and with hot = ri and please = ke, the remaining code gives milk = su.'),
  ('f63a8416-53a8-496e-84a6-cd54b1271510', 'A', 'Decode one link at a time and draw the family tree. A ÷ B: A is B’s father. B − C: B is C’s brother, so A is C’s father too. C + D: C is D’s mother. A is the father of D’s mother, that is, D’s maternal grandfather (maternal because the link to D runs through the mother).'),
  ('6989af10-6b14-4df1-8cca-ac90d025743a', 'B', 'The differences (5, 16, 24, 72) show no pattern, so test the terms themselves: each is a perfect square — 2², 3², 5², 7², 11². The bases are the prime numbers in order, so the next term is 13² = 169. When differences fail, check for squares, cubes and primes before anything more elaborate.'),
  ('431bf813-2b3b-4409-8e4c-1b730f3a9ed6', 'E', 'Split the terms into a letter series and a number series. Letters: Z(26), X(24), U(21), Q(17) — the gaps are −2, −3, −4, so the next is 17 − 5 = 12, which is L. Numbers: 1, 4, 9, 16 are 1², 2², 3², 4², so the next is 5² = 25. The answer is L25.'),
  ('8229c41d-2265-4153-80a6-1af54cea1161', 'D', 'Treat Bela–Divya and Farhan–Esha as blocks of two and place Chirag at an end. If Chirag is in seat 6, seats 1–5 hold the two blocks and Aarav; Aarav cannot be in seat 1 and must be three seats from Divya, which works only as Bela 1, Divya 2, Farhan 3, Esha 4, Aarav 5 (Farhan is not beside Chirag). If Chirag is in seat 1, every order breaks a rule (Aarav at seat 6, Farhan in seat 2, or the wrong gap to Divya). So the row is Bela, Divya, Farhan, Esha, Aarav, Chirag, and seat 3 is Farhan’s.'),
  ('a00f3903-52fd-4145-86a4-6f3f62992a0c', 'C', 'The only seating that meets all six conditions is 1 Bela, 2 Divya, 3 Farhan, 4 Esha, 5 Aarav, 6 Chirag. Aarav (5) and Chirag (6) are neighbours. Every other pair has one person between them: Bela 1 and Farhan 3, Divya 2 and Esha 4, Farhan 3 and Aarav 5, Esha 4 and Chirag 6.'),
  ('e5479552-f900-4241-8b09-5f3a599c2b5c', 'B', 'Redo the case work without condition 6. With Chirag in seat 6, the seating Bela, Divya, Farhan, Esha, Aarav, Chirag still works, and no other order of the blocks gives the three-seat gap between Aarav and Divya. With Chirag in seat 1, Aarav may now take seat 6: Chirag, Bela, Divya, Farhan, Esha, Aarav has Divya (3) and Aarav (6) with two people between them and Farhan (4) away from Chirag, so it works; the other orders still fail. That makes 2 seatings — condition 6 is exactly the clue that rules out the second one.'),
  ('4b88baee-84b2-4731-8bd7-5b773bebf5fc', 'E', 'The argument infers cause (the fee) from a change that followed it, so the strongest weakener offers another cause that could explain the same fall. A bridge closed for most of the year would keep cars away with or without the fee (E). B supports the conclusion, A and C do not bear on what caused the fall, and D is consistent with drivers switching from cars because of the fee.'),
  ('6f880520-c725-4b53-86ba-01d99b6541ee', 'C', 'The ad compares two self-selected groups and credits the difference to the mocks. That holds only if the groups were otherwise alike: if stronger, more driven students are the ones who finish 40 mocks, they would score higher anyway. Negate C and the conclusion collapses, which is the test for a necessary assumption. A, B, D and E can be false without hurting the argument.');

-- SNAP General English Sectional
insert into public.mock_tests (id, slug, title, description, exam_id, kind, scoring_scheme, section_order, has_calculator, total_questions, duration_minutes, total_marks, difficulty, sections, instructions, is_free, price, is_published, is_featured, order_index, created_by) values
  ('68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'snap-general-english-sectional-1', 'SNAP General English Sectional', 'The SNAP General English section in 15 minutes: 15 four-option questions — a short reading passage, vocabulary, error spotting, fill in the blanks and para jumbles — marked +1 with −0.25 for a wrong answer.', (select id from public.exams where slug = 'snap'), 'sectional', 'snap', 'fixed', false, 15, 15, 15, 'Easy', '[{"name":"General English","questions":15,"minutes":15}]'::jsonb, 'This sectional test matches the size of the SNAP **General English** section: **15 questions in 15 minutes**, one section — about a minute a question.

- Every question has **four options (A–D)** and exactly one right answer.
- **+1** for a right answer, **−0.25** for a wrong answer, **0** for a question left unanswered. Guess only when you can rule out at least one option.
- The first three questions are based on one short passage; it stays on screen beside each of them.
- Then come vocabulary, error spotting, fill in the blanks and para jumbles.
- The test is submitted automatically when the 15 minutes end. Your time is kept on the server: closing the page does not stop the clock.', true, 0, true, false, 5, 'd0000000-0000-4000-8000-000000000002');
insert into public.mock_test_passages (id, mock_test_id, section, kind, title, body) values
  ('1348782c-803a-44bb-88f0-c7ffc6a0a257', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 'passage', 'The stepwells of western India', 'For most of the last thousand years, the driest parts of Gujarat and Rajasthan depended less on rivers than on holes in the ground. The stepwell — a *vav* in Gujarat, a *baori* or *baoli* further north — was a shaft cut down to the water table and reached by long flights of steps, so that people could follow the water down as its level fell through the dry months. Because the monsoon delivers most of a year’s rain in a few weeks, the problem was never only finding water; it was keeping it within reach until the next rains.

The builders solved that problem with engineering that doubled as architecture. Many stepwells descend five or seven storeys, and each landing is framed by carved pillars and galleries. The depth kept the water cool and slowed evaporation; the galleries gave shade to travellers and to the women who, in most villages, carried the daily burden of fetching water. Several of the grandest wells were commissioned by women — queens and other noblewomen among them — at a time when building a well for public use was counted an act of piety and charity.

The decline was swift. In the nineteenth century colonial officials, worried about disease, sealed some stepwells and promoted pumps and piped supply instead. Once water came from a tap, the steps lost their purpose, and many wells filled with silt and rubbish. The deeper loss was knowledge: a stepwell works only if the land around it is kept clear, so that rain can soak into the ground beneath and refill it.

Today some towns are reviving stepwells, not as monuments but as working reservoirs. Volunteers in Rajasthan have cleared old baoris of silt, and in several of them water has returned after a single good monsoon. The lesson is not that the past had better answers, but that it paid closer attention to where the rain goes.');
insert into public.mock_test_questions (id, mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty) values
  ('b30c56e3-0c4d-4eea-862c-860f0ea57288', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 1, 'mcq', '1348782c-803a-44bb-88f0-c7ffc6a0a257', 'Which of the following best expresses the central idea of the passage?', '[{"key":"A","text":"Stepwells were built mainly as decorative monuments to display the wealth of royal families."},{"key":"B","text":"Stepwells answered the problem of seasonal rain with structures that were also social spaces, and they work again only when the ground that refills them is cared for."},{"key":"C","text":"Colonial officials destroyed India’s water systems in order to sell piped water."},{"key":"D","text":"Piped water supply is worse than stepwells in every respect and should be replaced by them."}]'::jsonb, 1, 0.25, 'Reading comprehension', 'Easy'),
  ('f2a6b2e9-380c-4c30-8e8c-6bace161ce68', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 2, 'mcq', '1348782c-803a-44bb-88f0-c7ffc6a0a257', 'According to the passage, why were stepwells built with long flights of steps?', '[{"key":"A","text":"To give visitors seats for public ceremonies"},{"key":"B","text":"To stop animals from reaching and dirtying the water"},{"key":"C","text":"To let people reach the water as its level fell during the dry months"},{"key":"D","text":"To show the rank of the person who paid for the well"}]'::jsonb, 1, 0.25, 'Reading comprehension', 'Easy'),
  ('429bdf07-dd43-41a1-83c8-1f8e56c3ae8e', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 3, 'mcq', '1348782c-803a-44bb-88f0-c7ffc6a0a257', 'What does the author most likely mean by saying that the past "paid closer attention to where the rain goes"?', '[{"key":"A","text":"Earlier builders had better instruments for measuring rainfall."},{"key":"B","text":"Earlier rulers kept more careful records of how much rain fell each year."},{"key":"C","text":"The monsoon was more regular centuries ago, so it was easier to plan for."},{"key":"D","text":"Traditional water systems relied on keeping the land around a well clear so that rain could refill the ground, a care that today’s revivals restore."}]'::jsonb, 1, 0.25, 'Reading comprehension', 'Medium'),
  ('a732d958-c111-4fb4-8432-5f8a5d4c089a', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 4, 'mcq', null, 'Choose the word closest in meaning to **FRUGAL**.', '[{"key":"A","text":"Lavish"},{"key":"B","text":"Fragile"},{"key":"C","text":"Thrifty"},{"key":"D","text":"Gloomy"}]'::jsonb, 1, 0.25, 'Vocabulary', 'Easy'),
  ('62a5710a-faa3-4b33-8547-1ceddc9c9758', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 5, 'mcq', null, 'Choose the word most nearly **opposite** in meaning to **EPHEMERAL**.', '[{"key":"A","text":"Fleeting"},{"key":"B","text":"Enduring"},{"key":"C","text":"Ethereal"},{"key":"D","text":"Brittle"}]'::jsonb, 1, 0.25, 'Vocabulary', 'Easy'),
  ('90d8f7c1-d83f-47db-8b74-151add785e29', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 6, 'mcq', null, 'Ravi had to **burn the midnight oil** for a week before the quarterly review.

What does the phrase in bold mean?', '[{"key":"A","text":"To waste money on unnecessary things"},{"key":"B","text":"To lose one’s temper under pressure"},{"key":"C","text":"To be paid extra for overtime"},{"key":"D","text":"To work or study late into the night"}]'::jsonb, 1, 0.25, 'Vocabulary', 'Easy'),
  ('f2a757f1-63cf-418f-8a86-66d743b79954', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 7, 'mcq', null, 'In which sentence is the word **affect** used correctly?', '[{"key":"A","text":"The affect of the new tax was felt within a month."},{"key":"B","text":"The new tax will affect small traders the most."},{"key":"C","text":"The committee hopes to affect real change in the rules."},{"key":"D","text":"Few shoppers noticed any affect on prices."}]'::jsonb, 1, 0.25, 'Vocabulary', 'Medium'),
  ('038050b1-31b6-4e44-81f4-649febce388d', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 8, 'mcq', null, 'Identify the part of the sentence that contains an error. If there is none, choose "No error".

(A) Neither the manager nor his assistants / (B) was aware of / (C) the change in the schedule.', '[{"key":"A","text":"Neither the manager nor his assistants"},{"key":"B","text":"was aware of"},{"key":"C","text":"the change in the schedule."},{"key":"D","text":"No error"}]'::jsonb, 1, 0.25, 'Grammar and usage', 'Easy'),
  ('916824eb-f5c2-4c98-83b0-c7ece6ccec96', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 9, 'mcq', null, 'Identify the part of the sentence that contains an error. If there is none, choose "No error".

(A) If I would have known about the traffic, / (B) I would have left / (C) home an hour earlier.', '[{"key":"A","text":"If I would have known about the traffic,"},{"key":"B","text":"I would have left"},{"key":"C","text":"home an hour earlier."},{"key":"D","text":"No error"}]'::jsonb, 1, 0.25, 'Grammar and usage', 'Easy'),
  ('8b9f8956-f240-41f1-881e-7652f65d08ad', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 10, 'mcq', null, 'Identify the part of the sentence that contains an error. If there is none, choose "No error".

(A) The committee has decided / (B) to postpone the meeting / (C) until the auditors will submit their report.', '[{"key":"A","text":"The committee has decided"},{"key":"B","text":"to postpone the meeting"},{"key":"C","text":"until the auditors will submit their report."},{"key":"D","text":"No error"}]'::jsonb, 1, 0.25, 'Grammar and usage', 'Medium'),
  ('df2c871c-36b0-4d2f-8a1c-e17cfcdc7eaf', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 11, 'mcq', null, 'Choose the word that best fills the blank.

The negotiations dragged on for weeks, but the two sides finally arrived ______ an agreement.', '[{"key":"A","text":"at"},{"key":"B","text":"on"},{"key":"C","text":"to"},{"key":"D","text":"with"}]'::jsonb, 1, 0.25, 'Grammar and usage', 'Easy'),
  ('0cad2b0c-3dd3-4c7c-88ca-f788253d28d3', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 12, 'mcq', null, 'Choose the word that best fills the blank.

Despite the ______ evidence against him, the jury found the accused not guilty, to everyone’s surprise.', '[{"key":"A","text":"scanty"},{"key":"B","text":"overwhelming"},{"key":"C","text":"inconclusive"},{"key":"D","text":"flimsy"}]'::jsonb, 1, 0.25, 'Vocabulary', 'Easy'),
  ('5bf04be0-baa1-4dc1-8485-97029d41b4ab', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 13, 'mcq', null, 'Choose the option that best fills the blank.

By the time the rescue team reached the village, the floodwaters ______.', '[{"key":"A","text":"have receded"},{"key":"B","text":"recede"},{"key":"C","text":"had receded"},{"key":"D","text":"will have receded"}]'::jsonb, 1, 0.25, 'Grammar and usage', 'Easy'),
  ('d70ea3fe-195c-43f0-89cc-afa6ca9d4006', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 14, 'mcq', null, 'Arrange the sentences P, Q, R and S to form a coherent paragraph.

P. Besides the phone, all a vendor needed was a printed QR code, which cost almost nothing — unlike a card machine, which cost thousands.

Q. Within a few years, tea stalls and vegetable carts across the country displayed such codes.

R. When UPI payments were launched in 2016, few expected street vendors to be among the first to use them.

S. Most vendors, however, already owned a smartphone, bought for calls and messages.', '[{"key":"A","text":"RPSQ"},{"key":"B","text":"SRPQ"},{"key":"C","text":"RQSP"},{"key":"D","text":"RSPQ"}]'::jsonb, 1, 0.25, 'Para jumbles', 'Medium'),
  ('8e62ccb2-8a7f-4504-8b56-f87e90cac69a', '68d7a608-8970-4ca3-81fa-c8dfc15bfc61', 'General English', 15, 'mcq', null, 'Arrange the sentences P, Q, R and S to form a coherent paragraph.

P. Within months, they find that their teams bring them fewer problems, not more.

Q. The better managers notice this silence early and start asking questions instead of answering them.

R. Most new managers believe that their main job is to have the right answers.

S. This is not because the problems have gone away, but because people have learned that raising one invites a lecture.', '[{"key":"A","text":"RPSQ"},{"key":"B","text":"RSPQ"},{"key":"C","text":"RPQS"},{"key":"D","text":"PRSQ"}]'::jsonb, 1, 0.25, 'Para jumbles', 'Medium');
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation) values
  ('b30c56e3-0c4d-4eea-862c-860f0ea57288', 'B', 'A central-idea answer must cover the whole passage: why stepwells existed (paragraph 1), what else they offered (2), why they declined (3) and what their revival teaches (4). B does this. A contradicts the passage, which stresses water storage first; C invents a motive (the passage says officials were worried about disease); D overstates the final paragraph, which explicitly denies that the past simply "had better answers".'),
  ('f2a6b2e9-380c-4c30-8e8c-6bace161ce68', 'C', 'This is a detail question, so find the sentence that answers it rather than reasoning from general knowledge. Paragraph 1 says the shaft was "reached by long flights of steps, so that people could follow the water down as its level fell through the dry months" — that is C. The other options sound plausible for a grand building but nothing in the passage supports them.'),
  ('429bdf07-dd43-41a1-83c8-1f8e56c3ae8e', 'D', 'Read the closing line against the paragraph before it: the "deeper loss" was the knowledge that a stepwell works only if the surrounding land is kept clear so rain can soak in and refill it, and the revived wells fill again once silt is removed. "Where the rain goes" therefore means how rainwater reaches the ground — D. A, B and C bring in instruments, records and climate, which the passage never mentions.'),
  ('a732d958-c111-4fb4-8432-5f8a5d4c089a', 'C', 'Frugal means careful with money or resources, avoiding waste — as in "a frugal household budget". Thrifty has the same sense. Lavish is its opposite, and fragile is a look-alike trap (both begin with "fr"). Learn words with an example phrase, which makes such traps easy to spot.'),
  ('62a5710a-faa3-4b33-8547-1ceddc9c9758', 'B', 'Ephemeral means lasting a very short time (from the Greek for "lasting a day"), as in "ephemeral fame". Its opposite is enduring, lasting a long time. Fleeting is a synonym — antonym questions often place one to catch a hurried reader — and ethereal (delicate, heavenly) only sounds similar.'),
  ('90d8f7c1-d83f-47db-8b74-151add785e29', 'D', 'The idiom comes from the days when working after dark meant burning lamp oil, so it means working or studying late into the night. The context confirms it: someone preparing for a review for a week is putting in long hours. With idioms, picture the literal image first and then test each option in the sentence.'),
  ('f2a757f1-63cf-418f-8a86-66d743b79954', 'B', 'In everyday use, affect is a verb meaning "to influence" and effect is usually a noun meaning "a result". B uses affect as a verb: the tax will influence small traders. A and D need the noun effect, and C needs effect as a verb, which means "to bring about" — one effects change. A quick test: if "the" or "any" comes before it, you almost always want effect.'),
  ('038050b1-31b6-4e44-81f4-649febce388d', 'B', 'With "neither … nor" and "either … or", the verb agrees with the subject closer to it. Here that is "his assistants", which is plural, so the verb must be "were aware of", not "was". Had the sentence been "Neither his assistants nor the manager", "was" would have been right.'),
  ('916824eb-f5c2-4c98-83b0-c7ece6ccec96', 'A', 'This is a conditional about the past that did not happen (the third conditional). Its pattern is "If + had + past participle, … would have + past participle". "Would have" belongs only in the result clause, so part A should read "If I had known about the traffic". Parts B and C are correct.'),
  ('8b9f8956-f240-41f1-881e-7652f65d08ad', 'C', 'In clauses of time beginning with until, when, before, after or as soon as, English uses the simple present for a future event, not "will". Part C should read "until the auditors submit their report". "The committee has decided" is correct, because the committee acts as one body here.'),
  ('df2c871c-36b0-4d2f-8a1c-e17cfcdc7eaf', 'A', 'The fixed phrase is "arrive at" a decision, an agreement or a conclusion (and "arrive at" or "arrive in" a place). "Arrive to", "arrive on" and "arrive with an agreement" are not used in this sense. Prepositions after verbs are learnt as pairs — arrive at, agree with a person, agree to a proposal — so note them as whole phrases.'),
  ('0cad2b0c-3dd3-4c7c-88ca-f788253d28d3', 'B', 'Look for the signal words. "Despite" and "to everyone’s surprise" say that the verdict went against what the evidence suggested, so the evidence must have been strong: overwhelming. Scanty, inconclusive and flimsy all describe weak evidence, after which a "not guilty" verdict would surprise no one.'),
  ('5bf04be0-baa1-4dc1-8485-97029d41b4ab', 'C', '"By the time" + a simple past verb ("reached") sets a point in the past, and an action completed before that point takes the past perfect: "had receded". The present perfect and the simple present do not fit a past time frame, and "will have receded" is for a point in the future, as in "By the time the team arrives, the waters will have receded."'),
  ('d70ea3fe-195c-43f0-89cc-afa6ca9d4006', 'D', 'R sets the scene (the launch and low expectations) and must open. S’s "however" contrasts with R’s "few expected", so S follows R. P’s "the phone" points back to S’s smartphone, so P follows S, and Q’s "such codes" refers back to P’s QR code, so Q comes last: RSPQ. Pronouns, contrast words and words like "such" are the links to look for.'),
  ('8e62ccb2-8a7f-4504-8b56-f87e90cac69a', 'A', 'R is the only sentence that introduces its subject ("new managers"); P’s "they" needs it, so R–P opens. S’s "This is not because…" explains the fall in problems described in P, so S follows P. Q’s "this silence" sums up P and S and offers the response, so it closes: RPSQ. In C, S would follow Q and its "This" would wrongly point to asking questions.');

-- MAT Data Analysis & Sufficiency Sectional
insert into public.mock_tests (id, slug, title, description, exam_id, kind, scoring_scheme, section_order, has_calculator, total_questions, duration_minutes, total_marks, difficulty, sections, instructions, is_free, price, is_published, is_featured, order_index, created_by) values
  ('be633e52-7ada-4407-8c18-a907b406a631', 'mat-data-analysis-sectional-1', 'MAT Data Analysis & Sufficiency Sectional', 'A 10-minute MAT-style Data Analysis & Sufficiency drill: 12 four-option questions — a sales table, four data-sufficiency questions and four quick arithmetic problems — marked +1 with −0.25 for a wrong answer.', (select id from public.exams where slug = 'mat'), 'sectional', 'mat', 'fixed', false, 12, 10, 12, 'Easy', '[{"name":"Data Analysis & Sufficiency","questions":12,"minutes":10}]'::jsonb, 'This sectional test practises the MAT **Data Analysis & Sufficiency** section: **12 questions in 10 minutes**, one section — under a minute a question, so favour quick estimates over long working.

- Every question has **four options (A–D)** and exactly one right answer.
- **+1** for a right answer, **−0.25** for a wrong answer, **0** for a question left unanswered.
- Questions 1–4 are based on one table, shown beside each of them.
- Questions 5–8 are **data sufficiency**: decide whether statements I and II give enough information to answer the question — you do not need to find the answer itself. The four choices are written out in each question.
- No calculator is available.
- The test is submitted automatically when the 10 minutes end. Your time is kept on the server: closing the page does not stop the clock.', true, 0, true, false, 6, 'd0000000-0000-4000-8000-000000000002');
insert into public.mock_test_passages (id, mock_test_id, section, kind, title, body) values
  ('e270bbd3-aeee-4e43-86aa-c5cfc12f5f35', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 'set', 'Two-wheeler sales by quarter', 'A two-wheeler dealership in Pune recorded how many vehicles of each model it sold in each quarter of one financial year.

| Model | Q1 | Q2 | Q3 | Q4 |
| --- | ---: | ---: | ---: | ---: |
| Scooter X | 120 | 150 | 180 | 210 |
| Motorcycle Y | 200 | 180 | 220 | 240 |
| Electric scooter Z | 40 | 60 | 90 | 130 |
| Moped W | 80 | 70 | 60 | 50 |

Figures are numbers of vehicles sold.');
insert into public.mock_test_questions (id, mock_test_id, section, question_number, question_type, passage_id, question_text, options, marks, negative_marks, topic, difficulty) values
  ('8557b248-e92c-4614-8f31-09d8a25e91c6', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 1, 'mcq', 'e270bbd3-aeee-4e43-86aa-c5cfc12f5f35', 'How many vehicles did the dealership sell in the whole year, across all four models?', '[{"key":"A","text":"2,040"},{"key":"B","text":"2,080"},{"key":"C","text":"2,120"},{"key":"D","text":"1,980"}]'::jsonb, 1, 0.25, 'Data interpretation', 'Easy'),
  ('395ab0cb-4a7a-4bb9-8967-32b458ebf6a6', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 2, 'mcq', 'e270bbd3-aeee-4e43-86aa-c5cfc12f5f35', 'By what percentage did the sales of Electric scooter Z in Q4 exceed its sales in Q1?', '[{"key":"A","text":"90%"},{"key":"B","text":"325%"},{"key":"C","text":"225%"},{"key":"D","text":"69.2%"}]'::jsonb, 1, 0.25, 'Data interpretation', 'Easy'),
  ('1cfafb77-e2f9-4d0c-8462-928bdfcc5f96', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 3, 'mcq', 'e270bbd3-aeee-4e43-86aa-c5cfc12f5f35', 'In which quarter did the dealership’s total sales rise by the largest number of vehicles over the previous quarter?', '[{"key":"A","text":"Q2"},{"key":"B","text":"Q3"},{"key":"C","text":"Q4"},{"key":"D","text":"Q3 and Q4 equally"}]'::jsonb, 1, 0.25, 'Data interpretation', 'Medium'),
  ('820bb485-f9a6-4479-866d-c3937e918649', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 4, 'mcq', 'e270bbd3-aeee-4e43-86aa-c5cfc12f5f35', 'Each Scooter X sells for ₹90,000 and each Motorcycle Y for ₹1,10,000. What was the dealership’s combined revenue from these two models in Q4?', '[{"key":"A","text":"₹4.17 crore"},{"key":"B","text":"₹4.47 crore"},{"key":"C","text":"₹4.71 crore"},{"key":"D","text":"₹4.53 crore"}]'::jsonb, 1, 0.25, 'Data interpretation', 'Medium'),
  ('a430d2bd-0f7f-48a0-875f-e8febc21aeb5', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 5, 'mcq', null, 'What is the price of one notebook?

**I.** Three pens and two notebooks together cost ₹180.

**II.** A notebook costs ₹20 more than two pens.

Decide whether the data in the statements are sufficient to answer the question.', '[{"key":"A","text":"Statement I alone is sufficient to answer the question, but statement II alone is not."},{"key":"B","text":"Statement II alone is sufficient to answer the question, but statement I alone is not."},{"key":"C","text":"Statements I and II together are sufficient to answer the question, but neither statement alone is sufficient."},{"key":"D","text":"Statements I and II together are not sufficient to answer the question."}]'::jsonb, 1, 0.25, 'Data sufficiency', 'Easy'),
  ('05f48045-0039-4ec6-853a-45e0a2b72239', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 6, 'mcq', null, 'Is the integer n even?

**I.** 3n + 4 is even.

**II.** n² + n is even.

Decide whether the data in the statements are sufficient to answer the question.', '[{"key":"A","text":"Statement I alone is sufficient to answer the question, but statement II alone is not."},{"key":"B","text":"Statement II alone is sufficient to answer the question, but statement I alone is not."},{"key":"C","text":"Statements I and II together are sufficient to answer the question, but neither statement alone is sufficient."},{"key":"D","text":"Statements I and II together are not sufficient to answer the question."}]'::jsonb, 1, 0.25, 'Data sufficiency', 'Medium'),
  ('386ad647-4b60-41e4-8aba-8f6ff02c88b9', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 7, 'mcq', null, 'A shopkeeper sold a shirt at a profit. What was the cost price of the shirt?

**I.** The shirt was sold for ₹1,200 after a discount of 20% on its marked price.

**II.** The profit was 20% of the cost price and amounted to ₹200.

Decide whether the data in the statements are sufficient to answer the question.', '[{"key":"A","text":"Statement I alone is sufficient to answer the question, but statement II alone is not."},{"key":"B","text":"Statement II alone is sufficient to answer the question, but statement I alone is not."},{"key":"C","text":"Statements I and II together are sufficient to answer the question, but neither statement alone is sufficient."},{"key":"D","text":"Statements I and II together are not sufficient to answer the question."}]'::jsonb, 1, 0.25, 'Data sufficiency', 'Easy'),
  ('2ce8a736-c637-45e5-8cc1-80905e1b4cd5', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 8, 'mcq', null, 'Arjun, Bhavna and Charu are of different heights. Who is the tallest of the three?

**I.** Arjun is taller than Bhavna.

**II.** Charu is not the shortest of the three.

Decide whether the data in the statements are sufficient to answer the question.', '[{"key":"A","text":"Statement I alone is sufficient to answer the question, but statement II alone is not."},{"key":"B","text":"Statement II alone is sufficient to answer the question, but statement I alone is not."},{"key":"C","text":"Statements I and II together are sufficient to answer the question, but neither statement alone is sufficient."},{"key":"D","text":"Statements I and II together are not sufficient to answer the question."}]'::jsonb, 1, 0.25, 'Data sufficiency', 'Medium'),
  ('650d270b-7cab-448f-8e56-3b453dd3b8dd', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 9, 'mcq', null, 'A shopkeeper marks a pressure cooker 25% above its cost price and then sells it at a discount of 10% on the marked price. What is his profit percentage?', '[{"key":"A","text":"12.5%"},{"key":"B","text":"15%"},{"key":"C","text":"10%"},{"key":"D","text":"13.5%"}]'::jsonb, 1, 0.25, 'Percentages and profit', 'Easy'),
  ('b8f2884e-7f17-43ba-89ca-adfd1376ebf0', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 10, 'mcq', null, 'What is the compound interest on ₹10,000 for 2 years at 10% per annum, compounded annually?', '[{"key":"A","text":"₹2,000"},{"key":"B","text":"₹2,210"},{"key":"C","text":"₹2,100"},{"key":"D","text":"₹1,900"}]'::jsonb, 1, 0.25, 'Arithmetic', 'Easy'),
  ('36833c20-20f7-45e3-8711-05b69cc87157', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 11, 'mcq', null, 'The average of five numbers is 24. When one of the numbers is removed, the average of the remaining four is 22. Which number was removed?', '[{"key":"A","text":"26"},{"key":"B","text":"30"},{"key":"C","text":"34"},{"key":"D","text":"32"}]'::jsonb, 1, 0.25, 'Arithmetic', 'Easy'),
  ('fcd48fae-a5ee-4200-85c9-463a07d7860d', 'be633e52-7ada-4407-8c18-a907b406a631', 'Data Analysis & Sufficiency', 12, 'mcq', null, 'Anita’s monthly salary is 25% more than Bimal’s. By what percentage is Bimal’s salary less than Anita’s?', '[{"key":"A","text":"25%"},{"key":"B","text":"20%"},{"key":"C","text":"22.5%"},{"key":"D","text":"18%"}]'::jsonb, 1, 0.25, 'Percentages and profit', 'Easy');
insert into public.mock_test_answer_keys (question_id, correct_answer, explanation) values
  ('8557b248-e92c-4614-8f31-09d8a25e91c6', 'B', 'Add each row first, then the row totals: Scooter X 120 + 150 + 180 + 210 = 660; Motorcycle Y 200 + 180 + 220 + 240 = 840; Electric scooter Z 40 + 60 + 90 + 130 = 320; Moped W 80 + 70 + 60 + 50 = 260. The total is 660 + 840 + 320 + 260 = 2,080. Cross-check with column totals (440 + 460 + 550 + 630 = 2,080) if time allows.'),
  ('395ab0cb-4a7a-4bb9-8967-32b458ebf6a6', 'C', 'Percentage increase = (new − old) ÷ old × 100 = (130 − 40) ÷ 40 × 100 = 90 ÷ 40 × 100 = 225%. The traps are 325%, which is the ratio 130 ÷ 40 written as a percentage (Q4 sales are 325% *of* Q1 sales, not 325% *more*), 90%, the raw difference, and 69.2%, which divides by the new value instead of the old.'),
  ('1cfafb77-e2f9-4d0c-8462-928bdfcc5f96', 'B', 'Find each quarter’s total: Q1 = 120 + 200 + 40 + 80 = 440, Q2 = 460, Q3 = 550, Q4 = 630. The rises are 20 (Q2), 90 (Q3) and 80 (Q4), so the largest is in Q3. A faster route is to add the row-by-row changes: Q3 over Q2 is +30 +40 +30 −10 = 90, and Q4 over Q3 is +30 +20 +40 −10 = 80.'),
  ('820bb485-f9a6-4479-866d-c3937e918649', 'D', 'Revenue = units × price for each model. Scooter X: 210 × ₹90,000 = ₹1,89,00,000. Motorcycle Y: 240 × ₹1,10,000 = ₹2,64,00,000. Together ₹4,53,00,000 = ₹4.53 crore (1 crore = 1,00,00,000). Option B is what you get by swapping the two prices, so match each price to the right row.'),
  ('a430d2bd-0f7f-48a0-875f-e8febc21aeb5', 'C', 'Let a pen cost p and a notebook n. Statement I gives 3p + 2n = 180 and statement II gives n = 2p + 20: each is one equation in two unknowns, so neither alone fixes n. Together they are two independent linear equations, which have one solution — enough to answer, so C. (Solving, 3p + 2(2p + 20) = 180 gives p = 20 and n = 60, but in DS you can stop once you know the answer is fixed.)'),
  ('05f48045-0039-4ec6-853a-45e0a2b72239', 'A', 'Statement I: 4 is even, so 3n must be even, and since 3 is odd, n itself must be even — a definite "yes", so I is sufficient. Statement II: n² + n = n(n + 1) is the product of two consecutive integers, which is even for every n, so it says nothing about n (n = 2 and n = 3 both satisfy it). Only I is sufficient: A.'),
  ('386ad647-4b60-41e4-8aba-8f6ff02c88b9', 'B', 'Statement I gives the selling price (₹1,200) and the marked price (₹1,500) but says nothing about the profit, so the cost price is unknown. Statement II says 20% of the cost price is ₹200, so the cost price is 200 ÷ 0.20 = ₹1,000 — sufficient on its own. Answer B. Test each statement alone before combining them: C is right only when neither works alone.'),
  ('2ce8a736-c637-45e5-8cc1-80905e1b4cd5', 'D', 'List the orders each statement allows. I alone leaves Charu anywhere, so the tallest could be Arjun or Charu. II alone allows several orders too. Together: Bhavna is shorter than Arjun and Charu is not the shortest, so Bhavna is the shortest — but Arjun > Charu > Bhavna and Charu > Arjun > Bhavna both fit, so the tallest is still unknown. Even combined the statements are not sufficient: D.'),
  ('650d270b-7cab-448f-8e56-3b453dd3b8dd', 'A', 'Take the cost price as ₹100. The marked price is ₹125, and a 10% discount on ₹125 is ₹12.50, so the selling price is ₹112.50 — a profit of 12.5%. As a multiplier: 1.25 × 0.90 = 1.125. Percentages applied one after another multiply; they do not simply add (25 − 10 = 15% is the trap).'),
  ('b8f2884e-7f17-43ba-89ca-adfd1376ebf0', 'C', 'Year 1: interest is 10% of ₹10,000 = ₹1,000, making ₹11,000. Year 2: interest is 10% of ₹11,000 = ₹1,100. Total interest = ₹2,100. Equivalently, 10,000 × 1.1² − 10,000 = 12,100 − 10,000. Simple interest would be only ₹2,000; the extra ₹100 is the interest earned on the first year’s interest.'),
  ('36833c20-20f7-45e3-8711-05b69cc87157', 'D', 'Turn averages into totals: the five numbers add to 5 × 24 = 120 and the four that remain add to 4 × 22 = 88. The removed number is the difference, 120 − 88 = 32. Working with totals rather than averages solves almost every "one number added or removed" question in two lines.'),
  ('fcd48fae-a5ee-4200-85c9-463a07d7860d', 'B', 'Take Bimal’s salary as 100, so Anita’s is 125. The gap is 25, and "less than Anita’s" means the base is Anita’s salary: 25 ÷ 125 × 100 = 20%. In general, if A is r% more than B, then B is r ÷ (100 + r) × 100 % less than A. The base of a percentage is whatever follows "than".');

-- END mock tests generated from supabase/seeds/mock-tests

-- BEGIN predictor cut-off lines generated from supabase/seeds/predictor (npm run seed:predictor)
-- Published cut-off lines for the score predictor (/predictor), one per row; see supabase/seeds/predictor/lines.ts.
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '583b4c8e-3d9f-4bf6-87ef-79cabb5b231b', c.id, 'CAT', 'percentile', 95, null, '[{"section":"each","value":85}]'::jsonb, array['General', 'EWS']::text[], null, null, null, '[]'::jsonb, 'CAT 2025 (2026-28 batch)', 2025, 'official-minimum', 'https://www.edexlive.com/news/2025/Aug/16/getting-into-iim-ahmedabad-just-got-tougher-with-record-high-cat-cut-offs', 'EdexLive, "Getting into IIM Ahmedabad just got tougher" (Aug 2025)', 'The published floor for a call; real calls come higher.'
  from public.colleges c where c.slug = 'iim-ahmedabad';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '931a8d54-f337-45d4-8658-0dcedc3c8036', c.id, 'CAT', 'percentile', 90, null, '[{"section":"each","value":80}]'::jsonb, array['NC-OBC']::text[], null, null, null, '[]'::jsonb, 'CAT 2025 (2026-28 batch)', 2025, 'official-minimum', 'https://www.edexlive.com/news/2025/Aug/16/getting-into-iim-ahmedabad-just-got-tougher-with-record-high-cat-cut-offs', 'EdexLive, "Getting into IIM Ahmedabad just got tougher" (Aug 2025)', 'The published floor for a call; real calls come higher.'
  from public.colleges c where c.slug = 'iim-ahmedabad';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select 'b1890356-363f-46ce-81cf-1dcb81854efe', c.id, 'CAT', 'percentile', 85, null, '[{"section":"each","value":75}]'::jsonb, array['SC']::text[], null, null, null, '[]'::jsonb, 'CAT 2025 (2026-28 batch)', 2025, 'official-minimum', 'https://www.edexlive.com/news/2025/Aug/16/getting-into-iim-ahmedabad-just-got-tougher-with-record-high-cat-cut-offs', 'EdexLive, "Getting into IIM Ahmedabad just got tougher" (Aug 2025)', 'The published floor for a call; real calls come higher.'
  from public.colleges c where c.slug = 'iim-ahmedabad';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '0f53036c-1004-44e2-88eb-3056e6866814', c.id, 'CAT', 'percentile', 75, null, '[{"section":"each","value":65}]'::jsonb, array['ST']::text[], null, null, null, '[]'::jsonb, 'CAT 2025 (2026-28 batch)', 2025, 'official-minimum', 'https://www.edexlive.com/news/2025/Aug/16/getting-into-iim-ahmedabad-just-got-tougher-with-record-high-cat-cut-offs', 'EdexLive, "Getting into IIM Ahmedabad just got tougher" (Aug 2025)', 'The published floor for a call; real calls come higher.'
  from public.colleges c where c.slug = 'iim-ahmedabad';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '1034d8e8-5717-46e7-8c05-a6b7706f543d', c.id, 'CAT', 'percentile', 80, null, '[{"section":"each","value":70}]'::jsonb, array['General', 'EWS']::text[], null, null, null, '[]'::jsonb, 'CAT 2024', 2024, 'official-minimum', 'https://www.edexlive.com/news/2025/Aug/16/getting-into-iim-ahmedabad-just-got-tougher-with-record-high-cat-cut-offs', 'EdexLive, "Getting into IIM Ahmedabad just got tougher" (Aug 2025)', 'The previous cycle’s floor, as the same article gives it beside the CAT 2025 floor of 95/85.'
  from public.colleges c where c.slug = 'iim-ahmedabad';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '006e0c3e-ea9e-4661-8aaf-ba2891b70727', c.id, 'CAT', 'percentile', 99.5, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'aggregator-estimate', 'https://gradskool.in/blog-iim-cutoffs-2025', 'gradskool.in, "IIM cut-offs 2025"', 'An aggregator’s estimate of the General-category call line, not an official figure.'
  from public.colleges c where c.slug = 'iim-ahmedabad';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '0446ec81-f24d-4df4-826d-ce6e637956f7', c.id, 'CAT', 'percentile', 85, null, '[{"section":"each","value":80}]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, 'PGP 2025-27 (as the source’s title names it)', null, 'official-minimum', 'https://fundamakers.com/iim-bangalore-selection-criteria-pgp-2025-2027', 'Fundamakers, IIM Bangalore selection criteria, PGP 2025-2027', 'Published floor: 85 overall and 80 in each section.'
  from public.colleges c where c.slug = 'iim-bangalore';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '96bc1236-bcb6-441d-8c02-ed38e83390d6', c.id, 'CAT', 'percentile', 99, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'aggregator-estimate', 'https://gradskool.in/blog-iim-cutoffs-2025', 'gradskool.in, "IIM cut-offs 2025"', 'An aggregator’s estimate of the General-category call line, not an official figure.'
  from public.colleges c where c.slug = 'iim-bangalore';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '372fbf8e-9f6e-40d9-8cc9-95bae50bb1de', c.id, 'CAT', 'percentile', 85, null, '[{"section":"VARC","value":80},{"section":"DILR","value":80},{"section":"QA","value":75}]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, 'CAT 2023 (2024-26 batch)', 2023, 'official-minimum', 'https://cracku.in/blog/iim-calcutta-admission-criteria-2024/', 'Cracku, IIM Calcutta admission criteria 2024', null
  from public.colleges c where c.slug = 'iim-calcutta';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select 'e5bd9aa5-3e64-4273-8441-df250170b87f', c.id, 'CAT', 'percentile', 99, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'aggregator-estimate', 'https://gradskool.in/blog-iim-cutoffs-2025', 'gradskool.in, "IIM cut-offs 2025"', 'An aggregator’s estimate of the General-category call line, not an official figure.'
  from public.colleges c where c.slug = 'iim-calcutta';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '8e58aa14-f951-41cf-8bf6-d847a8b60d9f', c.id, 'CAT', 'percentile', 98, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'aggregator-estimate', 'https://gradskool.in/blog-iim-cutoffs-2025', 'gradskool.in, "IIM cut-offs 2025"', 'An aggregator’s estimate of the General-category call line, not an official figure.'
  from public.colleges c where c.slug = 'iim-lucknow';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select 'd53b02ae-2d10-4a0e-81f6-3407351027af', c.id, 'CAT', 'percentile', 85, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, 'CAT 2025 (2026-28 batch)', 2025, 'official-minimum', 'https://bschool.careers360.com/articles/iims-shortlist', 'Careers360, how the IIMs shortlist', 'Sectional floors also apply; their figures are not in our sources, so they are not checked.'
  from public.colleges c where c.slug = 'iim-kozhikode';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select 'eb31e8c1-d22b-4c03-8d37-b545790698cd', c.id, 'CAT', 'percentile', 97, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'aggregator-estimate', 'https://gradskool.in/blog-iim-cutoffs-2025', 'gradskool.in, "IIM cut-offs 2025"', 'An aggregator’s estimate of the General-category call line, not an official figure.'
  from public.colleges c where c.slug = 'iim-kozhikode';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '949e9fdf-d654-4394-8907-dddfddde57cf', c.id, 'CAT', 'percentile', 97, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'aggregator-estimate', 'https://gradskool.in/blog-iim-cutoffs-2025', 'gradskool.in, "IIM cut-offs 2025"', 'An aggregator’s estimate of the General-category call line, not an official figure.'
  from public.colleges c where c.slug = 'iim-indore';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select 'ebb56359-18ff-4e26-85a4-e6e07ba23d18', c.id, 'CAT', 'percentile', 85, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, 'CAT 2023', 2023, 'official-minimum', 'https://www.mbauniverse.com/articles/iim-mumbai-admission', 'MBAUniverse, IIM Mumbai admission', 'Published minimum; real calls come higher.'
  from public.colleges c where c.slug = 'iim-mumbai';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '757f7d24-7231-4cbd-8234-a3ec71492146', c.id, 'CAT', 'percentile', 95, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'aggregator-estimate', 'https://gradskool.in/blog-iim-cutoffs-2025', 'gradskool.in, "IIM cut-offs 2025"', 'An aggregator’s estimate of the General-category call line, not an official figure.'
  from public.colleges c where c.slug = 'iim-shillong';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '3eaab60a-fd0c-4d1d-8792-2fbcd4dc5312', c.id, 'CAT', 'percentile', 90, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, 'JAP 2026', 2025, 'official-minimum', 'https://cracku.in/iim-jap-cut-off-2026', 'Cracku, IIM JAP cut-off 2026', 'The overall floor of the joint admission process (JAP) of IIM Kashipur, Raipur, Ranchi and Tiruchirappalli.'
  from public.colleges c where c.slug = 'iim-tiruchirappalli';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '8a2ea439-788f-44e5-8f4a-939c9c12d420', c.id, 'CAT', 'percentile', 95, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'aggregator-estimate', 'https://gradskool.in/blog-iim-cutoffs-2025', 'gradskool.in, "IIM cut-offs 2025"', 'An aggregator’s estimate of the General-category call line, not an official figure.'
  from public.colleges c where c.slug = 'iim-tiruchirappalli';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '3b003072-5836-40a0-8f6d-b6646f299500', c.id, 'CAT', 'percentile', 94, null, '[{"section":"each","value":73}]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, 'CAP 2024', 2023, 'official-minimum', 'https://iimraipur.ac.in/admission-policy-2', 'IIM Raipur, admission policy', null
  from public.colleges c where c.slug = 'iim-raipur';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select 'e32cc018-e555-4d5d-8889-d4bb2061ef1f', c.id, 'CAT', 'percentile', 90, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, 'JAP 2026', 2025, 'official-minimum', 'https://cracku.in/iim-jap-cut-off-2026', 'Cracku, IIM JAP cut-off 2026', 'The overall floor of the joint admission process (JAP) of IIM Kashipur, Raipur, Ranchi and Tiruchirappalli.'
  from public.colleges c where c.slug = 'iim-raipur';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '709d3f2e-088d-4a17-899c-da9843d0e5ce', c.id, 'CAT', 'percentile', 90, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, 'JAP 2026', 2025, 'official-minimum', 'https://cracku.in/iim-jap-cut-off-2026', 'Cracku, IIM JAP cut-off 2026', 'The overall floor of the joint admission process (JAP) of IIM Kashipur, Raipur, Ranchi and Tiruchirappalli.'
  from public.colleges c where c.slug = 'iim-ranchi';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select 'd9e5d995-60f1-4696-8247-93fbfa9d871f', c.id, 'CAT', 'percentile', 93, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'aggregator-estimate', 'https://gradskool.in/blog-iim-cutoffs-2025', 'gradskool.in, "IIM cut-offs 2025"', 'An aggregator’s estimate of the General-category call line, not an official figure.'
  from public.colleges c where c.slug = 'iim-ranchi';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select 'a269a6ba-0a5e-4a84-8af7-f47e1a45f3dd', c.id, 'CAT', 'percentile', 90, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, 'JAP 2026', 2025, 'official-minimum', 'https://cracku.in/iim-jap-cut-off-2026', 'Cracku, IIM JAP cut-off 2026', 'The overall floor of the joint admission process (JAP) of IIM Kashipur, Raipur, Ranchi and Tiruchirappalli.'
  from public.colleges c where c.slug = 'iim-kashipur';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '629f3069-eb12-4b57-84f1-eeaf482a0c09', c.id, 'CAT', 'percentile', 90, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'aggregator-estimate', 'https://gradskool.in/blog-iim-cutoffs-2025', 'gradskool.in, "IIM cut-offs 2025"', 'An aggregator’s estimate of the General-category call line, not an official figure.'
  from public.colleges c where c.slug = 'iim-kashipur';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '90adce81-9d1e-4131-8bd3-6deae228ba54', c.id, 'CAT', 'percentile', 95, null, '[{"section":"each","value":75}]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, 'CAP 2025', 2024, 'official-minimum', 'https://www.pw.live/mba/exams/iim-cap-final-selection-weightage-2025', 'PW, IIM CAP 2025 selection weightage', 'The common floor of CAP 2025, in which IIM Nagpur took part (Careers360, IIM Nagpur admission criteria).'
  from public.colleges c where c.slug = 'iim-nagpur';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '1febb78b-c3cb-4b84-8e73-49e5fec1852c', c.id, 'CAT', 'percentile', 95, null, '[{"section":"each","value":75}]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, 'CAP (year not stated)', null, 'official-minimum', 'https://beta4.collegedunia.com/university/55937-indian-institute-of-management-iimbg-gaya', 'Collegedunia, IIM Bodh Gaya', 'The CAP floor as the source gives it, without its year.'
  from public.colleges c where c.slug = 'iim-bodh-gaya';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '60b1a182-f458-4a93-8490-99c02031c310', c.id, 'CAT', 'percentile', 94, null, '[{"section":"each","value":73}]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'official-minimum', 'https://beta4.collegedunia.com/university/55940-iim-sirmaur-sirmaur/admission', 'Collegedunia, IIM Sirmaur admission', 'Reported floor; the source does not state its cycle.'
  from public.colleges c where c.slug = 'iim-sirmaur';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select 'c35e3ad2-2ba7-47aa-835a-9c878ee38625', c.id, 'CAT', 'percentile', 95, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, 'CAP 2026', 2025, 'official-minimum', 'https://bschool.careers360.com/articles/is-iim-cap-result-2025-out', 'Careers360, IIM CAP result 2025', 'The CAP 2026 overall floor (CAP 2026 ran for IIM Bodh Gaya, Jammu and Sirmaur).'
  from public.colleges c where c.slug = 'iim-sirmaur';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '2dbf9f14-3d35-43d1-8657-200d6b1bd5f0', c.id, 'CAT', 'percentile', 95, null, '[]'::jsonb, array['General']::text[], null, null, null, '[{"gender":"woman","points":2}]'::jsonb, null, null, 'official-minimum', 'https://www.shiksha.com/mba/articles/iim-jammu-shortlist-admission-criteria-blogId-15196', 'Shiksha, IIM Jammu shortlist and admission criteria', 'Published minimum, 2 percentile lower for women; the source does not state its cycle.'
  from public.colleges c where c.slug = 'iim-jammu';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select 'b0e15087-3062-4191-8bb1-8b607270b885', c.id, 'XAT', 'percentile', 94, null, '[]'::jsonb, array['General']::text[], 'man', null, 'BM', '[]'::jsonb, 'XAT 2026', 2026, 'official-minimum', 'https://www.telegraphindia.com/edugraph/news/xlri-jamshedpur-releases-xat-2026-cutoffs-for-gd-and-interview-check-all-details/cid/2145200', 'The Telegraph (Edugraph), XLRI releases XAT 2026 cut-offs for GD and interview', 'XLRI’s published XAT cut-off for a GD and interview call, BM programme, men.'
  from public.colleges c where c.slug = 'xlri-jamshedpur';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select 'be93f147-fb32-4c68-8421-a8388bed8fb9', c.id, 'XAT', 'percentile', 88, null, '[]'::jsonb, array['General']::text[], 'woman', null, 'BM', '[]'::jsonb, 'XAT 2026', 2026, 'official-minimum', 'https://www.telegraphindia.com/edugraph/news/xlri-jamshedpur-releases-xat-2026-cutoffs-for-gd-and-interview-check-all-details/cid/2145200', 'The Telegraph (Edugraph), XLRI releases XAT 2026 cut-offs for GD and interview', 'XLRI’s published XAT cut-off for a GD and interview call, BM programme, women.'
  from public.colleges c where c.slug = 'xlri-jamshedpur';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '6d3f7588-b9b6-47ae-8ef8-afbd617660e3', c.id, 'CAT', 'percentile', 96, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'third-party-report', 'http://dev.applyo.in//colleges/indian-institute-of-foreign-trade-iift-kolkata/admissions', 'Applyo, IIFT Kolkata admissions (third-party page)', 'Given as about 96 by a third-party admissions page.'
  from public.colleges c where c.slug = 'iift-kolkata';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '40c77c88-7a83-4cc8-85a0-46bfd71b9882', c.id, 'NMAT', 'score', 209, null, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'third-party-report', 'https://www.collnod.com/colleges/svkms-narsee-monjee-institute-of-management-studies-nmims/svkms-narsee-monjee-institute-of-management-studies-nmims-admission-process', 'Collnod, NMIMS admission process (third-party page)', 'An NMAT scaled score (not a percentile), as a third-party admissions page reports it.'
  from public.colleges c where c.slug = 'nmims-mumbai';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select '60e9312d-07fd-4a54-8a08-a05187f971e6', c.id, 'SNAP', 'percentile', 97, 98.5, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'aggregator-estimate', 'https://bschool.careers360.com/articles/snap-2015-cutoff', 'Careers360, SNAP cut-off', 'An aggregator’s estimated range of about 97–98.5; the source’s address names SNAP 2015, so it may be old.'
  from public.colleges c where c.slug = 'sibm-pune';
insert into public.predictor_cutoff_lines (id, college_id, exam, measure, value, value_max, sectional_minimums, categories, gender, background, programme, relaxations, cycle, cycle_year, kind, source_url, source_label, note)
  select 'c48908dc-d84f-425b-8b13-f510e8569157', c.id, 'CAT', 'percentile', 90, 94, '[]'::jsonb, array['General']::text[], null, null, null, '[]'::jsonb, null, null, 'aggregator-estimate', 'https://bschool.careers360.com/articles/iit-delhi-mba-cut-off', 'Careers360, IIT Delhi MBA cut-off', 'An aggregator’s estimated range, not an official figure.'
  from public.colleges c where c.slug = 'iit-delhi-dms';
-- END predictor cut-off lines generated from supabase/seeds/predictor


-- Leads: fictional people (example.com addresses, documentation IP ranges), covering every status, source,
-- form_type and priority. Timestamps are relative to the seed time so the dashboard's this-month / last-month
-- and pending follow-up figures stay meaningful; every stamp is set explicitly so the lead trigger keeps it.

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, page_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, internal_notes, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Aarav Sharma',
  'aarav.sharma@example.com',
  '+919000000001',
  'website',
  'consultation',
  'new',
  'high',
  72,
  'Profile evaluation for IIMs',
  'I expect around 97 percentile in CAT. Which IIMs should I target?',
  'counseling',
  ARRAY['CAT']::text[],
  ARRAY['Mumbai', 'Pune']::text[],
  'B.Tech (final year)',
  0,
  '₹15-25 lakh',
  'http://127.0.0.1:3000/colleges',
  '203.0.113.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36", "language": "en-IN", "platform": "Win32", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 1920, "height": 1080, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Aarav Sharma", "email": "aarav.sharma@example.com", "subject": "Profile evaluation for IIMs", "message": "I expect around 97 percentile in CAT. Which IIMs should I target?"}'::jsonb,
  false,
  '[' || to_char(now() - interval '0 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'High intent: keep the same counselor through to interviews.',
  0,
  now() + interval '2 days 0 hours',
  now() - interval '1 days 1 hours',
  now() - interval '1 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_term, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, internal_notes, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Ishita Banerjee',
  'ishita.banerjee@example.com',
  '+919000000002',
  'google_ads',
  'consultation',
  'new',
  'urgent',
  85,
  'Need help with interview prep',
  'Shortlisted by two IIMs, interviews next month. Do you run mock interviews?',
  'counseling',
  ARRAY['CAT', 'XAT']::text[],
  ARRAY['Kolkata', 'Bengaluru']::text[],
  'B.Com',
  2,
  '₹20-30 lakh',
  'google',
  'cpc',
  'cat-2026-counselling',
  'iim admission counselling',
  'ad-variant-a',
  'http://127.0.0.1:3000/contact',
  'https://www.google.com/',
  '198.51.100.2',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36", "language": "en-IN", "platform": "Linux armv8l", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 412, "height": 915, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Ishita Banerjee", "email": "ishita.banerjee@example.com", "subject": "Need help with interview prep", "message": "Shortlisted by two IIMs, interviews next month. Do you run mock interviews?"}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000001',
  now() - interval '1 days 2 hours',
  '[' || to_char(now() - interval '1 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'High intent: keep the same counselor through to interviews.',
  0,
  now() + interval '3 days 0 hours',
  now() - interval '2 days 2 hours',
  now() - interval '2 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, subscription_source, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Mohammed Irfan',
  'mohammed.irfan@example.com',
  '+919000000003',
  'facebook',
  'newsletter',
  'new',
  'low',
  20,
  NULL,
  NULL,
  'general',
  ARRAY['CAT']::text[],
  '{}'::text[],
  'BBA (second year)',
  0,
  NULL,
  'facebook',
  'paid_social',
  'mba-webinar-oct',
  'carousel',
  'http://127.0.0.1:3000/blog/cat-exam-pattern-explained',
  'https://m.facebook.com/',
  '203.0.113.3',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36", "language": "en-IN", "platform": "Linux armv8l", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 412, "height": 915, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Mohammed Irfan", "email": "mohammed.irfan@example.com"}'::jsonb,
  true,
  'footer',
  0,
  now() - interval '3 days 0 hours',
  now() - interval '3 days 3 hours',
  now() - interval '3 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Kavya Reddy',
  'kavya.reddy@example.com',
  '+919000000004',
  'organic',
  'contact',
  'new',
  'medium',
  40,
  'NMAT vs SNAP',
  'Is it worth taking both NMAT and SNAP after CAT?',
  'general',
  ARRAY['NMAT', 'SNAP']::text[],
  ARRAY['Hyderabad']::text[],
  'B.Sc',
  0,
  '₹10-20 lakh',
  'http://127.0.0.1:3000/blog/nmat-vs-snap-which-to-take',
  'https://www.bing.com/',
  '198.51.100.4',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  '{"userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1", "language": "en-IN", "platform": "iPhone", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 390, "height": 844, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Kavya Reddy", "email": "kavya.reddy@example.com", "subject": "NMAT vs SNAP", "message": "Is it worth taking both NMAT and SNAP after CAT?"}'::jsonb,
  false,
  0,
  now() + interval '5 days 0 hours',
  now() - interval '5 days 4 hours',
  now() - interval '5 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, internal_notes, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Rohit Kulkarni',
  'rohit.kulkarni@example.com',
  '+919000000005',
  'linkedin',
  'consultation',
  'contacted',
  'high',
  68,
  'Executive vs regular MBA',
  'Four years in manufacturing. Should I look at one-year programmes?',
  'counseling',
  ARRAY['CAT', 'GMAT']::text[],
  ARRAY['Mumbai']::text[],
  'B.E. Mechanical',
  4,
  '₹20-30 lakh',
  'linkedin',
  'paid_social',
  'working-professionals-mba',
  'sponsored-post',
  'http://127.0.0.1:3000/colleges/iim-ahmedabad',
  'https://www.linkedin.com/',
  '203.0.113.5',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  '{"userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15", "language": "en-IN", "platform": "MacIntel", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 1440, "height": 900, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Rohit Kulkarni", "email": "rohit.kulkarni@example.com", "subject": "Executive vs regular MBA", "message": "Four years in manufacturing. Should I look at one-year programmes?"}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000002',
  now() - interval '7 days 2 hours',
  now() - interval '7 days 1 hours',
  '[' || to_char(now() - interval '7 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Called; shared the college shortlist guide and booked a follow-up.',
  now() - interval '7 days 1 hours',
  '[' || to_char(now() - interval '7 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'High intent: keep the same counselor through to interviews.',
  1,
  now() + interval '6 days 0 hours',
  now() - interval '8 days 5 hours',
  now() - interval '7 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, page_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Neha Gupta',
  'neha.gupta@example.com',
  '+919000000006',
  'website',
  'contact',
  'contacted',
  'medium',
  45,
  'SIBM Pune admission process',
  'What are the group exercise and interview weights for SIBM?',
  'general',
  ARRAY['SNAP']::text[],
  ARRAY['Pune']::text[],
  'BBA',
  0,
  '₹15-20 lakh',
  'http://127.0.0.1:3000/colleges/sibm-pune',
  '198.51.100.6',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36", "language": "en-IN", "platform": "Win32", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 1920, "height": 1080, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Neha Gupta", "email": "neha.gupta@example.com", "subject": "SIBM Pune admission process", "message": "What are the group exercise and interview weights for SIBM?"}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000003',
  now() - interval '10 days 2 hours',
  now() - interval '10 days 1 hours',
  '[' || to_char(now() - interval '10 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Called; shared the college shortlist guide and booked a follow-up.',
  now() - interval '10 days 1 hours',
  1,
  now() - interval '1 days 0 hours',
  now() - interval '11 days 6 hours',
  now() - interval '10 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, subscription_source, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Siddharth Jain',
  'siddharth.jain@example.com',
  '+919000000007',
  'twitter',
  'newsletter',
  'contacted',
  'low',
  25,
  NULL,
  NULL,
  'general',
  ARRAY['CAT']::text[],
  '{}'::text[],
  'B.Tech',
  1,
  NULL,
  'twitter',
  'social',
  'cat-result-week',
  'http://127.0.0.1:3000/',
  'https://t.co/',
  '203.0.113.7',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36", "language": "en-IN", "platform": "Linux armv8l", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 412, "height": 915, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Siddharth Jain", "email": "siddharth.jain@example.com"}'::jsonb,
  true,
  'footer',
  'c0000000-0000-4000-8000-000000000001',
  now() - interval '13 days 2 hours',
  now() - interval '13 days 1 hours',
  '[' || to_char(now() - interval '13 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Called; shared the college shortlist guide and booked a follow-up.',
  now() - interval '13 days 1 hours',
  1,
  now() + interval '8 days 0 hours',
  now() - interval '14 days 7 hours',
  now() - interval '13 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_term, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, qualified_at, internal_notes, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Ananya Das',
  'ananya.das@example.com',
  '+919000000008',
  'google_ads',
  'consultation',
  'qualified',
  'high',
  80,
  'CAT 2026 preparation plan',
  'Working in IT, want a structured plan for CAT 2026 and college shortlist.',
  'counseling',
  ARRAY['CAT']::text[],
  ARRAY['Bengaluru', 'Kozhikode']::text[],
  'B.Tech CSE',
  3,
  '₹20-30 lakh',
  'google',
  'cpc',
  'cat-2026-counselling',
  'iim admission counselling',
  'ad-variant-a',
  'http://127.0.0.1:3000/exams/cat',
  'https://www.google.com/',
  '198.51.100.8',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36", "language": "en-IN", "platform": "Win32", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 1920, "height": 1080, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Ananya Das", "email": "ananya.das@example.com", "subject": "CAT 2026 preparation plan", "message": "Working in IT, want a structured plan for CAT 2026 and college shortlist."}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000001',
  now() - interval '17 days 2 hours',
  now() - interval '17 days 1 hours',
  '[' || to_char(now() - interval '17 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'First call done: profile fits our counselling package.' || E'\n\n' || '[' || to_char(now() - interval '14 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Sent a fee and programme comparison.',
  now() - interval '14 days 1 hours',
  now() - interval '15 days 4 hours',
  '[' || to_char(now() - interval '17 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'High intent: keep the same counselor through to interviews.',
  2,
  now() + interval '9 days 0 hours',
  now() - interval '18 days 8 hours',
  now() - interval '14 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, qualified_at, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Vikram Singh',
  'vikram.singh@example.com',
  '+919000000009',
  'organic',
  'consultation',
  'qualified',
  'medium',
  62,
  'MBA in the UK',
  'Comparing one-year UK MBAs with ISB. Need help with costs and scholarships.',
  'counseling',
  ARRAY['GMAT', 'GRE']::text[],
  ARRAY['United Kingdom', 'Canada']::text[],
  'B.Com, CA Inter',
  5,
  '₹40-60 lakh',
  'http://127.0.0.1:3000/',
  'https://www.bing.com/',
  '203.0.113.9',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  '{"userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15", "language": "en-IN", "platform": "MacIntel", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 1440, "height": 900, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Vikram Singh", "email": "vikram.singh@example.com", "subject": "MBA in the UK", "message": "Comparing one-year UK MBAs with ISB. Need help with costs and scholarships."}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000004',
  now() - interval '21 days 2 hours',
  now() - interval '21 days 1 hours',
  '[' || to_char(now() - interval '21 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'First call done: profile fits our counselling package.' || E'\n\n' || '[' || to_char(now() - interval '18 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Sent a fee and programme comparison.',
  now() - interval '18 days 1 hours',
  now() - interval '19 days 4 hours',
  2,
  now() - interval '4 days 0 hours',
  now() - interval '22 days 9 hours',
  now() - interval '18 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, qualified_at, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Pooja Iyer',
  'pooja.iyer@example.com',
  '+919000000010',
  'facebook',
  'contact',
  'qualified',
  'medium',
  58,
  'Education loan for JBIMS',
  'If I convert JBIMS, how do education loans work?',
  'counseling',
  ARRAY['CAT', 'MAH-CET']::text[],
  ARRAY['Mumbai']::text[],
  'B.M.S.',
  0,
  '₹5-10 lakh',
  'facebook',
  'paid_social',
  'mba-webinar-oct',
  'carousel',
  'http://127.0.0.1:3000/blog/mba-education-loans-and-scholarships',
  'https://m.facebook.com/',
  '198.51.100.10',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36", "language": "en-IN", "platform": "Linux armv8l", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 412, "height": 915, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Pooja Iyer", "email": "pooja.iyer@example.com", "subject": "Education loan for JBIMS", "message": "If I convert JBIMS, how do education loans work?"}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000005',
  now() - interval '26 days 2 hours',
  now() - interval '26 days 1 hours',
  '[' || to_char(now() - interval '26 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'First call done: profile fits our counselling package.' || E'\n\n' || '[' || to_char(now() - interval '23 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Sent a fee and programme comparison.',
  now() - interval '23 days 1 hours',
  now() - interval '24 days 4 hours',
  2,
  now() + interval '2 days 0 hours',
  now() - interval '27 days 10 hours',
  now() - interval '23 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, qualified_at, internal_notes, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Harsh Vardhan',
  'harsh.vardhan@example.com',
  '+919000000011',
  'linkedin',
  'consultation',
  'working',
  'urgent',
  88,
  'IIM interview shortlist',
  'Calls from IIM Bangalore and IIM Calcutta. Need WAT-PI preparation urgently.',
  'counseling',
  ARRAY['CAT']::text[],
  ARRAY['Ahmedabad', 'Bengaluru', 'Kolkata']::text[],
  'B.Tech Electrical',
  2,
  '₹25-30 lakh',
  'linkedin',
  'paid_social',
  'working-professionals-mba',
  'sponsored-post',
  'http://127.0.0.1:3000/contact',
  'https://www.linkedin.com/',
  '203.0.113.11',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36", "language": "en-IN", "platform": "Win32", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 1920, "height": 1080, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Harsh Vardhan", "email": "harsh.vardhan@example.com", "subject": "IIM interview shortlist", "message": "Calls from IIM Bangalore and IIM Calcutta. Need WAT-PI preparation urgently."}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000001',
  now() - interval '30 days 2 hours',
  now() - interval '30 days 1 hours',
  '[' || to_char(now() - interval '30 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Intro call; discussed target schools.' || E'\n\n' || '[' || to_char(now() - interval '27 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Shared a preparation plan.' || E'\n\n' || '[' || to_char(now() - interval '24 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Mock interview scheduled.',
  now() - interval '24 days 1 hours',
  now() - interval '28 days 4 hours',
  '[' || to_char(now() - interval '30 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'High intent: keep the same counselor through to interviews.',
  3,
  now() + interval '3 days 0 hours',
  now() - interval '31 days 11 hours',
  now() - interval '24 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, page_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, qualified_at, internal_notes, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Meghna Pillai',
  'meghna.pillai@example.com',
  '+919000000012',
  'website',
  'consultation',
  'working',
  'high',
  76,
  'Application strategy',
  'Need help deciding which NMIMS and Symbiosis programmes to apply to.',
  'counseling',
  ARRAY['NMAT', 'SNAP', 'CAT']::text[],
  ARRAY['Mumbai', 'Pune', 'Bengaluru']::text[],
  'B.A. Economics',
  1,
  '₹15-25 lakh',
  'http://127.0.0.1:3000/colleges',
  '198.51.100.12',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  '{"userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1", "language": "en-IN", "platform": "iPhone", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 390, "height": 844, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Meghna Pillai", "email": "meghna.pillai@example.com", "subject": "Application strategy", "message": "Need help deciding which NMIMS and Symbiosis programmes to apply to."}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000003',
  now() - interval '35 days 2 hours',
  now() - interval '35 days 1 hours',
  '[' || to_char(now() - interval '35 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Intro call; discussed target schools.' || E'\n\n' || '[' || to_char(now() - interval '32 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Shared a preparation plan.' || E'\n\n' || '[' || to_char(now() - interval '29 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Mock interview scheduled.',
  now() - interval '29 days 1 hours',
  now() - interval '33 days 4 hours',
  '[' || to_char(now() - interval '35 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'High intent: keep the same counselor through to interviews.',
  3,
  now() - interval '2 days 0 hours',
  now() - interval '36 days 0 hours',
  now() - interval '29 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_term, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, qualified_at, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Abhishek Yadav',
  'abhishek.yadav@example.com',
  '+919000000013',
  'google_ads',
  'contact',
  'working',
  'medium',
  55,
  'MAH-CET colleges',
  'Which colleges can I get with around 95 percentile in MAH-CET?',
  'counseling',
  ARRAY['MAH-CET']::text[],
  ARRAY['Mumbai', 'Pune']::text[],
  'B.Sc IT',
  0,
  '₹5-15 lakh',
  'google',
  'cpc',
  'cat-2026-counselling',
  'iim admission counselling',
  'ad-variant-a',
  'http://127.0.0.1:3000/colleges/jbims-mumbai',
  'https://www.google.com/',
  '203.0.113.13',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36", "language": "en-IN", "platform": "Linux armv8l", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 412, "height": 915, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Abhishek Yadav", "email": "abhishek.yadav@example.com", "subject": "MAH-CET colleges", "message": "Which colleges can I get with around 95 percentile in MAH-CET?"}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000002',
  now() - interval '40 days 2 hours',
  now() - interval '40 days 1 hours',
  '[' || to_char(now() - interval '40 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Intro call; discussed target schools.' || E'\n\n' || '[' || to_char(now() - interval '37 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Shared a preparation plan.' || E'\n\n' || '[' || to_char(now() - interval '34 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Mock interview scheduled.',
  now() - interval '34 days 1 hours',
  now() - interval '38 days 4 hours',
  3,
  now() + interval '5 days 0 hours',
  now() - interval '41 days 1 hours',
  now() - interval '34 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, qualified_at, converted_at, conversion_value, internal_notes, contact_attempts, created_at, updated_at)
values (
  'Tanvi Mehta',
  'tanvi.mehta@example.com',
  '+919000000014',
  'organic',
  'consultation',
  'converted',
  'high',
  92,
  'Full counselling package',
  'Enrolled for the full admissions package after the first session.',
  'counseling',
  ARRAY['CAT', 'XAT']::text[],
  ARRAY['Ahmedabad', 'Mumbai']::text[],
  'B.Com',
  0,
  '₹20-30 lakh',
  'http://127.0.0.1:3000/contact',
  'https://www.bing.com/',
  '198.51.100.14',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  '{"userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15", "language": "en-IN", "platform": "MacIntel", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 1440, "height": 900, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Tanvi Mehta", "email": "tanvi.mehta@example.com", "subject": "Full counselling package", "message": "Enrolled for the full admissions package after the first session."}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000001',
  now() - interval '46 days 2 hours',
  now() - interval '46 days 1 hours',
  '[' || to_char(now() - interval '46 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Intro call.' || E'\n\n' || '[' || to_char(now() - interval '43 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Proposal shared.' || E'\n\n' || '[' || to_char(now() - interval '40 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Payment received; onboarding mail sent.',
  now() - interval '40 days 1 hours',
  now() - interval '44 days 4 hours',
  now() - interval '40 days 5 hours',
  9999,
  '[' || to_char(now() - interval '46 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'High intent: keep the same counselor through to interviews.',
  3,
  now() - interval '47 days 2 hours',
  now() - interval '40 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, qualified_at, converted_at, conversion_value, internal_notes, contact_attempts, created_at, updated_at)
values (
  'Rajesh Nair',
  'rajesh.nair@example.com',
  '+919000000015',
  'linkedin',
  'consultation',
  'converted',
  'high',
  90,
  'US MBA applications',
  'Round 2 applications to US schools; need essay reviews.',
  'counseling',
  ARRAY['GMAT']::text[],
  ARRAY['United States']::text[],
  'B.Tech, 6 years experience',
  6,
  '₹60 lakh+',
  'linkedin',
  'paid_social',
  'working-professionals-mba',
  'sponsored-post',
  'http://127.0.0.1:3000/',
  'https://www.linkedin.com/',
  '203.0.113.15',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  '{"userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15", "language": "en-IN", "platform": "MacIntel", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 1440, "height": 900, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Rajesh Nair", "email": "rajesh.nair@example.com", "subject": "US MBA applications", "message": "Round 2 applications to US schools; need essay reviews."}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000004',
  now() - interval '51 days 2 hours',
  now() - interval '51 days 1 hours',
  '[' || to_char(now() - interval '51 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Intro call.' || E'\n\n' || '[' || to_char(now() - interval '48 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Proposal shared.' || E'\n\n' || '[' || to_char(now() - interval '45 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Payment received; onboarding mail sent.',
  now() - interval '45 days 1 hours',
  now() - interval '49 days 4 hours',
  now() - interval '45 days 5 hours',
  4999,
  '[' || to_char(now() - interval '51 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'High intent: keep the same counselor through to interviews.',
  3,
  now() - interval '52 days 3 hours',
  now() - interval '45 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, qualified_at, converted_at, conversion_value, contact_attempts, created_at, updated_at)
values (
  'Simran Kaur',
  'simran.kaur@example.com',
  '+919000000016',
  'facebook',
  'consultation',
  'converted',
  'medium',
  84,
  'SNAP + NMAT preparation',
  'Signed up for the mock interview series.',
  'counseling',
  ARRAY['SNAP', 'NMAT']::text[],
  ARRAY['Pune']::text[],
  'BBA',
  0,
  '₹15-20 lakh',
  'facebook',
  'paid_social',
  'mba-webinar-oct',
  'carousel',
  'http://127.0.0.1:3000/mock-tests',
  'https://m.facebook.com/',
  '198.51.100.16',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36", "language": "en-IN", "platform": "Linux armv8l", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 412, "height": 915, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Simran Kaur", "email": "simran.kaur@example.com", "subject": "SNAP + NMAT preparation", "message": "Signed up for the mock interview series."}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000003',
  now() - interval '57 days 2 hours',
  now() - interval '57 days 1 hours',
  '[' || to_char(now() - interval '57 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Intro call.' || E'\n\n' || '[' || to_char(now() - interval '54 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Proposal shared.' || E'\n\n' || '[' || to_char(now() - interval '51 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Payment received; onboarding mail sent.',
  now() - interval '51 days 1 hours',
  now() - interval '55 days 4 hours',
  now() - interval '51 days 5 hours',
  14999,
  3,
  now() - interval '58 days 4 hours',
  now() - interval '51 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, contact_attempts, created_at, updated_at)
values (
  'Deepak Chauhan',
  'deepak.chauhan@example.com',
  '+919000000017',
  'twitter',
  'contact',
  'lost',
  'low',
  30,
  'FMS only',
  'Only interested in FMS because of the fee. Will prepare on my own.',
  'general',
  ARRAY['CAT']::text[],
  ARRAY['Delhi']::text[],
  'B.A.',
  0,
  '₹2-5 lakh',
  'twitter',
  'social',
  'cat-result-week',
  'http://127.0.0.1:3000/colleges/fms-delhi',
  'https://t.co/',
  '203.0.113.17',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36", "language": "en-IN", "platform": "Linux armv8l", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 412, "height": 915, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Deepak Chauhan", "email": "deepak.chauhan@example.com", "subject": "FMS only", "message": "Only interested in FMS because of the fee. Will prepare on my own."}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000002',
  now() - interval '62 days 2 hours',
  now() - interval '62 days 1 hours',
  '[' || to_char(now() - interval '62 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Called twice, no answer.' || E'\n\n' || '[' || to_char(now() - interval '59 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Replied that they will not take counselling this year.',
  now() - interval '59 days 1 hours',
  3,
  now() - interval '63 days 5 hours',
  now() - interval '59 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_term, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, contact_attempts, created_at, updated_at)
values (
  'Nandini Rao',
  'nandini.rao@example.com',
  '+919000000018',
  'google_ads',
  'consultation',
  'lost',
  'medium',
  48,
  'Budget concerns',
  'Decided to work another year before applying.',
  'counseling',
  ARRAY['CAT']::text[],
  ARRAY['Hyderabad', 'Bengaluru']::text[],
  'B.Pharm',
  1,
  '₹10-15 lakh',
  'google',
  'cpc',
  'cat-2026-counselling',
  'iim admission counselling',
  'ad-variant-a',
  'http://127.0.0.1:3000/',
  'https://www.google.com/',
  '198.51.100.18',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  '{"userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1", "language": "en-IN", "platform": "iPhone", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 390, "height": 844, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Nandini Rao", "email": "nandini.rao@example.com", "subject": "Budget concerns", "message": "Decided to work another year before applying."}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000005',
  now() - interval '67 days 2 hours',
  now() - interval '67 days 1 hours',
  '[' || to_char(now() - interval '67 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Called twice, no answer.' || E'\n\n' || '[' || to_char(now() - interval '64 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Replied that they will not take counselling this year.',
  now() - interval '64 days 1 hours',
  3,
  now() - interval '68 days 6 hours',
  now() - interval '64 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, page_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, subscription_source, first_contacted_at, notes, last_contacted_at, contact_attempts, created_at, updated_at)
values (
  'Gaurav Mishra',
  'gaurav.mishra@example.com',
  '+919000000019',
  'website',
  'newsletter',
  'unqualified',
  'low',
  10,
  NULL,
  NULL,
  'general',
  '{}'::text[],
  '{}'::text[],
  'Class 12',
  0,
  NULL,
  'http://127.0.0.1:3000/blog',
  '203.0.113.19',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36", "language": "en-IN", "platform": "Linux armv8l", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 412, "height": 915, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Gaurav Mishra", "email": "gaurav.mishra@example.com"}'::jsonb,
  true,
  'footer',
  now() - interval '71 days 1 hours',
  '[' || to_char(now() - interval '71 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Not a fit for our MBA services; sent free resources.',
  now() - interval '71 days 1 hours',
  1,
  now() - interval '72 days 7 hours',
  now() - interval '71 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, contact_attempts, created_at, updated_at)
values (
  'Lakshmi Menon',
  'lakshmi.menon@example.com',
  '+919000000020',
  'organic',
  'contact',
  'unqualified',
  'low',
  15,
  'Distance MBA',
  'Looking for a distance-learning MBA only.',
  'general',
  ARRAY['MAT']::text[],
  ARRAY['Kochi']::text[],
  'M.Com',
  0,
  NULL,
  'http://127.0.0.1:3000/faq',
  'https://www.bing.com/',
  '198.51.100.20',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36", "language": "en-IN", "platform": "Win32", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 1920, "height": 1080, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Lakshmi Menon", "email": "lakshmi.menon@example.com", "subject": "Distance MBA", "message": "Looking for a distance-learning MBA only."}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000003',
  now() - interval '75 days 2 hours',
  now() - interval '75 days 1 hours',
  '[' || to_char(now() - interval '75 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Not a fit for our MBA services; sent free resources.',
  now() - interval '75 days 1 hours',
  1,
  now() - interval '76 days 8 hours',
  now() - interval '75 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Yash Agarwal',
  'yash.agarwal@example.com',
  '+919000000021',
  'facebook',
  'consultation',
  'new',
  'medium',
  50,
  'CAT 2026 coaching advice',
  'Should I join coaching or self-study for CAT 2026?',
  'counseling',
  ARRAY['CAT']::text[],
  ARRAY['Indore', 'Lucknow']::text[],
  'B.Com (Hons)',
  0,
  '₹15-25 lakh',
  'facebook',
  'paid_social',
  'mba-webinar-oct',
  'carousel',
  'http://127.0.0.1:3000/exams/cat',
  'https://m.facebook.com/',
  '203.0.113.21',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36", "language": "en-IN", "platform": "Linux armv8l", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 412, "height": 915, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Yash Agarwal", "email": "yash.agarwal@example.com", "subject": "CAT 2026 coaching advice", "message": "Should I join coaching or self-study for CAT 2026?"}'::jsonb,
  false,
  0,
  now() - interval '1 days 0 hours',
  now() - interval '4 days 9 hours',
  now() - interval '4 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Priyanka Joshi',
  'priyanka.joshi@example.com',
  '+919000000022',
  'linkedin',
  'contact',
  'contacted',
  'medium',
  52,
  'SJMSOM vs IIM Mumbai',
  'Comparing SJMSOM and IIM Mumbai for operations.',
  'counseling',
  ARRAY['CAT']::text[],
  ARRAY['Mumbai']::text[],
  'B.E. IT',
  3,
  '₹20-25 lakh',
  'linkedin',
  'paid_social',
  'working-professionals-mba',
  'sponsored-post',
  'http://127.0.0.1:3000/blog/mumbai-b-schools-guide',
  'https://www.linkedin.com/',
  '198.51.100.22',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36", "language": "en-IN", "platform": "Win32", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 1920, "height": 1080, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Priyanka Joshi", "email": "priyanka.joshi@example.com", "subject": "SJMSOM vs IIM Mumbai", "message": "Comparing SJMSOM and IIM Mumbai for operations."}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000002',
  now() - interval '15 days 2 hours',
  now() - interval '15 days 1 hours',
  '[' || to_char(now() - interval '15 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Called; shared the college shortlist guide and booked a follow-up.',
  now() - interval '15 days 1 hours',
  1,
  now() + interval '5 days 0 hours',
  now() - interval '16 days 10 hours',
  now() - interval '15 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, qualified_at, internal_notes, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Manish Tiwari',
  'manish.tiwari@example.com',
  '+919000000023',
  'twitter',
  'consultation',
  'qualified',
  'high',
  74,
  'XLRI HRM',
  'Interested in XLRI HRM. Need advice on XAT Decision Making.',
  'counseling',
  ARRAY['CAT', 'XAT']::text[],
  ARRAY['Jamshedpur', 'Lucknow']::text[],
  'B.Sc Physics',
  2,
  '₹20-30 lakh',
  'twitter',
  'social',
  'cat-result-week',
  'http://127.0.0.1:3000/exams/xat',
  'https://t.co/',
  '203.0.113.23',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  '{"userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1", "language": "en-IN", "platform": "iPhone", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 390, "height": 844, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Manish Tiwari", "email": "manish.tiwari@example.com", "subject": "XLRI HRM", "message": "Interested in XLRI HRM. Need advice on XAT Decision Making."}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000001',
  now() - interval '23 days 2 hours',
  now() - interval '23 days 1 hours',
  '[' || to_char(now() - interval '23 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'First call done: profile fits our counselling package.' || E'\n\n' || '[' || to_char(now() - interval '20 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Sent a fee and programme comparison.',
  now() - interval '20 days 1 hours',
  now() - interval '21 days 4 hours',
  '[' || to_char(now() - interval '23 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'High intent: keep the same counselor through to interviews.',
  2,
  now() + interval '6 days 0 hours',
  now() - interval '24 days 11 hours',
  now() - interval '20 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, subscription_source, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, qualified_at, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Ritika Saxena',
  'ritika.saxena@example.com',
  '+919000000024',
  'organic',
  'newsletter',
  'working',
  'low',
  35,
  NULL,
  NULL,
  'general',
  ARRAY['CAT']::text[],
  '{}'::text[],
  'B.A. Psychology',
  0,
  NULL,
  'http://127.0.0.1:3000/blog/choosing-an-mba-specialisation',
  'https://www.bing.com/',
  '198.51.100.24',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  '{"userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1", "language": "en-IN", "platform": "iPhone", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 390, "height": 844, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Ritika Saxena", "email": "ritika.saxena@example.com"}'::jsonb,
  true,
  'blog',
  'c0000000-0000-4000-8000-000000000005',
  now() - interval '43 days 2 hours',
  now() - interval '43 days 1 hours',
  '[' || to_char(now() - interval '43 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Intro call; discussed target schools.' || E'\n\n' || '[' || to_char(now() - interval '40 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Shared a preparation plan.' || E'\n\n' || '[' || to_char(now() - interval '37 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Mock interview scheduled.',
  now() - interval '37 days 1 hours',
  now() - interval '41 days 4 hours',
  3,
  now() - interval '4 days 0 hours',
  now() - interval '44 days 0 hours',
  now() - interval '37 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_term, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, subscription_source, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, qualified_at, converted_at, conversion_value, contact_attempts, created_at, updated_at)
values (
  'Aditi Kapoor',
  'aditi.kapoor@example.com',
  '+919000000025',
  'google_ads',
  'newsletter',
  'converted',
  'medium',
  70,
  'Upgraded from newsletter',
  'Joined via the newsletter, later bought the interview prep package.',
  'counseling',
  ARRAY['CAT']::text[],
  ARRAY['Delhi']::text[],
  'B.Com',
  1,
  '₹15-25 lakh',
  'google',
  'cpc',
  'cat-2026-counselling',
  'iim admission counselling',
  'ad-variant-a',
  'http://127.0.0.1:3000/',
  'https://www.google.com/',
  '203.0.113.25',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36", "language": "en-IN", "platform": "Win32", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 1920, "height": 1080, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Aditi Kapoor", "email": "aditi.kapoor@example.com", "subject": "Upgraded from newsletter", "message": "Joined via the newsletter, later bought the interview prep package."}'::jsonb,
  true,
  'footer',
  'c0000000-0000-4000-8000-000000000001',
  now() - interval '54 days 2 hours',
  now() - interval '54 days 1 hours',
  '[' || to_char(now() - interval '54 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Intro call.' || E'\n\n' || '[' || to_char(now() - interval '51 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Proposal shared.' || E'\n\n' || '[' || to_char(now() - interval '48 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Payment received; onboarding mail sent.',
  now() - interval '48 days 1 hours',
  now() - interval '52 days 4 hours',
  now() - interval '48 days 5 hours',
  24999,
  3,
  now() - interval '55 days 1 hours',
  now() - interval '48 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, subscription_source, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, contact_attempts, created_at, updated_at)
values (
  'Sameer Khan',
  'sameer.khan@example.com',
  '+919000000026',
  'linkedin',
  'newsletter',
  'lost',
  'low',
  18,
  NULL,
  NULL,
  'general',
  ARRAY['GMAT']::text[],
  ARRAY['Canada']::text[],
  'B.Tech',
  4,
  NULL,
  'linkedin',
  'paid_social',
  'working-professionals-mba',
  'sponsored-post',
  'http://127.0.0.1:3000/blog/mba-abroad-us-uk-canada',
  'https://www.linkedin.com/',
  '198.51.100.26',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  '{"userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15", "language": "en-IN", "platform": "MacIntel", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 1440, "height": 900, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Sameer Khan", "email": "sameer.khan@example.com"}'::jsonb,
  true,
  'blog',
  'c0000000-0000-4000-8000-000000000004',
  now() - interval '79 days 2 hours',
  now() - interval '79 days 1 hours',
  '[' || to_char(now() - interval '79 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Called twice, no answer.' || E'\n\n' || '[' || to_char(now() - interval '76 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Replied that they will not take counselling this year.',
  now() - interval '76 days 1 hours',
  3,
  now() - interval '80 days 2 hours',
  now() - interval '76 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, page_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, assigned_counselor_id, assigned_at, first_contacted_at, notes, last_contacted_at, contact_attempts, created_at, updated_at)
values (
  'Bhavna Patel',
  'bhavna.patel@example.com',
  '+919000000027',
  'website',
  'consultation',
  'unqualified',
  'medium',
  22,
  'IPM admission',
  'I am in Class 12; can I apply to IIM Indore''s IPM?',
  'general',
  ARRAY['CAT']::text[],
  ARRAY['Ahmedabad']::text[],
  'Class 12',
  0,
  NULL,
  'http://127.0.0.1:3000/colleges/iim-indore',
  '203.0.113.27',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36", "language": "en-IN", "platform": "Linux armv8l", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 412, "height": 915, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Bhavna Patel", "email": "bhavna.patel@example.com", "subject": "IPM admission", "message": "I am in Class 12; can I apply to IIM Indore''s IPM?"}'::jsonb,
  false,
  'c0000000-0000-4000-8000-000000000003',
  now() - interval '84 days 2 hours',
  now() - interval '84 days 1 hours',
  '[' || to_char(now() - interval '84 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'Not a fit for our MBA services; sent free resources.',
  now() - interval '84 days 1 hours',
  1,
  now() - interval '85 days 3 hours',
  now() - interval '84 days 2 hours'
);

insert into public.leads (name, email, phone, source, form_type, status, priority, lead_score, subject, message, inquiry_type, target_exams, preferred_locations, current_education, work_experience, budget_range, utm_source, utm_medium, utm_campaign, utm_content, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data, newsletter_subscribed, internal_notes, contact_attempts, next_follow_up_at, created_at, updated_at)
values (
  'Kunal Bhatt',
  'kunal.bhatt@example.com',
  '+919000000028',
  'facebook',
  'contact',
  'new',
  'urgent',
  78,
  'Result week call',
  'Just got my CAT score card, want to discuss calls today.',
  'counseling',
  ARRAY['CAT']::text[],
  ARRAY['Bengaluru']::text[],
  'B.Tech (final year)',
  0,
  '₹20-30 lakh',
  'facebook',
  'paid_social',
  'mba-webinar-oct',
  'carousel',
  'http://127.0.0.1:3000/contact',
  'https://m.facebook.com/',
  '198.51.100.28',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  '{"userAgent": "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36", "language": "en-IN", "platform": "Linux armv8l", "cookieEnabled": true, "onLine": true}'::jsonb,
  '{"screen": {"width": 412, "height": 915, "colorDepth": 24, "pixelDepth": 24}, "timezone": "Asia/Kolkata"}'::jsonb,
  '{"name": "Kunal Bhatt", "email": "kunal.bhatt@example.com", "subject": "Result week call", "message": "Just got my CAT score card, want to discuss calls today."}'::jsonb,
  false,
  '[' || to_char(now() - interval '0 days 1 hours', 'YYYY-MM-DD HH24:MI') || '] ' || 'High intent: keep the same counselor through to interviews.',
  0,
  now() + interval '2 days 0 hours',
  now() - interval '0 days 4 hours',
  now() - interval '0 days 2 hours'
);


-- Community threads and replies (reply_count and last_activity_at are kept by the refresh trigger).

-- thread: rules
insert into public.community_threads (id, author_id, title, body, category, tags, status, is_pinned, view_count, created_at, updated_at, last_activity_at)
values (
  'e0000000-0000-4000-8000-000000000001',
  'd0000000-0000-4000-8000-000000000004',
  'Welcome! Community guidelines — please read before posting',
  'Welcome to the MBA Disha community.

- Be kind and specific; everyone here is preparing for something hard.
- No sharing of copyrighted test material or paid course content.
- When you quote a cut-off or a fee, say where it came from and which year it is for.
- Do not post phone numbers or personal details.

Moderators may hide posts that break these rules.',
  'general',
  ARRAY['guidelines']::text[],
  'published',
  true,
  1840,
  now() - interval '85 days 0 hours',
  now() - interval '85 days 0 hours',
  now() - interval '85 days 0 hours'
);

-- thread: dilr
insert into public.community_threads (id, author_id, title, body, category, tags, status, is_pinned, view_count, created_at, updated_at, last_activity_at)
values (
  'e0000000-0000-4000-8000-000000000002',
  'd0000000-0000-4000-8000-000000000005',
  'How do you pick DILR sets in the first five minutes?',
  'My DILR accuracy is fine but I waste time on the wrong sets. In mocks I often start a set, get stuck halfway and lose ten minutes. How do you decide which sets to attempt?',
  'cat-prep',
  ARRAY['CAT', 'DILR']::text[],
  'published',
  false,
  612,
  now() - interval '40 days 0 hours',
  now() - interval '40 days 0 hours',
  now() - interval '40 days 0 hours'
);

-- thread: xlri
insert into public.community_threads (id, author_id, title, body, category, tags, status, is_pinned, view_count, created_at, updated_at, last_activity_at)
values (
  'e0000000-0000-4000-8000-000000000003',
  'd0000000-0000-4000-8000-000000000005',
  'XLRI BM vs HRM — how different are the cut-offs?',
  'I read that XLRI publishes separate XAT cut-offs by gender and, for HRM, by engineering background. Has anyone compared the two programmes beyond cut-offs?',
  'colleges',
  ARRAY['XLRI', 'XAT']::text[],
  'published',
  false,
  388,
  now() - interval '33 days 0 hours',
  now() - interval '33 days 0 hours',
  now() - interval '33 days 0 hours'
);

-- thread: wat
insert into public.community_threads (id, author_id, title, body, category, tags, status, is_pinned, view_count, created_at, updated_at, last_activity_at)
values (
  'e0000000-0000-4000-8000-000000000004',
  'd0000000-0000-4000-8000-000000000003',
  'WAT practice thread: post your 300-word essays here',
  'Post one essay a week on any abstract or current-affairs topic and others will give feedback. Keep feedback specific: structure, argument, examples.',
  'gd-pi',
  ARRAY['WAT', 'interview']::text[],
  'published',
  false,
  540,
  now() - interval '26 days 0 hours',
  now() - interval '26 days 0 hours',
  now() - interval '26 days 0 hours'
);

-- thread: workex
insert into public.community_threads (id, author_id, title, body, category, tags, status, is_pinned, view_count, created_at, updated_at, last_activity_at)
values (
  'e0000000-0000-4000-8000-000000000005',
  'd0000000-0000-4000-8000-000000000005',
  'Is 14 months of work experience too little for IIM Ahmedabad?',
  'IIMA''s 2025-27 policy scored work experience as (months − 11) × 0.2, so I would get very little. Should I apply now or wait a year?',
  'admissions',
  ARRAY['IIM Ahmedabad', 'work experience']::text[],
  'published',
  false,
  455,
  now() - interval '18 days 0 hours',
  now() - interval '18 days 0 hours',
  now() - interval '18 days 0 hours'
);

-- thread: nmat
insert into public.community_threads (id, author_id, title, body, category, tags, status, is_pinned, view_count, created_at, updated_at, last_activity_at)
values (
  'e0000000-0000-4000-8000-000000000006',
  'd0000000-0000-4000-8000-000000000002',
  'NMAT retake strategy: what did you change between attempts?',
  'NMAT allows up to three attempts at least 15 days apart. If you retook it, what did you change in your preparation between attempts?',
  'exams',
  ARRAY['NMAT']::text[],
  'published',
  false,
  214,
  now() - interval '9 days 0 hours',
  now() - interval '9 days 0 hours',
  now() - interval '9 days 0 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, is_accepted, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000002',
  'd0000000-0000-4000-8000-000000000002',
  'Read every set''s first line and the questions, not the data. Pick sets where the questions are direct ("which of the following must be true") and the data fits on one table. Skip sets with many conditional questions first time round.',
  'published',
  false,
  now() - interval '38 days 5 hours',
  now() - interval '38 days 5 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, is_accepted, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000002',
  'd0000000-0000-4000-8000-000000000003',
  'Also track in your mock analysis which set types you abandon. After five mocks you will see a pattern, for example scheduling sets going well and games sets not.',
  'published',
  false,
  now() - interval '37 days 5 hours',
  now() - interval '37 days 5 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, is_accepted, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000002',
  'd0000000-0000-4000-8000-000000000005',
  'Thanks, both. I tried the first-line scan in today''s sectional and finished two full sets instead of three half sets.',
  'published',
  true,
  now() - interval '35 days 5 hours',
  now() - interval '35 days 5 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, is_accepted, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000003',
  'd0000000-0000-4000-8000-000000000004',
  'Beyond cut-offs, the curricula differ a lot: HRM is a separate PGDM with its own core courses. Check the programme pages and speak to current students in each.',
  'published',
  true,
  now() - interval '31 days 5 hours',
  now() - interval '31 days 5 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, is_accepted, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000003',
  'd0000000-0000-4000-8000-000000000001',
  'Note that the XAT 2026 BM cut-off was reported at 94 for men and 88 for women; HRM cut-offs differ by background. Always check the current year''s list.',
  'published',
  false,
  now() - interval '30 days 5 hours',
  now() - interval '30 days 5 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, is_accepted, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000004',
  'd0000000-0000-4000-8000-000000000005',
  'Topic: ''Is remote work good for young professionals?'' I argued it helps productivity but hurts learning from seniors, and suggested a hybrid first two years. Feedback welcome!',
  'published',
  false,
  now() - interval '24 days 5 hours',
  now() - interval '24 days 5 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, is_accepted, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000004',
  'd0000000-0000-4000-8000-000000000003',
  'Good structure. Your counter-argument paragraph is strong; the conclusion repeats the introduction. End with one concrete proposal instead.',
  'published',
  true,
  now() - interval '23 days 5 hours',
  now() - interval '23 days 5 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, is_accepted, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000005',
  'd0000000-0000-4000-8000-000000000003',
  'Under that formula, 14 months adds little to the Application Rating, but IIMA is one school. Other IIMs weight experience differently, and IIM Calcutta''s 2024-26 composite had no work-experience weight at all. Apply broadly this year.',
  'published',
  true,
  now() - interval '16 days 5 hours',
  now() - interval '16 days 5 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, is_accepted, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000005',
  'd0000000-0000-4000-8000-000000000005',
  'That makes sense. I''ll apply this cycle and reassess if I don''t convert.',
  'published',
  false,
  now() - interval '15 days 5 hours',
  now() - interval '15 days 5 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, is_accepted, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000006',
  'd0000000-0000-4000-8000-000000000005',
  'I took the first attempt as a diagnostic and spent the two weeks before the second attempt only on Quantitative Skills, which has the most time (52 minutes).',
  'published',
  false,
  now() - interval '7 days 5 hours',
  now() - interval '7 days 5 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, is_accepted, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000006',
  'd0000000-0000-4000-8000-000000000004',
  'Reminder: please don''t post questions from your actual test; general strategy is welcome.',
  'published',
  false,
  now() - interval '6 days 5 hours',
  now() - interval '6 days 5 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, is_accepted, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000001',
  'd0000000-0000-4000-8000-000000000005',
  'Thanks for setting this up!',
  'published',
  false,
  now() - interval '84 days 5 hours',
  now() - interval '84 days 5 hours'
);

insert into public.community_replies (thread_id, author_id, body, status, moderated_by, moderated_at, moderation_note, created_at, updated_at)
values (
  'e0000000-0000-4000-8000-000000000006',
  'd0000000-0000-4000-8000-000000000005',
  'DM me for the full question paper from my slot.',
  'hidden',
  'd0000000-0000-4000-8000-000000000004',
  now() - interval '5 days 0 hours',
  'Sharing test content is against the guidelines.',
  now() - interval '5 days 8 hours',
  now() - interval '5 days 0 hours'
);


-- Site settings ---------------------------------------------------------------------------------------------

insert into public.site_settings (key, value, description, is_public, updated_by)
values (
  'site',
  '{"name": "MBA Disha", "tagline": "Your direction to the right B-school", "description": "College search, exam guides, mock tests and counselling for MBA aspirants in India."}'::jsonb,
  'Site name and tagline',
  true,
  'd0000000-0000-4000-8000-000000000001'
);

insert into public.site_settings (key, value, description, is_public, updated_by)
values (
  'stats',
  '{"students": "4000+", "college_tie_ups": "500+", "placement_rate": "95%", "internships": "1,200+", "videos": "200+"}'::jsonb,
  'Headline claims shown on the home page (spec §1): marketing copy, not sourced statistics',
  true,
  'd0000000-0000-4000-8000-000000000001'
);

insert into public.site_settings (key, value, description, is_public, updated_by)
values (
  'contact',
  '{"email": "hello@mbadisha.in", "phone": null, "whatsapp": null, "address": "Baner, Pune, Maharashtra 411045", "hours": "Mon–Sat, 10:00–19:00 IST"}'::jsonb,
  'Public contact details, shown in the site footer and at the foot of every e-mail; a detail left empty is left out',
  true,
  'd0000000-0000-4000-8000-000000000001'
);

insert into public.site_settings (key, value, description, is_public, updated_by)
values (
  'social',
  '{"youtube": null, "instagram": null, "linkedin": null, "twitter": null}'::jsonb,
  'Social profile links (not yet set)',
  true,
  'd0000000-0000-4000-8000-000000000001'
);

insert into public.site_settings (key, value, description, is_public, updated_by)
values (
  'home.study_abroad',
  '{"countries": [{"country": "United States", "average_cost": "$60,000", "duration": "2 years"}, {"country": "United Kingdom", "average_cost": "£45,000", "duration": "1 year"}, {"country": "Canada", "average_cost": "CAD 55,000", "duration": "2 years"}], "note": "Planning averages from the product spec, not published figures for any school."}'::jsonb,
  'Study-abroad block (spec §9)',
  true,
  'd0000000-0000-4000-8000-000000000001'
);

insert into public.site_settings (key, value, description, is_public, updated_by)
values (
  'leads.assignment',
  '{"mode": "round_robin", "default_priority": "medium"}'::jsonb,
  'How new leads are assigned (staff only)',
  false,
  'd0000000-0000-4000-8000-000000000001'
);

-- The migration adds this setting too; the seed states the demo's value explicitly.
insert into public.site_settings (key, value, description, is_public, updated_by)
values (
  'leads.response_target',
  '{"minutes": 15, "start": "09:30", "end": "18:30", "days": [1, 2, 3, 4, 5, 6], "timezone": "Asia/Kolkata"}'::jsonb,
  'How soon a new lead should be contacted, in working minutes (staff only)',
  false,
  'd0000000-0000-4000-8000-000000000001'
)
on conflict (key) do update set value = excluded.value, description = excluded.description, updated_by = excluded.updated_by;

insert into public.site_settings (key, value, description, is_public, updated_by)
values (
  'notifications',
  '{"new_lead_email": "counselor@demo.local", "daily_digest": true}'::jsonb,
  'Back-office notifications (staff only)',
  false,
  'd0000000-0000-4000-8000-000000000001'
);


-- Newsletter subscribers and contact submissions (fictional, example.com).

insert into public.newsletter_subscribers (email, name, status, source, subscribed_at, user_id, created_at, updated_at)
values (
  'member@demo.local',
  'Aditya Verma',
  'active',
  'website',
  now() - interval '60 days 0 hours',
  'd0000000-0000-4000-8000-000000000005',
  now() - interval '60 days 0 hours',
  now() - interval '60 days 0 hours'
);

insert into public.newsletter_subscribers (email, name, status, source, subscribed_at, created_at, updated_at)
values (
  'mohammed.irfan@example.com',
  'Mohammed Irfan',
  'active',
  'footer',
  now() - interval '3 days 0 hours',
  now() - interval '3 days 0 hours',
  now() - interval '3 days 0 hours'
);

insert into public.newsletter_subscribers (email, name, status, source, subscribed_at, created_at, updated_at)
values (
  'siddharth.jain@example.com',
  'Siddharth Jain',
  'active',
  'blog',
  now() - interval '14 days 0 hours',
  now() - interval '14 days 0 hours',
  now() - interval '14 days 0 hours'
);

insert into public.newsletter_subscribers (email, status, source, subscribed_at, created_at, updated_at)
values (
  'gaurav.mishra@example.com',
  'active',
  'footer',
  now() - interval '72 days 0 hours',
  now() - interval '72 days 0 hours',
  now() - interval '72 days 0 hours'
);

insert into public.newsletter_subscribers (email, name, status, source, subscribed_at, created_at, updated_at)
values (
  'ritika.saxena@example.com',
  'Ritika Saxena',
  'active',
  'blog',
  now() - interval '44 days 0 hours',
  now() - interval '44 days 0 hours',
  now() - interval '44 days 0 hours'
);

insert into public.newsletter_subscribers (email, name, status, source, subscribed_at, created_at, updated_at)
values (
  'aditi.kapoor@example.com',
  'Aditi Kapoor',
  'active',
  'website',
  now() - interval '55 days 0 hours',
  now() - interval '55 days 0 hours',
  now() - interval '55 days 0 hours'
);

insert into public.newsletter_subscribers (email, name, status, source, subscribed_at, created_at, updated_at, unsubscribed_at)
values (
  'sameer.khan@example.com',
  'Sameer Khan',
  'unsubscribed',
  'website',
  now() - interval '80 days 0 hours',
  now() - interval '80 days 0 hours',
  now() - interval '80 days 0 hours',
  now() - interval '60 days 0 hours'
);

insert into public.newsletter_subscribers (email, status, source, subscribed_at, created_at, updated_at)
values (
  'old.address@example.com',
  'bounced',
  'footer',
  now() - interval '150 days 0 hours',
  now() - interval '150 days 0 hours',
  now() - interval '150 days 0 hours'
);

insert into public.newsletter_subscribers (email, status, source, subscribed_at, created_at, updated_at)
values (
  'cat.aspirant2026@example.com',
  'active',
  'footer',
  now() - interval '1 days 0 hours',
  now() - interval '1 days 0 hours',
  now() - interval '1 days 0 hours'
);

insert into public.newsletter_subscribers (email, status, source, subscribed_at, created_at, updated_at)
values (
  'pune.mba.hopeful@example.com',
  'active',
  'blog',
  now() - interval '20 days 0 hours',
  now() - interval '20 days 0 hours',
  now() - interval '20 days 0 hours'
);

insert into public.contact_submissions (name, email, phone, subject, message, inquiry_type, status, user_id, page_url, created_at, updated_at)
values (
  'Aditya Verma',
  'member@demo.local',
  '+919800000005',
  'Mock test results',
  'Will the CAT mock show a section-wise analysis after I submit?',
  'general',
  'resolved',
  'd0000000-0000-4000-8000-000000000005',
  'http://127.0.0.1:3000/contact',
  now() - interval '12 days 0 hours',
  now() - interval '12 days 0 hours'
);

insert into public.contact_submissions (name, email, phone, subject, message, inquiry_type, status, page_url, created_at, updated_at)
values (
  'Shreya Ghosh',
  'shreya.ghosh@example.com',
  '+919000011111',
  'Counselling for IIM interviews',
  'I have interview calls from two IIMs and would like mock interviews.',
  'counseling',
  'in_progress',
  'http://127.0.0.1:3000/contact',
  now() - interval '4 days 0 hours',
  now() - interval '4 days 0 hours'
);

insert into public.contact_submissions (name, email, subject, message, inquiry_type, status, page_url, created_at, updated_at)
values (
  'Arvind Kumar',
  'arvind.kumar@example.com',
  'Correction on a college page',
  'The website link on one of the college pages seems outdated.',
  'general',
  'new',
  'http://127.0.0.1:3000/contact',
  now() - interval '2 days 0 hours',
  now() - interval '2 days 0 hours'
);

insert into public.contact_submissions (name, email, phone, subject, message, inquiry_type, status, page_url, created_at, updated_at)
values (
  'Farah Sheikh',
  'farah.sheikh@example.com',
  '+919000022222',
  'Study abroad counselling',
  'Looking at one-year MBAs in the UK; can I book a call?',
  'counseling',
  'new',
  'http://127.0.0.1:3000/contact',
  now() - interval '1 days 0 hours',
  now() - interval '1 days 0 hours'
);

insert into public.contact_submissions (name, email, subject, message, inquiry_type, status, page_url, created_at, updated_at)
values (
  'Test Bot',
  'bot@spam.example',
  'Cheap backlinks',
  'Buy SEO backlinks now!!!',
  'general',
  'spam',
  'http://127.0.0.1:3000/contact',
  now() - interval '9 days 0 hours',
  now() - interval '9 days 0 hours'
);


-- The demo member's saved colleges and posts.

insert into public.user_college_favorites (user_id, college_id)
  select 'd0000000-0000-4000-8000-000000000005', id from public.colleges where slug = 'iim-ahmedabad';
insert into public.user_college_favorites (user_id, college_id)
  select 'd0000000-0000-4000-8000-000000000005', id from public.colleges where slug = 'jbims-mumbai';
insert into public.user_college_favorites (user_id, college_id)
  select 'd0000000-0000-4000-8000-000000000005', id from public.colleges where slug = 'spjimr-mumbai';
insert into public.user_college_favorites (user_id, college_id)
  select 'd0000000-0000-4000-8000-000000000005', id from public.colleges where slug = 'sibm-pune';
insert into public.user_blog_favorites (user_id, blog_id)
  select 'd0000000-0000-4000-8000-000000000005', id from public.blog_posts where slug = 'cat-exam-pattern-explained';
insert into public.user_blog_favorites (user_id, blog_id)
  select 'd0000000-0000-4000-8000-000000000005', id from public.blog_posts where slug = 'how-iims-shortlist-beyond-percentile';

-- BEGIN exam calendar generated from supabase/seeds/exam-calendar (npx tsx scripts/seed-exam-calendar.ts)
-- Exam calendar (issue 16): the 2026-27 cycle and the 2025-26 facts its expected dates rest on.
insert into public.exam_calendar_entries (id, status, exam, college_id, kind, cycle, cycle_label, detail, note, source_label, source_url, last_verified_on, starts_on, ends_on, revision, usual_year, usual_month, usual_part, usual_until_year, usual_until_month, usual_until_part, basis, basis_entry_id) values
  ('cat-2025-notification', 'announced', 'cat', null, 'notification', '2025-26', 'CAT 2025', null, null, 'PagalGuy: CAT 2025 registration, dates and fee', 'https://www.pagalguy.com/articles/cat-exam-2025-registration-last-date-eligibility-exam-pattern-and-accepting-colleges', '2026-11-22', '2025-07-27', null, 0, null, null, null, null, null, null, null, null),
  ('cat-2025-registration-opens', 'announced', 'cat', null, 'registration-opens', '2025-26', 'CAT 2025', null, 'Fee ₹2,600 (₹1,300 for SC/ST/PwD) — CAT 2025.', 'PagalGuy: CAT 2025 registration, dates and fee', 'https://www.pagalguy.com/articles/cat-exam-2025-registration-last-date-eligibility-exam-pattern-and-accepting-colleges', '2026-11-22', '2025-08-01', null, 0, null, null, null, null, null, null, null, null),
  ('cat-2025-registration-closes', 'announced', 'cat', null, 'registration-closes', '2025-26', 'CAT 2025', null, null, 'PagalGuy: CAT 2025 registration, dates and fee', 'https://www.pagalguy.com/articles/cat-exam-2025-registration-last-date-eligibility-exam-pattern-and-accepting-colleges', '2026-11-22', '2025-09-13', null, 0, null, null, null, null, null, null, null, null),
  ('cat-2025-admit-card', 'announced', 'cat', null, 'admit-card', '2025-26', 'CAT 2025', null, null, 'PagalGuy: CAT 2025 registration, dates and fee', 'https://www.pagalguy.com/articles/cat-exam-2025-registration-last-date-eligibility-exam-pattern-and-accepting-colleges', '2026-11-22', '2025-11-05', null, 0, null, null, null, null, null, null, null, null),
  ('cat-2025-exam-day', 'announced', 'cat', null, 'exam-day', '2025-26', 'CAT 2025', 'three sessions', null, 'PagalGuy: CAT 2025 registration, dates and fee', 'https://www.pagalguy.com/articles/cat-exam-2025-registration-last-date-eligibility-exam-pattern-and-accepting-colleges', '2026-11-22', '2025-11-30', null, 0, null, null, null, null, null, null, null, null),
  ('cat-2025-result', 'announced', 'cat', null, 'result', '2025-26', 'CAT 2025', null, null, 'FindMyCollege: CAT result date', 'https://findmycollege.com/exams/cat', '2026-11-22', '2025-12-24', null, 0, null, null, null, null, null, null, null, null),
  ('xat-2026-registration-opens', 'announced', 'xat', null, 'registration-opens', '2025-26', 'XAT 2026', null, null, 'Telegraph India: XLRI announces XAT 2026 dates', 'https://www.telegraphindia.com/edugraph/news/xlri-announces-xat-2026-exam-and-other-key-dates-application-process-to-begin-soon/cid/2111969', '2026-11-22', '2025-07-10', null, 0, null, null, null, null, null, null, null, null),
  ('xat-2026-registration-closes', 'announced', 'xat', null, 'registration-closes', '2025-26', 'XAT 2026', null, 'The deadline moved from 30 Nov to 5 Dec, then to 11 Dec 2025. Fee ₹2,200 — XAT 2026.', 'Telegraph India: XAT 2026 registration closes 11 Dec 2025', 'https://www.telegraphindia.com/edugraph/news/xlri-jamshedpur-to-close-xat-2026-registration-for-mba-pgdm-courses-today-check-details/cid/2137326', '2026-11-22', '2025-12-11', null, 2, null, null, null, null, null, null, null, null),
  ('xat-2026-exam-day', 'announced', 'xat', null, 'exam-day', '2025-26', 'XAT 2026', '2–5 pm', null, 'Telegraph India: XLRI announces XAT 2026 dates', 'https://www.telegraphindia.com/edugraph/news/xlri-announces-xat-2026-exam-and-other-key-dates-application-process-to-begin-soon/cid/2111969', '2026-11-22', '2026-01-04', null, 0, null, null, null, null, null, null, null, null),
  ('nmat-2025-registration-opens', 'announced', 'nmat', null, 'registration-opens', '2025-26', 'NMAT 2025', null, 'Fee ₹3,000 + tax — NMAT 2025.', 'Telegraph India: GMAC begins NMAT 2025 application', 'https://www.telegraphindia.com/edugraph/news/gmac-begins-nmat-2025-application-for-mba-admissions-check-exam-date-and-pattern/cid/2116069', '2026-11-22', '2025-08-01', null, 0, null, null, null, null, null, null, null, null),
  ('nmat-2025-registration-closes', 'announced', 'nmat', null, 'registration-closes', '2025-26', 'NMAT 2025', null, 'Extended from 10 Oct 2025.', 'KollegeApply: NMAT 2025 registration extended to 18 Oct', 'https://news.kollegeapply.com/news/nmat-registration-2025-extended-apply-by-october-18-at-mbacom', '2026-11-22', '2025-10-18', null, 1, null, null, null, null, null, null, null, null),
  ('nmat-2025-test-window', 'announced', 'nmat', null, 'exam-window', '2025-26', 'NMAT 2025', null, null, 'Telegraph India: GMAC begins NMAT 2025 application', 'https://www.telegraphindia.com/edugraph/news/gmac-begins-nmat-2025-application-for-mba-admissions-check-exam-date-and-pattern/cid/2116069', '2026-11-22', '2025-11-05', '2025-12-19', 0, null, null, null, null, null, null, null, null),
  ('snap-2025-registration-opens', 'announced', 'snap', null, 'registration-opens', '2025-26', 'SNAP 2025', null, null, 'Lokmat Times: Symbiosis MBA admissions open via SNAP 2025', 'https://www.lokmattimes.com/business/symbiosis-mba-admissions-now-open-via-snap-test-2025/', '2026-11-22', '2025-08-01', null, 0, null, null, null, null, null, null, null, null),
  ('snap-2025-registration-closes', 'announced', 'snap', null, 'registration-closes', '2025-26', 'SNAP 2025', null, 'Fee ₹2,250 per test + ₹1,000 per programme (third-party figures) — SNAP 2025.', 'Business Standard (ANI): SNAP 2025 registration closing 20 Nov', 'https://www.business-standard.com/amp/content/press-releases-ani/snap-2025-registration-closing-20th-november-your-final-chance-to-apply-for-symbiosis-mba-programmes-125111700566_1.html', '2026-11-22', '2025-11-20', null, 0, null, null, null, null, null, null, null, null),
  ('snap-2025-test-1', 'announced', 'snap', null, 'exam-day', '2025-26', 'SNAP 2025', 'Test 1', null, 'Business Standard (ANI): SNAP 2025 registration closing 20 Nov', 'https://www.business-standard.com/amp/content/press-releases-ani/snap-2025-registration-closing-20th-november-your-final-chance-to-apply-for-symbiosis-mba-programmes-125111700566_1.html', '2026-11-22', '2025-12-06', null, 0, null, null, null, null, null, null, null, null),
  ('snap-2025-test-2', 'announced', 'snap', null, 'exam-day', '2025-26', 'SNAP 2025', 'Test 2', null, 'Business Standard (ANI): SNAP 2025 registration closing 20 Nov', 'https://www.business-standard.com/amp/content/press-releases-ani/snap-2025-registration-closing-20th-november-your-final-chance-to-apply-for-symbiosis-mba-programmes-125111700566_1.html', '2026-11-22', '2025-12-14', null, 0, null, null, null, null, null, null, null, null),
  ('snap-2025-test-3', 'announced', 'snap', null, 'exam-day', '2025-26', 'SNAP 2025', 'Test 3', null, 'Business Standard (ANI): SNAP 2025 registration closing 20 Nov', 'https://www.business-standard.com/amp/content/press-releases-ani/snap-2025-registration-closing-20th-november-your-final-chance-to-apply-for-symbiosis-mba-programmes-125111700566_1.html', '2026-11-22', '2025-12-20', null, 0, null, null, null, null, null, null, null, null),
  ('snap-2025-result', 'announced', 'snap', null, 'result', '2025-26', 'SNAP 2025', null, 'Third-party figure.', 'Business Standard (ANI): SNAP 2025 registration closing 20 Nov', 'https://www.business-standard.com/amp/content/press-releases-ani/snap-2025-registration-closing-20th-november-your-final-chance-to-apply-for-symbiosis-mba-programmes-125111700566_1.html', '2026-11-22', '2026-01-09', null, 0, null, null, null, null, null, null, null, null),
  ('mat-2026-feb-registration-closes-pbt', 'announced', 'mat', null, 'registration-closes', '2025-26', 'MAT February 2026', 'paper-based, PBT', 'Fee ₹2,200 for one mode, ₹3,800 for both — MAT February 2026.', 'Careers360: AIMA MAT February 2026 registration', 'https://news.careers360.com/aima-mat-2026-february-registration-begins-pbt-cbt-application-fee-eligibility-exam-pattern-marking-scheme/amp', '2026-11-22', '2026-02-23', null, 0, null, null, null, null, null, null, null, null),
  ('mat-2026-feb-registration-closes-cbt', 'announced', 'mat', null, 'registration-closes', '2025-26', 'MAT February 2026', 'computer-based, CBT', null, 'Careers360: AIMA MAT February 2026 registration', 'https://news.careers360.com/aima-mat-2026-february-registration-begins-pbt-cbt-application-fee-eligibility-exam-pattern-marking-scheme/amp', '2026-11-22', '2026-03-02', null, 0, null, null, null, null, null, null, null, null),
  ('mat-2026-feb-pbt', 'announced', 'mat', null, 'exam-day', '2025-26', 'MAT February 2026', 'paper-based, PBT', null, 'Careers360: AIMA MAT February 2026 registration', 'https://news.careers360.com/aima-mat-2026-february-registration-begins-pbt-cbt-application-fee-eligibility-exam-pattern-marking-scheme/amp', '2026-11-22', '2026-03-01', null, 0, null, null, null, null, null, null, null, null),
  ('mat-2026-feb-cbt', 'announced', 'mat', null, 'exam-day', '2025-26', 'MAT February 2026', 'computer-based, CBT', null, 'Careers360: AIMA MAT February 2026 registration', 'https://news.careers360.com/aima-mat-2026-february-registration-begins-pbt-cbt-application-fee-eligibility-exam-pattern-marking-scheme/amp', '2026-11-22', '2026-03-08', null, 0, null, null, null, null, null, null, null, null),
  ('mat-2026-sep-pbt', 'announced', 'mat', null, 'exam-day', '2026-27', 'MAT September 2026', 'paper-based, PBT', 'Fee ₹2,300 for one mode, ₹4,000 for both — MAT September 2026.', 'Dial4College: MAT September 2026 dates announced', 'https://dial4college.com/news/mat-september-2026-exam-dates-announced-registration-begins-for-pbt-and-cbt-modes', '2026-11-22', '2026-09-13', null, 0, null, null, null, null, null, null, null, null),
  ('mat-2026-sep-cbt', 'announced', 'mat', null, 'exam-day', '2026-27', 'MAT September 2026', 'computer-based, CBT', null, 'Dial4College: MAT September 2026 dates announced', 'https://dial4college.com/news/mat-september-2026-exam-dates-announced-registration-begins-for-pbt-and-cbt-modes', '2026-11-22', '2026-09-20', null, 0, null, null, null, null, null, null, null, null),
  ('cat-2026-notification', 'expected', 'cat', null, 'notification', '2026-27', 'CAT 2026', null, 'No official CAT 2026 date was found in our sources (checked 2026-11-22).', 'PagalGuy: CAT 2025 registration, dates and fee', 'https://www.pagalguy.com/articles/cat-exam-2025-registration-last-date-eligibility-exam-pattern-and-accepting-colleges', '2026-11-22', null, null, 0, 2026, 7, 'late', null, null, null, 'The CAT 2025 notice came out on 27 Jul 2025.', 'cat-2025-notification'),
  ('cat-2026-registration-opens', 'expected', 'cat', null, 'registration-opens', '2026-27', 'CAT 2026', null, null, 'VidyaVision: CAT 2026 expected dates (forecast)', 'https://www.vidyavision.com/entrance-exam/cat', '2026-11-22', null, null, 0, 2026, 8, 'early', null, null, null, 'CAT 2025 registration opened on 1 Aug 2025.', 'cat-2025-registration-opens'),
  ('cat-2026-registration-closes', 'expected', 'cat', null, 'registration-closes', '2026-27', 'CAT 2026', null, null, 'PagalGuy: CAT 2025 registration, dates and fee', 'https://www.pagalguy.com/articles/cat-exam-2025-registration-last-date-eligibility-exam-pattern-and-accepting-colleges', '2026-11-22', null, null, 0, 2026, 9, 'mid', null, null, null, 'CAT 2025 registration closed on 13 Sep 2025.', 'cat-2025-registration-closes'),
  ('cat-2026-admit-card', 'expected', 'cat', null, 'admit-card', '2026-27', 'CAT 2026', null, null, 'PagalGuy: CAT 2025 registration, dates and fee', 'https://www.pagalguy.com/articles/cat-exam-2025-registration-last-date-eligibility-exam-pattern-and-accepting-colleges', '2026-11-22', null, null, 0, 2026, 11, 'early', null, null, null, 'CAT 2025 admit cards were available from 5 Nov 2025.', 'cat-2025-admit-card'),
  ('cat-2026-exam-day', 'expected', 'cat', null, 'exam-day', '2026-27', 'CAT 2026', null, null, 'VidyaVision: CAT 2026 expected dates (forecast)', 'https://www.vidyavision.com/entrance-exam/cat', '2026-11-22', null, null, 0, 2026, 11, 'late', null, null, null, 'CAT 2025 was held on 30 Nov 2025, in three sessions.', 'cat-2025-exam-day'),
  ('cat-2026-result', 'expected', 'cat', null, 'result', '2026-27', 'CAT 2026', null, null, 'FindMyCollege: CAT result date', 'https://findmycollege.com/exams/cat', '2026-11-22', null, null, 0, 2026, 12, 'late', null, null, null, 'The CAT 2025 result came out on 24 Dec 2025.', 'cat-2025-result'),
  ('xat-2027-registration-opens', 'expected', 'xat', null, 'registration-opens', '2026-27', 'XAT 2027', null, 'No official XAT 2027 date was found in our sources (checked 2026-11-22).', 'Telegraph India: XLRI announces XAT 2026 dates', 'https://www.telegraphindia.com/edugraph/news/xlri-announces-xat-2026-exam-and-other-key-dates-application-process-to-begin-soon/cid/2111969', '2026-11-22', null, null, 0, 2026, 7, 'early', null, null, null, 'XAT 2026 registration opened on 10 Jul 2025.', 'xat-2026-registration-opens'),
  ('xat-2027-registration-closes', 'expected', 'xat', null, 'registration-closes', '2026-27', 'XAT 2027', null, null, 'Telegraph India: XAT 2026 registration closes 11 Dec 2025', 'https://www.telegraphindia.com/edugraph/news/xlri-jamshedpur-to-close-xat-2026-registration-for-mba-pgdm-courses-today-check-details/cid/2137326', '2026-11-22', null, null, 0, 2026, 11, 'late', 2026, 12, 'mid', 'XAT 2026 registration was to close on 30 Nov 2025; the deadline moved to 5 Dec, then to 11 Dec 2025.', 'xat-2026-registration-closes'),
  ('xat-2027-exam-day', 'expected', 'xat', null, 'exam-day', '2026-27', 'XAT 2027', null, null, 'PW: XAT 2027 expected date (forecast)', 'https://www.pw.live/mba/exams/xat-exam-2027', '2026-11-22', null, null, 0, 2027, 1, 'early', null, null, null, 'XAT 2026 was held on 4 Jan 2026, 2–5 pm.', 'xat-2026-exam-day'),
  ('nmat-2026-registration-opens', 'expected', 'nmat', null, 'registration-opens', '2026-27', 'NMAT 2026', null, 'No official NMAT 2026 date was found in our sources (checked 2026-11-22).', 'Telegraph India: GMAC begins NMAT 2025 application', 'https://www.telegraphindia.com/edugraph/news/gmac-begins-nmat-2025-application-for-mba-admissions-check-exam-date-and-pattern/cid/2116069', '2026-11-22', null, null, 0, 2026, 8, 'early', null, null, null, 'NMAT 2025 registration opened on 1 Aug 2025.', 'nmat-2025-registration-opens'),
  ('nmat-2026-registration-closes', 'expected', 'nmat', null, 'registration-closes', '2026-27', 'NMAT 2026', null, null, 'KollegeApply: NMAT 2025 registration extended to 18 Oct', 'https://news.kollegeapply.com/news/nmat-registration-2025-extended-apply-by-october-18-at-mbacom', '2026-11-22', null, null, 0, 2026, 10, 'early', 2026, 10, 'mid', 'NMAT 2025 registration was to close on 10 Oct 2025 and was extended to 18 Oct 2025.', 'nmat-2025-registration-closes'),
  ('nmat-2026-test-window', 'expected', 'nmat', null, 'exam-window', '2026-27', 'NMAT 2026', null, null, 'Telegraph India: GMAC begins NMAT 2025 application', 'https://www.telegraphindia.com/edugraph/news/gmac-begins-nmat-2025-application-for-mba-admissions-check-exam-date-and-pattern/cid/2116069', '2026-11-22', null, null, 0, 2026, 11, 'early', 2026, 12, 'mid', 'The NMAT 2025 test window ran from 5 Nov to 19 Dec 2025.', 'nmat-2025-test-window'),
  ('snap-2026-registration-opens', 'expected', 'snap', null, 'registration-opens', '2026-27', 'SNAP 2026', null, 'No official SNAP 2026 date was found in our sources (checked 2026-11-22).', 'Hitbullseye: SNAP registration (2026 not announced)', 'https://mba.hitbullseye.com/SNAP/SNAP-Registration.php', '2026-11-22', null, null, 0, 2026, 8, 'early', null, null, null, 'SNAP 2025 registration opened on 1 Aug 2025.', 'snap-2025-registration-opens'),
  ('snap-2026-registration-closes', 'expected', 'snap', null, 'registration-closes', '2026-27', 'SNAP 2026', null, null, 'Business Standard (ANI): SNAP 2025 registration closing 20 Nov', 'https://www.business-standard.com/amp/content/press-releases-ani/snap-2025-registration-closing-20th-november-your-final-chance-to-apply-for-symbiosis-mba-programmes-125111700566_1.html', '2026-11-22', null, null, 0, 2026, 11, 'mid', null, null, null, 'SNAP 2025 registration closed on 20 Nov 2025.', 'snap-2025-registration-closes'),
  ('snap-2026-tests', 'expected', 'snap', null, 'exam-day', '2026-27', 'SNAP 2026', 'three test dates', null, 'Business Standard (ANI): SNAP 2025 registration closing 20 Nov', 'https://www.business-standard.com/amp/content/press-releases-ani/snap-2025-registration-closing-20th-november-your-final-chance-to-apply-for-symbiosis-mba-programmes-125111700566_1.html', '2026-11-22', null, null, 0, 2026, 12, 'early', 2026, 12, 'mid', 'SNAP 2025 tests were on 6 Dec, 14 Dec and 20 Dec 2025.', 'snap-2025-test-1'),
  ('snap-2026-result', 'expected', 'snap', null, 'result', '2026-27', 'SNAP 2026', null, null, 'Business Standard (ANI): SNAP 2025 registration closing 20 Nov', 'https://www.business-standard.com/amp/content/press-releases-ani/snap-2025-registration-closing-20th-november-your-final-chance-to-apply-for-symbiosis-mba-programmes-125111700566_1.html', '2026-11-22', null, null, 0, 2027, 1, 'early', null, null, null, 'The SNAP 2025 result came out on 9 Jan 2026 (third-party figure).', 'snap-2025-result'),
  ('mat-2027-feb-registration-closes', 'expected', 'mat', null, 'registration-closes', '2026-27', 'MAT February 2027', null, 'No official MAT February 2027 date was found in our sources (checked 2026-11-22).', 'Careers360: AIMA MAT February 2026 registration', 'https://news.careers360.com/aima-mat-2026-february-registration-begins-pbt-cbt-application-fee-eligibility-exam-pattern-marking-scheme/amp', '2026-11-22', null, null, 0, 2027, 2, 'late', 2027, 3, 'early', 'MAT February 2026 registration closed on 23 Feb 2026 (paper-based) and 2 Mar 2026 (computer-based).', 'mat-2026-feb-registration-closes-pbt'),
  ('mat-2027-feb-exam', 'expected', 'mat', null, 'exam-day', '2026-27', 'MAT February 2027', 'paper-based and computer-based', null, 'Careers360: AIMA MAT February 2026 registration', 'https://news.careers360.com/aima-mat-2026-february-registration-begins-pbt-cbt-application-fee-eligibility-exam-pattern-marking-scheme/amp', '2026-11-22', null, null, 0, 2027, 3, 'early', null, null, null, 'The MAT February 2026 session was held on 1 Mar 2026 (paper-based) and 8 Mar 2026 (computer-based).', 'mat-2026-feb-pbt');
-- END exam calendar generated from supabase/seeds/exam-calendar
