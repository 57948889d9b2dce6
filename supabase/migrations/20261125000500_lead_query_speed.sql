-- Back office (issue 11): the dashboard and the reports at 100,000 leads (npm run bench, on the 2-core reference
-- machine).
--
-- 1. lead_statistics() took about 155 ms in the database. Its 90-day window was a join with the clock CTE, which
--    Postgres cannot use as an index condition, so it read every lead instead of the window (58 ms): the bound is
--    now an InitPlan. The totals read every lead's whole row; they need six narrow columns, which an index now
--    holds, so on a vacuumed table Postgres can answer them from the index alone (measured 48 -> 19 ms for the scan).
-- 2. public.lead_report took about 550 ms for 90 days: it materialised every column of every lead in the range
--    (messages, JSON, notes) and then scanned that copy once per source, status and stage. Now the range is read
--    once into the few columns the report uses and grouped once by source, status, campaign, month and counsellor;
--    every figure is a sum over those groups (about 200 ms).
-- Same arguments, keys and answers as 20261125000400.

-- 1. ------------------------------------------------------------------------------------------------------------
create index leads_statistics_idx on public.leads (source, status)
  include (priority, lead_score, next_follow_up_at, created_at);

create or replace function public.lead_statistics()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.can_manage_leads() then
    raise exception 'Only lead managers see lead statistics' using errcode = '42501';
  end if;
  return (
    with clock as (
      select (now() at time zone 'Asia/Kolkata')::date as today,
             date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata' as month_start,
             (date_trunc('month', now() at time zone 'Asia/Kolkata') - interval '1 month') at time zone 'Asia/Kolkata'
               as last_month_start
    ),
    -- One pass over the leads, grouped by source and status (at most 42 groups); every total is a sum of these.
    -- The month bounds are InitPlans (computed once), and no join: so the scan can be of leads_statistics_idx alone.
    grouped as (
      select l.source, l.status, count(*) as n, sum(l.lead_score) as score,
             count(*) filter (where l.priority in ('high', 'urgent')) as high_or_urgent,
             count(*) filter (where l.next_follow_up_at <= now()) as pending,
             count(*) filter (where l.created_at >= (select k.month_start from clock k)) as this_month,
             count(*) filter (where l.created_at >= (select k.last_month_start from clock k)
                                and l.created_at < (select k.month_start from clock k)) as last_month
        from public.leads l
       group by l.source, l.status
    ),
    totals as (
      select coalesce(sum(g.n), 0) as total,
             coalesce(sum(g.n) filter (where g.status = 'converted'), 0) as converted,
             coalesce(sum(g.n) filter (where g.status in ('qualified', 'working', 'converted')), 0) as qualified,
             coalesce(sum(g.score), 0) as score,
             coalesce(sum(g.high_or_urgent), 0) as high_or_urgent,
             coalesce(sum(g.pending), 0) as pending,
             coalesce(sum(g.this_month), 0) as this_month,
             coalesce(sum(g.last_month), 0) as last_month
        from grouped g
    ),
    -- The window's start as an InitPlan, so leads_created_idx answers the 90 days.
    days as (
      select (l.created_at at time zone 'Asia/Kolkata')::date as day, count(*) as n
        from public.leads l
       where l.created_at >= (select (k.today - 89)::timestamp at time zone 'Asia/Kolkata' from clock k)
       group by 1
    )
    select jsonb_build_object(
      'total', t.total,
      'converted', t.converted,
      'qualified', t.qualified,
      'conversion_rate', case when t.total = 0 then 0 else round(100.0 * t.converted / t.total, 1) end,
      'qualification_rate', case when t.total = 0 then 0 else round(100.0 * t.qualified / t.total, 1) end,
      'average_score', case when t.total = 0 then 0 else round(t.score::numeric / t.total, 1) end,
      'high_or_urgent', t.high_or_urgent,
      'pending_follow_ups', t.pending,
      'this_month', t.this_month,
      'last_month', t.last_month,
      'by_source', (
        select jsonb_agg(jsonb_build_object('source', s.source, 'count', coalesce(
                 (select sum(g.n) from grouped g where g.source = s.source), 0)) order by s.ord)
          from unnest(array['website', 'google_ads', 'facebook', 'linkedin', 'twitter', 'organic'])
               with ordinality as s(source, ord)),
      'by_status', (
        select jsonb_agg(jsonb_build_object('status', s.status, 'count', coalesce(
                 (select sum(g.n) from grouped g where g.status = s.status), 0)) order by s.ord)
          from unnest(array['new', 'contacted', 'qualified', 'working', 'converted', 'lost', 'unqualified'])
               with ordinality as s(status, ord)),
      'per_day', (
        select jsonb_agg(jsonb_build_object('day', to_char(d.day, 'YYYY-MM-DD'), 'count', coalesce(x.n, 0)) order by d.day)
          from clock k
          cross join lateral (select k.today - back as day from generate_series(0, 89) as back) d
          left join days x on x.day = d.day)
    )
    from totals t
  );
end;
$$;

