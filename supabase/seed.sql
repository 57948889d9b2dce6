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
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_year, average_package, placement_year, placement_source, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
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
  31,
  '2025',
  'https://bschool.careers360.com/articles/are-iims-still-affordable-for-the-middle-class ; https://www.indiatoday.in/india-today-insight/story/nirf-2025-all-rise-again-for-iim-ahmedabad-why-iim-calcutta-is-slipping-2783104-2025-09-06',
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
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_year, average_package, highest_package, placement_year, placement_source, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
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
  36,
  145,
  '2026',
  'https://www.telegraphindia.com/edugraph/news/iim-calcutta-completes-final-placements-for-its-mba-batch-records-100-percent-success/cid/2149121',
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
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, fees_note, average_package, highest_package, placement_year, placement_source, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
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
  33.2,
  100,
  '2026',
  'https://www.tv9hindi.com/education/iim-lucknow-placements-2026-international-packages-reach-1-65-crore-average-salary-33-2-lakh-3699553.html',
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
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_year, fees_note, average_package, highest_package, placement_year, placement_source, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
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
  29.57,
  70,
  '2024-26',
  'https://samacharaaj.com/iim-%e0%a4%87%e0%a4%82%e0%a4%a6%e0%a5%8c%e0%a4%b0-%e0%a4%aa%e0%a5%8d%e0%a4%b2%e0%a5%87%e0%a4%b8%e0%a4%ae%e0%a5%87%e0%a4%82%e0%a4%9f-%e0%a4%b0%e0%a4%bf%e0%a4%aa%e0%a5%8b%e0%a4%b0%e0%a5%8d%e0%a4%9f',
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
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, average_package, highest_package, placement_year, placement_source, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
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
  26.44,
  71.5,
  '2025',
  'https://www.newindianexpress.com/nation/2025/Apr/04/with-52-per-cent-girl-students-iim-shillong-carries-meghalayas-matrilineal-spirit',
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
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, average_package, highest_package, placement_year, placement_source, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
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
  19.3,
  43.94,
  '2024',
  'https://mycollegecampus.in/are-iim-placements-losing-their-luster-rti-highlights-sluggish-trend-at-iim-trichy/3',
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
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, highest_package, placement_year, placement_source, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
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
  48.25,
  '2024',
  'https://findmycollege.com/colleges/indian-institute-of-management-rohtak-rohtak-304/fees',
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
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, average_package, highest_package, placement_year, placement_source, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
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
  13.1,
  22,
  '2025',
  'https://beta4.collegedunia.com/university/55937-indian-institute-of-management-iimbg-gaya',
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
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_year, fees_note, average_package, placement_year, placement_source, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
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
  16.51,
  '2023',
  'https://careerchoice360.in/iim-amritsar/',
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
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, total_fees, fees_note, average_package, highest_package, placement_year, placement_source, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
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
  34.1,
  123,
  '2023',
  'https://drupal.mbauniverse.com/taxonomy/term/8091?page=1',
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
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, highest_package, placement_year, placement_source, exams_accepted, nirf_rank, nirf_year, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
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
  75,
  '2023-25',
  'https://laharchakra.com/100-placement-in-xlri-172-companies-gave-600-offers-591-students-got-locked/',
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
insert into public.colleges (slug, name, short_name, location, city, state, type, rating, established, average_package, highest_package, placement_year, placement_source, exams_accepted, rankings, website, description, admission_process, cutoffs, data_sources, last_verified_at, is_featured)
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
  12.6,
  32.2,
  '2022',
  'https://qophon.motorcycles/article/check-eligibility-criteria-withdrawal-fees',
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
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'VARC',
    1,
    'mcq',
    'When governments want more people to save for retirement, they face a choice. They can explain the benefits of saving and hope that people act, or they can change the default: enrol every employee in a pension plan automatically and let those who do not want it opt out. Studies of automatic enrolment have repeatedly found that participation rises sharply when joining is the default, even though nobody is forced to stay. Economists who favour such ''nudges'' argue that they preserve freedom of choice while steering people towards decisions they would endorse on reflection.

Critics reply that the line between steering and manipulation is thin. A default chosen by a government or an employer reflects someone''s judgement about what is good for us, and because defaults work precisely by exploiting inertia, people may end up in arrangements they never consciously chose. The critics do not claim that defaults can be avoided (every form has to start somewhere) but they ask that the people who set them be transparent about their aims and accountable for the results.',
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
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'VARC',
    2,
    'mcq',
    'When governments want more people to save for retirement, they face a choice. They can explain the benefits of saving and hope that people act, or they can change the default: enrol every employee in a pension plan automatically and let those who do not want it opt out. Studies of automatic enrolment have repeatedly found that participation rises sharply when joining is the default, even though nobody is forced to stay. Economists who favour such ''nudges'' argue that they preserve freedom of choice while steering people towards decisions they would endorse on reflection.

