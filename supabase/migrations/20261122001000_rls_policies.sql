-- Row-level security, from spec §6:
--   anyone reads published / active content;
--   a user reads and writes only their own profile, favourites and attempts, never their role or is_admin;
--   anon may insert leads, contact submissions and newsletter rows and never read them;
--   manage leads = super_admin, editor, counselor; manage content = super_admin, editor;
--   moderate = super_admin, editor, community_mod; manage system (users, roles, settings) = super_admin.
-- Staff capabilities need an admin profile (profiles.is_admin) with the role; see 000200.
-- Helpers are wrapped in (select …) so Postgres evaluates them once per statement, not once per row.
-- The service role bypasses RLS and needs no policy.

alter table public.profiles enable row level security;
alter table public.counselors enable row level security;
alter table public.colleges enable row level security;
alter table public.college_programs enable row level security;
alter table public.exams enable row level security;
alter table public.blog_posts enable row level security;
alter table public.videos enable row level security;
alter table public.faqs enable row level security;
alter table public.scholarships enable row level security;
alter table public.testimonials enable row level security;
alter table public.user_college_favorites enable row level security;
alter table public.user_blog_favorites enable row level security;
alter table public.contact_submissions enable row level security;
alter table public.newsletter_subscribers enable row level security;
alter table public.leads enable row level security;
alter table public.mock_tests enable row level security;
alter table public.mock_test_questions enable row level security;
alter table public.mock_test_answer_keys enable row level security;
alter table public.mock_test_attempts enable row level security;
alter table public.community_threads enable row level security;
alter table public.community_replies enable row level security;
alter table public.media enable row level security;
alter table public.site_settings enable row level security;

-- profiles -----------------------------------------------------------------------------------------------------
create policy "Users read their own profile" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()));

-- Blog bylines (spec §3: the author joined from profiles with name and avatar_url). Anon may read only the
-- id, name and avatar_url columns (column grants in 001200).
create policy "Authors of published posts are public" on public.profiles
  for select to anon, authenticated
  using (exists (
    select 1 from public.blog_posts b
     where b.author_id = profiles.id and b.status = 'published' and b.published_at <= now()
  ));

-- Staff see each other (bylines of drafts, who moderated what).
create policy "Admins read staff profiles" on public.profiles
  for select to authenticated
  using (is_admin and (select public.is_admin()));

create policy "Super admins read all profiles" on public.profiles
  for select to authenticated
  using ((select public.can_manage_system()));

-- Spec §4's fallback when the trigger's row is missing; only as a plain member (also enforced by trigger).
create policy "Users create their own member profile" on public.profiles
  for insert to authenticated
  with check (id = (select auth.uid()) and role = 'member' and not is_admin);

create policy "Super admins create profiles" on public.profiles
  for insert to authenticated
  with check ((select public.can_manage_system()));

-- WITH CHECK compares with the stored role and flag (read through the definer helpers), so a PATCH setting
-- role or is_admin fails here as well as in the guard_profile_privileges trigger.
create policy "Users update their own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (
    id = (select auth.uid())
    and role = (select public.current_user_role())
    and is_admin = (select public.is_admin())
  );

create policy "Super admins update profiles" on public.profiles
  for update to authenticated
  using ((select public.can_manage_system()))
  with check ((select public.can_manage_system()));

create policy "Super admins delete profiles" on public.profiles
  for delete to authenticated
  using ((select public.can_manage_system()));

-- counselors ---------------------------------------------------------------------------------------------------
create policy "Lead managers read counselors" on public.counselors
  for select to authenticated
  using ((select public.can_manage_leads()));

create policy "Super admins manage counselors" on public.counselors
  for all to authenticated
  using ((select public.can_manage_system()))
  with check ((select public.can_manage_system()));

-- content: public reads what is live, content managers do everything ----------------------------------------
create policy "Anyone reads active colleges" on public.colleges
  for select to anon, authenticated
  using (is_active);
create policy "Content managers manage colleges" on public.colleges
  for all to authenticated
  using ((select public.can_manage_content()))
  with check ((select public.can_manage_content()));

-- Programs follow their college's visibility (the subquery runs under colleges' own policies).
create policy "Anyone reads programs of visible colleges" on public.college_programs
  for select to anon, authenticated
  using (exists (select 1 from public.colleges c where c.id = college_programs.college_id));
