-- Mock tests that can be taken (issue 14). The exam's rules become columns of the test (how it is scored, in
-- which order its sections open, whether it has a calculator); passages and DI/LR sets get their own rows so
-- several questions can share one; an attempt keeps its time on the server as section runs and its answers one
-- row per question.
--
-- Who writes what: an attempt, its runs and its answers are written only by the server (the service role),
-- after it has checked the signed-in owner, the clock and the section rules (lib/mock-tests/sections.ts) and,
-- on submission, scored it (lib/mock-tests/scoring.ts). The owner may read them and may write one thing: why
-- they missed a question (the error log). So an attempt cannot be moved to another test, have its timing
-- changed or its score forged by its owner, whatever they send to the REST API.

alter table public.mock_tests
  add column kind text not null default 'full_length' check (kind in ('full_length', 'sectional')),
  -- The exam's marking: cat +3/−1 (0 on TITA), xat +1/−0.25 and −0.10 per blank beyond 8 in a row, nmat +3/0,
  -- snap and mat +1/−0.25.
  add column scoring_scheme text not null default 'cat' check (scoring_scheme in ('cat', 'xat', 'nmat', 'snap', 'mat')),
  -- fixed: sections in order, each timed, no going back (CAT); candidate: the candidate picks the order (NMAT);
  -- free: one clock, every section open (XAT, SNAP, MAT).
  add column section_order text not null default 'fixed' check (section_order in ('fixed', 'candidate', 'free')),
  add column has_calculator boolean not null default false;

update public.mock_tests t
   set scoring_scheme = e.slug,
       section_order = case e.slug when 'nmat' then 'candidate' when 'cat' then 'fixed' else 'free' end,
       has_calculator = e.slug = 'cat'
  from public.exams e
 where e.id = t.exam_id and e.slug in ('cat', 'xat', 'nmat', 'snap', 'mat');

