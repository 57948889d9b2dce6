-- Verified reviews (issue 37), part 2: the reviews, their moderation and reports, and what the public reads.
--
-- 1. public.college_reviews: five ratings (placements, faculty, return on investment, campus life, value; whole
--    numbers 1–5), a written review of 200 to 5,000 characters, the batch (the graduation year, '2026') and the
--    programme (one of the college's, its name copied so the review keeps it when the catalogue changes). One
--    review per member, college and programme; only a member with a tie to the college (20261205000100) writes
--    one. Every review starts 'pending'; a review moderator publishes it, refuses it or later hides it (a reason
--    is required for both), or deletes it. The author edits their own review, which sends it back to 'pending',
--    or deletes it. Triggers keep the rules and record every moderation action in review_moderation_events.
-- 2. public.review_reports: a signed-in reader reports a published review once, with a reason; review moderators
--    resolve or dismiss the report (recorded too).
-- 3. What the public reads, without any reviewer's identity, e-mail or document:
--    - public.published_college_reviews: published reviews whose author still has a tie to the college, with
--      "student"/"alumnus", the method (e-mail domain or document) and the month verified. The batch is shown
--      only when at least three published reviews of the college share it (private.review_min_batch(), the
--      MIN_BATCH_REVIEWS of lib/reviews/ratings.ts): from two, a classmate could tell who wrote what.
--    - public.college_review_ratings: per college, one row of per-dimension counts and sums over every
--      published review (batch null), and one per batch of at least three, so lib/reviews/ratings.ts computes
--      the Bayesian averages. A smaller batch's figures are never returned, to anyone.
--    The base tables are readable by the author (their own) and review moderators only; both views read them
--    through views in schema private owned by the migration role, as public_profiles does (20261203000200).

create function private.review_min_batch()
returns integer
language sql
immutable
set search_path = ''
as $$ select 3 $$;

-- The graduation year, 1950 to 2099; lib/reviews/review-input.ts tells people the nearer bounds.
create function private.is_review_batch(batch text)
returns boolean
language sql
immutable
set search_path = ''
as $$ select batch ~ '^(19[5-9][0-9]|20[0-9]{2})$' $$;

-- 1. Reviews -------------------------------------------------------------------------------------------------------
create table public.college_reviews (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  college_id uuid not null references public.colleges (id) on delete cascade,
  -- The programme as listed when the review was written; the catalogue's programme sync may delete it later.
  program_id uuid references public.college_programs (id) on delete set null,
  -- Its name, copied from program_id by the trigger ('' only marks "not given").
  programme text not null default '' check (char_length(btrim(programme)) between 1 and 200),
  batch text not null check (private.is_review_batch(batch)),
  rating_placements smallint not null check (rating_placements between 1 and 5),
  rating_faculty smallint not null check (rating_faculty between 1 and 5),
  rating_roi smallint not null check (rating_roi between 1 and 5),
  rating_campus_life smallint not null check (rating_campus_life between 1 and 5),
  rating_value smallint not null check (rating_value between 1 and 5),
  body text not null check (char_length(btrim(body)) between 200 and 5000),
  status text not null default 'pending' check (status in ('pending', 'published', 'refused', 'hidden')),
  -- The reason of the last refusal or hiding, shown to the author; cleared when they edit.
  moderation_note text check (char_length(moderation_note) <= 1000),
  moderated_by uuid references public.profiles (id) on delete set null,
  moderated_at timestamptz,
  published_at timestamptz,
  edited_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.college_reviews is
  'A verified member''s review of a college programme: five 1–5 ratings and a text; pending until a review moderator publishes it.';
comment on column public.college_reviews.batch is 'The reviewer''s graduation year (''2026''), shown as "Class of 2026".';
comment on column public.college_reviews.published_at is
  'When this version was approved; kept while the review is hidden, so a restored review keeps its date.';
create unique index college_reviews_once on public.college_reviews (author_id, college_id, lower(programme));
create index college_reviews_published_idx on public.college_reviews (college_id, published_at desc) where status = 'published';
create index college_reviews_queue_idx on public.college_reviews (created_at) where status = 'pending';
create index college_reviews_program_idx on public.college_reviews (program_id);
create index college_reviews_moderated_by_idx on public.college_reviews (moderated_by);

create trigger set_updated_at before update on public.college_reviews
  for each row execute function public.set_updated_at();

-- Before insert: a new review through the API is the caller's own, pending, unstamped, about an active college the
-- caller has a tie to, for one of its programmes; five reviews an hour. Data loads (seed, service role) keep what
-- they give, the programme's name filled in when only its id is.
create function private.college_review_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  program_name text;
begin
  select p.name into program_name from public.college_programs p
   where p.id = new.program_id and p.college_id = new.college_id;
  if current_user not in ('anon', 'authenticated') then
    new.programme := coalesce(nullif(new.programme, ''), program_name, '');
    if new.status = 'published' then
      new.published_at := coalesce(new.published_at, now());
    end if;
    return new;
  end if;
  if not exists (select 1 from public.colleges c where c.id = new.college_id and c.is_active) then
    raise exception 'This college is not listed' using errcode = 'P0002', hint = 'college';
  end if;
  if not private.has_review_tie(new.college_id) then
    raise exception 'Verify your tie to this college before reviewing it' using errcode = '42501', hint = 'no_tie';
  end if;
  if program_name is null then
    raise exception 'Choose one of this college''s programmes' using errcode = '22023', hint = 'program';
  end if;
  perform public.hit_rate_limit('reviews.submit', 5, 3600);
  new.programme := program_name;
  new.status := 'pending';
  new.moderation_note := null;
  new.moderated_by := null;
  new.moderated_at := null;
  new.published_at := null;
  new.edited_at := null;
  return new;
end;
$$;
create trigger college_review_before_insert before insert on public.college_reviews
  for each row execute function private.college_review_before_insert();

-- Before update through the API. The author changes the review itself (programme, batch, ratings, text), which
-- sends it back to 'pending' for a moderator and clears the last reason. A review moderator changes only its
-- status and reason, never their own review's: publishing stamps published_at, refusing and hiding need a reason,
-- and only the author's edit makes a review pending again. Stamps are the database's.
create function private.guard_college_review()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  old_row jsonb := to_jsonb(old);
  new_row jsonb := to_jsonb(new);
  changed text[];
  own_text text[] := array['program_id', 'batch', 'rating_placements', 'rating_faculty', 'rating_roi',
                           'rating_campus_life', 'rating_value', 'body'];
  program_name text;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  select coalesce(array_agg(k), '{}') into changed
    from jsonb_object_keys(new_row) k
   where k <> 'updated_at' and new_row -> k is distinct from old_row -> k;
  if cardinality(changed) = 0 then
    return new;
  end if;
  if changed && array['id', 'author_id', 'college_id', 'programme', 'created_at', 'moderated_by', 'moderated_at',
                      'published_at', 'edited_at'] then
    raise exception 'The author, college and stamps of a review are kept by the database' using errcode = '42501';
  end if;

  if auth.uid() is not distinct from old.author_id then
    if not (changed <@ own_text) then
      raise exception 'Only a review moderator can change the status of a review' using errcode = '42501', hint = 'own_review';
    end if;
    if new.program_id is distinct from old.program_id then
      select p.name into program_name from public.college_programs p
       where p.id = new.program_id and p.college_id = old.college_id;
      if program_name is null then
        raise exception 'Choose one of this college''s programmes' using errcode = '22023', hint = 'program';
      end if;
      new.programme := program_name;
    end if;
    new.status := 'pending';
    new.published_at := null;
    new.moderation_note := null;
    new.edited_at := now();
    return new;
  end if;

  if not private.can_moderate_reviews() then
    raise exception 'Only a review moderator can do that' using errcode = '42501';
  end if;
  if not (changed <@ array['status', 'moderation_note']) then
    raise exception 'A moderator does not rewrite a review' using errcode = '42501';
  end if;
  new.moderation_note := nullif(btrim(new.moderation_note), '');
  if new.status is distinct from old.status then
    if new.status = 'pending' then
      raise exception 'Only the author''s edit sends a review back for moderation' using errcode = '22023', hint = 'status';
    end if;
    if new.status in ('refused', 'hidden')
       and (new.moderation_note is null or new.moderation_note is not distinct from old.moderation_note) then
      raise exception 'Give the reason' using errcode = '22023', hint = 'reason';
    end if;
    if new.status = 'published' then
      -- Approving a new or edited version dates it; restoring a hidden one keeps its date.
      new.published_at := case when old.status = 'pending' then now() else coalesce(old.published_at, now()) end;
      if 'moderation_note' <> all (changed) then
        new.moderation_note := null;
      end if;
    end if;
  end if;
  new.moderated_by := auth.uid();
  new.moderated_at := now();
  return new;
end;
$$;
create trigger guard_college_review before update on public.college_reviews
  for each row execute function private.guard_college_review();

-- After update or delete: each status change, and a delete by anyone but the author, into the record.
create function private.record_college_review_moderation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if auth.uid() is distinct from old.author_id then
      perform private.log_review_moderation('delete', old.id, null, null, old.college_id, old.author_id,
        old.moderation_note, jsonb_build_object('status', old.status, 'programme', old.programme, 'batch', old.batch));
    end if;
    return null;
  end if;
  if new.status is distinct from old.status then
    perform private.log_review_moderation(
      case
        when new.status = 'pending' then 'resubmit'
        when new.status = 'refused' then 'refuse'
        when new.status = 'hidden' then 'hide'
        when old.status = 'pending' then 'approve'
        else 'restore'
      end,
      new.id, null, null, new.college_id, new.author_id,
      case when new.status = 'pending' then null else new.moderation_note end,
      jsonb_build_object('from', old.status, 'to', new.status));
  end if;
  return null;
end;
$$;
create trigger record_college_review_moderation after update or delete on public.college_reviews
  for each row execute function private.record_college_review_moderation();

-- 2. Reports -------------------------------------------------------------------------------------------------------
create table public.review_reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  review_id uuid not null references public.college_reviews (id) on delete cascade,
  reason text not null
    check (reason in ('fake', 'conflict-of-interest', 'abuse', 'personal-details', 'spam', 'off-topic', 'other')),
  details text check (char_length(details) <= 1000),
  status text not null default 'open' check (status in ('open', 'resolved', 'dismissed')),
  resolved_by uuid references public.profiles (id) on delete set null,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  constraint review_reports_once unique (reporter_id, review_id)
);
comment on table public.review_reports is 'A reader''s report of a published review, once per review; review moderators work the open ones.';
create index review_reports_queue_idx on public.review_reports (status, created_at);
create index review_reports_review_idx on public.review_reports (review_id);
create index review_reports_resolved_by_idx on public.review_reports (resolved_by);

create function private.review_is_published(review uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$ select exists (select 1 from public.college_reviews r where r.id = review and r.status = 'published') $$;

create function private.review_report_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    perform public.hit_rate_limit('reviews.report', 10, 3600);
  end if;
  return new;
end;
$$;
create trigger review_report_before_insert before insert on public.review_reports
  for each row execute function private.review_report_before_insert();

-- Who decided and when: the community's report stamp, which only reads status, resolved_by and resolved_at.
create trigger stamp_review_report before update on public.review_reports
  for each row execute function private.stamp_community_report();

create function private.record_review_report()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    perform private.log_review_moderation(
      case new.status when 'resolved' then 'resolve_report' when 'dismissed' then 'dismiss_report' else 'reopen_report' end,
      new.review_id, null, null, (select r.college_id from public.college_reviews r where r.id = new.review_id),
      (select r.author_id from public.college_reviews r where r.id = new.review_id), null,
      jsonb_build_object('report_id', new.id, 'reason', new.reason));
  end if;
  return null;
end;
$$;
create trigger record_review_report after update on public.review_reports
  for each row execute function private.record_review_report();

-- 3. What the public reads -----------------------------------------------------------------------------------------
-- Published reviews whose author still holds a tie to the college, with the size of their batch there.
create view private.published_college_reviews
with (security_barrier = true)
as
  select r.id, r.college_id, r.program_id, r.programme, r.batch,
         r.rating_placements, r.rating_faculty, r.rating_roi, r.rating_campus_life, r.rating_value,
         r.body, t.kind as reviewer_kind, t.method as verification_method,
         date_trunc('month', t.verified_at at time zone 'Asia/Kolkata')::date as verified_month,
         r.published_at, r.edited_at,
         count(*) over (partition by r.college_id, r.batch)::integer as batch_reviews
    from public.college_reviews r
    join public.review_ties t on t.user_id = r.author_id and t.college_id = r.college_id
   where r.status = 'published';
comment on view private.published_college_reviews is
  'Published reviews with a standing tie, and how many share their college and batch; read by the public views only.';

create view private.college_review_ratings
with (security_barrier = true)
as
  select g.college_id, g.batch, g.reviews,
         g.placements_count, g.placements_sum, g.faculty_count, g.faculty_sum, g.roi_count, g.roi_sum,
         g.campus_life_count, g.campus_life_sum, g.value_count, g.value_sum
    from (
      select r.college_id,
             case when grouping(r.batch) = 0 then r.batch end as batch,
             count(*)::integer as reviews,
             count(r.rating_placements)::integer as placements_count,
             coalesce(sum(r.rating_placements), 0)::integer as placements_sum,
             count(r.rating_faculty)::integer as faculty_count,
             coalesce(sum(r.rating_faculty), 0)::integer as faculty_sum,
             count(r.rating_roi)::integer as roi_count,
             coalesce(sum(r.rating_roi), 0)::integer as roi_sum,
             count(r.rating_campus_life)::integer as campus_life_count,
             coalesce(sum(r.rating_campus_life), 0)::integer as campus_life_sum,
             count(r.rating_value)::integer as value_count,
             coalesce(sum(r.rating_value), 0)::integer as value_sum
        from private.published_college_reviews r
       group by grouping sets ((r.college_id), (r.college_id, r.batch))
    ) g
   where g.batch is null or g.reviews >= private.review_min_batch();
comment on view private.college_review_ratings is
  'Per college: counts and sums of each rating over all published reviews (batch null) and per batch of at least three.';

create view public.published_college_reviews
with (security_invoker = true)
as
  select p.id, p.college_id, p.program_id, p.programme,
         case when p.batch_reviews >= private.review_min_batch() then p.batch end as batch,
         p.rating_placements, p.rating_faculty, p.rating_roi, p.rating_campus_life, p.rating_value,
         p.body, p.reviewer_kind, p.verification_method, p.verified_month, p.published_at, p.edited_at
    from private.published_college_reviews p;
comment on view public.published_college_reviews is
  'Published, verified reviews as the public sees them: no reviewer identity; the batch only when three or more share it.';

create view public.college_review_ratings
with (security_invoker = true)
as
  select c.college_id, c.batch, c.reviews,
         c.placements_count, c.placements_sum, c.faculty_count, c.faculty_sum, c.roi_count, c.roi_sum,
         c.campus_life_count, c.campus_life_sum, c.value_count, c.value_sum
    from private.college_review_ratings c;
comment on view public.college_review_ratings is
  'Rating counts and sums per college (batch null) and per batch of at least three published reviews, for the Bayesian averages.';

-- Row-level security -----------------------------------------------------------------------------------------------
alter table public.college_reviews enable row level security;
create policy "Authors and review moderators read reviews" on public.college_reviews
  for select to authenticated
  using (author_id = (select auth.uid()) or (select private.can_moderate_reviews()));
create policy "Verified members write reviews" on public.college_reviews
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and status = 'pending' and moderated_by is null and moderated_at is null and published_at is null
    and private.has_review_tie(college_id)
  );
-- Which columns each may change is guard_college_review's business.
create policy "Authors and review moderators change reviews" on public.college_reviews
  for update to authenticated
  using (author_id = (select auth.uid()) or (select private.can_moderate_reviews()))
  with check (author_id = (select auth.uid()) or (select private.can_moderate_reviews()));
create policy "Authors and review moderators delete reviews" on public.college_reviews
  for delete to authenticated
  using (author_id = (select auth.uid()) or (select private.can_moderate_reviews()));

alter table public.review_reports enable row level security;
create policy "Reporters and review moderators read review reports" on public.review_reports
  for select to authenticated
  using (reporter_id = (select auth.uid()) or (select private.can_moderate_reviews()));
create policy "Members report published reviews" on public.review_reports
  for insert to authenticated
  with check (
    reporter_id = (select auth.uid())
    and status = 'open' and resolved_by is null and resolved_at is null
    and private.review_is_published(review_id)
  );
create policy "Review moderators decide review reports" on public.review_reports
  for update to authenticated
  using ((select private.can_moderate_reviews()))
  with check ((select private.can_moderate_reviews()));

-- Privileges: exactly what the policies can allow ------------------------------------------------------------------
-- Who moderated stays in the record (review_moderation_events); the author reads the reason.
grant select (
  id, author_id, college_id, program_id, programme, batch, rating_placements, rating_faculty, rating_roi,
  rating_campus_life, rating_value, body, status, moderation_note, moderated_at, published_at, edited_at,
  created_at, updated_at
) on public.college_reviews to authenticated;
grant insert (
  author_id, college_id, program_id, batch, rating_placements, rating_faculty, rating_roi, rating_campus_life,
  rating_value, body
) on public.college_reviews to authenticated;
grant update (
  program_id, batch, rating_placements, rating_faculty, rating_roi, rating_campus_life, rating_value, body,
  status, moderation_note
) on public.college_reviews to authenticated;
grant delete on public.college_reviews to authenticated;

grant select on public.review_reports to authenticated;
grant insert (reporter_id, review_id, reason, details) on public.review_reports to authenticated;
grant update (status) on public.review_reports to authenticated;

revoke all on private.published_college_reviews, private.college_review_ratings from public;
grant select on private.published_college_reviews, private.college_review_ratings to anon, authenticated, service_role;
grant select on public.published_college_reviews, public.college_review_ratings to anon, authenticated, service_role;

grant execute on function private.review_min_batch(), private.is_review_batch(text) to anon, authenticated, service_role;
grant execute on function private.review_is_published(uuid) to authenticated, service_role;