create policy "Content managers manage programs" on public.college_programs
  for all to authenticated
  using ((select public.can_manage_content()))
  with check ((select public.can_manage_content()));

create policy "Anyone reads active exams" on public.exams
  for select to anon, authenticated
  using (is_active);
create policy "Content managers manage exams" on public.exams
  for all to authenticated
  using ((select public.can_manage_content()))
  with check ((select public.can_manage_content()));

create policy "Anyone reads published posts" on public.blog_posts
  for select to anon, authenticated
  using (status = 'published' and published_at <= now());
create policy "Content managers manage posts" on public.blog_posts
  for all to authenticated
  using ((select public.can_manage_content()))
  with check ((select public.can_manage_content()));

create policy "Anyone reads active videos" on public.videos
  for select to anon, authenticated
  using (is_active);
create policy "Content managers manage videos" on public.videos
  for all to authenticated
  using ((select public.can_manage_content()))
  with check ((select public.can_manage_content()));

create policy "Anyone reads active FAQs" on public.faqs
  for select to anon, authenticated
  using (is_active);
create policy "Content managers manage FAQs" on public.faqs
  for all to authenticated
  using ((select public.can_manage_content()))
  with check ((select public.can_manage_content()));

create policy "Anyone reads active scholarships" on public.scholarships
  for select to anon, authenticated
  using (is_active);
create policy "Content managers manage scholarships" on public.scholarships
  for all to authenticated
  using ((select public.can_manage_content()))
  with check ((select public.can_manage_content()));

create policy "Anyone reads active testimonials" on public.testimonials
  for select to anon, authenticated
  using (is_active);
create policy "Content managers manage testimonials" on public.testimonials
  for all to authenticated
  using ((select public.can_manage_content()))
  with check ((select public.can_manage_content()));

-- favourites: strictly the owner's ---------------------------------------------------------------------------
create policy "Users read their college favourites" on public.user_college_favorites
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Users add their college favourites" on public.user_college_favorites
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Users remove their college favourites" on public.user_college_favorites
  for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Users read their blog favourites" on public.user_blog_favorites
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Users add their blog favourites" on public.user_blog_favorites
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "Users remove their blog favourites" on public.user_blog_favorites
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- public forms: write-only for the public, managed by lead managers -------------------------------------------
-- The public may only create fresh rows: no workflow state, and no pretending to be another user.
create policy "Anyone submits the contact form" on public.contact_submissions
  for insert to anon, authenticated
  with check (status = 'new' and (user_id is null or user_id = (select auth.uid())));
create policy "Lead managers manage contact submissions" on public.contact_submissions
  for all to authenticated
  using ((select public.can_manage_leads()))
  with check ((select public.can_manage_leads()));

create policy "Anyone subscribes to the newsletter" on public.newsletter_subscribers
  for insert to anon, authenticated
  with check (status = 'active' and unsubscribed_at is null and (user_id is null or user_id = (select auth.uid())));
create policy "Lead managers manage newsletter subscribers" on public.newsletter_subscribers
  for all to authenticated
  using ((select public.can_manage_leads()))
  with check ((select public.can_manage_leads()));

create policy "Anyone submits a lead" on public.leads
  for insert to anon, authenticated
  with check (
    status = 'new'
    and assigned_counselor_id is null
    and notes is null
    and internal_notes is null
    and contact_attempts = 0
    and conversion_value is null
    and (user_id is null or user_id = (select auth.uid()))
  );
create policy "Lead managers manage leads" on public.leads
  for all to authenticated
  using ((select public.can_manage_leads()))
  with check ((select public.can_manage_leads()));

-- mock tests -------------------------------------------------------------------------------------------------
create policy "Anyone reads published mock tests" on public.mock_tests
  for select to anon, authenticated
  using (is_published);
create policy "Content managers manage mock tests" on public.mock_tests
  for all to authenticated
  using ((select public.can_manage_content()))
  with check ((select public.can_manage_content()));

create policy "Anyone reads questions of published mock tests" on public.mock_test_questions
  for select to anon, authenticated
  using (exists (select 1 from public.mock_tests t where t.id = mock_test_questions.mock_test_id and t.is_published));
create policy "Content managers manage questions" on public.mock_test_questions
  for all to authenticated
  using ((select public.can_manage_content()))
  with check ((select public.can_manage_content()));

