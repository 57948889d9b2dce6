-- The score predictor's cut-off lines (issue 16, /predictor). One row is one published line in the shape of
-- lib/predictor/cutoff-line.ts (cutoffLineSchema): the exam and measure, the figure (or range), sectional minimums,
-- the categories, gender, background and programme it is for, published relaxations, the cycle, how far it can be
-- trusted (kind) and its source. colleges.cutoffs (free text notes) cannot feed the predictor; these rows do.
-- A college with no published figure simply has no row: nothing is estimated here.
--
-- Everyone reads the lines of the colleges they can see; editors (can_manage_content) write them in the
-- back-office, and every insert, update and delete lands in predictor_cutoff_line_history (who, when, before and
-- after), append-only, written by a trigger so every writer is recorded the same way.

create table public.predictor_cutoff_lines (
  id uuid primary key default gen_random_uuid(),
  college_id uuid not null references public.colleges (id) on delete cascade,
  exam text not null check (exam ~ '^[A-Z][A-Z0-9-]{0,39}$'),
  measure text not null check (measure in ('percentile', 'score')),
  value numeric not null,
  value_max numeric,
  sectional_minimums jsonb not null default '[]'::jsonb,
  categories text[] not null,
  gender text check (gender in ('woman', 'man', 'other')),
  background text check (background in ('engineering', 'non-engineering')),
  programme text check (char_length(btrim(programme)) between 1 and 80),
  relaxations jsonb not null default '[]'::jsonb,
  cycle text check (char_length(btrim(cycle)) between 1 and 80),
  cycle_year smallint check (cycle_year between 2000 and 2100),
  kind text not null check (kind in ('official-minimum', 'aggregator-estimate', 'third-party-report')),
  source_url text not null check (source_url ~ '^https?://[^\s]+$' and char_length(source_url) <= 1000),
  source_label text not null check (char_length(btrim(source_label)) between 1 and 200),
  note text check (char_length(note) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A percentile line (and its sectional minimums) lies in 0–100; a range's upper end is above its lower end.
  constraint predictor_cutoff_lines_percentile_range check (
    measure <> 'percentile'
    or (
      value between 0 and 100
      and (value_max is null or value_max between 0 and 100)
      and not jsonb_path_exists(sectional_minimums, '$[*].value ? (@ < 0 || @ > 100)')
    )
  ),
  constraint predictor_cutoff_lines_range check (value_max is null or value_max > value),
  -- 'all' only alone (the source gives one figure for everyone), else reservation categories (each once: the schema).
  constraint predictor_cutoff_lines_categories check (
    cardinality(categories) between 1 and 6
    and categories <@ array['all', 'General', 'EWS', 'NC-OBC', 'SC', 'ST', 'PwD']::text[]
    and ('all' <> all (categories) or cardinality(categories) = 1)
  ),
  constraint predictor_cutoff_lines_sectionals check (
    jsonb_typeof(sectional_minimums) = 'array'
    and jsonb_array_length(sectional_minimums) <= 10
    and not jsonb_path_exists(
      sectional_minimums,
      '$[*] ? (!(exists(@.section ? (@.type() == "string")) && exists(@.value ? (@.type() == "number"))))'
    )
  ),
  constraint predictor_cutoff_lines_relaxations check (
    jsonb_typeof(relaxations) = 'array'
    and jsonb_array_length(relaxations) <= 3
    and not jsonb_path_exists(
      relaxations,
      '$[*] ? (!(exists(@.gender ? (@ == "woman" || @ == "man" || @ == "other")) && exists(@.points ? (@.type() == "number" && @ > 0))))'
    )
  )
);
comment on table public.predictor_cutoff_lines is
  'Published cut-off and eligibility lines for the score predictor, one per row, in cutoffLineSchema form.';
comment on column public.predictor_cutoff_lines.categories is
  'Reservation categories the source gives the line for; {all} only when the source gives one figure for everyone.';
comment on column public.predictor_cutoff_lines.cycle_year is
  'The exam year of the cycle (CAP or JAP 2026 draws on CAT 2025), used to prefer the newest line; null when not stated.';

create index predictor_cutoff_lines_college_idx on public.predictor_cutoff_lines (college_id);
create index predictor_cutoff_lines_exam_idx on public.predictor_cutoff_lines (exam);

create trigger set_updated_at before update on public.predictor_cutoff_lines
  for each row execute function public.set_updated_at();

-- History -----------------------------------------------------------------------------------------------------
create table public.predictor_cutoff_line_history (
  id bigint generated always as identity primary key,
  line_id uuid not null,
  -- No foreign keys: the history of a deleted line (or college) stays readable.
  college_id uuid not null,
  action text not null check (action in ('insert', 'update', 'delete')),
  actor_id uuid,
  actor_name text,
  before jsonb,
  after jsonb,
  changed_fields text[] not null default '{}',
  created_at timestamptz not null default now()
);
comment on table public.predictor_cutoff_line_history is
  'Append-only history of predictor_cutoff_lines (trigger): who changed a line, when, and the row before and after.';
comment on column public.predictor_cutoff_line_history.actor_id is 'The signed-in person who made the change; null for the system.';

create index predictor_cutoff_line_history_college_idx
  on public.predictor_cutoff_line_history (college_id, created_at desc);
create index predictor_cutoff_line_history_line_idx on public.predictor_cutoff_line_history (line_id, created_at desc);

create function private.refuse_predictor_history_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    raise exception 'The cut-off history is append-only' using errcode = '42501';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger append_only before update or delete on public.predictor_cutoff_line_history
  for each row execute function private.refuse_predictor_history_changes();

create function private.record_predictor_line_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  row_data jsonb := coalesce(after_row, before_row);
  changed text[] := '{}';
  actor_name text;
begin
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(k order by k), '{}') into changed
      from jsonb_object_keys(after_row) k
     where k not in ('updated_at', 'created_at')
       and after_row -> k is distinct from before_row -> k;
    if cardinality(changed) = 0 then
      return null;
    end if;
  end if;

  select p.name into actor_name from public.profiles p where p.id = auth.uid();

  insert into public.predictor_cutoff_line_history
    (line_id, college_id, action, actor_id, actor_name, before, after, changed_fields)
  values
    ((row_data ->> 'id')::uuid, (row_data ->> 'college_id')::uuid, lower(tg_op), auth.uid(), actor_name,
     before_row, after_row, changed);
  return null;
end;
$$;

create trigger record_history after insert or update or delete on public.predictor_cutoff_lines
  for each row execute function private.record_predictor_line_change();

-- RLS and privileges --------------------------------------------------------------------------------------------
alter table public.predictor_cutoff_lines enable row level security;
alter table public.predictor_cutoff_line_history enable row level security;

-- Lines follow their college's visibility (the subquery runs under colleges' own policies).
create policy "Anyone reads cut-off lines of visible colleges" on public.predictor_cutoff_lines
  for select to anon, authenticated
  using (exists (select 1 from public.colleges c where c.id = predictor_cutoff_lines.college_id));
create policy "Content managers manage cut-off lines" on public.predictor_cutoff_lines
  for all to authenticated
  using ((select private.can_manage_content()))
  with check ((select private.can_manage_content()));

create policy "Content managers read the cut-off history" on public.predictor_cutoff_line_history
  for select to authenticated
  using ((select private.can_manage_content()));

grant select on public.predictor_cutoff_lines to anon;
grant select, insert, update, delete on public.predictor_cutoff_lines to authenticated;
revoke all on public.predictor_cutoff_line_history from anon, authenticated, service_role;
grant select on public.predictor_cutoff_line_history to authenticated, service_role;
