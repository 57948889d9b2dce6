import { Badge } from '@/components/admin/ui/badges';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { Search } from '@/components/icons/search';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { requireAdmin } from '@/lib/auth/admin';
import { ROLE_LABELS, ROLES } from '@/lib/auth/roles';
import { readAccountStates } from '@/lib/data/account-states';
import { settle } from '@/lib/data/settle';
import { listUsers, type AccountState } from '@/lib/data/users';
import type { RawSearchParams } from '@/lib/routing/params';
import { PAGE_SIZE, parseUserListParams, userListHref } from '@/lib/users/schemas';
import { AccessControl } from './access-control';
import { DisableControl } from './disable-control';
import { InviteForm } from './invite-form';

const LABEL = 'block text-xs font-semibold tracking-wide text-gray-700 uppercase';

function StateBadges({ state }: { state: AccountState | undefined }) {
  if (!state) return null;
  return (
    <>
      {state.disabled ? <Badge tone="danger">Disabled</Badge> : null}
      {state.invitePending ? <Badge tone="saffron">Invited</Badge> : null}
    </>
  );
}

/**
 * /admin/users (manage system): everyone with an account, searched by name or e-mail, filtered by role and paged
 * on the server from the URL. Rendered under RouteGuard for super admins only; Auth's account states come from
 * lib/data/account-states.ts, which checks the role again.
 */
export async function UsersScreen({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const admin = await requireAdmin('/admin/users');
  const params = parseUserListParams(await searchParams);
  const list = await settle(listUsers(admin.client, { ...params, pageSize: PAGE_SIZE }));
  const states = list.ok
    ? await readAccountStates(
        admin.role,
        list.value.rows.map((row) => row.id),
      ).catch(() => new Map<string, AccountState>())
    : new Map<string, AccountState>();
  const pages = list.ok ? Math.max(1, Math.ceil(list.value.total / PAGE_SIZE)) : 1;
  const filtered = Boolean(params.q || params.role);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-900">Users</h1>
        <p className="mt-1 text-sm text-gray-600">Roles, back-office access and invitations. Only super admins see this page.</p>
      </header>

      <InviteForm />

      <form
        method="get"
        action="/admin/users"
        role="search"
        aria-label="Search users"
        className="rounded-lg border border-gray-200 bg-white p-3"
      >
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
          <div>
            <label htmlFor="users-q" className={LABEL}>
              Search
            </label>
            <div className="relative mt-1">
              <Search className="pointer-events-none absolute top-3.5 left-2.5 h-4 w-4 text-gray-500" aria-hidden="true" />
              <input
                id="users-q"
                type="search"
                name="q"
                defaultValue={params.q}
                maxLength={100}
                placeholder="Name or e-mail"
                className="min-h-11 w-full rounded-lg border border-gray-300 bg-white pr-2 pl-8 text-sm"
              />
            </div>
          </div>
          <div>
            <label htmlFor="users-role" className={LABEL}>
              Role
            </label>
            <select
              id="users-role"
              name="role"
              defaultValue={params.role ?? ''}
              className="mt-1 min-h-11 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm"
            >
              <option value="">All roles</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-brand">
            Search
          </button>
        </div>
      </form>

      {!list.ok ? (
        <LoadError message={list.error.message} />
      ) : list.value.rows.length === 0 ? (
        <EmptyState compact>{filtered ? 'No one matches this search.' : 'No users yet.'}</EmptyState>
      ) : (
        <>
          <p className="text-sm text-gray-600" aria-live="polite">
            {list.value.total === 1 ? '1 person' : `${list.value.total} people`}
          </p>
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label="Users">
            {list.value.rows.map((row) => {
              const self = row.id === admin.claims.sub;
              return (
                <li key={row.id} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                      <span className="truncate">{row.name}</span>
                      {self ? <Badge tone="brand">You</Badge> : null}
                      <StateBadges state={states.get(row.id)} />
                    </p>
                    <p className="truncate text-sm text-gray-600">{row.email}</p>
                    <p className="text-xs text-gray-600">
                      {ROLE_LABELS[row.role]} · {row.isAdmin ? 'Back-office access' : 'No back-office access'}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <AccessControl user={row} />
                    {self ? null : <DisableControl user={row} disabled={states.get(row.id)?.disabled ?? false} />}
                  </div>
                </li>
              );
            })}
          </ul>
          <Pagination page={params.page} pages={pages} hrefFor={(page) => userListHref(params, page)} label="Users pages" />
        </>
      )}
    </div>
  );
}
