-- A visitor's own data (issue 10): the API. Anyone may ask for a one-time link to an address's data; the link,
-- e-mailed through private.email_outbox, is the proof of owning the address. Opening it gives a 30-minute session
-- in which that address's leads, contact submissions, newsletter subscriptions and consent records can be listed,
-- exported, consents withdrawn and everything erased. A signed-in user does the same for their own confirmed
-- address without the e-mail round-trip (session_token null). Every action lands in private.my_data_audit.
--
-- The answer to a request never says whether the address is known: the same (empty) result, the same limits,
-- and an e-mail either way (to an unknown address it says we hold nothing), so only the owner of the mailbox
-- learns more.
--
-- Erasure (my_data_erase) — decided here, as the issue leaves it open:
--   * leads are anonymised, not deleted, so the business's counts by source, status and month stay true: the
--     person's words and identifiers (name, address, phone, subject, message, staff notes about them, IP, user
--     agent, browser, device, form data, ad click ids, account link) are cleared; status, form type, source,
--     campaign tags, pages and dates stay. The address becomes private.my_data_erased_address(email);
--   * contact submissions and newsletter subscriptions are deleted;
--   * consent records are proof of what was agreed and when, so they are kept (purpose, granted, label, notice
--     version, context, time) with the address replaced as on the leads and IP and user agent cleared;
--   * e-mails to the address or naming it (private.email_outbox) are deleted, and so are its open links and
--     sessions: the page that erased ends with it.

-- Lists ------------------------------------------------------------------------------------------------------------

-- Everything held for an address, newest first. Leads show what the person gave and what their visit recorded;
-- the CRM's working fields (score, priority, assignment, staff notes, follow-ups) are the business's, not listed.
create function private.my_data_collect(address text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'email', my_data_collect.address,
    'generated_at', now(),
    'leads', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', l.id, 'created_at', l.created_at, 'updated_at', l.updated_at, 'form_type', l.form_type,
               'status', l.status, 'name', l.name, 'email', l.email, 'phone', l.phone, 'subject', l.subject,
               'message', l.message, 'inquiry_type', l.inquiry_type, 'college', c.name, 'exam', e.name,
               'target_exams', l.target_exams, 'preferred_locations', l.preferred_locations,
               'current_education', l.current_education, 'work_experience', l.work_experience,
               'budget_range', l.budget_range, 'source', l.source, 'utm_source', l.utm_source,
               'utm_medium', l.utm_medium, 'utm_campaign', l.utm_campaign, 'utm_term', l.utm_term,
               'utm_content', l.utm_content, 'gclid', l.gclid, 'fbclid', l.fbclid, 'page_url', l.page_url,
               'referrer_url', l.referrer_url, 'first_touch', l.first_touch, 'last_touch', l.last_touch,
               'ip_address', l.ip_address, 'user_agent', l.user_agent, 'browser_info', l.browser_info,
               'device_info', l.device_info, 'form_data', l.form_data,
               'newsletter_subscribed', l.newsletter_subscribed, 'subscription_source', l.subscription_source)
             order by l.created_at desc)
        from public.leads l
        left join public.colleges c on c.id = l.college_id
        left join public.exams e on e.id = l.exam_id
       where l.email = my_data_collect.address), '[]'::jsonb),
    'contact_submissions', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', s.id, 'created_at', s.created_at, 'name', s.name, 'email', s.email, 'phone', s.phone,
               'subject', s.subject, 'message', s.message, 'inquiry_type', s.inquiry_type, 'status', s.status,
               'page_url', s.page_url, 'ip_address', s.ip_address, 'user_agent', s.user_agent)
             order by s.created_at desc)
        from public.contact_submissions s
       where lower(btrim(s.email)) = my_data_collect.address), '[]'::jsonb),
    'newsletter_subscriptions', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', n.id, 'email', n.email, 'name', n.name, 'status', n.status, 'source', n.source,
               'subscribed_at', n.subscribed_at, 'unsubscribed_at', n.unsubscribed_at, 'created_at', n.created_at)
             order by n.created_at desc)
        from public.newsletter_subscribers n
       where n.email = my_data_collect.address), '[]'::jsonb),
    'consents', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', k.id, 'created_at', k.created_at, 'purpose', k.purpose, 'granted', k.granted,
               'college_id', k.college_id, 'college', c.name, 'lead_id', k.lead_id, 'label', k.label,
               'notice_version', k.notice_version, 'context', k.context, 'ip_address', k.ip_address,
               'user_agent', k.user_agent)
             order by k.created_at desc)
        from public.lead_consents k
        left join public.colleges c on c.id = k.college_id
       where k.email = my_data_collect.address), '[]'::jsonb)
  )
$$;
revoke all on function private.my_data_collect(text) from public, anon, authenticated;

-- Asking for a link -------------------------------------------------------------------------------------------------

