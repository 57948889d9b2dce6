-- Mock-test authoring in the back-office (issue 14). A submitted attempt keeps its score and one answer row per
-- question (mock_test_attempt_answers, which cascades from the question). Deleting a question of a test that has
-- submitted attempts would silently take those rows, and a candidate's review, with it; so the database refuses
-- it for everyone, whatever the caller sends to the REST API. Editors unpublish or edit the question instead.
-- Deleting a whole test with submitted attempts is refused for the same reason.
--
-- Definer rights: the editor cannot read other people's attempts, but the check must see them all. Only the
-- refusal leaves the function.

-- A test is written question by question: a draft may have none yet; a published one always has some.
alter table public.mock_tests
  drop constraint mock_tests_total_questions_check,
  add constraint mock_tests_total_questions_check check (total_questions >= 0 and (total_questions > 0 or not is_published));

create or replace function private.refuse_deleting_answered_questions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  test_id uuid;
begin
  -- Separate branches: a row of mock_tests has no mock_test_id, and PL/pgSQL reads a field only when it runs.
  if tg_table_name = 'mock_tests' then
    test_id := old.id;
  else
    test_id := old.mock_test_id;
  end if;
  if exists (
    select 1 from public.mock_test_attempts a where a.mock_test_id = test_id and a.status = 'submitted'
  ) then
    raise exception 'This mock test has submitted attempts: its questions cannot be deleted. Unpublish the test or edit the question instead.'
      using errcode = 'P0409';
  end if;
  return old;
end;
$$;
revoke all on function private.refuse_deleting_answered_questions() from public;

create trigger refuse_deleting_answered_questions before delete on public.mock_test_questions
  for each row execute function private.refuse_deleting_answered_questions();
create trigger refuse_deleting_attempted_tests before delete on public.mock_tests
  for each row execute function private.refuse_deleting_answered_questions();

-- Keeps question_number sequential in paper order: questions grouped by their section's place in
-- mock_tests.sections, in their current order within it, numbered 1, 2, 3 … Called after a question is added,
-- moved to another section or deleted. Two steps, so the unique (mock_test_id, question_number) never sees two
-- rows with one number. Invoker rights: row-level security lets only content managers change anything.
create or replace function public.renumber_mock_test_questions(test_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.mock_test_questions q set question_number = q.question_number + 1000000
   where q.mock_test_id = renumber_mock_test_questions.test_id;
  with places as (
    select s.value ->> 'name' as section, s.ordinality as place
      from public.mock_tests t, jsonb_array_elements(t.sections) with ordinality s
     where t.id = renumber_mock_test_questions.test_id
  ),
  ordered as (
    select q.id, row_number() over (order by coalesce(p.place, 1000000), q.question_number) as n
      from public.mock_test_questions q
      left join places p on p.section = q.section
     where q.mock_test_id = renumber_mock_test_questions.test_id
  )
  update public.mock_test_questions q set question_number = o.n from ordered o where o.id = q.id;
$$;
revoke all on function public.renumber_mock_test_questions(uuid) from public, anon;
grant execute on function public.renumber_mock_test_questions(uuid) to authenticated;

-- Whether a test has submitted attempts, for the back-office to refuse a question's deletion before trying it and
-- to warn on the edit page. Invoker rights: content managers read every attempt through their policy, anyone
-- else reads none of other people's, so only content managers can get a true answer about someone's attempts.
create or replace function public.mock_test_has_submitted_attempts(test_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.mock_test_attempts a
     where a.mock_test_id = mock_test_has_submitted_attempts.test_id and a.status = 'submitted'
  )
$$;
revoke all on function public.mock_test_has_submitted_attempts(uuid) from public, anon;
grant execute on function public.mock_test_has_submitted_attempts(uuid) to authenticated;
