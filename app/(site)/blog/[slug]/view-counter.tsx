'use client';

import { useEffect, useRef, useState } from 'react';
import { Eye } from '@/components/icons/eye';
import { countBlogView } from '@/lib/blog/blog.actions';
import { formatViews } from '@/lib/format/numbers';

/**
 * Counts this visit once and shows the new total. The server-rendered number (from the cached page) is shown
 * until the count returns, and stays if it fails. The ref keeps React strict mode's second effect run in
 * development from counting the visit twice.
 */
export function ViewCounter({ postId, initialViews }: { postId: string; initialViews: number }) {
  const [views, setViews] = useState(initialViews);
  const [counted, setCounted] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    countBlogView(postId).then((next) => {
      if (next !== null) setViews(next);
      setCounted(true);
    });
  }, [postId]);

  return (
    <span className="flex items-center gap-1" data-testid="post-views" data-counted={counted ? 'true' : 'false'}>
      <Eye className="h-4 w-4" aria-hidden="true" />
      <data value={views} title={`${views.toLocaleString('en-IN')} views`}>
        {formatViews(views)}
      </data>{' '}
      views
    </span>
  );
}