-- Five requests per visitor in 15 minutes (HINT 'ip') and three per address an hour (HINT 'email': nobody can
-- flood a mailbox from many addresses). Returns nothing, whatever the address.
create function public.my_data_request_link(email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(my_data_request_link.email));
  token text;
begin
  if address is null or length(address) > 254 or not public.is_valid_email(address) then
    raise exception 'Please enter a valid email address' using errcode = '22023', hint = 'email';
  end if;
  perform private.my_data_rate_limit('my_data_db.request_link.ip', private.visitor_hash(), 5, 900, 'ip');
  perform private.my_data_rate_limit('my_data_db.request_link.email', private.my_data_subject_hash(address), 3, 3600, 'email');

  delete from private.my_data_links l where l.expires_at < now() - interval '1 day';
  delete from private.my_data_sessions s where s.expires_at < now() - interval '1 day';

  if private.my_data_holds(address) then
    token := private.my_data_new_token();
    insert into private.my_data_links (token_hash, email, expires_at)
    values (private.my_data_token_hash(token), address, now() + interval '30 minutes');
    insert into private.email_outbox (to_email, subject, text, kind)
    values (address, 'Your data at MBA Disha',
      E'Hello,\n\nSomeone, we hope you, asked to see the data MBA Disha holds for this address.\n\n'
      || E'Open this link to see it, download it, withdraw a consent or erase it all:\n'
      || '/my-data/' || token || E'\n\n'
      || 'The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: '
      || E'nothing is shown to anyone unless the link is opened.\n\nMBA Disha', 'my_data');
  else
    insert into private.email_outbox (to_email, subject, text, kind)
    values (address, 'Your data at MBA Disha',
      E'Hello,\n\nSomeone, we hope you, asked to see the data MBA Disha holds for this address.\n\n'
      || 'We hold no enquiries, newsletter subscriptions or consent records for ' || address
      || E', so there is nothing to show, download or erase.\n\n'
      || E'If you did not ask for this, you can ignore this e-mail.\n\nMBA Disha', 'my_data');
  end if;
  perform private.my_data_log(address, 'request_link', 'visitor', null);
end;
$$;

-- Opening a link ----------------------------------------------------------------------------------------------------

