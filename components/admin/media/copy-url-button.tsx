'use client';

import { useEffect, useState } from 'react';
import { Check } from '@/components/icons/check';
import { Copy } from '@/components/icons/copy';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies a file's public URL. "Copied" shows for a few seconds and is announced; where the clipboard is not
 * available (an insecure origin, a refused permission) the button says so and the URL stays visible to copy by hand.
 */
export function CopyUrlButton({ url, fileName }: { url: string; fileName: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <button
      type="button"
      className="btn-secondary min-h-11 px-3"
      onClick={() => void copy()}
      aria-label={state === 'idle' ? `Copy URL of ${fileName}` : undefined}
    >
      {state === 'copied' ? (
        <Check className="h-4 w-4 text-success-700" aria-hidden="true" />
      ) : (
        <Copy className="h-4 w-4" aria-hidden="true" />
      )}
      <span aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select the URL' : 'Copy URL'}
      </span>
    </button>
  );
}
