import { expect } from '@playwright/test';
import { E2E_CONTROL_URL } from '../env';

/**
 * The outage specs' hold on the suite's local stack, through the control server of scripts/with-local-stack.ts.
 * 'suspend' stops the stack's HTTP front (REST, Auth, Storage and the mailbox): every call the app makes is
 * refused, as when the stack is down, while the database keeps its data; 'resume' listens again on the same port.
 * Only specs of the outage project (*outage.spec.ts) may call it: it runs after every other project, because
 * an outage would fail any test running at the same time.
 */
export async function controlStack(action: 'suspend' | 'resume'): Promise<void> {
  const res = await fetch(`${E2E_CONTROL_URL}/${action}`, { method: 'POST' });
  expect(res.status, `control server ${action}`).toBe(204);
}
