-- Placement provenance (issue 37). Every placement figure is one row of college_placement_figures: what it
-- measures (median, average or highest package, or the number placed of the batch), for whom (all offers, or
-- domestic or international ones where the source says), the figure, the batch it is for, what KIND of figure it
-- is and where it comes from. The kinds, most trusted first:
--   audited              checked by a named auditor (an IPRS audit, or another auditor the source names)
--   nirf-data            what the institute submitted to NIRF for that graduating batch, as NIRF publishes it
--   college-published    the institute's own placement report or press release
--   press-report         a newspaper or news site
--   aggregator-estimate  an education portal or aggregator (Careers360, Shiksha, Collegedunia …)
--   student-reported     students or alumni
-- lib/colleges/placement-provenance.ts reads the lists (CheckValues) and holds the rules: the order, the legend and
-- the flag on a figure that disagrees with the same batch's NIRF data.
--
-- Units follow the metric: packages in ₹ lakh per annum (LPA), as the sources report them (an international offer
-- too); 'placed' counts students, optionally out of the batch's size. `year` is the batch's graduating year (its
-- final placements); `batch` is the batch as the source names it ('2023-25'), when it does. A figure nobody
-- published has no row: the pages say 'Not published'.
--
-- The old columns colleges.average_package, median_package, highest_package, placement_year and placement_source
-- stay, for the list's card, its sort and the share images, but they now FOLLOW the figures: a trigger keeps them
-- to the newest batch's figures (the most trusted kind of each metric), with average_package_kind beside, and
-- refuses any other write to them. Below, each seeded college's existing figures move into the new table, their
-- kind classified by hand from the source each one cites.

create table public.college_placement_figures (
  id uuid primary key default gen_random_uuid(),
  college_id uuid not null references public.colleges (id) on delete cascade,
  metric text not null check (metric in ('median', 'average', 'highest', 'placed')),
  scope text not null default 'all' check (scope in ('all', 'domestic', 'international')),
  value numeric(9, 2) not null check (value >= 0),
  -- 'placed' only: the number of students the batch had (or that sought placement), when the source gives it.
  out_of integer check (out_of > 0),
  year smallint not null check (year between 2000 and 2100),
  batch text check (batch ~ '^[0-9]{4}-[0-9]{2}$'),
  kind text not null
    check (kind in ('audited', 'nirf-data', 'college-published', 'press-report', 'aggregator-estimate', 'student-reported')),
  source_url text not null check (source_url ~ '^https?://[^\s]+$' and char_length(source_url) <= 1000),
  -- 'audited' only, and then required: who audited the figures ('IPRS, audited by …').
  auditor text check (char_length(btrim(auditor)) between 1 and 120),
  note text check (char_length(note) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint college_placement_figures_auditor check ((kind = 'audited') = (auditor is not null)),
  -- A count of students is whole, and no more students are placed than the batch had.
  constraint college_placement_figures_placed check (
    metric <> 'placed' or (value = trunc(value) and (out_of is null or out_of >= value))
  ),
  constraint college_placement_figures_out_of check (metric = 'placed' or out_of is null),
  -- The batch ends in the graduating year and lasts one to three years ('2023-25' is year 2025).
  constraint college_placement_figures_batch_year check (
    batch is null
    or (
      right(batch, 2)::integer = year % 100
      and left(batch, 4)::integer between year - 3 and year - 1
    )
  ),
  -- One source gives one figure per metric, audience, batch and kind.
  constraint college_placement_figures_once unique nulls not distinct (college_id, metric, scope, year, batch, kind, source_url)
);
comment on table public.college_placement_figures is
  'Placement figures of a college, one per row, each with its kind (how far it can be trusted), batch and source.';
comment on column public.college_placement_figures.value is
  'Packages (median, average, highest) in ₹ lakh per annum; ''placed'' in students.';
comment on column public.college_placement_figures.year is
  'The graduating year of the batch the figure is for (its final placements): batch 2023-25 is 2025.';
comment on column public.college_placement_figures.batch is
  'The batch as the source names it (''2023-25''); null when the source gives only the year.';

create index college_placement_figures_college_idx on public.college_placement_figures (college_id, year desc);

create trigger set_updated_at before update on public.college_placement_figures
  for each row execute function public.set_updated_at();

-- The college's history shows its figures too, as it shows its programmes and e-mail domains ----------------
create or replace function private.record_content_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  row_data jsonb := coalesce(after_row, before_row);
  key_column text := coalesce(tg_argv[0], 'id');
  changed text[] := '{}';
  subject_table text := tg_table_name;
  subject_id text;
  actor_name text;
begin
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(k order by k), '{}') into changed
      from jsonb_object_keys(after_row) k
     where k <> all (private.content_event_ignored_columns())
       and after_row -> k is distinct from before_row -> k;
    if cardinality(changed) = 0 then
      return null;
    end if;
  end if;

  subject_id := row_data ->> key_column;
  if tg_table_name in ('college_programs', 'college_email_domains', 'college_placement_figures') then
    subject_table := 'colleges';
    subject_id := row_data ->> 'college_id';
  end if;

  select p.name into actor_name from public.profiles p where p.id = auth.uid();

  insert into public.content_events
    (table_name, row_id, subject_table, subject_id, action, actor_id, actor_name, before, after, changed_fields)
  values
    (tg_table_name, row_data ->> key_column, subject_table, subject_id, lower(tg_op), auth.uid(), actor_name,
     before_row, after_row, changed);
  return null;
