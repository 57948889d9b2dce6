-- /colleges at 10,000 colleges (npm run bench, issue 13): every search reads the list's narrow columns twice,
-- once for the exact count and once for the page, and its filters (state as a substring of location, exam,
-- type, fee band, rating) match too many rows for the trigram and GIN indexes to pay, so Postgres read the whole
-- heap each time (16 MB: descriptions, admission notes, cut-offs and sources live in the same rows).
--
-- This index holds exactly the columns of a result card (lib/data/colleges.ts CARD_COLUMNS) for the active
-- colleges, in the default order: both statements become index-only scans of a few MB, filtered on the index's
-- own values, and a search sorted by rating stops after its page. Measured through the local stack's REST API,
-- median per search 35–60 ms -> 12–21 ms on the 2-core reference machine (text searches gain less).
create index colleges_list_idx on public.colleges (rating desc nulls last, name)
  include (id, slug, short_name, location, city, state, type, total_fees, fees_min, fees_max, fees_year,
           average_package, placement_year, exams_accepted, nirf_rank, nirf_year)
  where is_active;
