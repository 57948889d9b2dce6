-- Lead capture (issue 10): the score and priority of a new lead, and who it is assigned to.
-- Both are used only by the definer functions that write leads (20261124000300), so they live in schema private:
-- not API, not executable by the API roles.

-- Score and priority ------------------------------------------------------------------------------------------
-- The one place of the formula. A score of 0-100 from intent and completeness, each part added once:
--
--   intent      consultation 40 | contact 25 | newsletter 5      how close the visitor is to wanting a counselor
--   phone       +15  a number to call                             (the fastest way to reach an applicant)
--   exams       +10  at least one target exam named
--   budget      +10  a budget range given
--   paid        +15  a paid campaign: source google_ads, facebook or linkedin, or a gclid / fbclid click id
--   education   +5   current education given
--   named       +5   a college or exam named (the enquiry came from its page)
--
-- The parts add up to 100 at most (40 + 15 + 10 + 10 + 15 + 5 + 5). Priority follows the score:
--   urgent >= 75, high >= 50, medium >= 25, low below.
-- So a bare contact message is medium (25), a newsletter sign-up low (5), a consultation with a phone number high
-- (55), and one from a paid campaign with exams named urgent (80).
create function private.score_lead(
  form_type text,
  phone text default null,
  target_exams text[] default '{}',
  budget_range text default null,
  source text default 'website',
  gclid text default null,
  fbclid text default null,
  current_education text default null,
  college_id uuid default null,
  exam_id uuid default null,
  out lead_score integer,
  out priority text
)
language sql
immutable
set search_path = ''
as $$
  select s.score,
         case when s.score >= 75 then 'urgent' when s.score >= 50 then 'high' when s.score >= 25 then 'medium' else 'low' end
    from (
      select least(100,
               case score_lead.form_type when 'consultation' then 40 when 'contact' then 25 else 5 end
             + case when nullif(btrim(score_lead.phone), '') is not null then 15 else 0 end
             + case when coalesce(cardinality(score_lead.target_exams), 0) > 0 then 10 else 0 end
             + case when nullif(btrim(score_lead.budget_range), '') is not null then 10 else 0 end
             + case when score_lead.source in ('google_ads', 'facebook', 'linkedin')
                      or nullif(btrim(score_lead.gclid), '') is not null
                      or nullif(btrim(score_lead.fbclid), '') is not null
                    then 15 else 0 end
             + case when nullif(btrim(score_lead.current_education), '') is not null then 5 else 0 end
             + case when score_lead.college_id is not null or score_lead.exam_id is not null then 5 else 0 end
             ) as score
    ) s
$$;

-- Round-robin assignment -----------------------------------------------------------------------------------------
-- Site setting 'leads.assignment' decides: {"mode": "round_robin"} gives each new contact or consultation lead to
-- the active counselor whose latest assignment (by anyone, round-robin or staff) is oldest, a counselor never
-- assigned first; any other mode ('manual', or no setting) leaves leads unassigned for staff to assign.
--
-- Returns the counselor, or null. Call it right before inserting the lead, with assigned_at = clock_timestamp(),
-- in the same transaction: the lock is held until that transaction ends, so concurrent submissions take turns
-- and each sees the assignments committed before it (clock_timestamp, not now(), so a transaction that started
-- earlier but got the lock later still counts as the latest assignment).
create function private.next_round_robin_counselor()
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
declare
  chosen uuid;
begin
  if (select s.value ->> 'mode' from public.site_settings s where s.key = 'leads.assignment') is distinct from 'round_robin' then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('leads.assignment', 0));
  select c.id into chosen
    from public.counselors c
   where c.is_active
   order by (select max(l.assigned_at) from public.leads l where l.assigned_counselor_id = c.id) asc nulls first,
            c.created_at, c.id
   limit 1;
  return chosen;
end;
$$;

revoke all on function private.score_lead(text, text, text[], text, text, text, text, text, uuid, uuid),
  private.next_round_robin_counselor() from public, anon, authenticated;
