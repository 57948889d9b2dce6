'use client';

import { Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAccount } from '@/lib/auth/account-store';
import { getAuthClient } from '@/lib/auth/auth-client';
import { openAuthModal } from '@/lib/auth/modal-store';
import type { FavoriteKind } from '@/lib/data/favorites';

// The data module (with zod) loads on first use, keeping it out of the college and blog pages' first load.
async function favorites() {
  const [client, data] = await Promise.all([getAuthClient(), import('@/lib/data/favorites')]);
  return { client, ...data };
}

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
 * saved as soon as the visitor is signed in. The saved state is read from the database, so it survives reloads.
 */
export function FavoriteToggle({ kind, itemId, itemName, className = '', compact = false }: FavoriteToggleProps) {
  const account = useAccount();
  const userId = account.status === 'signedIn' ? account.user.id : null;
  const [saved, setSaved] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void favorites()
      .then(({ client, isFavorite }) => isFavorite(client, userId, kind, itemId))
      .then((value) => live && setSaved(value))
      .catch(() => live && setSaved(false));
    return () => {
      live = false;
    };
  }, [userId, kind, itemId]);

  async function change(next: boolean, forUser: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const { client, addFavorite, removeFavorite } = await favorites();
      if (next) await addFavorite(client, forUser, kind, itemId);
      else await removeFavorite(client, forUser, kind, itemId);
      setSaved(next);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Failed to save favourite');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function onClick() {
    if (!userId) {
      openAuthModal('signIn', () => {
        void getAuthClient()
          .then((client) => client.auth.getUser())
          .then(({ data }) => (data.user ? change(true, data.user.id) : undefined));
      });
      return;
    }
    void change(!(saved ?? false), userId);
  }

  const isSaved = userId !== null && saved === true;
  return (
    <span className={`inline-flex flex-col items-start ${className}`}>
      <button
        type="button"
        onClick={onClick}
        // Until the session (and, signed in, the saved state) is known a press would do the wrong thing.
        disabled={busy || account.status === 'loading' || (userId !== null && saved === null)}
        aria-pressed={isSaved}
        aria-label={isSaved ? `Remove ${itemName} from favourites` : `Save ${itemName} to favourites`}
        data-testid="favorite-toggle"
        className={compact ? 'btn-ghost h-11 w-11 px-0' : 'btn-secondary'}
      >
        <Heart className={`h-4 w-4 ${isSaved ? 'fill-red-600 text-red-600' : ''}`} aria-hidden="true" />
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