-- Whether a link would still open, without using it up: the page a link leads to asks before offering to open
-- it, so a mail scanner fetching the page does not spend the link. Thirty checks or openings per visitor in ten
-- minutes (the tokens cannot be guessed; this only keeps anyone from trying).
create function public.my_data_link_is_live(link_token text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.my_data_rate_limit('my_data_db.open_link.ip', private.visitor_hash(), 30, 600, 'ip');
  return exists (
    select 1 from private.my_data_links l
     where l.token_hash = private.my_data_token_hash(link_token) and l.used_at is null and l.expires_at > now());
end;
$$;

-- Trades a live link for a session: {"session_token", "expires_at"}; null for an unknown, used or expired link
-- alike. The update claims the link, so of two concurrent openings only one finds it unused.
create function public.my_data_open_link(link_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text;
  session_token text := private.my_data_new_token();
  session_id uuid;
  expires timestamptz;
begin
  perform private.my_data_rate_limit('my_data_db.open_link.ip', private.visitor_hash(), 30, 600, 'ip');
  update private.my_data_links l set used_at = now()
   where l.token_hash = private.my_data_token_hash(link_token) and l.used_at is null and l.expires_at > now()
  returning l.email into address;
  if address is null then
    return null;
  end if;
  insert into private.my_data_sessions (token_hash, email, expires_at)
  values (private.my_data_token_hash(session_token), address, now() + interval '30 minutes')
  returning id, expires_at into session_id, expires;
  perform private.my_data_log(address, 'open_link', 'link', session_id::text);
  return jsonb_build_object('session_token', session_token, 'expires_at', expires);
end;
$$;

-- Ends a session before its time (the page's 'Done' button); an unknown token changes nothing.
create function public.my_data_end_session(session_token text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.my_data_sessions s where s.token_hash = private.my_data_token_hash(my_data_end_session.session_token)
$$;

-- Reading ------------------------------------------------------------------------------------------------------------

create function public.my_data_list(session_token text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  who record;
begin
  select * into who from private.my_data_subject(session_token);
  perform private.my_data_log(who.email, 'view', who.actor, who.actor_id);
  return private.my_data_collect(who.email);
end;
$$;

create function public.my_data_export(session_token text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  who record;
begin
  select * into who from private.my_data_subject(session_token);
  perform private.my_data_log(who.email, 'export', who.actor, who.actor_id);
  return private.my_data_collect(who.email);
end;
$$;

-- Withdrawing --------------------------------------------------------------------------------------------------------

-- Withdraws the consent for one purpose (and college, for sharing with a college) when it stands granted — its
-- latest record says granted, or, for the newsletter, an active subscription exists — by appending a granted =
-- false record (context 'my_data', or 'profile' for a signed-in user) under the notice version of the consent it
-- withdraws. The newsletter's withdrawal also unsubscribes the address and clears its leads' newsletter flag.
-- Returns {"withdrawn": true} or, when nothing stood granted, {"withdrawn": false}.
create function public.my_data_withdraw_consent(
  consent_purpose text,
  consent_college_id uuid default null,
  session_token text default null,
  user_agent text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  who record;
  latest public.lead_consents;
  subscribed boolean := false;
begin
  if consent_purpose is null or consent_purpose not in ('enquiry_contact', 'newsletter', 'whatsapp', 'share_with_college') then
    raise exception 'Unknown consent purpose' using errcode = '22023', hint = 'purpose';
  end if;
  select * into who from private.my_data_subject(session_token);

  select * into latest from public.lead_consents k
   where k.email = who.email and k.purpose = consent_purpose and k.college_id is not distinct from consent_college_id
   order by k.created_at desc
   limit 1;
  if consent_purpose = 'newsletter' then
    subscribed := exists (select 1 from public.newsletter_subscribers n where n.email = who.email and n.status = 'active');
  end if;
  if not (coalesce(latest.granted, false) or subscribed) then
    return jsonb_build_object('withdrawn', false);
  end if;

  insert into public.lead_consents
    (email, lead_id, purpose, granted, college_id, notice_version, label, context, ip_address, user_agent)
  values (who.email, latest.lead_id, consent_purpose, false, consent_college_id, coalesce(latest.notice_version, 'my-data-1'),
          'Withdraw', case when who.actor = 'user' then 'profile' else 'my_data' end, private.my_data_client_ip(),
          left(my_data_withdraw_consent.user_agent, 500));
  if consent_purpose = 'newsletter' then
    update public.newsletter_subscribers n set status = 'unsubscribed' where n.email = who.email and n.status = 'active';
    update public.leads l set newsletter_subscribed = false where l.email = who.email and l.newsletter_subscribed;
  end if;
  perform private.my_data_log(who.email, 'withdraw', who.actor, who.actor_id,
    jsonb_build_object('purpose', consent_purpose, 'college_id', consent_college_id));
  return jsonb_build_object('withdrawn', true);
end;
$$;

-- Erasing ------------------------------------------------------------------------------------------------------------

-- See the header for what erasure does. Returns how many records of each kind it touched.
create function public.my_data_erase(session_token text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  who record;
  erased text;
  counts jsonb;
  n_leads integer;
  n_submissions integer;
  n_subscriptions integer;
  n_consents integer;
begin
  select * into who from private.my_data_subject(session_token);
  erased := private.my_data_erased_address(who.email);

  update public.leads l
     set name = '', email = erased, phone = null, subject = null, message = null, notes = null, internal_notes = null,
         ip_address = null, user_agent = null, browser_info = '{}', device_info = '{}', form_data = '{}',
         gclid = null, fbclid = null, user_id = null, newsletter_subscribed = false
   where l.email = who.email;
  get diagnostics n_leads = row_count;
  delete from public.contact_submissions s where lower(btrim(s.email)) = who.email;
  get diagnostics n_submissions = row_count;
  delete from public.newsletter_subscribers n where n.email = who.email;
  get diagnostics n_subscriptions = row_count;
  update public.lead_consents k set email = erased, ip_address = null, user_agent = null where k.email = who.email;
  get diagnostics n_consents = row_count;

  -- Mentions of the address as a whole address: 'b@c.co' does not match inside 'ab@c.com'. Every non-alphanumeric
  -- character is escaped, so the address is matched literally.
  delete from private.email_outbox o
   where lower(o.to_email) = who.email
      or o.text ~* ('(^|[^[:alnum:]._%+-])' || regexp_replace(who.email, '([^[:alnum:]])', '\\\1', 'g') || '\M');
  delete from private.my_data_links l where l.email = who.email;
  delete from private.my_data_sessions s where s.email = who.email;

  counts := jsonb_build_object('leads', n_leads, 'contact_submissions', n_submissions,
                               'newsletter_subscriptions', n_subscriptions, 'consents', n_consents);
  perform private.my_data_log(who.email, 'erase', who.actor, who.actor_id, counts);
  return counts;
end;
$$;

revoke all on function
  public.my_data_request_link(text),
  public.my_data_link_is_live(text),
  public.my_data_open_link(text),
  public.my_data_end_session(text),
  public.my_data_list(text),
  public.my_data_export(text),
  public.my_data_withdraw_consent(text, uuid, text, text),
  public.my_data_erase(text)
  from public;
grant execute on function
  public.my_data_request_link(text),
  public.my_data_link_is_live(text),
  public.my_data_open_link(text),
  public.my_data_end_session(text),
  public.my_data_list(text),
  public.my_data_export(text),
  public.my_data_withdraw_consent(text, uuid, text, text),
  public.my_data_erase(text)
  to anon, authenticated, service_role;
