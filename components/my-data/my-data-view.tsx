import type { ReactNode } from 'react';
import { consentStates } from '@/lib/consent/history';
import type { MyData } from '@/lib/data/my-data';
import { formatDateTime } from '@/lib/format/dates';
import type { LeadFormType } from '@/lib/leads/lead-fields';
import { contextName, purposeName, standingConsents } from '@/lib/my-data/consents';
import { DataTable } from './data-table';
import { EraseForm, type EraseAction } from './erase-form';
import { WithdrawButton, type WithdrawAction } from './withdraw-button';

const CONSENT_STATE_LABELS = { granted: 'Given', not_given: 'Not given', withdrawn: 'Withdrawn' } as const;

const FORM_NAMES: Record<LeadFormType, string> = {
  contact: 'Contact form',
  consultation: 'Consultation',
  newsletter: 'Newsletter',
};

const SUBSCRIPTION_STATUS: Record<string, (unsubscribedAt: string | null) => string> = {
  active: () => 'Subscribed',
  unsubscribed: (at) => `Unsubscribed on ${formatDateTime(at)}`,
};

function words(value: string): string {
  const spaced = value.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-gray-700">{children}</p>;
}

/**
 * Everything held for one address, readable, with the person's three rights beside it: download it all, withdraw
 * any consent in one click, erase everything. Used by the e-mailed link's page and by /profile/data alike.
 */
export function MyDataView({
  data,
  withdrawAction,
  eraseAction,
  downloadHref,
}: {
  data: MyData;
  withdrawAction: WithdrawAction;
  eraseAction: EraseAction;
  downloadHref: string;
}) {
  const activeSubscription = data.newsletter_subscriptions.some((s) => s.status === 'active');
  const standing = standingConsents(data.consents, activeSubscription);
  const states = consentStates(data.consents);
  const holdsAnything =
    data.leads.length + data.contact_submissions.length + data.newsletter_subscriptions.length + data.consents.length > 0;

  return (
    <div className="space-y-10">
      <div className="space-y-3">
        <p className="text-gray-800">
          Everything we hold for <strong>{data.email}</strong>, as of {formatDateTime(data.generated_at)}.
        </p>
        <a href={downloadHref} download className="btn-secondary">
          Download as JSON
        </a>
        <p className="text-sm text-gray-700">
          The download holds every field of every record below, including the page you wrote from, campaign tags, your IP address
          and browser details.
        </p>
      </div>

      <Section id="my-data-choices" title="Your choices">
        {standing.length === 0 ? (
          <Empty>You have not given us any consent.</Empty>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200" aria-label="Your consents now">
            {standing.map((consent) => {
              const name = purposeName(consent.purpose, consent.college);
              const since = consent.since ? ` on ${formatDateTime(consent.since)}` : '';
              return (
                <li
                  key={`${consent.purpose}|${consent.collegeId ?? ''}`}
                  className="flex flex-wrap items-center justify-between gap-3 p-4"
                >
                  <div>
                    <p className="font-medium text-gray-900">{name}</p>
                    <p className="text-sm text-gray-700">{`${CONSENT_STATE_LABELS[consent.state]}${since}`}</p>
                  </div>
                  <WithdrawButton
                    action={withdrawAction}
                    granted={consent.state === 'granted'}
                    purpose={consent.purpose}
                    collegeId={consent.collegeId}
                    name={name}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section id="my-data-enquiries" title="Enquiries">
        {data.leads.length === 0 ? (
          <Empty>No enquiries.</Empty>
        ) : (
          <DataTable
            caption="Enquiries"
            columns={['Received', 'Form', 'About', 'Name and phone', 'Message', 'Status']}
            rows={data.leads.map((lead) => ({
              key: lead.id,
              cells: [
                formatDateTime(lead.created_at),
                (FORM_NAMES as Record<string, string>)[lead.form_type] ?? words(lead.form_type),
                lead.subject ?? lead.college ?? lead.exam ?? '—',
                [lead.name, lead.phone].filter(Boolean).join(', ') || '—',
                lead.message ?? '—',
                words(lead.status),
              ],
            }))}
          />
        )}
      </Section>

      <Section id="my-data-messages" title="Messages from the contact form">
        {data.contact_submissions.length === 0 ? (
          <Empty>No messages.</Empty>
        ) : (
          <DataTable
            caption="Messages from the contact form"
            columns={['Sent', 'Subject', 'Message', 'Status']}
            rows={data.contact_submissions.map((s) => ({
              key: s.id,
              cells: [formatDateTime(s.created_at), s.subject ?? '—', s.message, words(s.status)],
            }))}
          />
        )}
      </Section>

      <Section id="my-data-newsletter" title="Newsletter">
        {data.newsletter_subscriptions.length === 0 ? (
          <Empty>No newsletter subscription.</Empty>
        ) : (
          <DataTable
            caption="Newsletter subscriptions"
            columns={['Address', 'Signed up from', 'Since', 'Status']}
            rows={data.newsletter_subscriptions.map((s) => ({
              key: s.id,
              cells: [
                s.email,
                words(s.source),
                formatDateTime(s.subscribed_at),
                SUBSCRIPTION_STATUS[s.status]?.(s.unsubscribed_at) ?? words(s.status),
              ],
            }))}
          />
        )}
      </Section>

      <Section id="my-data-consents" title="Consent records">
        {data.consents.length === 0 ? (
          <Empty>No consent records.</Empty>
        ) : (
          <DataTable
            caption="Consent records"
            columns={['When', 'Purpose', 'Choice', 'Wording you saw', 'Where']}
            rows={data.consents.map((c) => ({
              key: c.id,
              cells: [
                formatDateTime(c.created_at),
                purposeName(c.purpose, c.college),
                CONSENT_STATE_LABELS[states.get(c.id) ?? 'not_given'],
                c.label,
                contextName(c.context),
              ],
            }))}
          />
        )}
      </Section>

      {holdsAnything ? (
        <Section id="my-data-erase" title="Erase your data">
          <EraseForm action={eraseAction} />
        </Section>
      ) : null}
    </div>
  );
}
