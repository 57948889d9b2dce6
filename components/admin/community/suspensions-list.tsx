import { EmptyState } from '@/components/admin/ui/empty-state';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { liftCommunitySuspension } from '@/lib/community/community-admin.actions';
import { listActiveSuspensions } from '@/lib/data/community/admin';
import { settle } from '@/lib/data/settle';
import { formatDateTime } from '@/lib/format/dates';
import { ModerationButton } from './moderation-button';

/** Suspensions in force, the one ending soonest first, each with Lift. */
export async function SuspensionsList() {
  const admin = await getAdminContext();
  const list = admin ? await settle(listActiveSuspensions(admin.client)) : null;
  if (!list || !list.ok) return <LoadError message={list?.error.message ?? 'The suspensions could not be loaded.'} />;
  if (list.value.length === 0) return <EmptyState>No one is suspended.</EmptyState>;
  return (
    <ul aria-label="Active suspensions" className="space-y-3">
      {list.value.map((s) => {
        const who = s.userName ?? 'A member';
        return (
          <li
            key={s.id}
            className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-gray-200 bg-white p-4"
          >
            <div className="min-w-0">
              <p className="font-semibold text-brand-900">{who}</p>
              <p className="text-sm text-gray-700">Until {formatDateTime(s.until)}</p>
              <p className="text-sm break-words text-gray-800">Reason: {s.reason}</p>
              <p className="text-xs text-gray-600">Since {formatDateTime(s.createdAt)}</p>
            </div>
            <ModerationButton
              action={liftCommunitySuspension}
              label="Lift"
              ariaLabel={`Lift the suspension of ${who}`}
              title={`Lift the suspension of ${who}?`}
              description="They can post again at once. Lifting is recorded."
              confirmLabel="Lift suspension"
              reason="none"
              fields={{ id: s.id }}
            />
          </li>
        );
      })}
    </ul>
  );
}
