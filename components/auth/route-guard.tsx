import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { getViewerAccess } from '@/lib/auth/admin';
import { decideRoute, type RouteRequirements } from '@/lib/auth/route-decision';
import { AccessDenied } from './access-denied';

/**
 * The one guard of spec §6 for pages (server actions use capabilityAction instead). proxy.ts turns most people
 * away first; this checks again because a layout does not re-run on client navigation between its pages.
 */
export async function RouteGuard({ children, ...requirements }: RouteRequirements & { children: ReactNode }) {
  const decision = decideRoute(requirements, await getViewerAccess());
  if (decision.kind === 'redirect') redirect(decision.to);
  if (decision.kind === 'denied') {
    return <AccessDenied roles={decision.roles} homeHref={requirements.requireAdmin ? '/admin' : '/'} />;
  }
  return <>{children}</>;
}