end;
$$;

create trigger record_content_event after insert or update or delete on public.college_placement_figures
  for each row execute function private.record_content_event();

-- The old columns follow the figures ---------------------------------------------------------------------------
alter table public.colleges add column average_package_kind text
  check (average_package_kind in ('audited', 'nirf-data', 'college-published', 'press-report', 'aggregator-estimate', 'student-reported'));
comment on column public.colleges.average_package_kind is
  'The kind of the figure average_package shows. Like the other placement columns, kept by a trigger from college_placement_figures.';
comment on column public.colleges.average_package is
  '₹ lakh per annum; NULL when not published. Kept by a trigger from college_placement_figures (the newest batch).';

-- A kind's place in the trust order, 1 = most trusted (the order of the CHECK list above).
create function private.placement_kind_rank(kind text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select array_position(
    array['audited', 'nirf-data', 'college-published', 'press-report', 'aggregator-estimate', 'student-reported'],
    kind)
$$;

-- The figures colleges' columns show: the newest graduating year that has a package figure (international offers
-- aside), and in it, per metric, the most trusted kind, an all-offers figure before a domestic one.
create function private.sync_placement_headline(target uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  h record;
begin
  with candidates as (
    select f.*
      from public.college_placement_figures f
     where f.college_id = target and f.metric in ('median', 'average', 'highest') and f.scope <> 'international'
  ), picked as (
    select distinct on (c.metric) c.metric, c.value, c.kind, c.year, c.batch, c.source_url
      from candidates c
     where c.year = (select max(year) from candidates)
     order by c.metric, private.placement_kind_rank(c.kind), (c.scope = 'all') desc, c.created_at, c.id
  )
  select
    (select value from picked where metric = 'average') as average_package,
    (select kind from picked where metric = 'average') as average_package_kind,
    (select value from picked where metric = 'median') as median_package,
    (select value from picked where metric = 'highest') as highest_package,
    (select coalesce(max(batch), max(year)::text) from picked) as placement_year,
    (select string_agg(distinct source_url, ' ; ' order by source_url) from picked) as placement_source
    into h;

  perform set_config('mba_disha.placement_headline', 'on', true);
  update public.colleges c
     set average_package = h.average_package,
         average_package_kind = h.average_package_kind,
         median_package = h.median_package,
         highest_package = h.highest_package,
         placement_year = h.placement_year,
         placement_source = h.placement_source
   where c.id = target
     and (c.average_package, c.average_package_kind, c.median_package, c.highest_package, c.placement_year,
          c.placement_source)
         is distinct from
         (h.average_package, h.average_package_kind, h.median_package, h.highest_package, h.placement_year,
          h.placement_source);
  perform set_config('mba_disha.placement_headline', 'off', true);
end;
$$;

-- Once per statement, for every college whose figures it added, changed or removed (a bulk load syncs each once).
create function private.placement_figures_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  if tg_op = 'INSERT' then
    for target in select distinct college_id from added loop
      perform private.sync_placement_headline(target);
    end loop;
  elsif tg_op = 'UPDATE' then
    for target in select college_id from added union select college_id from removed loop
      perform private.sync_placement_headline(target);
    end loop;
  else
    for target in select distinct college_id from removed loop
      perform private.sync_placement_headline(target);
    end loop;
  end if;
  return null;
end;
$$;

create trigger sync_placement_headline_insert after insert on public.college_placement_figures
  referencing new table as added
  for each statement execute function private.placement_figures_changed();
create trigger sync_placement_headline_update after update on public.college_placement_figures
  referencing old table as removed new table as added
  for each statement execute function private.placement_figures_changed();
create trigger sync_placement_headline_delete after delete on public.college_placement_figures
  referencing old table as removed
  for each statement execute function private.placement_figures_changed();

-- Only the sync writes the columns: a figure typed straight into them would have no kind, batch or source.
create function private.guard_placement_headline()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('mba_disha.placement_headline', true), '') = 'on' then
    return new;
  end if;
  if (tg_op = 'INSERT'
      and num_nonnulls(new.average_package, new.average_package_kind, new.median_package, new.highest_package,
                       new.placement_year, new.placement_source) > 0)
     or (tg_op = 'UPDATE'
      and (new.average_package, new.average_package_kind, new.median_package, new.highest_package,
           new.placement_year, new.placement_source)
          is distinct from
          (old.average_package, old.average_package_kind, old.median_package, old.highest_package,
           old.placement_year, old.placement_source)) then
    raise exception 'A college''s packages follow its placement figures: add or edit the figure in college_placement_figures'
      using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger guard_placement_headline before insert or update on public.colleges
  for each row execute function private.guard_placement_headline();

