import type { ReactNode } from 'react';
import { consentStates } from '@/lib/consent/history';
import type { LeadConsent } from '@/lib/data/leads/events';
import type { Lead } from '@/lib/data/leads/leads';
import { formatDateTime } from '@/lib/format/dates';
import { formatRupees } from '@/lib/format/numbers';
import { jsonFacts } from '@/lib/leads/json-facts';
import { formTypeLabel, inquiryTypeLabel, sourceLabel } from '@/lib/leads/lead-fields';
import { CAMPAIGN_FIELDS, CAMPAIGN_LABELS, touchFacts } from '@/lib/leads/touch-facts';

/* Every field of spec §3's Lead, grouped as staff read them; empty values say so rather than vanish. */

type Fact = [label: string, value: ReactNode];

const none = <span className="text-gray-600">—</span>;
const shown = (value: ReactNode) => (value === null || value === undefined || value === '' ? none : value);
const list = (values: string[]) => (values.length ? values.join(', ') : none);
const when = (value: string | null) => shown(formatDateTime(value));

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(9rem,auto)_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-gray-700">{label}</dt>
          <dd className="min-w-0 break-words text-gray-900">{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-base font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function JsonSection({ title, value, empty }: { title: string; value: unknown; empty: string }) {
  const facts = jsonFacts(value);
  return (
    <Section title={title}>
      {facts.length ? <FactList facts={facts} /> : <p className="text-sm text-gray-700">{empty}</p>}
    </Section>
  );
}

export function LeadFactSections({ lead }: { lead: Lead }) {
  const link = (url: string | null) =>
    url ? (
      <a href={url} className="link break-all" rel="noreferrer noopener" target="_blank">
        {url}
      </a>
    ) : null;
  return (
    <>
      <Section title="Enquiry">
        <FactList
          facts={[
            ['Subject', lead.subject],
            ['Message', lead.message ? <span className="whitespace-pre-wrap">{lead.message}</span> : null],
            ['Inquiry type', inquiryTypeLabel(lead.inquiry_type)],
            ['Form', formTypeLabel(lead.form_type)],
            ['Target exams', list(lead.target_exams)],
            ['Preferred locations', list(lead.preferred_locations)],
            ['Current education', lead.current_education],
            ['Work experience', `${lead.work_experience} ${Number(lead.work_experience) === 1 ? 'year' : 'years'}`],
            ['Budget range', lead.budget_range],
            ['Newsletter', lead.newsletter_subscribed ? 'Subscribed' : 'Not subscribed'],
            ['Subscription source', lead.subscription_source],
          ]}
        />
      </Section>
      <Section title="Attribution">
        <FactList
          facts={[
            ['Source', sourceLabel(lead.source)],
            ...CAMPAIGN_FIELDS.map((field): Fact => [CAMPAIGN_LABELS[field], lead[field]]),
            ['Page', link(lead.page_url)],
            ['Referrer', link(lead.referrer_url)],
          ]}
        />
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div>
            <h3 className="mb-2 text-sm font-semibold text-gray-800">First touch</h3>
            <FactList facts={touchFacts(lead.first_touch)} />
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-gray-800">Last touch</h3>
            <FactList facts={touchFacts(lead.last_touch)} />
          </div>
        </div>
      </Section>
      <Section title="Browser and device">
        <FactList
          facts={[
            ['IP address', lead.ip_address],
            ['User agent', lead.user_agent],
            ...jsonFacts(lead.browser_info).map(([k, v]): Fact => [`Browser: ${k}`, v]),
            ...jsonFacts(lead.device_info).map(([k, v]): Fact => [`Device: ${k}`, v]),
          ]}
        />
      </Section>
      <JsonSection title="Form data" value={lead.form_data} empty="The form sent nothing beyond the fields above." />
      <Section title="Dates">
        <FactList
          facts={[
            ['Arrived', when(lead.created_at)],
            ['Updated', when(lead.updated_at)],
            ['Assigned', when(lead.assigned_at)],
            ['First contacted', when(lead.first_contacted_at)],
            ['Last contacted', when(lead.last_contacted_at)],
            ['Next follow-up', when(lead.next_follow_up_at)],
            ['Qualified', when(lead.qualified_at)],
            ['Converted', when(lead.converted_at)],
            ['Conversion value', lead.conversion_value === null ? null : formatRupees(lead.conversion_value)],
          ]}
        />
      </Section>
    </>
  );
}

const CONSENT_STATE_LABELS = { granted: 'Granted', not_given: 'Not given', withdrawn: 'Withdrawn' } as const;

export function ConsentHistory({ consents }: { consents: LeadConsent[] }) {
  const states = consentStates(consents);
  return (
    <Section title="Consent history">
      {consents.length === 0 ? (
        <p className="text-sm text-gray-700">No consent choices are recorded for this lead or its e-mail address.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-wide text-gray-700 uppercase">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  When
                </th>
                <th scope="col" className="py-1 pr-3">
                  Choice
                </th>
                <th scope="col" className="py-1 pr-3">
                  What was asked
                </th>
                <th scope="col" className="py-1 pr-3">
                  Where
                </th>
                <th scope="col" className="py-1">
                  Notice
                </th>
              </tr>
            </thead>
            <tbody>
              {consents.map((c) => (
                <tr key={c.id} className="border-t border-gray-200 align-top">
                  <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(c.created_at)}</td>
                  <td className="py-1 pr-3 font-medium">{CONSENT_STATE_LABELS[states.get(c.id) ?? 'not_given']}</td>
                  <td className="py-1 pr-3">{c.label}</td>
                  <td className="py-1 pr-3">{c.context}</td>
                  <td className="py-1">{c.notice_version}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
