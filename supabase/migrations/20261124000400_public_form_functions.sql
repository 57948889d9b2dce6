-- Lead capture (issue 10): the public forms write through one database function each, called with the
-- visitor's own client (ARCHITECTURE.md: no service role on a public path). Each is one transaction: everything
-- it writes is stored, or nothing is.
--
--   public.submit_enquiry(submission jsonb)       the contact form and the consultation form
--   public.subscribe_newsletter(subscription jsonb) the footer and the launch page
--
-- Errors, for the app to word (lib/data/errors.ts maps the codes):
--   22023  a field is missing or malformed; HINT names the field ('email', 'consents', …)
--   P0429  rate limited; HINT 'ip' (too many from the visitor's address) or 'email' (too many for the address)
--
-- Rate limits (in Postgres, so every app server counts the same; a refused or failed attempt is not counted):
--   enquiries   5 per visitor address per 10 minutes, 3 per e-mail address per hour
--   newsletter  10 per visitor address per 10 minutes, 5 per e-mail address per hour
-- A repeat of an idempotency key answers as the first request did, with "duplicate": true, and counts against
-- no limit.
--
-- Keys the functions do not know are ignored, CRM fields among them (status, priority, lead_score,
-- assigned_counselor_id, notes, …): a visitor cannot set them. With the functions in place the public loses its
-- direct INSERT on the tables they write (end of this file).

create function public.submit_enquiry(submission jsonb)
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
    select c.id, c.name into v_college_id, v_college_name from public.colleges c where c.slug = v_slug and c.is_active;
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

  if v_form_type = 'consultation' then
    v_subject := 'Consultation: ' || coalesce(v_college_name, v_exam_name, v_subject, 'general guidance');
  end if;
  select * into v_score from private.score_lead(
    form_type => v_form_type, phone => v_phone, target_exams => v_target_exams,
    budget_range => private.form_text(submission, 'budget_range', 100), source => v_source,
    gclid => private.form_text(submission, 'gclid', 500), fbclid => private.form_text(submission, 'fbclid', 500),
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
       or (v_consent ->> 'purpose' = 'share_with_college' and v_college_id is null)
       or jsonb_typeof(v_consent -> 'label') is distinct from 'string'
       or length(btrim(v_consent ->> 'label')) not between 1 and 1000 then
      perform private.invalid_field('consents',
        'Each consent names a purpose once, with granted true or false and the label shown (sharing needs a college)');
    end if;
    v_purposes := v_purposes || (v_consent ->> 'purpose');
    insert into public.lead_consents (
      email, lead_id, purpose, granted, college_id, notice_version, label, context, ip_address, user_agent
    ) values (
      v_email, v_lead, v_consent ->> 'purpose', (v_consent -> 'granted')::boolean,
      case when v_consent ->> 'purpose' = 'share_with_college' then v_college_id end, v_notice,
      btrim(v_consent ->> 'label'), v_form_type, v_ip, v_user_agent
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

create function public.subscribe_newsletter(subscription jsonb)
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
  v_label := private.form_text(subscription, 'consent_label', 1000, true);
  v_gclid := private.form_text(subscription, 'gclid', 500);
  v_fbclid := private.form_text(subscription, 'fbclid', 500);
  v_user_agent := left(private.form_text(subscription, 'user_agent', null), 512);

  perform private.take_rate_limit('newsletter.ip', private.rate_limit_subject('addr', v_ip), 10, 600, 'ip');
  perform private.take_rate_limit('newsletter.email', private.rate_limit_subject('email', v_email), 5, 3600, 'email');

  v_status := private.subscribe_address(v_email, v_source);

  -- Spec §7: the leads with this address are marked subscribed; with none, the subscription is a lead itself.
  update public.leads l
     set newsletter_subscribed = true, subscription_source = v_source
   where l.email = v_email and not l.newsletter_subscribed;
  select l.id into v_lead from public.leads l where l.email = v_email order by l.created_at desc, l.id limit 1;
  if not found then
    select * into v_score from private.score_lead(
      form_type => 'newsletter', source => v_lead_source, gclid => v_gclid, fbclid => v_fbclid);
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

-- The functions are the API for the public forms: anon and signed-in visitors only (the service role has no
-- business on a public path).
revoke all on function public.submit_enquiry(jsonb), public.subscribe_newsletter(jsonb) from public, service_role;
grant execute on function public.submit_enquiry(jsonb), public.subscribe_newsletter(jsonb) to anon, authenticated;

-- The only public write path: no direct INSERT for anon or members (staff included: the back office edits leads,
-- it does not invent them). Revoking the table privilege revokes the column grants of 20261123000100 with it.
drop policy "Anyone submits the contact form" on public.contact_submissions;
drop policy "Anyone subscribes to the newsletter" on public.newsletter_subscribers;
drop policy "Anyone submits a lead" on public.leads;
revoke insert on public.leads, public.contact_submissions, public.newsletter_subscribers from anon, authenticated;
