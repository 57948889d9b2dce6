import type { Metadata } from 'next';
import { AcceptInvite } from '@/components/admin/users/accept-invite';

export const metadata: Metadata = { title: 'Accept your invitation', robots: { index: false, follow: false } };

/** Target of the staff invitation e-mail (Users → Invite): the link's session arrives in the fragment. */
export default function AcceptInvitePage() {
  return (
    <main id="main-content" className="flex flex-1 flex-col">
      <AcceptInvite />
    </main>
  );
}