-- The list's covering index (20261127000400) holds every column of a result card, now with the average's kind.
drop index public.colleges_list_idx;
create index colleges_list_idx on public.colleges (rating desc nulls last, name)
  include (id, slug, short_name, location, city, state, type, total_fees, fees_min, fees_max, fees_year,
           average_package, average_package_kind, placement_year, exams_accepted, nirf_rank, nirf_year)
  where is_active;

-- RLS and privileges -------------------------------------------------------------------------------------------
alter table public.college_placement_figures enable row level security;

-- Figures follow their college's visibility (the subquery runs under colleges' own policies: active ones for the
-- public, every one for content managers).
create policy "Anyone reads placement figures of visible colleges" on public.college_placement_figures
  for select to anon, authenticated
  using (exists (select 1 from public.colleges c where c.id = college_placement_figures.college_id));
create policy "Content managers manage placement figures" on public.college_placement_figures
  for all to authenticated
  using ((select private.can_manage_content()))
  with check ((select private.can_manage_content()));

grant select on public.college_placement_figures to anon;
grant select, insert, update, delete on public.college_placement_figures to authenticated;
grant all on public.college_placement_figures to service_role;

-- The seeded colleges' existing figures, moved ----------------------------------------------------------------
-- A database made before this migration (a developer's local stack, seeded from the old supabase/seed.sql) holds
-- its placement figures in the old columns. Each college's are moved by hand below, and only while the college
-- still cites the source its kind was classified from (placement_source as the seed wrote it): a college whose
-- figures an editor has since changed is handled by the catch-all at the end. The kind comes from the source:
--   the college's own site → college-published; a newspaper or news site → press-report; Careers360, Shiksha,
--   Collegedunia and other portals → aggregator-estimate; an IPRS-audited report → audited.
-- No seeded source is the college's own, audited, or NIRF's. Where a source's kind is unclear, the more cautious
-- kind is used. `year` is the graduating year the seed's placement_year names ('2024-26' → 2026); `batch` is set
-- only where the seed names the batch. 'highest is the highest domestic offer' in the seed's sources → domestic.
-- Fresh databases get the same rows from supabase/seed.sql (this runs before the seed and finds nothing);
-- tests/integration/placement-figures-migration.test.ts holds the two to the same result.

create temporary table moved_placements (
  slug text not null,
  source text not null,
  metric text not null,
  scope text not null,
  year smallint not null,
  batch text,
  kind text not null,
  note text
) on commit drop;

insert into moved_placements (slug, source, metric, scope, year, batch, kind, note) values
  -- IIM Ahmedabad: 31 LPA average, dated 2025 by Careers360 (an aggregator); India Today Insight gives the same
  -- average without a batch. The date rests on Careers360, so the figure is an aggregator estimate.
  ('iim-ahmedabad',
   'https://bschool.careers360.com/articles/are-iims-still-affordable-for-the-middle-class ; https://www.indiatoday.in/india-today-insight/story/nirf-2025-all-rise-again-for-iim-ahmedabad-why-iim-calcutta-is-slipping-2783104-2025-09-06',
   'average', 'all', 2025, null, 'aggregator-estimate',
   'India Today Insight (6 Sep 2025) reports the same average without a batch: https://www.indiatoday.in/india-today-insight/story/nirf-2025-all-rise-again-for-iim-ahmedabad-why-iim-calcutta-is-slipping-2783104-2025-09-06'),
  -- IIM Calcutta: The Telegraph (Edugraph), a newspaper, on the 2026 final placements.
  ('iim-calcutta', 'https://www.telegraphindia.com/edugraph/news/iim-calcutta-completes-final-placements-for-its-mba-batch-records-100-percent-success/cid/2149121',
   'average', 'all', 2026, null, 'press-report', null),
  ('iim-calcutta', 'https://www.telegraphindia.com/edugraph/news/iim-calcutta-completes-final-placements-for-its-mba-batch-records-100-percent-success/cid/2149121',
   'highest', 'domestic', 2026, null, 'press-report', null),
  -- IIM Lucknow: TV9 Hindi, a news channel's site, on the 2026 placements.
  ('iim-lucknow', 'https://www.tv9hindi.com/education/iim-lucknow-placements-2026-international-packages-reach-1-65-crore-average-salary-33-2-lakh-3699553.html',
   'average', 'all', 2026, null, 'press-report', null),
  ('iim-lucknow', 'https://www.tv9hindi.com/education/iim-lucknow-placements-2026-international-packages-reach-1-65-crore-average-salary-33-2-lakh-3699553.html',
   'highest', 'domestic', 2026, null, 'press-report', null),
  -- IIM Indore: samacharaaj.com, a Hindi news site, on the 2024-26 batch's placement report.
  ('iim-indore', 'https://samacharaaj.com/iim-%e0%a4%87%e0%a4%82%e0%a4%a6%e0%a5%8c%e0%a4%b0-%e0%a4%aa%e0%a5%8d%e0%a4%b2%e0%a5%87%e0%a4%b8%e0%a4%ae%e0%a5%87%e0%a4%82%e0%a4%9f-%e0%a4%b0%e0%a4%bf%e0%a4%aa%e0%a5%8b%e0%a4%b0%e0%a5%8d%e0%a4%9f',
   'average', 'all', 2026, '2024-26', 'press-report', null),
  ('iim-indore', 'https://samacharaaj.com/iim-%e0%a4%87%e0%a4%82%e0%a4%a6%e0%a5%8c%e0%a4%b0-%e0%a4%aa%e0%a5%8d%e0%a4%b2%e0%a5%87%e0%a4%b8%e0%a4%ae%e0%a5%87%e0%a4%82%e0%a4%9f-%e0%a4%b0%e0%a4%bf%e0%a4%aa%e0%a5%8b%e0%a4%b0%e0%a5%8d%e0%a4%9f',
   'highest', 'all', 2026, '2024-26', 'press-report', null),
  -- IIM Shillong: The New Indian Express, a newspaper (April 2025).
  ('iim-shillong', 'https://www.newindianexpress.com/nation/2025/Apr/04/with-52-per-cent-girl-students-iim-shillong-carries-meghalayas-matrilineal-spirit',
   'average', 'all', 2025, null, 'press-report', null),
  ('iim-shillong', 'https://www.newindianexpress.com/nation/2025/Apr/04/with-52-per-cent-girl-students-iim-shillong-carries-meghalayas-matrilineal-spirit',
   'highest', 'domestic', 2025, null, 'press-report', null),
  -- IIM Tiruchirappalli: mycollegecampus.in, an education portal's article on figures obtained under RTI. A news
  -- report or a portal's? Unclear, so the more cautious kind.
  ('iim-tiruchirappalli', 'https://mycollegecampus.in/are-iim-placements-losing-their-luster-rti-highlights-sluggish-trend-at-iim-trichy/3',
   'average', 'all', 2024, null, 'aggregator-estimate', 'The article quotes figures obtained under RTI; an education portal, so shown as the more cautious kind.'),
  ('iim-tiruchirappalli', 'https://mycollegecampus.in/are-iim-placements-losing-their-luster-rti-highlights-sluggish-trend-at-iim-trichy/3',
   'highest', 'all', 2024, null, 'aggregator-estimate', 'The article quotes figures obtained under RTI; an education portal, so shown as the more cautious kind.'),
  -- IIM Rohtak: findmycollege.com, a college portal.
  ('iim-rohtak', 'https://findmycollege.com/colleges/indian-institute-of-management-rohtak-rohtak-304/fees',
   'highest', 'all', 2024, null, 'aggregator-estimate', null),
  -- IIM Bodh Gaya: Collegedunia, an aggregator.
  ('iim-bodh-gaya', 'https://beta4.collegedunia.com/university/55937-indian-institute-of-management-iimbg-gaya',
   'average', 'all', 2025, null, 'aggregator-estimate', null),
  ('iim-bodh-gaya', 'https://beta4.collegedunia.com/university/55937-indian-institute-of-management-iimbg-gaya',
   'highest', 'all', 2025, null, 'aggregator-estimate', null),
  -- IIM Amritsar: careerchoice360.in, a careers portal.
  ('iim-amritsar', 'https://careerchoice360.in/iim-amritsar/',
   'average', 'all', 2023, null, 'aggregator-estimate', null),
  -- FMS Delhi: MBAUniverse, an MBA portal.
  ('fms-delhi', 'https://drupal.mbauniverse.com/taxonomy/term/8091?page=1',
   'average', 'all', 2023, null, 'aggregator-estimate', null),
  ('fms-delhi', 'https://drupal.mbauniverse.com/taxonomy/term/8091?page=1',
   'highest', 'all', 2023, null, 'aggregator-estimate', null),
  -- XLRI Jamshedpur: laharchakra.com, a Jamshedpur news site, on the 2023-25 batch's final placements.
  ('xlri-jamshedpur', 'https://laharchakra.com/100-placement-in-xlri-172-companies-gave-600-offers-591-students-got-locked/',
   'highest', 'domestic', 2025, '2023-25', 'press-report', null),
  -- TAPMI: a copy of an MBAUniverse article (a portal) on another site.
  ('tapmi-manipal', 'https://qophon.motorcycles/article/check-eligibility-criteria-withdrawal-fees',
   'average', 'all', 2022, null, 'aggregator-estimate', 'A copy, on another site, of an MBAUniverse article.'),
  ('tapmi-manipal', 'https://qophon.motorcycles/article/check-eligibility-criteria-withdrawal-fees',
   'highest', 'all', 2022, null, 'aggregator-estimate', 'A copy, on another site, of an MBAUniverse article.');

insert into public.college_placement_figures (college_id, metric, scope, value, year, batch, kind, source_url, note)
select c.id, m.metric, m.scope,
       case m.metric when 'average' then c.average_package when 'median' then c.median_package else c.highest_package end,
       m.year, m.batch, m.kind,
       -- The figure's source: the first address the seed cites (IIM Ahmedabad's second is in the note).
       split_part(m.source, ' ; ', 1),
       m.note
  from moved_placements m
  join public.colleges c on c.slug = m.slug and c.placement_source = m.source
 where case m.metric when 'average' then c.average_package when 'median' then c.median_package else c.highest_package end
       is not null;