-- Answers and explanations open up to a user once they have submitted an attempt at that test.
create policy "Users read answer keys of tests they submitted" on public.mock_test_answer_keys
  for select to authenticated
  using (exists (
    select 1
      from public.mock_test_questions q
      join public.mock_test_attempts a on a.mock_test_id = q.mock_test_id
     where q.id = mock_test_answer_keys.question_id
       and a.user_id = (select auth.uid())
       and a.status = 'submitted'
  ));
create policy "Content managers manage answer keys" on public.mock_test_answer_keys
  for all to authenticated
  using ((select public.can_manage_content()))
  with check ((select public.can_manage_content()));

create policy "Users read their attempts" on public.mock_test_attempts
  for select to authenticated
  using (user_id = (select auth.uid()));
-- Only in-progress attempts at tests the user can see; grading happens in submit_mock_test_attempt().
create policy "Users start attempts" on public.mock_test_attempts
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and status = 'in_progress'
    and score is null
    and submitted_at is null
    and exists (select 1 from public.mock_tests t where t.id = mock_test_attempts.mock_test_id and t.is_published)
  );
create policy "Users save answers of in-progress attempts" on public.mock_test_attempts
  for update to authenticated
  using (user_id = (select auth.uid()) and status = 'in_progress')
  with check (user_id = (select auth.uid()) and status = 'in_progress' and score is null and submitted_at is null);
create policy "Users delete their attempts" on public.mock_test_attempts
  for delete to authenticated
  using (user_id = (select auth.uid()));
create policy "Content managers read all attempts" on public.mock_test_attempts
  for select to authenticated
  using ((select public.can_manage_content()));

-- community --------------------------------------------------------------------------------------------------
create policy "Anyone reads published threads" on public.community_threads
  for select to anon, authenticated
  using (status = 'published');
create policy "Authors read their own threads" on public.community_threads
  for select to authenticated
  using (author_id = (select auth.uid()));
create policy "Members start threads" on public.community_threads
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and status = 'published'
    and not is_pinned and not is_locked
    and reply_count = 0 and view_count = 0
    and moderated_by is null and moderated_at is null and moderation_note is null
  );
-- Which columns an author may change is the guard_community_moderation trigger's business.
create policy "Authors edit their live threads" on public.community_threads
  for update to authenticated
  using (author_id = (select auth.uid()) and status = 'published' and not is_locked)
  with check (author_id = (select auth.uid()));
create policy "Authors delete their threads" on public.community_threads
  for delete to authenticated
  using (author_id = (select auth.uid()));
create policy "Moderators manage threads" on public.community_threads
  for all to authenticated
  using ((select public.can_moderate()))
  with check ((select public.can_moderate()));

create policy "Anyone reads published replies in published threads" on public.community_replies
  for select to anon, authenticated
  using (status = 'published'
         and exists (select 1 from public.community_threads t
                      where t.id = community_replies.thread_id and t.status = 'published'));
create policy "Authors read their own replies" on public.community_replies
  for select to authenticated
  using (author_id = (select auth.uid()));
create policy "Members reply to open threads" on public.community_replies
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and status = 'published'
    and not is_accepted
    and moderated_by is null and moderated_at is null and moderation_note is null
    and exists (select 1 from public.community_threads t
                 where t.id = community_replies.thread_id and t.status = 'published' and not t.is_locked)
  );
create policy "Authors edit their live replies" on public.community_replies
  for update to authenticated
  using (author_id = (select auth.uid()) and status = 'published')
  with check (author_id = (select auth.uid()));
create policy "Authors delete their replies" on public.community_replies
  for delete to authenticated
  using (author_id = (select auth.uid()));
create policy "Moderators manage replies" on public.community_replies
  for all to authenticated
  using ((select public.can_moderate()))
  with check ((select public.can_moderate()));

-- media and settings -----------------------------------------------------------------------------------------
create policy "Content managers manage media" on public.media
  for all to authenticated
  using ((select public.can_manage_content()))
  with check ((select public.can_manage_content()));

create policy "Anyone reads public settings" on public.site_settings
  for select to anon, authenticated
  using (is_public);
create policy "Super admins manage settings" on public.site_settings
  for all to authenticated
  using ((select public.can_manage_system()))
  with check ((select public.can_manage_system()));
