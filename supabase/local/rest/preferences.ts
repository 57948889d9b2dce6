import { RestError } from './errors';
import type { TxEnd } from './schema-cache';

/** Database-side settings that shape how Prefer is read: PostgREST's db-tx-end and the time zones Postgres knows. */
export interface PreferContext {
  txEnd: TxEnd;
  timezones: ReadonlySet<string>;
}

export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  returning?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  /** Only set when db-tx-end lets the client choose, as PostgREST drops it otherwise. */
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  timezone?: string;
  maxAffected?: number;
  /** Values PostgREST does not know, reported under handling=strict. */
  invalid: string[];
  /** Whether the transaction ends in a rollback: tx=rollback, or db-tx-end rollback without tx=commit. */
  rollback: boolean;
  representation: boolean;
  missingDefault: boolean;
}

// Values reach these setters only once ACCEPTED has vouched for them, hence the narrowing casts.
const KNOWN: Record<string, (p: Preferences, value: string) => void> = {
  resolution: (p, v) => {
    p.resolution ??= v as Preferences['resolution'];
  },
  missing: (p, v) => {
    p.missing ??= v as Preferences['missing'];
  },
  return: (p, v) => {
    p.returning ??= v as Preferences['returning'];
  },
  count: (p, v) => {
    p.count ??= v as Preferences['count'];
  },
  tx: (p, v) => {
    p.tx ??= v as Preferences['tx'];
  },
  handling: (p, v) => {
    p.handling ??= v as Preferences['handling'];
  },
};
const ACCEPTED = new Set([
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
]);

/**
 * Reads Prefer as PostgREST's Preferences.fromHeaders does: values from every Prefer header, comma-separated, the
 * first of each kind winning; a timezone Postgres does not know and anything unrecognised count as invalid.
 */
export function parsePrefer(headers: Headers, ctx: PreferContext): Preferences {
  const values = (headers.get('prefer') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const p: Preferences = { invalid: [], rollback: false, representation: false, missingDefault: false };
  const overridable = ctx.txEnd.endsWith('-allow-override');
  for (const v of values) {
    const eq = v.indexOf('=');
    const name = eq < 0 ? v : v.slice(0, eq);
    const value = v.slice(eq + 1);
    if (ACCEPTED.has(v)) {
      if (name !== 'tx' || overridable) KNOWN[name](p, value);
    } else if (name === 'timezone' && ctx.timezones.has(value)) {
      p.timezone ??= value;
    } else if (name === 'max-affected') {
      // A value that is not a number is dropped without being invalid, as PostgREST's readMaybe does.
      if (p.maxAffected === undefined && /^-?\d+$/.test(value)) p.maxAffected = Number(value);
    } else p.invalid.push(v);
  }
  p.rollback = p.tx === 'rollback' || (ctx.txEnd.startsWith('rollback') && p.tx !== 'commit');
  p.representation = p.returning === 'representation';
  p.missingDefault = p.missing === 'default';
  return p;
}

/** PGRST122: refuses preferences PostgREST does not know, only when the client asked for handling=strict. */
export function checkStrict(p: Preferences): void {
  if (p.handling === 'strict' && p.invalid.length) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${p.invalid.join(', ')}`,
    );
  }
}

/** Which honoured preferences an action reports; PostgREST's response builders each pass a different subset. */
export type AppliedKind = 'read' | 'create' | 'update' | 'delete' | 'call';

const REPORTED: Record<AppliedKind, (keyof Preferences)[]> = {
  read: ['count', 'tx', 'handling', 'timezone'],
  create: ['resolution', 'missing', 'returning', 'count', 'tx', 'handling', 'timezone'],
  update: ['missing', 'returning', 'count', 'tx', 'handling', 'timezone', 'maxAffected'],
  delete: ['returning', 'count', 'tx', 'handling', 'timezone', 'maxAffected'],
  call: ['count', 'tx', 'handling', 'timezone', 'maxAffected'],
};
const HEADER_NAMES: Partial<Record<keyof Preferences, string>> = { returning: 'return', maxAffected: 'max-affected' };

/** The Preference-Applied value, in PostgREST's fixed order; max-affected only counts under handling=strict. */
export function preferenceApplied(p: Preferences, kind: AppliedKind, opts: { resolution?: boolean } = {}): string | undefined {
  const parts: string[] = [];
  for (const key of REPORTED[kind]) {
    const value = p[key];
    if (value === undefined) continue;
    if (key === 'resolution' && opts.resolution === false) continue;
    if (key === 'maxAffected' && p.handling !== 'strict') continue;
    parts.push(`${HEADER_NAMES[key] ?? key}=${String(value)}`);
  }
  return parts.length ? parts.join(', ') : undefined;
}

/** PGRST124: the write touched more rows than max-affected allows; thrown inside the transaction so it rolls back. */
export function checkMaxAffected(p: Preferences, affected: number): void {
  if (p.handling === 'strict' && p.maxAffected !== undefined && affected > p.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}