-- 2. ------------------------------------------------------------------------------------------------------------
create or replace function public.lead_report(from_date date, to_date date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.can_manage_leads() then
    raise exception 'Only lead managers see lead reports' using errcode = '42501';
  end if;
  if from_date is null or to_date is null or from_date > to_date then
    raise exception 'A report needs a from_date on or before its to_date' using errcode = '22023', hint = 'from_date';
  end if;
  return (
    with grouped as materialized (
      select l.source, l.status,
             coalesce(nullif(btrim(l.utm_campaign), ''), '(none)') as campaign,
             date_trunc('month', l.created_at at time zone 'Asia/Kolkata') as month,
             l.assigned_counselor_id as counselor_id,
             count(*) as n,
             -- Reached the stage or a later one, by status or by the stage's timestamp (a lead lost after qualifying
             -- still counts as qualified).
             count(*) filter (where l.status in ('contacted', 'qualified', 'working', 'converted')
                                 or l.first_contacted_at is not null) as contacted,
             count(*) filter (where l.status in ('qualified', 'working', 'converted') or l.qualified_at is not null)
               as qualified,
             count(*) filter (where l.status = 'converted' or l.converted_at is not null) as reached_conversion,
             -- Minutes from arrival to first contact, kept whole for the median per counsellor.
             array_agg(extract(epoch from l.first_contacted_at - l.created_at) / 60)
               filter (where l.first_contacted_at is not null) as response_minutes
        from public.leads l
       where l.created_at >= from_date::timestamp at time zone 'Asia/Kolkata'
         and l.created_at < (to_date + 1)::timestamp at time zone 'Asia/Kolkata'
       group by 1, 2, 3, 4, 5
    )
    select jsonb_build_object(
      'by_source', (
        select jsonb_agg(jsonb_build_object('source', s.source,
                 'count', coalesce((select sum(g.n) from grouped g where g.source = s.source), 0)) order by s.ord)
          from unnest(array['website', 'google_ads', 'facebook', 'linkedin', 'twitter', 'organic'])
               with ordinality as s(source, ord)),
      'by_status', (
        select jsonb_agg(jsonb_build_object('status', s.status,
                 'count', coalesce((select sum(g.n) from grouped g where g.status = s.status), 0)) order by s.ord)
          from unnest(array['new', 'contacted', 'qualified', 'working', 'converted', 'lost', 'unqualified'])
               with ordinality as s(status, ord)),
      'by_campaign', coalesce((
        select jsonb_agg(jsonb_build_object('campaign', c.campaign, 'count', c.n, 'converted', c.converted)
                         order by c.n desc, c.campaign)
          from (select g.campaign, sum(g.n) as n, coalesce(sum(g.n) filter (where g.status = 'converted'), 0) as converted
                  from grouped g group by g.campaign) c), '[]'::jsonb),
      'by_month', (
        select jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'), 'count', m.n, 'converted', m.converted)
                         order by m.month)
          from (select s.month, coalesce(sum(g.n), 0) as n, coalesce(sum(g.n) filter (where g.status = 'converted'), 0)
                         as converted
                  from generate_series(date_trunc('month', from_date::timestamp), date_trunc('month', to_date::timestamp),
                                       interval '1 month') as s(month)
                  left join grouped g on g.month = s.month
                 group by s.month) m),
      'funnel', (
        select jsonb_build_array(
                 jsonb_build_object('stage', 'new', 'count', coalesce(sum(g.n), 0)),
                 jsonb_build_object('stage', 'contacted', 'count', coalesce(sum(g.contacted), 0)),
                 jsonb_build_object('stage', 'qualified', 'count', coalesce(sum(g.qualified), 0)),
                 jsonb_build_object('stage', 'converted', 'count', coalesce(sum(g.reached_conversion), 0)))
          from grouped g),
      'counsellors', coalesce((
        select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'assigned', c.assigned, 'contacted', c.contacted,
                 'converted', c.converted, 'median_first_response_minutes', c.median) order by c.name, c.id)
          from (select co.id, co.name, coalesce(sum(g.n), 0) as assigned, coalesce(sum(g.contacted), 0) as contacted,
                       coalesce(sum(g.n) filter (where g.status = 'converted'), 0) as converted,
                       (select round((percentile_cont(0.5) within group (order by r.m))::numeric, 1)
                          from grouped x cross join unnest(x.response_minutes) as r(m)
                         where x.counselor_id = co.id) as median
                  from public.counselors co
                  left join grouped g on g.counselor_id = co.id
                 group by co.id, co.name, co.is_active
                having co.is_active or coalesce(sum(g.n), 0) > 0) c), '[]'::jsonb),
      'content_views', jsonb_build_object(
        'blog_posts', coalesce((
          select jsonb_agg(jsonb_build_object('title', b.title, 'slug', b.slug, 'views', b.views) order by b.views desc, b.title)
            from (select b.title, b.slug, b.views from public.blog_posts b where b.views > 0
                   order by b.views desc, b.title limit 10) b), '[]'::jsonb),
        'videos', coalesce((
          select jsonb_agg(jsonb_build_object('title', v.title, 'views', v.views) order by v.views desc, v.title)
            from (select v.title, v.views from public.videos v where v.views > 0
                   order by v.views desc, v.title limit 10) v), '[]'::jsonb),
        'faqs', coalesce((
          select jsonb_agg(jsonb_build_object('question', f.question, 'views', f.views) order by f.views desc, f.question)
            from (select f.question, f.views from public.faqs f where f.views > 0
                   order by f.views desc, f.question limit 10) f), '[]'::jsonb),
        'totals', jsonb_build_object(
          'blog_posts', (select coalesce(sum(b.views), 0) from public.blog_posts b),
          'videos', (select coalesce(sum(v.views), 0) from public.videos v),
          'faqs', (select coalesce(sum(f.views), 0) from public.faqs f)))
    )
  );
end;
$$;
