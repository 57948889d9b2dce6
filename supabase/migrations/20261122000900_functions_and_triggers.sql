-- Triggers and callable functions. Every SECURITY DEFINER function pins search_path = '' and names objects
-- with their schema, so a caller's search_path cannot redirect it.

-- updated_at on every table that has one ------------------------------------------------------------------
-- Arguments name counter columns whose change alone does not count as an update (see set_updated_at).
create trigger set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.counselors
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.colleges
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.college_programs
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.exams
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at('views');
create trigger set_updated_at before update on public.videos
  for each row execute function public.set_updated_at('views');
create trigger set_updated_at before update on public.faqs
  for each row execute function public.set_updated_at('views', 'helpful_votes', 'not_helpful_votes');
create trigger set_updated_at before update on public.scholarships
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.testimonials
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.contact_submissions
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.newsletter_subscribers
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.leads
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.mock_tests
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.mock_test_questions
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.mock_test_answer_keys
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.mock_test_attempts
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.community_threads
  for each row execute function public.set_updated_at('reply_count', 'view_count', 'last_activity_at');
create trigger set_updated_at before update on public.community_replies
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.media
  for each row execute function public.set_updated_at();
create trigger set_updated_at before update on public.site_settings
  for each row execute function public.set_updated_at();

-- Profile for every new auth user (spec §4) -----------------------------------------------------------------
-- Runs as the owner because the inserting role (supabase_auth_admin on Supabase) has no rights on public.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (
    id, name, email, phone, role, is_admin, bio, career_goals, current_education, work_experience,
    target_exams, preferred_locations, budget_range, avatar_url
  ) values (
    new.id,
    coalesce(
      nullif(btrim(new.raw_user_meta_data ->> 'name'), ''),
      nullif(split_part(coalesce(new.email, ''), '@', 1), ''),
      'User'
    ),
    coalesce(new.email, ''),
    coalesce(nullif(btrim(new.raw_user_meta_data ->> 'phone'), ''), new.phone, ''),
    'member',
    false,
    '', '', '', 0,
    '{}', '{}', '', ''
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Nobody but a super admin (or the service role / database owner) changes a role or the admin flag.
-- A trigger rather than only a policy, because a policy cannot see the old row: this holds for every UPDATE,
-- including PostgREST's PATCH with any column list. Runs as the caller, so current_user is the API role.
create or replace function public.guard_profile_privileges()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') or public.can_manage_system() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.role <> 'member' or new.is_admin then
      raise exception 'A new profile starts as a member without admin access'
        using errcode = '42501';
    end if;
  elsif new.role is distinct from old.role or new.is_admin is distinct from old.is_admin then
    raise exception 'Only a super admin can change a role or admin access'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_profile_privileges
  before insert or update on public.profiles
  for each row execute function public.guard_profile_privileges();

-- Blog: a post published without a date is dated now, so it shows up in the published_at ordering. --------
create or replace function public.set_blog_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;

create trigger set_blog_published_at
  before insert or update on public.blog_posts
  for each row execute function public.set_blog_published_at();

-- E-mail normalisation where e-mail is a lookup key (newsletter uniqueness, lead subscriber check). -------
create or replace function public.normalize_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;

create trigger normalize_email before insert or update of email on public.newsletter_subscribers
  for each row execute function public.normalize_email();
create trigger normalize_email before insert or update of email on public.leads
  for each row execute function public.normalize_email();

create or replace function public.track_newsletter_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if new.status = 'unsubscribed' then
      new.unsubscribed_at := coalesce(new.unsubscribed_at, now());
    elsif new.status = 'active' then
      new.unsubscribed_at := null;
      new.subscribed_at := now();
    end if;
  end if;
  return new;
end;
$$;

create trigger track_newsletter_status before update on public.newsletter_subscribers
  for each row execute function public.track_newsletter_status();

-- Lead transitions (spec §4) ----------------------------------------------------------------------------------
-- Setting a status stamps last_contacted_at; contacted stamps first_contacted_at if absent; qualified and
-- converted stamp qualified_at / converted_at; assigning a counselor stamps assigned_at and last_contacted_at.
-- A value the writer sets explicitly in the same statement wins (backdating, imports); otherwise now().
-- Notes are appended by the app (their text format and the contact_attempts increment belong to "add note").
create or replace function public.apply_lead_transitions()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  is_insert constant boolean := tg_op = 'INSERT';
  status_set boolean;
  assigned boolean;
begin
  status_set := not is_insert and new.status is distinct from old.status;
  assigned := new.assigned_counselor_id is not null
    and (is_insert or new.assigned_counselor_id is distinct from old.assigned_counselor_id);

  if status_set and new.last_contacted_at is not distinct from old.last_contacted_at then
    new.last_contacted_at := now();
  end if;
  if is_insert or status_set then
    if new.status = 'contacted' and new.first_contacted_at is null then
      new.first_contacted_at := now();
    end if;
    if new.status = 'qualified'
       and (new.qualified_at is null or (not is_insert and new.qualified_at is not distinct from old.qualified_at)) then
      new.qualified_at := now();
    end if;
    if new.status = 'converted'
       and (new.converted_at is null or (not is_insert and new.converted_at is not distinct from old.converted_at)) then
      new.converted_at := now();
    end if;
  end if;
  if assigned then
    if new.assigned_at is null or (not is_insert and new.assigned_at is not distinct from old.assigned_at) then
      new.assigned_at := now();
    end if;
    if not is_insert and new.last_contacted_at is not distinct from old.last_contacted_at then
      new.last_contacted_at := now();
    end if;
  end if;
  return new;
end;
$$;

create trigger apply_lead_transitions
  before insert or update on public.leads
  for each row execute function public.apply_lead_transitions();

-- View counters and votes, callable by anyone through /rpc ------------------------------------------------
-- SECURITY DEFINER because anon has no UPDATE on these tables; each touches only the one counter, and only
-- on rows the public can see. Returns the new count, or null when the row is not visible.
create or replace function public.increment_blog_views(post_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.blog_posts b
     set views = b.views + 1
   where b.id = increment_blog_views.post_id
     and b.status = 'published'
     and b.published_at <= now()
  returning b.views
$$;

create or replace function public.increment_video_views(video_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.videos v
     set views = v.views + 1
   where v.id = increment_video_views.video_id
     and v.is_active
  returning v.views
$$;

create or replace function public.increment_faq_views(faq_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.faqs f
     set views = f.views + 1
   where f.id = increment_faq_views.faq_id
     and f.is_active
  returning f.views
$$;

create or replace function public.vote_faq(faq_id uuid, helpful boolean)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.faqs f
     set helpful_votes = f.helpful_votes + case when vote_faq.helpful then 1 else 0 end,
         not_helpful_votes = f.not_helpful_votes + case when vote_faq.helpful then 0 else 1 end
   where f.id = vote_faq.faq_id
     and f.is_active
$$;

create or replace function public.increment_thread_views(thread_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.community_threads t
     set view_count = t.view_count + 1
   where t.id = increment_thread_views.thread_id
     and t.status = 'published'
  returning t.view_count
$$;

-- Mock tests: grading ----------------------------------------------------------------------------------------
-- Case- and space-insensitive; numbers compare by value so a TITA answer of '42.0' matches '42'.
create or replace function public.mock_answer_matches(given text, expected text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when given is null or expected is null then false
    when btrim(given) ~ '^-?[0-9]+(\.[0-9]+)?$' and btrim(expected) ~ '^-?[0-9]+(\.[0-9]+)?$'
      then btrim(given)::numeric = btrim(expected)::numeric
    else lower(btrim(given)) = lower(btrim(expected))
  end
$$;

-- Grades the caller's in-progress attempt against the answer keys and marks it submitted. The only way an
-- attempt becomes 'submitted' (RLS lets users write in-progress attempts only), so scores cannot be forged.
create or replace function public.submit_mock_test_attempt(attempt_id uuid)
returns public.mock_test_attempts
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  attempt public.mock_test_attempts;
  result public.mock_test_attempts;
begin
  select * into attempt from public.mock_test_attempts a where a.id = submit_mock_test_attempt.attempt_id for update;
  if not found or attempt.user_id is distinct from auth.uid() then
    raise exception 'Attempt not found' using errcode = 'P0002';
  end if;
  if attempt.status <> 'in_progress' then
    raise exception 'Attempt already submitted' using errcode = '22023';
  end if;

  with given as (
    select q.id, q.section, q.marks, q.negative_marks, k.correct_answer,
           nullif(btrim(case jsonb_typeof(attempt.answers -> q.id::text)
             when 'object' then attempt.answers -> q.id::text ->> 'answer'
             when 'string' then attempt.answers ->> q.id::text
             when 'number' then attempt.answers ->> q.id::text
           end), '') as answer
      from public.mock_test_questions q
      left join public.mock_test_answer_keys k on k.question_id = q.id
     where q.mock_test_id = attempt.mock_test_id
  ), graded as (
    select g.*,
           case when g.answer is null then 'unattempted'
                when public.mock_answer_matches(g.answer, g.correct_answer) then 'correct'
                else 'incorrect' end as outcome
      from given g
  ), per_section as (
    select section,
           sum(case outcome when 'correct' then marks when 'incorrect' then -negative_marks else 0 end) as score,
           sum(marks) as max,
           count(*) filter (where outcome = 'correct') as correct,
           count(*) filter (where outcome = 'incorrect') as incorrect,
           count(*) filter (where outcome = 'unattempted') as unattempted
      from graded
     group by section
  )
  update public.mock_test_attempts a
     set status = 'submitted',
         submitted_at = now(),
         score = coalesce((select sum(s.score) from per_section s), 0),
         max_score = coalesce((select sum(s.max) from per_section s), 0),
         correct_count = coalesce((select sum(s.correct) from per_section s), 0),
         incorrect_count = coalesce((select sum(s.incorrect) from per_section s), 0),
         unattempted_count = coalesce((select sum(s.unattempted) from per_section s), 0),
         section_scores = coalesce((
           select jsonb_object_agg(s.section, jsonb_build_object(
                    'score', s.score, 'max', s.max, 'correct', s.correct,
                    'incorrect', s.incorrect, 'unattempted', s.unattempted))
             from per_section s), '{}'::jsonb),
         time_spent_seconds = coalesce(a.time_spent_seconds,
                                       greatest(0, extract(epoch from now() - a.started_at))::integer)
   where a.id = attempt.id
  returning a.* into result;
  return result;
end;
$$;

-- Community: moderation fields and counters --------------------------------------------------------------
-- Authors may edit their own text; status, pinning, locking, counters and moderation notes are moderators'
-- (or the counters' triggers', which run as the owner). A policy cannot compare with the old row, hence this.
create or replace function public.guard_community_moderation()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  protected text[] := array['status', 'moderated_by', 'moderated_at', 'moderation_note', 'author_id'];
begin
  if current_user not in ('anon', 'authenticated') or public.can_moderate() then
    return new;
  end if;
  if tg_table_name = 'community_threads' then
    protected := protected || array['is_pinned', 'is_locked', 'reply_count', 'view_count', 'last_activity_at'];
  else
    protected := protected || array['is_accepted', 'thread_id', 'parent_reply_id'];
  end if;
  if exists (
    select 1 from unnest(protected) c
     where (to_jsonb(new) -> c) is distinct from (to_jsonb(old) -> c)
  ) then
    raise exception 'Only a moderator can change % of a community post', array_to_string(protected, ', ')
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_community_moderation before update on public.community_threads
  for each row execute function public.guard_community_moderation();
create trigger guard_community_moderation before update on public.community_replies
  for each row execute function public.guard_community_moderation();

-- reply_count counts published replies; last_activity_at follows the newest reply.
create or replace function public.refresh_thread_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  affected uuid[];
begin
  if tg_op = 'DELETE' then
    affected := array[old.thread_id];
  elsif tg_op = 'UPDATE' then
    affected := array[old.thread_id, new.thread_id];
  else
    affected := array[new.thread_id];
  end if;
  update public.community_threads t
     set reply_count = (select count(*) from public.community_replies r
                         where r.thread_id = t.id and r.status = 'published'),
         last_activity_at = greatest(t.created_at, coalesce(
           (select max(r.created_at) from public.community_replies r
             where r.thread_id = t.id and r.status = 'published'), t.created_at))
   where t.id = any (affected);
  return null;
end;
$$;

create trigger refresh_thread_activity
  after insert or delete or update of status, thread_id on public.community_replies
  for each row execute function public.refresh_thread_activity();
