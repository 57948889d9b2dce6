import { ModerationButton } from '@/components/admin/community/moderation-button';
import { LoadError } from '@/components/site/load-error';
import { listCollegeDomains } from '@/lib/data/reviews/domains';
import { settle } from '@/lib/data/settle';
import { removeCollegeEmailDomain } from '@/lib/reviews/reviews-admin.actions';
import type { TypedClient } from '@/lib/supabase/types';
import { AddDomainForm } from './add-domain-form';

/**
 * The college's e-mail domains, which prove a reviewer's tie (issue 37): content managers add and remove them here;
 * each change is recorded in the college's history below.
 */
export async function CollegeEmailDomains({ client, collegeId }: { client: TypedClient; collegeId: string }) {
  const loaded = await settle(listCollegeDomains(client, collegeId));
  return (
    <section aria-labelledby="domains-heading" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="domains-heading" className="text-lg font-semibold text-gray-900">
        E-mail domains for verified reviews
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        A student or alumnus with an address at one of these domains (or a subdomain) can verify by e-mail. Only the college’s own
        domains: free mail providers are refused.
      </p>
      {!loaded.ok ? (
        <LoadError message={loaded.error.message} />
      ) : (
        <>
          {loaded.value.length === 0 ? (
            <p className="mt-3 text-sm text-gray-700">No domains yet: reviewers can verify only with a document.</p>
          ) : (
            <ul className="mt-3 divide-y divide-gray-100">
              {loaded.value.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="text-sm font-medium text-gray-900">{d.domain}</span>
                  <ModerationButton
                    action={removeCollegeEmailDomain}
                    label="Remove"
                    ariaLabel={`Remove ${d.domain}`}
                    title={`Remove ${d.domain}?`}
                    description="Ties it verified stay; new links to it are refused."
                    confirmLabel="Remove domain"
                    fields={{ id: d.id, collegeId }}
                    reason="none"
                    danger
                  />
                </li>
              ))}
            </ul>
          )}
          <AddDomainForm collegeId={collegeId} />
        </>
      )}
    </section>
  );
}
