import Link from 'next/link';
import { notFound } from 'next/navigation';
import { OverdueFlag, PriorityBadge, StatusBadge } from '@/components/admin/ui/badges';
import { ArrowLeft } from '@/components/icons/arrow-left';
import { Mail } from '@/components/icons/mail';
import { Phone } from '@/components/icons/phone';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { can } from '@/lib/auth/roles';
import { listLeadConsents, listLeadEvents, recordLeadView, TIMELINE_LIMIT } from '@/lib/data/leads/events';
import { getLead, getResponseTarget, listActiveCounsellors } from '@/lib/data/leads/leads';
import { settle } from '@/lib/data/settle';
import { DataError } from '@/lib/errors/data-error';
import { formatDateTime } from '@/lib/format/dates';
import { DEFAULT_RESPONSE_TARGET, formatTimeSince, isOverdue } from '@/lib/leads/response-target';
import { isUuid } from '@/lib/routing/params';
import { dateToIstInput } from '@/lib/time/ist';
import { CallLogger, DeleteLead, NoteForm } from './lead-contact-forms';
import { ConsentHistory, FactList, LeadFactSections, Section } from './lead-facts';
import { LeadTimeline } from './lead-timeline';
import { AssignForm, FollowUpForm, StatusForm } from './lead-work-forms';

function Notes({ title, text }: { title: string; text: string | null }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-gray-800">{title}</h3>
      {text ? (
        <p className="mt-1 max-h-96 overflow-y-auto rounded-md bg-gray-50 p-3 text-sm whitespace-pre-wrap text-gray-900">
          {text}
        </p>
      ) : (
        <p className="mt-1 text-sm text-gray-700">None yet.</p>
      )}
    </div>
  );
}

/**
 * One lead: the key facts and the next actions first (status, owner, follow-up, call, note), then every field of
 * spec §3, the consent history and the timeline. Opening it records a view of the lead's personal data.
 */
export async function LeadDetailScreen({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const admin = await getAdminContext();
  // Under RouteGuard, no admin context means the database could not be reached to check the session.
  const loaded = admin
    ? await settle(getLead(admin.client, id))
    : { ok: false as const, error: new DataError('CONNECTION_ERROR') };
  if (!loaded.ok) {
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <BackLink />
        <LoadError message={loaded.error.message} />
      </div>
    );
  }
  const lead = loaded.value;
  if (!lead || !admin) notFound();
  const { client } = admin;
  // Recorded before anything personal is rendered: a view that cannot be recorded is not shown.
  const recorded = await settle(recordLeadView(client, lead.id, admin.claims.sub));
  if (!recorded.ok) {
    return (
      <div className="mx-auto max-w-6xl space-y-4">
        <BackLink />
        <LoadError message={recorded.error.message} />
      </div>
    );
  }

  const canSupervise = can(admin.role, 'superviseLeads');
  const [events, consents, counsellors, target] = await Promise.all([
    settle(listLeadEvents(client, lead.id)),
    settle(listLeadConsents(client, lead)),
    canSupervise ? settle(listActiveCounsellors(client)) : null,
    getResponseTarget(client).catch(() => DEFAULT_RESPONSE_TARGET),
  ]);
  const now = new Date();
  const counsellorOptions = counsellors?.ok ? counsellors.value.map(({ id: cid, name }) => ({ id: cid, name })) : [];
  if (lead.assigned_counselor && !counsellorOptions.some((c) => c.id === lead.assigned_counselor?.id)) {
    // An inactive counsellor still owns the lead until someone reassigns it.
    counsellorOptions.push({ id: lead.assigned_counselor.id, name: `${lead.assigned_counselor.name} (inactive)` });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <BackLink />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{lead.name || '(no name)'}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <StatusBadge status={lead.status} />
            <PriorityBadge priority={lead.priority} />
            <span className="text-gray-700">Score {lead.lead_score}</span>
            <span className="text-gray-700">
              · Arrived {formatTimeSince(lead.created_at, now)} ago ({formatDateTime(lead.created_at)})
            </span>
            {isOverdue(lead, now, target) ? <OverdueFlag /> : null}
          </div>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a href={`mailto:${lead.email}`} className="inline-flex items-center gap-1 link">
              <Mail className="h-4 w-4" aria-hidden="true" />
              {lead.email}
            </a>
            {lead.phone ? (
              <a href={`tel:${lead.phone.replace(/\s+/g, '')}`} className="inline-flex items-center gap-1 link">
                <Phone className="h-4 w-4" aria-hidden="true" />
                {lead.phone}
              </a>
            ) : null}
          </div>
        </div>
        {canSupervise ? <DeleteLead leadId={lead.id} name={lead.name} /> : null}
      </header>

      <section
        aria-label="Next actions"
        className="grid gap-4 rounded-lg border border-brand-100 bg-white p-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatusForm leadId={lead.id} status={lead.status} conversionValue={lead.conversion_value} />
        {canSupervise ? (
          <AssignForm leadId={lead.id} counsellorId={lead.assigned_counselor_id} counsellors={counsellorOptions} />
        ) : (
          <div>
            <p className="block text-xs font-semibold tracking-wide text-gray-700 uppercase">Counsellor</p>
            <p className="mt-3 text-sm text-gray-900">{lead.assigned_counselor?.name ?? 'Unassigned'}</p>
          </div>
        )}
        <FollowUpForm leadId={lead.id} value={dateToIstInput(lead.next_follow_up_at)} />
        <div className="space-y-2">
          <CallLogger leadId={lead.id} />
          <p className="text-xs text-gray-700">
            {lead.contact_attempts === 1 ? '1 contact attempt' : `${lead.contact_attempts} contact attempts`}
            {lead.last_contacted_at ? ` · last ${formatDateTime(lead.last_contacted_at)}` : ''}
          </p>
        </div>
      </section>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <Section title="Notes">
            <div className="space-y-4">
              <Notes title="Notes" text={lead.notes} />
              <Notes title="Internal notes" text={lead.internal_notes} />
              <NoteForm leadId={lead.id} />
            </div>
          </Section>
          <Section title="Contact and ownership">
            <FactList
              facts={[
                ['Name', lead.name],
                ['E-mail', lead.email],
                ['Phone', lead.phone],
                [
                  'Counsellor',
                  lead.assigned_counselor ? `${lead.assigned_counselor.name} (${lead.assigned_counselor.email})` : 'Unassigned',
                ],
                ['Contact attempts', String(lead.contact_attempts)],
              ]}
            />
          </Section>
          <LeadFactSections lead={lead} />
          {consents.ok ? <ConsentHistory consents={consents.value} /> : <LoadError message={consents.error.message} />}
        </div>
        <div>
          {events.ok ? (
            <LeadTimeline events={events.value} limit={TIMELINE_LIMIT} />
          ) : (
            <LoadError message={events.error.message} />
          )}
        </div>
      </div>
    </div>
  );
}

function BackLink() {
  return (
    <Link href="/admin/leads" className="inline-flex min-h-11 items-center gap-1 text-sm link">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      All leads
    </Link>
  );
}
