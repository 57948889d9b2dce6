'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAccount } from '@/lib/auth/account-store';
import { loadThreadViewer } from '@/lib/community/community.actions';
import { DATA_ERRORS } from '@/lib/errors/data-error';

export type ViewerData = Extract<Awaited<ReturnType<typeof loadThreadViewer>>, { ok: true }>['data'];

export interface ThreadContext {
  slug: string;
  threadId: string;
  locked: boolean;
  /** 'loading' until the session is known and, signed in, the reader's own state has arrived. */
  status: 'loading' | 'signedOut' | 'signedIn';
  /** The browser holds a session (the reader's own state may still be on its way). */
  signedIn: boolean;
  viewer: ViewerData | null;
  error: string | null;
  /** After a write: the page's cached HTML and the reader's own state again. */
  refresh(): void;
}

const Context = createContext<ThreadContext | null>(null);

export function useThread(): ThreadContext {
  const context = useContext(Context);
  if (!context) throw new Error('useThread outside ThreadViewerProvider');
  return context;
}

/**
 * The reader's side of a cached thread page. The page itself is the same for everyone; once the browser knows
 * the reader is signed in, one server action brings what is theirs alone (votes, own posts, held replies, a
 * suspension), and the controls on the page read it from here.
 */
export function ThreadViewerProvider({
  slug,
  threadId,
  locked,
  children,
}: {
  slug: string;
  threadId: string;
  locked: boolean;
  children: ReactNode;
}) {
  const router = useRouter();
  const account = useAccount();
  const userId = account.status === 'signedIn' ? account.user.id : null;
  const [loaded, setLoaded] = useState<{
    userId: string;
    version: number;
    viewer: ViewerData | null;
    error: string | null;
  } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    loadThreadViewer({ slug })
      .then((result) => {
        if (!live) return;
        setLoaded({ userId, version, viewer: result.ok ? result.data : null, error: result.ok ? null : result.message });
      })
      .catch(() => live && setLoaded({ userId, version, viewer: null, error: DATA_ERRORS.CONNECTION_ERROR }));
    return () => {
      live = false;
    };
  }, [userId, slug, version]);

  const refresh = useCallback(() => {
    router.refresh();
    setVersion((v) => v + 1);
  }, [router]);

  const current = loaded && loaded.userId === userId ? loaded : null;
  const status: ThreadContext['status'] =
    account.status === 'signedIn' ? (current ? 'signedIn' : 'loading') : account.status === 'loading' ? 'loading' : 'signedOut';
  const value = useMemo<ThreadContext>(
    () => ({
      slug,
      threadId,
      locked,
      status,
      signedIn: userId !== null,
      viewer: current?.viewer ?? null,
      error: current?.error ?? null,
      refresh,
    }),
    [slug, threadId, locked, status, userId, current, refresh],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
