'use client';

import { Heart } from '@/components/icons/heart';
import { useAccount } from '@/lib/auth/account-store';
import { saveAfterSignIn, setFavorite, useFavorite } from '@/lib/auth/favorites-store';
import { openAuthModal } from '@/lib/auth/modal-store';
import type { FavoriteKind } from '@/lib/data/favorites';

interface FavoriteToggleProps {
  kind: FavoriteKind;
  itemId: string;
  /** The item's name, for the button's accessible label ("Save IIM Ahmedabad"). */
  itemName: string;
  className?: string;
  /** On cards: the heart alone (the label stays for screen readers). */
  compact?: boolean;
}

/**
 * Save / unsave a college or blog post. Signed out, a press opens the sign-in modal and the favourite is
 * saved as soon as the visitor is signed in. Signed in, the state comes from lib/auth/favorites-store: one
 * query for every toggle on the page, and a press shows at once, going back with a message if it fails.
 */
export function FavoriteToggle({ kind, itemId, itemName, className = '', compact = false }: FavoriteToggleProps) {
  const account = useAccount();
  const userId = account.status === 'signedIn' ? account.user.id : null;
  const { saved, busy, error } = useFavorite(kind, itemId, userId);

  function onClick() {
    if (!userId) {
      openAuthModal('signIn', () => saveAfterSignIn(kind, itemId));
      return;
    }
    if (saved !== null) void setFavorite(kind, itemId, !saved, userId);
  }

  const isSaved = saved === true;
  return (
    <span className={className ? `inline-flex flex-col items-start ${className}` : 'inline-flex flex-col items-start'}>
      <button
        type="button"
        onClick={onClick}
        // Until the session (and, signed in, the saved state) is known a press would do the wrong thing. While a
        // change is on its way the button stays focusable (aria-busy); presses then are ignored until it is done.
        disabled={account.status === 'loading' || saved === null}
        aria-busy={busy || undefined}
        aria-pressed={isSaved}
        aria-label={isSaved ? `Remove ${itemName} from favourites` : `Save ${itemName} to favourites`}
        data-testid="favorite-toggle"
        className={compact ? 'btn-ghost h-11 w-11 px-0' : 'btn-secondary'}
      >
        <Heart className={isSaved ? 'h-4 w-4 fill-red-600 text-red-600' : 'h-4 w-4'} aria-hidden="true" />
        {compact ? null : <span>{isSaved ? 'Saved' : 'Save'}</span>}
      </button>
      {error ? (
        <span role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
