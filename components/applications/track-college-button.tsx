'use client';

import { Plus } from '@/components/icons/plus';
import { ActionButton } from '@/components/ui/action-button';
import { trackCollege } from '@/lib/applications/applications.actions';

export function TrackCollegeButton({ slug, name }: { slug: string; name: string }) {
  return (
    <ActionButton run={() => trackCollege({ slug })} label={`Track ${name}`} className="btn-secondary min-h-11 px-3 text-sm">
      <Plus className="h-4 w-4" aria-hidden="true" /> Track
    </ActionButton>
  );
}
