-- The candidate's side of a mock test as database functions the member calls with their own session, so no public
-- path needs the service role (ARCHITECTURE: the service role is for back-office jobs only). Row-level security
-- still gives owners read access alone to attempts, runs and answers; these functions are the only writers. Each
-- one locks the caller's attempt, so two tabs act on it one at a time, and decides by the database's clock.
--
-- The rules are those of lib/mock-tests/sections.ts (which the test screen uses to show its clock) and the marks
-- those of lib/mock-tests/scoring.ts; tests/integration/mock-attempt-scoring.test.ts checks that both agree.
-- Refusals carry a hint naming the rule; lib/data/mock-attempts.ts words them.

-- 1. Timing --------------------------------------------------------------------------------------------------------

-- A section's own minutes. A timed section without them is bad test data: guessing would run the wrong clock.
create function private.mock_section_minutes(test public.mock_tests, section_name text)
returns integer
language plpgsql
stable
set search_path = ''
as $$
declare
  minutes integer;
begin
  select (s ->> 'minutes')::integer into minutes
    from jsonb_array_elements(test.sections) s
   where s ->> 'name' = section_name
   limit 1;
  if minutes is null then
    raise exception 'Section % of test % has no time limit', section_name, test.id;
  end if;
  return minutes;
end;
$$;

-- When a run stops taking answers: its submission or its deadline, whichever comes first.
create function private.mock_run_end(test public.mock_tests, run public.mock_test_section_runs)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select least(coalesce(run.submitted_at, 'infinity'::timestamptz),
               run.started_at + make_interval(mins => private.mock_section_minutes(test, run.section)))
$$;

-- The latest moment the attempt can last to: free tests, the start plus the duration; timed sections, the end of
-- the last run opened plus the minutes of every section not yet started.
create function private.mock_attempt_deadline(test public.mock_tests, attempt public.mock_test_attempts)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  last_run public.mock_test_section_runs;
  remaining integer;
begin
  if test.section_order = 'free' then
    return attempt.started_at + make_interval(mins => test.duration_minutes);
  end if;
  select r.* into last_run
    from public.mock_test_section_runs r
   where r.attempt_id = attempt.id
   order by r.position desc
   limit 1;
  select coalesce(sum((s ->> 'minutes')::integer), 0) into remaining
    from jsonb_array_elements(test.sections) s
   where not exists (
     select 1 from public.mock_test_section_runs r where r.attempt_id = attempt.id and r.section = s ->> 'name'
   );
  return (case when last_run.attempt_id is null then attempt.started_at else private.mock_run_end(test, last_run) end)
         + make_interval(mins => remaining);
end;
$$;

