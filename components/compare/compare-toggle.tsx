'use client';

import { useState } from 'react';
import { Check } from '@/components/icons/check';
import { Plus } from '@/components/icons/plus';
import { MAX_COMPARED } from '@/lib/compare/selection';
import { addToCompare, removeFromCompare, useCompareTray } from '@/lib/compare/tray-store';

interface Props {
  slug: string;
  name: string;
  /** On cards: a smaller button. */
  compact?: boolean;
}

/** "Add to compare" on a college card or page: puts the college in the tray that follows the visitor. */
export function CompareToggle({ slug, name, compact = false }: Props) {
  const tray = useCompareTray();
  const [message, setMessage] = useState<string | null>(null);
  const added = tray?.some((c) => c.slug === slug) ?? false;

  function onClick() {
    if (!tray) return;
    if (added) {
      removeFromCompare(slug);
      setMessage(null);
    } else if (tray.length >= MAX_COMPARED) {
      setMessage(`You can compare up to ${MAX_COMPARED} colleges: remove one from the tray first.`);
    } else {
      addToCompare({ slug, name });
      setMessage(null);
    }
  }

  const Icon = added ? Check : Plus;
  return (
    <span className="inline-flex flex-col items-start">
      <button
        type="button"
        onClick={onClick}
        disabled={tray === null}
        aria-pressed={added}
        aria-label={added ? `Remove ${name} from comparison` : `Add ${name} to compare`}
        className={`${compact ? 'btn-ghost min-h-11 px-2 text-sm' : 'btn-secondary'}${added ? 'text-success-700' : ''}`}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
        <span>{added ? 'In compare' : 'Compare'}</span>
      </button>
      <span role="status" className={message ? 'mt-1 max-w-[16rem] text-xs text-red-700' : 'sr-only'}>
        {message}
      </span>
    </span>
  );
}
