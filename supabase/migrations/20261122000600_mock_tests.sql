-- Mock tests. Correct answers live in their own table so that reading a question never reveals its answer:
-- RLS is per row, not per column, and the people who may read questions (everyone, for published tests) are
-- not the people who may read answers (editors, and a user only after submitting an attempt).

create table public.mock_tests (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (public.is_valid_slug(slug)),
  title text not null,
  description text,
  -- The exam this mock imitates; the mock stays usable if the exam row is removed.
  exam_id uuid references public.exams (id) on delete set null,
  total_questions integer not null check (total_questions > 0),
  duration_minutes integer not null check (duration_minutes > 0),
  total_marks numeric(7, 2) check (total_marks > 0),
  difficulty text not null default 'Medium' check (difficulty in ('High', 'Medium', 'Easy')),
  -- [{ "name": "VARC", "questions": 24, "minutes": 40 }]; minutes set means the section is timed on its own.
  sections jsonb not null default '[]' check (jsonb_typeof(sections) = 'array'),
  instructions text,
  is_free boolean not null default true,
  price numeric(10, 2) not null default 0 check (price >= 0),
  is_published boolean not null default false,
  is_featured boolean not null default false,
  order_index integer not null default 0,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.mock_test_questions (
  id uuid primary key default gen_random_uuid(),
  mock_test_id uuid not null references public.mock_tests (id) on delete cascade,
  section text not null,
  question_number integer not null check (question_number > 0),
  -- mcq: choose one of options; tita: type in the answer (CAT's non-MCQ questions).
  question_type text not null default 'mcq' check (question_type in ('mcq', 'tita')),
  -- Shared context (an RC passage, a DI set) shown above the question.
  passage text,
  question_text text not null,
  -- [{ "key": "A", "text": "…" }]; empty for tita.
  options jsonb not null default '[]' check (jsonb_typeof(options) = 'array'),
  marks numeric(5, 2) not null default 3 check (marks > 0),
  -- Marks subtracted for a wrong answer, as a positive number (0 for CAT TITA and NMAT).
  negative_marks numeric(5, 2) not null default 0 check (negative_marks >= 0),
  topic text,
  difficulty text check (difficulty in ('Easy', 'Medium', 'Hard')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (mock_test_id, question_number)
);

create table public.mock_test_answer_keys (
  question_id uuid primary key references public.mock_test_questions (id) on delete cascade,
  -- An option key for mcq ('B'), the expected text or number for tita ('42').
  correct_answer text not null,
  explanation text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.mock_test_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- Attempts are graded against the test's questions; without the test they cannot be shown, so they go too.
  mock_test_id uuid not null references public.mock_tests (id) on delete cascade,
  -- Written by the user only while in_progress; 'submitted' is set by submit_mock_test_attempt() alone.
  status text not null default 'in_progress' check (status in ('in_progress', 'submitted')),
  -- { "<question_id>": "B" } or { "<question_id>": { "answer": "B", "marked_for_review": true } }
  answers jsonb not null default '{}' check (jsonb_typeof(answers) = 'object'),
  score numeric(7, 2),
  max_score numeric(7, 2),
  correct_count integer,
  incorrect_count integer,
  unattempted_count integer,
  -- { "VARC": { "score": 30, "max": 72, "correct": 11, "incorrect": 3, "unattempted": 10 } }
  section_scores jsonb not null default '{}' check (jsonb_typeof(section_scores) = 'object'),
  time_spent_seconds integer check (time_spent_seconds >= 0),
  started_at timestamptz not null default now(),
  submitted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((status = 'submitted') = (submitted_at is not null))
);