-- The section being answered at `moment`, if any (never on free tests, where every section is open).
create function private.mock_open_section(test public.mock_tests, attempt public.mock_test_attempts, moment timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select r.section
    from public.mock_test_section_runs r
   where test.section_order <> 'free'
     and r.attempt_id = attempt.id
     and r.started_at <= moment
     and moment < private.mock_run_end(test, r)
   order by r.position desc
   limit 1
$$;

-- Whether an answer to a question of `section_name` saved at `moment` counts.
create function private.mock_can_answer(
  test public.mock_tests,
  attempt public.mock_test_attempts,
  section_name text,
  moment timestamptz
)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when not exists (select 1 from jsonb_array_elements(test.sections) s where s ->> 'name' = section_name) then false
    when test.section_order = 'free' then attempt.started_at <= moment and moment < private.mock_attempt_deadline(test, attempt)
    else exists (
      select 1 from public.mock_test_section_runs r
       where r.attempt_id = attempt.id and r.section = section_name
         and r.started_at <= moment and moment < private.mock_run_end(test, r)
    )
  end
$$;

-- Every section run and closed, or the attempt's time up.
create function private.mock_is_finished(test public.mock_tests, attempt public.mock_test_attempts, moment timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select moment >= private.mock_attempt_deadline(test, attempt)
      or (test.section_order <> 'free'
          and (select count(*) from public.mock_test_section_runs r where r.attempt_id = attempt.id)
              = jsonb_array_length(test.sections)
          and not exists (
            select 1 from public.mock_test_section_runs r
             where r.attempt_id = attempt.id and moment < private.mock_run_end(test, r)
          ))
$$;

-- 2. Scoring -------------------------------------------------------------------------------------------------------

-- Whether a candidate's answer is the key: TITA numbers by value ('042' is 42), anything else ignoring case.
create function private.mock_answers_match(question_type text, given text, correct text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(btrim(given), '') = '' or coalesce(btrim(correct), '') = '' then false
    when question_type = 'tita' and btrim(correct) ~ '^-?[0-9]+(\.[0-9]+)?$'
      then btrim(given) ~ '^-?[0-9]+(\.[0-9]+)?$' and btrim(given)::numeric = btrim(correct)::numeric
    else lower(btrim(given)) = lower(btrim(correct))
  end
$$;

-- Scores the attempt under its exam's marks (in hundredths, as lib/mock-tests/scoring.ts) and closes it. Only
-- answers saved while their section was open count. Each question keeps its outcome, marks and key as they were,
-- so a later edit of the test never changes this result. The caller holds the attempt's lock.
create function private.mock_submit(attempt_id uuid, ended_by text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  attempt public.mock_test_attempts;
  test public.mock_tests;
  scheme text;
  q record;
  given text;
  outcome text;
  earned integer;
  right_marks integer;
  wrong_marks integer;
  blank_run integer := 0;
  penalty integer := 0;
  total_score integer := 0;
  total_max integer := 0;
  n_correct integer := 0;
  n_incorrect integer := 0;
  n_blank integer := 0;
  sections jsonb := '{}';
  tally jsonb;
  deadline timestamptz;
begin
  select a.* into attempt from public.mock_test_attempts a where a.id = mock_submit.attempt_id;
  if attempt.status <> 'in_progress' then
    return;
  end if;
  select t.* into test from public.mock_tests t where t.id = attempt.mock_test_id;
  scheme := coalesce(attempt.scoring_scheme, test.scoring_scheme);

  for q in
    select qu.id, qu.section, qu.question_type, k.correct_answer, a.answer, a.saved_at
      from public.mock_test_questions qu
      left join public.mock_test_answer_keys k on k.question_id = qu.id
      left join public.mock_test_attempt_answers a on a.attempt_id = attempt.id and a.question_id = qu.id
     where qu.mock_test_id = test.id
     order by qu.question_number
  loop
    given := case when q.answer is not null and private.mock_can_answer(test, attempt, q.section, q.saved_at)
                  then btrim(q.answer) else '' end;
    right_marks := case when scheme in ('cat', 'nmat') then 300 else 100 end;
    wrong_marks := case scheme when 'cat' then (case when q.question_type = 'tita' then 0 else 100 end)
                               when 'nmat' then 0 else 25 end;
    if given = '' then
      outcome := 'unattempted';
      blank_run := blank_run + 1;
      -- XAT: a run of blanks is free up to eight in paper order, across sections; each one after costs 0.10.
      earned := case when scheme = 'xat' and blank_run > 8 then -10 else 0 end;
      penalty := penalty - earned;
    else
      blank_run := 0;
      outcome := case when private.mock_answers_match(q.question_type, given, coalesce(q.correct_answer, ''))
                      then 'correct' else 'incorrect' end;
      earned := case outcome when 'correct' then right_marks else -wrong_marks end;
    end if;

    tally := coalesce(sections -> q.section, '{"score":0,"maxScore":0,"correct":0,"incorrect":0,"unattempted":0}');
    sections := sections || jsonb_build_object(q.section, tally || jsonb_build_object(
      'score', (tally ->> 'score')::numeric + earned / 100.0,
      'maxScore', (tally ->> 'maxScore')::numeric + right_marks / 100.0,
      outcome, (tally ->> outcome)::integer + 1));
    total_score := total_score + earned;
    total_max := total_max + right_marks;
    case outcome
      when 'correct' then n_correct := n_correct + 1;
      when 'incorrect' then n_incorrect := n_incorrect + 1;
      else n_blank := n_blank + 1;
    end case;
    insert into public.mock_test_attempt_answers as a
           (attempt_id, question_id, answer, marked_for_review, time_spent_seconds, outcome, marks, correct_answer)
    values (attempt.id, q.id, null, false, 0, outcome, earned / 100.0, q.correct_answer)
    on conflict on constraint mock_test_attempt_answers_pkey do update
       set outcome = excluded.outcome, marks = excluded.marks, correct_answer = excluded.correct_answer;
  end loop;

  deadline := private.mock_attempt_deadline(test, attempt);
  update public.mock_test_attempts a
     set status = 'submitted',
         submitted_at = now(),
         ended_by = mock_submit.ended_by,
         score = total_score / 100.0,
         max_score = total_max / 100.0,
         correct_count = n_correct,
         incorrect_count = n_incorrect,
         unattempted_count = n_blank,
         unattempted_penalty = penalty / 100.0,
         section_scores = sections,
         time_spent_seconds = greatest(0, round(extract(epoch from least(now(), deadline) - a.started_at)))::integer
   where a.id = attempt.id;

end;
$$;

-- Brings the attempt up to the clock: on a fixed-order test each section opens the moment the one before ends (a
-- pause between sections is not free time); an attempt whose time is up is then submitted. Holds the lock.
create function private.mock_settle(attempt_id uuid)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  attempt public.mock_test_attempts;
  test public.mock_tests;
  last_run public.mock_test_section_runs;
  next_section text;
  ends timestamptz;
begin
  select a.* into attempt from public.mock_test_attempts a where a.id = mock_settle.attempt_id;
  if attempt.status <> 'in_progress' then
    return;
  end if;
  select t.* into test from public.mock_tests t where t.id = attempt.mock_test_id;
  if test.section_order = 'fixed' then
    loop
      select r.* into last_run from public.mock_test_section_runs r
       where r.attempt_id = attempt.id order by r.position desc limit 1;
      exit when last_run.attempt_id is null;
      ends := private.mock_run_end(test, last_run);
      select s ->> 'name' into next_section
        from jsonb_array_elements(test.sections) with ordinality as e(s, n)
       where e.n = last_run.position + 1;
      exit when ends > now() or next_section is null;
      insert into public.mock_test_section_runs (attempt_id, section, position, started_at)
      values (attempt.id, next_section, last_run.position + 1, ends);
    end loop;
  end if;
  if private.mock_is_finished(test, attempt, now()) then
    perform private.mock_submit(attempt.id, 'time');
  end if;
end;
$$;

-- The caller's attempt, locked; someone else's attempt is the same as none.
create function private.mock_own_attempt(attempt_id uuid)
returns public.mock_test_attempts
language plpgsql
volatile
set search_path = ''
as $$
declare
  attempt public.mock_test_attempts;
begin
  select a.* into attempt
    from public.mock_test_attempts a
   where a.id = mock_own_attempt.attempt_id and a.user_id = (select auth.uid())
     for update;
  if not found then
    raise exception 'Attempt not found' using errcode = 'P0002', hint = 'not_found';
  end if;
  return attempt;
end;
$$;

-- The caller's attempt, locked and still in progress (callers that need it settle it first).
create function private.mock_open_attempt(attempt_id uuid)
returns public.mock_test_attempts
language plpgsql
volatile
set search_path = ''
as $$
declare
  attempt public.mock_test_attempts;
begin
  perform private.mock_own_attempt(attempt_id);
  select a.* into attempt from public.mock_test_attempts a where a.id = mock_open_attempt.attempt_id;
  if attempt.status <> 'in_progress' then
    raise exception 'Attempt already submitted' using errcode = '55000', hint = 'submitted';
  end if;
  return attempt;
end;
$$;

-- 3. What the member calls -----------------------------------------------------------------------------------------

-- Starts an attempt at a published, complete test, or returns the one in progress (one per member and test). A
-- fixed-order test opens its first section at once; a candidate-order test waits for the candidate's choice.
create function public.start_mock_attempt(test_slug text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  test public.mock_tests;
  new_id uuid;
  first_section text;
begin
  if uid is null then
    raise exception 'Sign in to take a mock test' using errcode = '42501';
  end if;
  select t.* into test from public.mock_tests t where t.slug = test_slug and t.is_published;
  if not found then
    raise exception 'Mock test not found' using errcode = 'P0002', hint = 'test_not_found';
  end if;
  -- Complete: the bank holds every question the test declares, each in a declared section, none empty.
  if (select count(*) from public.mock_test_questions q where q.mock_test_id = test.id) <> test.total_questions
     or exists (
       select 1 from public.mock_test_questions q
        where q.mock_test_id = test.id
          and not exists (select 1 from jsonb_array_elements(test.sections) s where s ->> 'name' = q.section))
     or exists (
       select 1 from jsonb_array_elements(test.sections) s
        where not exists (select 1 from public.mock_test_questions q where q.mock_test_id = test.id and q.section = s ->> 'name'))
  then
    raise exception 'Mock test incomplete' using errcode = '22023', hint = 'incomplete';
  end if;

  insert into public.mock_test_attempts (user_id, mock_test_id, scoring_scheme)
  values (uid, test.id, test.scoring_scheme)
  on conflict (user_id, mock_test_id) where status = 'in_progress' do nothing
  returning id into new_id;
  if new_id is null then
    select a.id into new_id from public.mock_test_attempts a
     where a.user_id = uid and a.mock_test_id = test.id and a.status = 'in_progress';
    return new_id;
  end if;
  first_section := test.sections -> 0 ->> 'name';
  if test.section_order = 'fixed' and first_section is not null then
    insert into public.mock_test_section_runs (attempt_id, section, position) values (new_id, first_section, 1);
  end if;
  return new_id;
end;
$$;

-- Opens a section when the test's order rules allow it now; the refusal says why, for the candidate to read.
create function public.start_mock_section(attempt_id uuid, section_name text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  attempt public.mock_test_attempts;
  test public.mock_tests;
  run public.mock_test_section_runs;
  first_unstarted text;
  runs integer;
  reason text;
begin
  perform private.mock_own_attempt(attempt_id);
  perform private.mock_settle(attempt_id);
  attempt := private.mock_open_attempt(attempt_id);
  select t.* into test from public.mock_tests t where t.id = attempt.mock_test_id;
  select r.* into run from public.mock_test_section_runs r where r.attempt_id = attempt.id and r.section = section_name;
  select s ->> 'name' into first_unstarted
    from jsonb_array_elements(test.sections) with ordinality as e(s, n)
   where not exists (select 1 from public.mock_test_section_runs r where r.attempt_id = attempt.id and r.section = s ->> 'name')
   order by e.n
   limit 1;
  reason := case
    when test.section_order = 'free' then 'Every section of this test is already open.'
    when not exists (select 1 from jsonb_array_elements(test.sections) s where s ->> 'name' = section_name)
      then format('This test has no section called %s.', section_name)
    when run.attempt_id is not null and run.started_at <= now() and now() < private.mock_run_end(test, run)
      then 'This section is already open.'
    when run.attempt_id is not null then 'This section is already over.'
    when private.mock_is_finished(test, attempt, now()) then 'The time for this test is over.'
    when private.mock_open_section(test, attempt, now()) is not null then 'Finish or submit the current section first.'
    when test.section_order = 'fixed' and section_name is distinct from first_unstarted
      then format('Sections of this test open in order: %s first.', first_unstarted)
  end;
  if reason is not null then
    raise exception '%', reason using errcode = '22023', hint = 'section_rule';
  end if;
  select count(*) into runs from public.mock_test_section_runs r where r.attempt_id = attempt.id;
  insert into public.mock_test_section_runs (attempt_id, section, position) values (attempt.id, section_name, runs + 1);
end;
$$;

-- Saves one question's answer and review mark, only while its section is open; the seconds add to its time.
create function public.save_mock_answer(
  attempt_id uuid,
  question_id uuid,
  answer text,
  marked boolean,
  seconds integer
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  attempt public.mock_test_attempts;
  test public.mock_tests;
  question_section text;
begin
  attempt := private.mock_open_attempt(attempt_id);
  if seconds is null or seconds not between 0 and 3600 or marked is null or length(answer) > 50 then
    raise exception 'Invalid answer' using errcode = '22023', hint = 'invalid';
  end if;
  select t.* into test from public.mock_tests t where t.id = attempt.mock_test_id;
  select q.section into question_section
    from public.mock_test_questions q
   where q.id = save_mock_answer.question_id and q.mock_test_id = test.id;
  if not found then
    raise exception 'Question not in this test' using errcode = 'P0002', hint = 'no_question';
  end if;
  if not private.mock_can_answer(test, attempt, question_section, now()) then
    raise exception 'Section over' using errcode = '22023', hint = 'over';
  end if;
  insert into public.mock_test_attempt_answers as a
         (attempt_id, question_id, answer, marked_for_review, time_spent_seconds, saved_at)
  values (attempt.id, save_mock_answer.question_id, nullif(btrim(answer), ''), marked, seconds, now())
  on conflict on constraint mock_test_attempt_answers_pkey do update
     set answer = excluded.answer,
         marked_for_review = excluded.marked_for_review,
         time_spent_seconds = a.time_spent_seconds + excluded.time_spent_seconds,
         saved_at = excluded.saved_at;
end;
$$;

-- Ends an open section early; ending the last section submits the test.
create function public.submit_mock_section(attempt_id uuid, section_name text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  attempt public.mock_test_attempts;
  test public.mock_tests;
begin
  attempt := private.mock_open_attempt(attempt_id);
  select t.* into test from public.mock_tests t where t.id = attempt.mock_test_id;
  update public.mock_test_section_runs r
     set submitted_at = now()
   where r.attempt_id = attempt.id and r.section = section_name and r.submitted_at is null;
  if not found then
    raise exception 'Section not open' using errcode = '22023', hint = 'section_not_open';
  end if;
  if (select count(*) from public.mock_test_section_runs r where r.attempt_id = attempt.id)
     = jsonb_array_length(test.sections) then
    perform private.mock_submit(attempt.id, 'candidate');
  end if;
end;
$$;

-- The candidate submits the whole test; an attempt already submitted stays as it is.
create function public.submit_mock_attempt(attempt_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.mock_own_attempt(attempt_id);
  perform private.mock_submit(attempt_id, 'candidate');
end;
$$;

-- Settles the caller's attempt to the clock and says whether it is submitted (a closed laptop never submits).
create function public.settle_mock_attempt(attempt_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.mock_own_attempt(attempt_id);
  perform private.mock_settle(attempt_id);
  return (select a.status = 'submitted' from public.mock_test_attempts a where a.id = settle_mock_attempt.attempt_id);
end;
$$;

revoke all on function public.start_mock_attempt(text) from public;
revoke all on function public.start_mock_section(uuid, text) from public;
revoke all on function public.save_mock_answer(uuid, uuid, text, boolean, integer) from public;
revoke all on function public.submit_mock_section(uuid, text) from public;
revoke all on function public.submit_mock_attempt(uuid) from public;
revoke all on function public.settle_mock_attempt(uuid) from public;
grant execute on function public.start_mock_attempt(text) to authenticated;
grant execute on function public.start_mock_section(uuid, text) to authenticated;
grant execute on function public.save_mock_answer(uuid, uuid, text, boolean, integer) to authenticated;
grant execute on function public.submit_mock_section(uuid, text) to authenticated;
grant execute on function public.submit_mock_attempt(uuid) to authenticated;
grant execute on function public.settle_mock_attempt(uuid) to authenticated;
