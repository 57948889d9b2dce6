-- Issue 34: the public form functions check the site's own proof themselves, so calling them directly over the
-- API skips nothing the forms enforce.
--
-- * Form proof: the honeypot ('website' must be empty) and the signed form token "<ms>.<HMAC>" over the form's
--   idempotency key, signed with private.server_key by the app's server (20261203001000_site_channel.sql). The
--   enquiry forms' token carries the time the form was rendered, and a submission sooner than 3 seconds after it
--   (MIN_FORM_SECONDS in lib/leads/form-fields.ts) is refused with HINT 'too_fast'; the newsletter's token is
--   signed when the site's action accepts it (its form sits on cached pages, with no render time of its own).
-- * Consent labels and notice versions come from private.consent_notices, not from the caller: a consent row
--   is the proof of what was shown, so only the site's own wording can be recorded.
-- * Attribution (source, UTM tags, click ids) is stored as given, but raises a lead's score and priority only
--   when the app's server signed it ('attribution_proof'), which it does only for the visit's attribution
--   cookie: a page address posted with the form counts as a plain website lead.
-- * Each form also has a site-wide ceiling (take_site_ceiling) far above normal traffic.

create table private.consent_notices (
  notice_version text not null,
  context text not null check (context in ('contact', 'consultation', 'newsletter')),
  purpose text not null check (purpose in ('enquiry_contact', 'newsletter', 'whatsapp', 'share_with_college')),
  -- '{college}' stands for the college's name as the form showed it.
  label text not null check (length(label) between 1 and 1000),
  primary key (notice_version, context, purpose)
);
comment on table private.consent_notices is
  'The consent wording each notice version showed, per form and purpose: what a consent row records as its label.';
alter table private.consent_notices enable row level security;
revoke all on private.consent_notices from public, anon, authenticated;
grant select on private.consent_notices to service_role;

-- NOTICE_VERSION '2026-11-24' of lib/leads/consent.ts, word for word (tests/integration/consent-notices.test.ts
-- compares the two).
insert into private.consent_notices (notice_version, context, purpose, label) values
  ('2026-11-24', 'contact', 'enquiry_contact', 'A counsellor may phone or text me about this enquiry (otherwise we reply by e-mail only).'),
  ('2026-11-24', 'consultation', 'enquiry_contact', 'A counsellor may phone or text me about this consultation request (needed to arrange it).'),
  ('2026-11-24', 'contact', 'newsletter', 'E-mail me the MBA Disha newsletter. I can unsubscribe at any time.'),
  ('2026-11-24', 'consultation', 'newsletter', 'E-mail me the MBA Disha newsletter. I can unsubscribe at any time.'),
  ('2026-11-24', 'contact', 'whatsapp', 'Send me exam and admission deadline updates on WhatsApp.'),
  ('2026-11-24', 'consultation', 'whatsapp', 'Send me exam and admission deadline updates on WhatsApp.'),
  ('2026-11-24', 'contact', 'share_with_college', 'Share my details with {college} so its admissions office can contact me.'),
  ('2026-11-24', 'consultation', 'share_with_college', 'Share my details with {college} so its admissions office can contact me.'),
  ('2026-11-24', 'newsletter', 'newsletter', 'By subscribing you ask us to e-mail you the MBA Disha newsletter. You can unsubscribe at any time.');

