-- Visitors write only what a visitor knows. Until now anon and authenticated held INSERT on every column of
-- leads, and the "Anyone submits a lead" policy checked only some CRM fields, so a public insert could set
-- priority, lead_score, qualified_at, converted_at, created_at … and the CRM would believe them. Column
-- privileges close the rest: the CRM fields keep their defaults (or the transition trigger's stamps) on a
-- public insert. Staff set CRM fields by UPDATE (their policy and table-wide UPDATE grant are unchanged);
-- the app's contact form inserts with the service role, which keeps every column.

revoke insert on public.leads from anon, authenticated;
grant insert (
  -- who and what
  name, email, phone, subject, message, inquiry_type, form_type, source,
  target_exams, preferred_locations, current_education, work_experience, budget_range, form_data,
  -- attribution
  utm_source, utm_medium, utm_campaign, utm_term, utm_content, page_url, referrer_url,
  -- browser and device
  ip_address, user_agent, browser_info, device_info,
  -- consent and the submitter's own account (the policy allows only auth.uid() or null)
  newsletter_subscribed, subscription_source, user_id
) on public.leads to anon, authenticated;

-- Attribution URLs are web addresses: a javascript: or data: "page" would be rendered as a link in the CRM.
alter table public.leads
  add constraint leads_page_url_http check (page_url is null or page_url ~* '^https?://[^[:space:]]+$'),
  add constraint leads_referrer_url_http check (referrer_url is null or referrer_url ~* '^https?://[^[:space:]]+$');