-- Any other college with figures in the old columns (one added or edited since the seed): moved when it names a
-- web address and a year, as the cautious kind, with a note for an editor to classify it. A figure without a source
-- or a year was never one to show; it is dropped (the sync below empties the columns it was in).
insert into public.college_placement_figures (college_id, metric, scope, value, year, batch, kind, source_url, note)
select c.id, v.metric, 'all', v.value, d.year, d.batch, 'aggregator-estimate', d.source,
       'Moved from the college''s old placement fields (year "' || c.placement_year
         || '"); its kind was not classified, so it shows as the cautious aggregator estimate until an editor checks the source.'
  from public.colleges c
  cross join lateral (
    select substring(c.placement_source from 'https?://[^\s;]+') as source,
           case when c.placement_year ~ '^[0-9]{4}$' then c.placement_year::integer
                when c.placement_year ~ '^[0-9]{4}-[0-9]{2}$'
                  then (left(c.placement_year, 4)::integer / 100) * 100 + right(c.placement_year, 2)::integer
           end as year,
           substring(c.placement_year from '^[0-9]{4}-[0-9]{2}$') as batch
  ) d
  cross join lateral (values ('average', c.average_package), ('median', c.median_package), ('highest', c.highest_package))
    as v (metric, value)
 where v.value is not null
   and d.source is not null
   and d.year between 2000 and 2100
   and (d.batch is null or d.year - left(d.batch, 4)::integer between 1 and 3)
   and not exists (select 1 from public.college_placement_figures f where f.college_id = c.id);

select private.sync_placement_headline(c.id) from public.colleges c;