create function private.check_notice_version(notice text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not exists (select 1 from private.consent_notices n where n.notice_version = notice) then
    perform private.invalid_field('notice_version', 'No such notice version');
  end if;
end;
$$;

create function private.notice_label(notice text, context text, purpose text, college text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  label text;
begin
  select n.label into label from private.consent_notices n
   where n.notice_version = notice and n.context = notice_label.context and n.purpose = notice_label.purpose;
  if label is null then
    perform private.invalid_field('consents', 'This notice version did not offer that choice on this form');
  end if;
  return replace(label, '{college}', coalesce(college, 'the college'));
end;
$$;

-- The honeypot, then the token: "<13-digit ms>.<43 base64url chars>", signed over purpose, time and key.
create function private.check_form_proof(form jsonb, purpose text, key uuid, min_seconds integer)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  token text := form ->> 'form_token';
  issued bigint;
  now_ms bigint := (extract(epoch from now()) * 1000)::bigint;
begin
  if coalesce(form ->> 'website', '') <> '' then
    perform private.invalid_field('website', 'The hidden anti-spam field was filled in');
  end if;
  if token is null or token !~ '^[0-9]{13}\.[A-Za-z0-9_-]{43}$' then
    perform private.invalid_field('form_token', 'A form token from the site is required');
  end if;
  issued := split_part(token, '.', 1)::bigint;
  if split_part(token, '.', 2) is distinct from private.server_sign(purpose || ':v1:' || issued || ':' || lower(key::text))
     or issued > now_ms + 60000 then
    perform private.invalid_field('form_token', 'The form token is not the site''s');
  end if;
  if now_ms - issued < min_seconds * 1000 then
    perform private.invalid_field('too_fast', 'Sent sooner after the form was shown than a person could');
  end if;
end;
$$;

create function private.attribution_is_signed(form jsonb, key uuid, source text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(form ->> 'attribution_proof' = private.server_sign(
           'attribution:v1:' || lower(key::text) || ':' || source || ':' || coalesce(form ->> 'gclid', '') || ':'
           || coalesce(form ->> 'fbclid', '')), false)
$$;

revoke all on function
  private.check_notice_version(text), private.notice_label(text, text, text, text),
  private.check_form_proof(jsonb, text, uuid, integer), private.attribution_is_signed(jsonb, uuid, text)
  from public, anon, authenticated;

create or replace function public.submit_enquiry(submission jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_key uuid;
  v_form_type text;
  v_name text;
  v_email text;
  v_phone text;
  v_subject text;
  v_message text;
  v_inquiry_type text;
  v_slug text;
  v_college_id uuid;
  v_college_name text;
  v_college_label text;
  v_label text;
  v_trusted boolean;
  v_exam_id uuid;
  v_exam_name text;
  v_target_exams text[];
  v_source text;
  v_notice text;
  v_consents jsonb;
  v_consent jsonb;
  v_purposes text[] := '{}';
  v_newsletter boolean;
  v_ip text := private.request_ip();
  v_user_agent text;
  v_score record;
  v_counselor uuid;
  v_lead uuid;
  v_submission uuid;
begin
  if jsonb_typeof(submission) is distinct from 'object' then
    perform private.invalid_field('submission', 'A submission is a JSON object');
  end if;

  -- The same rendered form sent again (a double click, a retry, the back button) answers as the first time.
  -- The lock makes a concurrent repeat wait for the first and then find its lead.
  v_key := private.form_uuid(submission, 'idempotency_key');
  perform private.check_form_proof(submission, 'form-guard', v_key, 3);
  perform pg_advisory_xact_lock(hashtextextended('enquiry:' || v_key::text, 0));
  select l.id into v_lead from public.leads l where l.idempotency_key = v_key;
  if found then
    select s.id into v_submission from public.contact_submissions s where s.idempotency_key = v_key;
    return jsonb_build_object('lead_id', v_lead, 'submission_id', v_submission, 'duplicate', true);
  end if;

  v_form_type := private.form_text(submission, 'form_type', 20, true);
  if v_form_type not in ('contact', 'consultation') then
    perform private.invalid_field('form_type', 'form_type is contact or consultation');
  end if;
  v_name := private.form_text(submission, 'name', 100, true);
  -- A name goes into an e-mail subject: no line breaks or other control characters.
  if length(v_name) < 2 or v_name ~ '[[:cntrl:]]' then
    perform private.invalid_field('name', 'name must be at least 2 characters, on one line');
  end if;
  v_email := private.form_email(submission, 'email');
  -- Spec §5: spaces ignored, an optional plus, a non-zero digit, then up to 15 more digits.
  v_phone := regexp_replace(private.form_text(submission, 'phone', 40), '\s', '', 'g');
  if v_phone !~ '^\+?[1-9][0-9]{0,15}$' then
    perform private.invalid_field('phone', 'phone is not a phone number');
  end if;
  v_subject := private.form_text(submission, 'subject', 200);
  v_message := private.form_text(submission, 'message', 5000, v_form_type = 'contact');
  v_inquiry_type := coalesce(private.form_text(submission, 'inquiry_type', 20),
                             case v_form_type when 'consultation' then 'counseling' else 'general' end);
  if v_inquiry_type not in ('counseling', 'general') then
    perform private.invalid_field('inquiry_type', 'inquiry_type is counseling or general');
  end if;
  v_slug := private.form_text(submission, 'college_slug', 200);
  if v_slug is not null then
    select c.id, c.name, coalesce(c.short_name, c.name) into v_college_id, v_college_name, v_college_label from public.colleges c where c.slug = v_slug and c.is_active;
    if not found then
      perform private.invalid_field('college_slug', 'No such college');
    end if;
  end if;
  v_slug := private.form_text(submission, 'exam_slug', 200);
  if v_slug is not null then
    select e.id, e.name into v_exam_id, v_exam_name from public.exams e where e.slug = v_slug and e.is_active;
    if not found then
      perform private.invalid_field('exam_slug', 'No such exam');
    end if;
  end if;
  v_target_exams := private.form_text_list(submission, 'target_exams', 10, 50);
  v_source := coalesce(private.form_text(submission, 'source', 20), 'website');
  if v_source not in ('website', 'google_ads', 'facebook', 'linkedin', 'twitter', 'organic') then
    perform private.invalid_field('source', 'source is not a lead source');
  end if;
  v_notice := private.form_text(submission, 'notice_version', 50, true);
  perform private.check_notice_version(v_notice);
  v_user_agent := left(private.form_text(submission, 'user_agent', null), 512);

  v_consents := coalesce(nullif(submission -> 'consents', 'null'), '[]');
  if jsonb_typeof(v_consents) <> 'array' then
    perform private.invalid_field('consents', 'consents is a list');
  end if;
  if v_form_type = 'consultation' and not v_consents @> '[{"purpose": "enquiry_contact", "granted": true}]' then
    perform private.invalid_field('consents', 'A consultation needs consent to be contacted about it');
  end if;
  v_newsletter := v_consents @> '[{"purpose": "newsletter", "granted": true}]';

  perform private.take_rate_limit('enquiry.ip', private.rate_limit_subject('addr', v_ip), 5, 600, 'ip');
  perform private.take_rate_limit('enquiry.email', private.rate_limit_subject('email', v_email), 3, 3600, 'email');
  perform private.take_site_ceiling('enquiry.site', 1000, 600);

  if v_form_type = 'consultation' then
    v_subject := 'Consultation: ' || coalesce(v_college_name, v_exam_name, v_subject, 'general guidance');
  end if;
  v_trusted := private.attribution_is_signed(submission, v_key, v_source);
  select * into v_score from private.score_lead(
    form_type => v_form_type, phone => v_phone, target_exams => v_target_exams,
    budget_range => private.form_text(submission, 'budget_range', 100),
    source => case when v_trusted then v_source else 'website' end,
    gclid => case when v_trusted then private.form_text(submission, 'gclid', 500) end,
    fbclid => case when v_trusted then private.form_text(submission, 'fbclid', 500) end,
    current_education => private.form_text(submission, 'current_education', 200),
    college_id => v_college_id, exam_id => v_exam_id);
  v_counselor := private.next_round_robin_counselor();

  insert into public.leads (
    name, email, phone, source, form_type, subject, message, inquiry_type, target_exams, current_education,
    budget_range, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, first_touch,
    last_touch, page_url, referrer_url, ip_address, user_agent, browser_info, device_info, form_data,
    newsletter_subscribed, subscription_source, college_id, exam_id, idempotency_key, lead_score, priority,
    assigned_counselor_id, assigned_at
  ) values (
    v_name, v_email, v_phone, v_source, v_form_type, v_subject, v_message, v_inquiry_type, v_target_exams,
    private.form_text(submission, 'current_education', 200), private.form_text(submission, 'budget_range', 100),
    private.form_text(submission, 'utm_source', 200), private.form_text(submission, 'utm_medium', 200),
    private.form_text(submission, 'utm_campaign', 200), private.form_text(submission, 'utm_term', 200),
    private.form_text(submission, 'utm_content', 200), private.form_text(submission, 'gclid', 500),
    private.form_text(submission, 'fbclid', 500), private.form_object(submission, 'first_touch', 4096),
    private.form_object(submission, 'last_touch', 4096), private.form_url(submission, 'page_url'),
    private.form_url(submission, 'referrer_url'), v_ip, v_user_agent,
    private.form_object(submission, 'browser_info', 4096), private.form_object(submission, 'device_info', 4096),
    private.form_object(submission, 'form_data', 16384), v_newsletter,
    case when v_newsletter then v_form_type end, v_college_id, v_exam_id, v_key, v_score.lead_score, v_score.priority,
    v_counselor, case when v_counselor is not null then clock_timestamp() end
  ) returning id into v_lead;

  if v_form_type = 'contact' then
    insert into public.contact_submissions (
      name, email, phone, subject, message, inquiry_type, page_url, ip_address, user_agent, lead_id, idempotency_key
    ) values (
      v_name, v_email, v_phone, v_subject, v_message, v_inquiry_type, private.form_url(submission, 'page_url'), v_ip,
      v_user_agent, v_lead, v_key
    ) returning id into v_submission;
  end if;

  -- Each box the visitor saw is a row, ticked or not. Checked here, as each is written: an invalid one undoes
  -- the lead and the message above with the whole transaction.
  for v_consent in select value from jsonb_array_elements(v_consents) loop
    if jsonb_typeof(v_consent -> 'granted') is distinct from 'boolean'
       or coalesce(v_consent ->> 'purpose', '') not in ('enquiry_contact', 'newsletter', 'whatsapp', 'share_with_college')
       or (v_consent ->> 'purpose') = any (v_purposes)
       or (v_consent ->> 'purpose' = 'share_with_college' and v_college_id is null) then
      perform private.invalid_field('consents',
        'Each consent names a purpose once, with granted true or false (sharing needs a college)');
    end if;
    v_label := private.notice_label(v_notice, v_form_type, v_consent ->> 'purpose', v_college_label);
    v_purposes := v_purposes || (v_consent ->> 'purpose');
    insert into public.lead_consents (
      email, lead_id, purpose, granted, college_id, notice_version, label, context, ip_address, user_agent
    ) values (
      v_email, v_lead, v_consent ->> 'purpose', (v_consent -> 'granted')::boolean,
      case when v_consent ->> 'purpose' = 'share_with_college' then v_college_id end, v_notice,
      v_label, v_form_type, v_ip, v_user_agent
    );
  end loop;

  if v_newsletter then
    perform private.subscribe_address(v_email, v_form_type);
  end if;

  -- The counselor hears of it by e-mail; the details stay in the back office, behind its sign-in.
  insert into private.email_outbox (to_email, subject, text, kind)
  select c.email,
         'New ' || v_form_type || ' lead: ' || v_name,
         'Hello ' || c.name || E',\n\n'
           || 'A new ' || v_form_type || ' lead has been assigned to you.' || E'\n\n'
           || 'Name: ' || v_name || E'\n'
           || 'Subject: ' || coalesce(v_subject, '-') || E'\n'
           || 'Priority: ' || v_score.priority || ' (score ' || v_score.lead_score || E')\n\n'
           || E'Open it in the back office:\n'
           || '/admin/leads?lead=' || v_lead || E'\n',
         'lead_assigned'
    from public.counselors c
   where c.id = v_counselor;

  return jsonb_build_object('lead_id', v_lead, 'submission_id', v_submission, 'duplicate', false);
end;
$$;

create or replace function public.subscribe_newsletter(subscription jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_key uuid;
  v_email text;
  v_source text;
  v_lead_source text;
  v_notice text;
  v_label text;
  v_trusted boolean;
  v_gclid text;
  v_fbclid text;
  v_ip text := private.request_ip();
  v_user_agent text;
  v_status text;
  v_score record;
  v_lead uuid;
  v_result jsonb;
begin
  if jsonb_typeof(subscription) is distinct from 'object' then
    perform private.invalid_field('subscription', 'A subscription is a JSON object');
  end if;

  v_key := private.form_uuid(subscription, 'idempotency_key');
  perform private.check_form_proof(subscription, 'newsletter', v_key, 0);
  perform pg_advisory_xact_lock(hashtextextended('newsletter:' || v_key::text, 0));
  select r.result into v_result from private.idempotency_keys r where r.scope = 'newsletter' and r.key = v_key;
  if found then
    return v_result || '{"duplicate": true}';
  end if;

  v_email := private.form_email(subscription, 'email');
  -- Where the form is ('footer', 'prelaunch'); the lead's channel (spec §9) is lead_source.
  v_source := coalesce(private.form_text(subscription, 'source', 50), 'website');
  if v_source !~ '^[a-z][a-z0-9_-]*$' then
    perform private.invalid_field('source', 'source is lower-case letters, digits, dashes or underscores');
  end if;
  v_lead_source := coalesce(private.form_text(subscription, 'lead_source', 20), 'website');
  if v_lead_source not in ('website', 'google_ads', 'facebook', 'linkedin', 'twitter', 'organic') then
    perform private.invalid_field('lead_source', 'lead_source is not a lead source');
  end if;
  v_notice := private.form_text(subscription, 'notice_version', 50, true);
  perform private.check_notice_version(v_notice);
  v_label := private.notice_label(v_notice, 'newsletter', 'newsletter', null);
  v_gclid := private.form_text(subscription, 'gclid', 500);
  v_fbclid := private.form_text(subscription, 'fbclid', 500);
  v_user_agent := left(private.form_text(subscription, 'user_agent', null), 512);

  perform private.take_rate_limit('newsletter.ip', private.rate_limit_subject('addr', v_ip), 10, 600, 'ip');
  perform private.take_rate_limit('newsletter.email', private.rate_limit_subject('email', v_email), 5, 3600, 'email');
  perform private.take_site_ceiling('newsletter.site', 2000, 600);

  v_status := private.subscribe_address(v_email, v_source);

  -- Spec §7: the leads with this address are marked subscribed; with none, the subscription is a lead itself.
  update public.leads l
     set newsletter_subscribed = true, subscription_source = v_source
   where l.email = v_email and not l.newsletter_subscribed;
  select l.id into v_lead from public.leads l where l.email = v_email order by l.created_at desc, l.id limit 1;
  if not found then
    v_trusted := private.attribution_is_signed(subscription, v_key, v_lead_source);
    select * into v_score from private.score_lead(
      form_type => 'newsletter', source => case when v_trusted then v_lead_source else 'website' end,
      gclid => case when v_trusted then v_gclid end, fbclid => case when v_trusted then v_fbclid end);
    insert into public.leads (
      email, source, form_type, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid,
      first_touch, last_touch, page_url, referrer_url, ip_address, user_agent, newsletter_subscribed,
      subscription_source, lead_score, priority
    ) values (
      v_email, v_lead_source, 'newsletter', private.form_text(subscription, 'utm_source', 200),
      private.form_text(subscription, 'utm_medium', 200), private.form_text(subscription, 'utm_campaign', 200),
      private.form_text(subscription, 'utm_term', 200), private.form_text(subscription, 'utm_content', 200),
      v_gclid, v_fbclid, private.form_object(subscription, 'first_touch', 4096),
      private.form_object(subscription, 'last_touch', 4096), private.form_url(subscription, 'page_url'),
      private.form_url(subscription, 'referrer_url'), v_ip, v_user_agent, true, v_source, v_score.lead_score,
      v_score.priority
    ) returning id into v_lead;
  end if;

  insert into public.lead_consents (
    email, lead_id, purpose, granted, notice_version, label, context, ip_address, user_agent
  ) values (v_email, v_lead, 'newsletter', true, v_notice, v_label, 'newsletter', v_ip, v_user_agent);

  v_result := jsonb_build_object('status', v_status, 'lead_id', v_lead);
  insert into private.idempotency_keys (scope, key, result) values ('newsletter', v_key, v_result);
  return v_result || '{"duplicate": false}';
end;
$$;

