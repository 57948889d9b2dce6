-- Issue 34: mock-test integrity. A member who submitted a test blank could start it again and read its answer
-- keys while answering: the key policy opened once any attempt at the test was submitted, and the scored rows of
-- that first attempt (mock_test_attempt_answers.correct_answer) stayed readable too. The second attempt then
-- scored full marks and counted in everyone's percentile pool. Now:
--
-- * While a member has an attempt at a test in progress (its time not yet up), nothing that holds the test's
--   answers is readable to them: neither the keys and explanations nor the per-question rows of their earlier
--   attempts at it (key, outcome, marks). Their summary (score, sections) stays readable. Once the new attempt is
--   submitted, or its time runs out, the reviews open again.
-- * Only a member's first submitted attempt at a test counts: later ones are practice (is_practice, set by the
--   database when an attempt is submitted, never by the member), left out of mock_test_percentiles both as a
--   score ranked and as part of the pool. The result page and the history show them as practice.
--
-- Someone who reads the keys before starting again can still score well the second time, which is why the second
-- time is practice: the closed keys stop the look-up during an attempt, the practice rule stops it counting.

-- 1. Practice attempts ---------------------------------------------------------------------------------------------

alter table public.mock_test_attempts
  -- True for every submitted attempt after the member's first at the same test. Written by the trigger below.
  add column is_practice boolean not null default false;

-- Attempts submitted before this migration: the first per member and test counts, the rest are practice. A
-- member has one attempt in progress at a time per test, so submission order is the order they were taken.
update public.mock_test_attempts a
   set is_practice = true
  from (
    select s.id, row_number() over (partition by s.user_id, s.mock_test_id order by s.submitted_at, s.started_at, s.id) as n
      from public.mock_test_attempts s
     where s.status = 'submitted'
  ) r
 where r.id = a.id and r.n > 1;

-- Decides at submission whether the attempt counts: practice when the member already has a submitted attempt at
-- the test. Definer rights, so the answer does not depend on which rows the writer can see; only the service role
-- and the attempt functions write attempts, and they never choose is_practice themselves.
create function private.mark_practice_attempt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'submitted' and (tg_op = 'INSERT' or old.status is distinct from 'submitted') then
    new.is_practice := exists (
      select 1 from public.mock_test_attempts o
       where o.user_id = new.user_id
         and o.mock_test_id = new.mock_test_id
         and o.status = 'submitted'
         and o.id <> new.id
    );
  elsif new.status = 'in_progress' then
    -- An attempt being taken is decided when it ends.
    new.is_practice := false;
  end if;
  return new;
end;
$$;
revoke all on function private.mark_practice_attempt() from public;

create trigger mark_practice_attempt before insert or update of status on public.mock_test_attempts
  for each row execute function private.mark_practice_attempt();

-- The pool is every member's first submitted attempt; a practice attempt gets no percentile of its own.
create or replace function public.mock_test_percentiles(attempt_ids uuid[])
returns table (attempt_id uuid, percentile numeric, attempts integer)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id,
         round(100.0 * count(*) filter (where o.score <= m.score) / count(*), 2),
         count(*)::integer
    from public.mock_test_attempts m
    join public.mock_test_attempts o
      on o.mock_test_id = m.mock_test_id and o.status = 'submitted' and not o.is_practice
   where m.id = any (mock_test_percentiles.attempt_ids)
     and m.status = 'submitted'
     and not m.is_practice
     and (m.user_id = (select auth.uid()) or (select private.can_manage_content()))
   group by m.id, m.score
$$;
revoke all on function public.mock_test_percentiles(uuid[]) from public;
grant execute on function public.mock_test_percentiles(uuid[]) to authenticated;

-- 2. Keys closed during an attempt ---------------------------------------------------------------------------------

-- Whether the caller's attempt is still being taken: in progress and its time not up (an attempt whose clock ran
-- out while the tab was closed takes no more answers, and is submitted on its next settle). Someone else's
-- attempt, or none, is false. Definer rights: the clock reads the test (which may have been unpublished since) and
-- the section runs. Policies call it as the requesting role, so authenticated may execute it; a test whose timing
-- cannot be read counts as running, so a fault keeps the keys closed rather than open.
create function private.mock_attempt_running(attempt_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  attempt public.mock_test_attempts;
  test public.mock_tests;
begin
  select a.* into attempt
    from public.mock_test_attempts a
   where a.id = mock_attempt_running.attempt_id and a.user_id = (select auth.uid()) and a.status = 'in_progress';
  if not found then
    return false;
  end if;
  select t.* into test from public.mock_tests t where t.id = attempt.mock_test_id;
  return not private.mock_is_finished(test, attempt, now());
exception
  when others then
    return true;
end;
$$;
revoke all on function private.mock_attempt_running(uuid) from public;
grant execute on function private.mock_attempt_running(uuid) to authenticated;

-- Keys and explanations: after a submitted attempt at the test, and not while another one is being taken. The
-- in-progress lookup is the one-open-attempt index (user_id, mock_test_id), so the usual case costs one probe.
drop policy "Users read answer keys of tests they submitted" on public.mock_test_answer_keys;
create policy "Users read answer keys of tests they submitted and are not taking" on public.mock_test_answer_keys
  for select to authenticated
  using (exists (
    select 1
      from public.mock_test_questions q
      join public.mock_test_attempts a on a.mock_test_id = q.mock_test_id
     where q.id = mock_test_answer_keys.question_id
       and a.user_id = (select auth.uid())
       and a.status = 'submitted'
       and not exists (
         select 1 from public.mock_test_attempts o
          where o.user_id = a.user_id
            and o.mock_test_id = q.mock_test_id
            and o.status = 'in_progress'
            and private.mock_attempt_running(o.id)
       )
  ));

-- An attempt's own rows: always while it is the one being taken (its saved answers; no key is set on them until
-- it is scored); a submitted attempt's scored rows carry the key, so not while the member takes the test again.
drop policy "Users read the answers of their attempts" on public.mock_test_attempt_answers;
create policy "Users read the answers of their attempts, not while taking the test again" on public.mock_test_attempt_answers
  for select to authenticated
  using (exists (
    select 1 from public.mock_test_attempts a
     where a.id = mock_test_attempt_answers.attempt_id
       and a.user_id = (select auth.uid())
       and (a.status = 'in_progress'
            or not exists (
              select 1 from public.mock_test_attempts o
               where o.user_id = a.user_id
                 and o.mock_test_id = a.mock_test_id
                 and o.status = 'in_progress'
                 and private.mock_attempt_running(o.id)
            ))
  ));