Critics reply that the line between steering and manipulation is thin. A default chosen by a government or an employer reflects someone''s judgement about what is good for us, and because defaults work precisely by exploiting inertia, people may end up in arrangements they never consciously chose. The critics do not claim that defaults can be avoided (every form has to start somewhere) but they ask that the people who set them be transparent about their aims and accountable for the results.',
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
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'VARC',
    3,
    'mcq',
    'When governments want more people to save for retirement, they face a choice. They can explain the benefits of saving and hope that people act, or they can change the default: enrol every employee in a pension plan automatically and let those who do not want it opt out. Studies of automatic enrolment have repeatedly found that participation rises sharply when joining is the default, even though nobody is forced to stay. Economists who favour such ''nudges'' argue that they preserve freedom of choice while steering people towards decisions they would endorse on reflection.

Critics reply that the line between steering and manipulation is thin. A default chosen by a government or an employer reflects someone''s judgement about what is good for us, and because defaults work precisely by exploiting inertia, people may end up in arrangements they never consciously chose. The critics do not claim that defaults can be avoided (every form has to start somewhere) but they ask that the people who set them be transparent about their aims and accountable for the results.',
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
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'DILR',
    6,
    'mcq',
    'Five friends (Asha, Bilal, Chitra, Dev and Esha) each took exactly one of five entrance tests: CAT, XAT, NMAT, SNAP and MAT, no two the same. Their percentiles were 72, 81, 88, 93 and 97, no two the same.
1. The person who took XAT scored higher than the person who took CAT.
2. Chitra scored 97.
3. Bilal took NMAT and scored higher than Esha.
4. The person who took MAT scored 72.
5. Dev took SNAP and scored 88.
6. Asha did not take MAT.
7. Asha scored higher than Bilal.',
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
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'DILR',
    7,
    'tita',
    'Five friends (Asha, Bilal, Chitra, Dev and Esha) each took exactly one of five entrance tests: CAT, XAT, NMAT, SNAP and MAT, no two the same. Their percentiles were 72, 81, 88, 93 and 97, no two the same.
1. The person who took XAT scored higher than the person who took CAT.
2. Chitra scored 97.
3. Bilal took NMAT and scored higher than Esha.
4. The person who took MAT scored 72.
5. Dev took SNAP and scored 88.
6. Asha did not take MAT.
7. Asha scored higher than Bilal.',
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
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'DILR',
    8,
    'mcq',
    'Five friends (Asha, Bilal, Chitra, Dev and Esha) each took exactly one of five entrance tests: CAT, XAT, NMAT, SNAP and MAT, no two the same. Their percentiles were 72, 81, 88, 93 and 97, no two the same.
1. The person who took XAT scored higher than the person who took CAT.
2. Chitra scored 97.
3. Bilal took NMAT and scored higher than Esha.
4. The person who took MAT scored 72.
5. Dev took SNAP and scored 88.
6. Asha did not take MAT.
7. Asha scored higher than Bilal.',
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
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'DILR',
    9,
    'tita',
    'Five friends (Asha, Bilal, Chitra, Dev and Esha) each took exactly one of five entrance tests: CAT, XAT, NMAT, SNAP and MAT, no two the same. Their percentiles were 72, 81, 88, 93 and 97, no two the same.
1. The person who took XAT scored higher than the person who took CAT.
2. Chitra scored 97.
3. Bilal took NMAT and scored higher than Esha.
4. The person who took MAT scored 72.
5. Dev took SNAP and scored 88.
6. Asha did not take MAT.
7. Asha scored higher than Bilal.',
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
  insert into public.mock_test_questions (mock_test_id, section, question_number, question_type, passage, question_text, options, marks, negative_marks, topic, difficulty)
  values (
    (select id from public.mock_tests where slug = 'cat-full-length-mock-1'),
    'DILR',
    10,
    'mcq',
    'Five friends (Asha, Bilal, Chitra, Dev and Esha) each took exactly one of five entrance tests: CAT, XAT, NMAT, SNAP and MAT, no two the same. Their percentiles were 72, 81, 88, 93 and 97, no two the same.
1. The person who took XAT scored higher than the person who took CAT.
2. Chitra scored 97.
3. Bilal took NMAT and scored higher than Esha.
4. The person who took MAT scored 72.
5. Dev took SNAP and scored 88.
6. Asha did not take MAT.
7. Asha scored higher than Bilal.',
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
  '{"email": "hello@mbadisha.example", "phone": "+91 90000 00000", "whatsapp": null, "address": "To be configured in Admin → Settings", "hours": "Mon–Sat, 10:00–19:00 IST"}'::jsonb,
  'Public contact details (placeholders until the real ones are set)',
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
