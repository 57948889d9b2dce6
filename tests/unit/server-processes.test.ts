import { describe, expect, it } from 'vitest';
import { processCount, serverProcesses } from '@/scripts/server-processes';

describe('processCount', () => {
  it('is one when SERVER_PROCESSES is unset or blank', () => {
    expect(processCount(undefined, 8)).toBe(1);
    expect(processCount('  ', 8)).toBe(1);
  });

  it('takes a whole number, or one per core for auto', () => {
    expect(processCount('3', 8)).toBe(3);
    expect(processCount(' 2 ', 8)).toBe(2);
    expect(processCount('auto', 2)).toBe(2);
    expect(processCount('64', 2)).toBe(64);
  });

  it.each(['0', '-1', '1.5', 'two', '65', '100', '02', '1e1', 'Infinity'])('refuses %s with what it takes', (raw) => {
    expect(() => processCount(raw, 2)).toThrow(
      `SERVER_PROCESSES must be a whole number from 1 to 64, or "auto" (one per core); it is "${raw}".`,
    );
  });
});

describe('serverProcesses', () => {
  it('runs one process without Redis', () => {
    expect(serverProcesses({}, 2)).toBe(1);
    expect(serverProcesses({ SERVER_PROCESSES: '1' }, 2)).toBe(1);
  });

  it('runs several only with a shared cache', () => {
    expect(serverProcesses({ SERVER_PROCESSES: 'auto', REDIS_URL: 'redis://127.0.0.1:6379' }, 4)).toBe(4);
    expect(() => serverProcesses({ SERVER_PROCESSES: '2' }, 4)).toThrow(
      'SERVER_PROCESSES=2 needs REDIS_URL: several server processes must share one cache, or a change published ' +
        'through one would stay hidden behind the others. Set REDIS_URL, or leave SERVER_PROCESSES unset for one process.',
    );
    expect(() => serverProcesses({ SERVER_PROCESSES: 'auto', REDIS_URL: ' ' }, 2)).toThrow('needs REDIS_URL');
  });
});
