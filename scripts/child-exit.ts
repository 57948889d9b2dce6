import type { ChildProcess } from 'node:child_process';

/**
 * Resolves with a child's exit code once it has exited (1 when a signal ended it), at once when it already has:
 * 'exit' is never emitted twice, so a wait that starts after it must not listen for it.
 */
export function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else if (child.signalCode !== null) resolve(1);
    else child.once('exit', (code) => resolve(code ?? 1));
  });
}
