'use client';

import { Trash2 } from '@/components/icons/trash-2';
import { ActionButton } from '@/components/ui/action-button';
import { removeSavedComparison } from '@/lib/compare/compare.actions';

export function RemoveSavedComparison({ id, label }: { id: string; label: string }) {
  return (
    <ActionButton
      run={() => removeSavedComparison({ id })}
      label={`Remove the saved comparison ${label}`}
      className="btn-ghost h-11 w-11 px-0"
    >
      <Trash2 className="h-4 w-4" aria-hidden="true" />
    </ActionButton>
  );
}
