-- Explicit privileges. Hosted Supabase stops granting new public tables to anon and authenticated by default
-- (late 2026), and the local stack's default privileges grant everything; starting from nothing and granting
-- exactly what the policies can allow makes both behave the same and keeps a missing policy from being the
-- only line of defence. RLS still decides which rows.

revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
revoke all on all functions in schema public from public, anon, authenticated;

-- anon: reads public content, writes only the three public forms -------------------------------------------
grant select on
  public.colleges, public.college_programs, public.exams, public.blog_posts, public.videos, public.faqs,
  public.scholarships, public.testimonials, public.mock_tests, public.mock_test_questions,
  public.community_threads, public.community_replies, public.site_settings
  to anon;
-- Blog bylines only; an author's e-mail and phone stay private.
grant select (id, name, avatar_url) on public.profiles to anon;
grant insert on public.leads, public.contact_submissions, public.newsletter_subscribers to anon;

-- authenticated: everything a policy may allow some signed-in user ------------------------------------------
grant select, insert, update, delete on
  public.profiles, public.counselors,
  public.colleges, public.college_programs, public.exams, public.blog_posts, public.videos, public.faqs,
  public.scholarships, public.testimonials,
  public.contact_submissions, public.newsletter_subscribers, public.leads,
  public.mock_tests, public.mock_test_questions, public.mock_test_answer_keys, public.mock_test_attempts,
  public.community_threads, public.community_replies,
  public.media, public.site_settings
  to authenticated;
-- Favourites are added and removed, never edited.
grant select, insert, delete on public.user_college_favorites, public.user_blog_favorites to authenticated;

-- service_role: server-side admin client; bypasses RLS.
grant all on all tables in schema public to service_role;
grant usage, select on all sequences in schema public to anon, authenticated, service_role;

-- functions --------------------------------------------------------------------------------------------------
-- Policies and check constraints call these as the requesting role, so both API roles need them.
grant execute on function
  public.current_user_role(), public.is_admin(), public.has_role(text[]), public.has_admin_role(text[]),
  public.can_manage_content(), public.can_manage_leads(), public.can_moderate(), public.can_manage_system(),
  public.is_valid_slug(text), public.is_valid_email(text),
  public.increment_blog_views(uuid), public.increment_video_views(uuid), public.increment_faq_views(uuid),
  public.vote_faq(uuid, boolean), public.increment_thread_views(uuid)
  to anon, authenticated;
grant execute on function
  public.submit_mock_test_attempt(uuid), public.mock_answer_matches(text, text)
  to authenticated;
-- Trigger functions stay unexecutable through /rpc; triggers fire regardless of EXECUTE.
grant execute on all functions in schema public to service_role;
