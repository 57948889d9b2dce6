-- Back office (issue 11): the dashboard's lead statistics, the reports, and the speed-to-lead target.
--
-- 1. public.lead_statistics(): spec §9's figures in one statement, so the dashboard is one round trip and every
--    figure comes from the same snapshot. Rates are percentages with one decimal (0 with no leads).
-- 2. public.lead_report(from_date, to_date): the reports page, over leads created in [from_date, to_date], India
--    days inclusive.
-- Both run as the caller (RLS applies) and refuse anyone who does not manage leads with 42501, rather than answer
-- with zeros that look like an empty pipeline. Days and months are India's (Asia/Kolkata): the business runs on IST
-- and a lead at 02:00 IST belongs to that IST day, not the UTC day before.
-- 3. Site setting 'leads.response_target': how fast a new lead should be contacted, counted in working time. Staff
--    who manage leads read it (the flags on the lead list); the arithmetic is the app's (lib/leads/response-target.ts).

-- 1. ------------------------------------------------------------------------------------------------------------
create function public.lead_statistics()
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
    grouped as (
      select l.source, l.status, count(*) as n, sum(l.lead_score) as score,
             count(*) filter (where l.priority in ('high', 'urgent')) as high_or_urgent,
             count(*) filter (where l.next_follow_up_at <= now()) as pending,
             count(*) filter (where l.created_at >= k.month_start) as this_month,
             count(*) filter (where l.created_at >= k.last_month_start and l.created_at < k.month_start) as last_month
        from public.leads l cross join clock k
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
    -- The created_at index answers the 90-day window.
    days as (
      select (l.created_at at time zone 'Asia/Kolkata')::date as day, count(*) as n
        from public.leads l cross join clock k
       where l.created_at >= (k.today - 89)::timestamp at time zone 'Asia/Kolkata'
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
-- Keys: by_source and by_status (every value, zeros included), by_campaign (utm_campaign, '(none)' without one),
-- by_month (every month of the range), funnel (leads that reached each stage or a later one, by status or by the
-- stage's timestamp, so a lead lost after qualifying still counts as qualified), counsellors (each counsellor that is
-- active or had leads in the range: assigned, contacted, converted, median minutes from arrival to first contact)
-- and content_views (the ten most viewed posts, videos and FAQs, and total views; counters, so not by date).
create function public.lead_report(from_date date, to_date date)
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
    with picked as (
      select l.*,
             l.status in ('contacted', 'qualified', 'working', 'converted') or l.first_contacted_at is not null as contacted,
             l.status in ('qualified', 'working', 'converted') or l.qualified_at is not null as qualified,
             l.status = 'converted' or l.converted_at is not null as reached_conversion
        from public.leads l
       where l.created_at >= from_date::timestamp at time zone 'Asia/Kolkata'
         and l.created_at < (to_date + 1)::timestamp at time zone 'Asia/Kolkata'
    )
    select jsonb_build_object(
      'by_source', (
        select jsonb_agg(jsonb_build_object('source', s.source,
                 'count', (select count(*) from picked p where p.source = s.source)) order by s.ord)
          from unnest(array['website', 'google_ads', 'facebook', 'linkedin', 'twitter', 'organic'])
               with ordinality as s(source, ord)),
      'by_status', (
        select jsonb_agg(jsonb_build_object('status', s.status,
                 'count', (select count(*) from picked p where p.status = s.status)) order by s.ord)
          from unnest(array['new', 'contacted', 'qualified', 'working', 'converted', 'lost', 'unqualified'])
               with ordinality as s(status, ord)),
      'by_campaign', coalesce((
        select jsonb_agg(jsonb_build_object('campaign', c.campaign, 'count', c.n, 'converted', c.converted)
                         order by c.n desc, c.campaign)
          from (select coalesce(nullif(btrim(p.utm_campaign), ''), '(none)') as campaign, count(*) as n,
                       count(*) filter (where p.status = 'converted') as converted
                  from picked p group by 1) c), '[]'::jsonb),
      'by_month', (
        select jsonb_agg(jsonb_build_object('month', to_char(m.month, 'YYYY-MM'), 'count', m.n, 'converted', m.converted)
                         order by m.month)
          from (select g.month, count(p.id) as n, count(p.id) filter (where p.status = 'converted') as converted
                  from generate_series(date_trunc('month', from_date::timestamp), date_trunc('month', to_date::timestamp),
                                       interval '1 month') as g(month)
                  left join picked p on date_trunc('month', p.created_at at time zone 'Asia/Kolkata') = g.month
                 group by g.month) m),
      'funnel', jsonb_build_array(
        jsonb_build_object('stage', 'new', 'count', (select count(*) from picked)),
        jsonb_build_object('stage', 'contacted', 'count', (select count(*) from picked p where p.contacted)),
        jsonb_build_object('stage', 'qualified', 'count', (select count(*) from picked p where p.qualified)),
        jsonb_build_object('stage', 'converted', 'count', (select count(*) from picked p where p.reached_conversion))),
      'counsellors', coalesce((
        select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'assigned', c.assigned, 'contacted', c.contacted,
                 'converted', c.converted, 'median_first_response_minutes', c.median) order by c.name, c.id)
          from (select co.id, co.name, count(p.id) as assigned,
                       count(p.id) filter (where p.contacted) as contacted,
                       count(p.id) filter (where p.status = 'converted') as converted,
                       round((percentile_cont(0.5) within group (
                         order by extract(epoch from p.first_contacted_at - p.created_at) / 60))::numeric, 1) as median
                  from public.counselors co
                  left join picked p on p.assigned_counselor_id = co.id
                 group by co.id, co.name, co.is_active
                having co.is_active or count(p.id) > 0) c), '[]'::jsonb),
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

revoke all on function public.lead_statistics(), public.lead_report(date, date) from public, anon, service_role;
grant execute on function public.lead_statistics(), public.lead_report(date, date) to authenticated;

-- 3. ------------------------------------------------------------------------------------------------------------
-- days are ISO weekdays (1 = Monday … 7 = Sunday): Monday to Saturday, 09:30 to 18:30 India time by default.
-- A database that already has the setting keeps its own value.
insert into public.site_settings (key, value, description, is_public)
values (
  'leads.response_target',
  '{"minutes": 15, "start": "09:30", "end": "18:30", "days": [1, 2, 3, 4, 5, 6], "timezone": "Asia/Kolkata"}',
  'How soon a new lead should be contacted, in working minutes (staff only)',
  false
)
on conflict (key) do nothing;

create policy "Lead managers read the response target" on public.site_settings
  for select to authenticated
  using (key = 'leads.response_target' and (select private.can_manage_leads()));
