import type { ChildProcess } from 'node:child_process';
import os from 'node:os';

/** A signal's exit code as a shell reports it: 128 plus the signal's number. */
function signalExitCode(signal: NodeJS.Signals): number {
  return 128 + (os.constants.signals[signal] ?? 15);
}

/**
 * Resolves with a child's exit code once it has exited (128 plus the signal's number when a signal ended it), at
 * once when it already has: 'exit' is never emitted twice, so a wait that starts after it must not listen for it.
 */
export function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else if (child.signalCode !== null) resolve(signalExitCode(child.signalCode));
    else child.once('exit', (code, signal) => resolve(code ?? (signal ? signalExitCode(signal) : 1)));
  });
}