create table public.mock_test_passages (
  id uuid primary key default gen_random_uuid(),
  mock_test_id uuid not null references public.mock_tests (id) on delete cascade,
  section text not null,
  -- passage: reading comprehension; set: a DI table or an LR puzzle with its conditions.
  kind text not null default 'passage' check (kind in ('passage', 'set')),
  title text not null check (length(btrim(title)) between 1 and 200),
  body text not null check (length(btrim(body)) between 1 and 20000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mock_test_passages_test_idx on public.mock_test_passages (mock_test_id);
create trigger set_updated_at before update on public.mock_test_passages
  for each row execute function public.set_updated_at();

alter table public.mock_test_questions
  add column passage_id uuid references public.mock_test_passages (id) on delete set null;
create index mock_test_questions_passage_idx on public.mock_test_questions (passage_id);

-- The shared text of older questions becomes a passage each questions of one test share.
insert into public.mock_test_passages (mock_test_id, section, kind, title, body)
select distinct q.mock_test_id, q.section, 'passage', 'Passage', q.passage
  from public.mock_test_questions q
 where q.passage is not null and btrim(q.passage) <> '';
update public.mock_test_questions q
   set passage_id = p.id
  from public.mock_test_passages p
 where p.mock_test_id = q.mock_test_id and p.section = q.section and p.body = q.passage;
alter table public.mock_test_questions drop column passage;

-- Attempts: the answers move to their own rows; grading moves to the server.
drop function public.submit_mock_test_attempt(uuid);
drop function public.mock_answer_matches(text, text);
drop policy "Users start attempts" on public.mock_test_attempts;
drop policy "Users save answers of in-progress attempts" on public.mock_test_attempts;
drop policy "Users delete their attempts" on public.mock_test_attempts;
revoke insert, update, delete on public.mock_test_attempts from authenticated;

alter table public.mock_test_attempts
  drop column answers,
  -- XAT's deduction for long runs of blanks, already taken off score.
  add column unattempted_penalty numeric(7, 2) not null default 0 check (unattempted_penalty >= 0),
  -- The scheme the attempt was scored by, so a later change to the test never re-reads an old score.
  add column scoring_scheme text check (scoring_scheme in ('cat', 'xat', 'nmat', 'snap', 'mat')),
  -- How the attempt ended: the candidate submitted, or the clock did.
  add column ended_by text check (ended_by in ('candidate', 'time'));
create index mock_test_attempts_ranking_idx on public.mock_test_attempts (mock_test_id, score) where status = 'submitted';
-- One attempt in progress per user and test: 'resume' always means the same attempt.
create unique index mock_test_attempts_one_open_idx on public.mock_test_attempts (user_id, mock_test_id)
  where status = 'in_progress';

create table public.mock_test_section_runs (
  attempt_id uuid not null references public.mock_test_attempts (id) on delete cascade,
  section text not null,
  position integer not null check (position > 0),
  started_at timestamptz not null default now(),
  -- Null until the candidate submits the section; a run whose time is up is over either way.
  submitted_at timestamptz,
  primary key (attempt_id, section),
  unique (attempt_id, position),
  check (submitted_at is null or submitted_at >= started_at)
);

create table public.mock_test_attempt_answers (
  attempt_id uuid not null references public.mock_test_attempts (id) on delete cascade,
  question_id uuid not null references public.mock_test_questions (id) on delete cascade,
  answer text check (answer is null or length(answer) <= 50),
  marked_for_review boolean not null default false,
  time_spent_seconds integer not null default 0 check (time_spent_seconds >= 0),
  -- The server's clock when the answer was last saved: only answers saved while their section was open count.
  saved_at timestamptz not null default now(),
  -- Set when the attempt is scored (every question gets a row then, blank or not); fixed from then on.
  outcome text check (outcome in ('correct', 'incorrect', 'unattempted')),
  marks numeric(5, 2),
  correct_answer text,
  -- The error log: why the candidate missed it, written by the owner after submission.
  miss_reason text check (miss_reason in ('concept', 'calculation', 'misread', 'time')),
  primary key (attempt_id, question_id)
);
create index mock_test_attempt_answers_question_idx on public.mock_test_attempt_answers (question_id);
create index mock_test_attempt_answers_misses_idx on public.mock_test_attempt_answers (attempt_id)
  where miss_reason is not null;

alter table public.mock_test_passages enable row level security;
alter table public.mock_test_section_runs enable row level security;
alter table public.mock_test_attempt_answers enable row level security;

create policy "Anyone reads passages of published mock tests" on public.mock_test_passages
  for select to anon, authenticated
  using (exists (select 1 from public.mock_tests t where t.id = mock_test_passages.mock_test_id and t.is_published));
create policy "Content managers manage passages" on public.mock_test_passages
  for all to authenticated
  using ((select private.can_manage_content()))
  with check ((select private.can_manage_content()));

create policy "Users read the runs of their attempts" on public.mock_test_section_runs
  for select to authenticated
  using (exists (
    select 1 from public.mock_test_attempts a
     where a.id = mock_test_section_runs.attempt_id and a.user_id = (select auth.uid())
  ));

create policy "Users read the answers of their attempts" on public.mock_test_attempt_answers
  for select to authenticated
  using (exists (
    select 1 from public.mock_test_attempts a
     where a.id = mock_test_attempt_answers.attempt_id and a.user_id = (select auth.uid())
  ));
create policy "Users log why they missed a question of a submitted attempt" on public.mock_test_attempt_answers
  for update to authenticated
  using (exists (
    select 1 from public.mock_test_attempts a
     where a.id = mock_test_attempt_answers.attempt_id and a.user_id = (select auth.uid()) and a.status = 'submitted'
  ))
  with check (exists (
    select 1 from public.mock_test_attempts a
     where a.id = mock_test_attempt_answers.attempt_id and a.user_id = (select auth.uid()) and a.status = 'submitted'
  ));

grant select on public.mock_test_passages to anon;
grant select, insert, update, delete on public.mock_test_passages to authenticated;
grant select on public.mock_test_section_runs, public.mock_test_attempt_answers to authenticated;
-- The only column an owner may write: the rest of the row is the server's record of the attempt.
grant update (miss_reason) on public.mock_test_attempt_answers to authenticated;

-- Where each of the given attempts stands among every submitted attempt at the same test: the share of attempts
-- scoring at or below it (CAT's own definition of a percentile) and how many attempts that is out of. Definer
-- rights, so other users' attempts stay unreadable: only these two numbers leave, and only for the caller's own
-- attempts (or any, for content managers).
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
    join public.mock_test_attempts o on o.mock_test_id = m.mock_test_id and o.status = 'submitted'
   where m.id = any (mock_test_percentiles.attempt_ids)
     and m.status = 'submitted'
     and (m.user_id = (select auth.uid()) or (select private.can_manage_content()))
   group by m.id, m.score
$$;
revoke all on function public.mock_test_percentiles(uuid[]) from public;
grant execute on function public.mock_test_percentiles(uuid[]) to authenticated;
