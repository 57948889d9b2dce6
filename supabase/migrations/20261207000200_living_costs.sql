-- True cost and return (issue 37): what a student lives on beside the fees, and the loan the calculator starts from.
--
-- city_living_costs: one monthly living estimate per city, in whole rupees, with what it covers, the public page
-- it comes from and the date it is as of. A city nobody published a figure for has no row: the college page says
-- living is 'Not published' there and its total leaves living out. The city is matched to colleges.city without
-- regard to case.
--
-- education_loan_defaults: the single row of rate, tenure and grace months the calculator opens with, each with
-- its source. The visitor changes them on the page (?rate=&tenure=); editors change the defaults here.
--
-- Both are read by anyone and written by content managers only (private.can_manage_content(): editor,
-- super_admin); every write is recorded in content_events. The seed below cites only figures a public source
-- gives as one monthly amount (docs/data-sources.md, 'Living costs and loan defaults', lists what was searched).

create table public.city_living_costs (
  id uuid primary key default gen_random_uuid(),
  city text not null check (char_length(btrim(city)) between 1 and 80 and city = btrim(city)),
  monthly_amount integer not null check (monthly_amount between 1 and 500000),
  -- What the amount pays for; at least one of the list lib/cost/living-estimates.ts labels.
  covers text[] not null check (
    cardinality(covers) between 1 and 6
    and covers <@ array['hostel', 'rent', 'food', 'transport', 'utilities', 'personal']::text[]
  ),
  source_url text not null check (source_url ~ '^https?://[^\s]+$' and char_length(source_url) <= 1000),
  as_of date not null check (as_of between date '2000-01-01' and date '2100-12-31'),
  note text check (char_length(note) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.city_living_costs is
  'A published monthly living estimate per city (₹), with what it covers, its source and its date.';

create unique index city_living_costs_city_key on public.city_living_costs (lower(city));

create trigger set_updated_at before update on public.city_living_costs
  for each row execute function public.set_updated_at();
create trigger record_content_event after insert or update or delete on public.city_living_costs
  for each row execute function private.record_content_event();

create table public.education_loan_defaults (
  -- One row only: the key can be nothing but true.
  id boolean primary key default true check (id),
  rate_percent numeric(5, 2) not null check (rate_percent between 0 and 25),
  tenure_years smallint not null check (tenure_years between 1 and 20),
  -- Months after the course before the first EMI; interest accrues through the course and these months.
  grace_months smallint not null default 0 check (grace_months between 0 and 24),
  rate_source_url text not null check (rate_source_url ~ '^https?://[^\s]+$' and char_length(rate_source_url) <= 1000),
  tenure_source_url text not null check (tenure_source_url ~ '^https?://[^\s]+$' and char_length(tenure_source_url) <= 1000),
  as_of date not null check (as_of between date '2000-01-01' and date '2100-12-31'),
  note text check (char_length(note) <= 500),
  updated_at timestamptz not null default now()
);
comment on table public.education_loan_defaults is
  'The education loan the cost calculator opens with (one row): rate, tenure and grace months, each with its source.';

create trigger set_updated_at before update on public.education_loan_defaults
  for each row execute function public.set_updated_at();
create trigger record_content_event after insert or update or delete on public.education_loan_defaults
  for each row execute function private.record_content_event();

-- RLS and privileges -------------------------------------------------------------------------------------------
alter table public.city_living_costs enable row level security;
alter table public.education_loan_defaults enable row level security;

create policy "Anyone reads living estimates" on public.city_living_costs
  for select to anon, authenticated using (true);
create policy "Content managers manage living estimates" on public.city_living_costs
  for all to authenticated
  using ((select private.can_manage_content()))
  with check ((select private.can_manage_content()));

create policy "Anyone reads the loan defaults" on public.education_loan_defaults
  for select to anon, authenticated using (true);
create policy "Content managers change the loan defaults" on public.education_loan_defaults
  for update to authenticated
  using ((select private.can_manage_content()))
  with check ((select private.can_manage_content()));

grant select on public.city_living_costs, public.education_loan_defaults to anon;
grant select, insert, update, delete on public.city_living_costs to authenticated;
-- The single row is edited, never added or removed.
grant select, update on public.education_loan_defaults to authenticated;
grant all on public.city_living_costs, public.education_loan_defaults to service_role;

-- Seed: published figures only ------------------------------------------------------------------------------
-- SBI's education loan rates page (effective 1 May 2024): the SBI Student Loan Scheme, for any course in India,
-- at 11.15 % (EBR 9.15 % + 2.00 %), floating; its Scholar Loan for listed institutes starts lower (8.05 %). The
-- Scholar Loan repays over up to 15 years after the course and 12 months' holiday (NDTV, 2019, from sbi.co.in).
insert into public.education_loan_defaults (rate_percent, tenure_years, grace_months, rate_source_url, tenure_source_url, as_of, note)
values (
  11.15, 15, 12,
  'https://sbi.co.in/web/interest-rates/interest-rates/loan-schemes-interest-rates/education-loan-scheme',
  'https://www.ndtv.com/business/sbi-education-loan-sbi-scholar-loan-scheme-interest-rates-eligibility-courses-covered-loan-amount-em-2044072',
  date '2024-05-01',
  'SBI Student Loan Scheme, floating. Listed institutes get SBI''s Scholar Loan from 8.05 %; girl students 0.50 % less.'
);

insert into public.city_living_costs (city, monthly_amount, covers, source_url, as_of, note) values
  ('Bhubaneswar', 26000, array['rent', 'food', 'transport', 'utilities', 'personal'],
   'https://guidecalculator.com/cost-of-living/madurai-vs-bhubaneswar', date '2026-12-03',
   'Guide Calculator''s one-person monthly total: rent ₹7,000, groceries ₹6,000, dining ₹4,000, utilities ₹2,500, transport ₹2,000, internet, entertainment and other ₹4,500. The page is undated; the date is when it was read.'),
  ('Pune', 14600, array['hostel', 'food', 'personal'],
   'https://maharashtra.news/pune-outstation-students-feel-pinch-of-rising-living-costs-as-they-return-to-campus-life-after-covid-19-break', date '2022-06-22',
   'One outstation student''s month as The Indian Express reported it: college hostel ₹7,100, mess ₹3,000 and ₹4,500 for everything else.'),
  ('Kolkata', 25121, array['food', 'transport', 'utilities', 'personal'],
   'https://indiatravelz.com/indian-land/is-kolkata-the-cheapest-city-in-india.html', date '2026-12-03',
   'Numbeo''s estimate for one person WITHOUT rent, as the page quotes it ($335). The page is undated; the date is when it was read.');
