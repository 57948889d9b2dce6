'use client';

import { useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { parseCostSearchParams, toCostSearchParams, type CostDefaults, type CostParamName } from '@/lib/cost/search-params';
import type { LivingEstimate, LoanDefaults, ProgrammeBasis, SalaryBasis } from '@/lib/cost/true-cost';
import { CostFigures } from './cost-figures';

interface CostCalculatorProps {
  programmes: ProgrammeBasis[];
  estimate: LivingEstimate | null;
  salary: SalaryBasis | null;
  loan: LoanDefaults;
  city: string | null;
}

type Typed = Record<CostParamName, string>;
const EMPTY: Typed = { rate: '', tenure: '', own: '', living: '', share: '' };
const NAMES = Object.keys(EMPTY) as CostParamName[];

const typedFrom = (query: URLSearchParams): Typed => Object.fromEntries(NAMES.map((n) => [n, query.get(n) ?? ''])) as Typed;

/** The address's query, '' while the server renders and hydrates, so the cached HTML is the same for everyone. */
function useQuery(): string {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('popstate', onChange);
      return () => window.removeEventListener('popstate', onChange);
    },
    () => window.location.search,
    () => '',
  );
}

/**
 * The calculator: a GET form whose fields are the URL's (?rate=9.5&tenure=7), and the figures of every programme at
 * them. The page is cached the same for everyone, so the server renders the defaults; after hydration the island
 * reads the URL once, so a shared or reloaded link shows its own figures, and every change writes the URL back
 * (history.replaceState, no navigation). Without script the form still submits to the same address with the
 * query, which shows the defaults' figures until script runs (docs/data-sources.md, "Living costs").
 */
export function CostCalculator({ programmes, estimate, salary, loan, city }: CostCalculatorProps) {
  const query = useQuery();
  // What the visitor typed since the page opened; until then the address's figures.
  const [edited, setEdited] = useState<Typed | null>(null);
  const typed = useMemo(() => edited ?? typedFrom(new URLSearchParams(query)), [edited, query]);
  const defaults: CostDefaults = useMemo(() => ({ rate: loan.ratePercent, tenure: loan.tenureYears }), [loan]);
  const reading = useMemo(() => parseCostSearchParams(new URLSearchParams(typed), defaults), [typed, defaults]);

  const change = (name: CostParamName, value: string) => {
    const next = { ...typed, [name]: value };
    setEdited(next);
    const written = toCostSearchParams(parseCostSearchParams(new URLSearchParams(next), defaults).params, defaults).toString();
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${written ? `?${written}` : ''}${hash}`);
  };
  const submit = (event: FormEvent) => event.preventDefault();

  const fields: { name: CostParamName; label: string; hint: string; placeholder: string; mode: 'decimal' | 'numeric' }[] = [
    {
      name: 'rate',
      label: 'Interest rate (% a year)',
      hint: `Default ${loan.ratePercent} %, sourced below.`,
      placeholder: String(loan.ratePercent),
      mode: 'decimal',
    },
    {
      name: 'tenure',
      label: 'Loan tenure (years)',
      hint: `Default ${loan.tenureYears} years, sourced below.`,
      placeholder: String(loan.tenureYears),
      mode: 'numeric',
    },
    {
      name: 'own',
      label: 'Your own contribution (₹)',
      hint: 'Paid by you, not borrowed. Default ₹0.',
      placeholder: '0',
      mode: 'numeric',
    },
    {
      name: 'living',
      label: 'Living per month (₹)',
      hint: estimate
        ? `Default ₹${estimate.monthlyAmount.toLocaleString('en-IN')}, the ${estimate.city} estimate.`
        : `No published estimate for ${city ?? 'this city'}: enter your own.`,
      placeholder: estimate ? String(estimate.monthlyAmount) : '',
      mode: 'numeric',
    },
    {
      name: 'share',
      label: 'Salary share for repayment (%)',
      hint: 'Default 40 %, explained below.',
      placeholder: '40',
      mode: 'numeric',
    },
  ];

  return (
    <div className="space-y-6">
      <form
        method="get"
        action="#cost"
        onSubmit={submit}
        noValidate
        className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
      >
        <h3 className="text-lg font-bold text-brand-900">Your loan and living</h3>
        <div className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {fields.map((f) => {
            const error = reading.errors[f.name];
            const id = `cost-${f.name}`;
            return (
              <div key={f.name}>
                <label htmlFor={id} className="block text-sm font-medium text-gray-900">
                  {f.label}
                </label>
                <input
                  id={id}
                  name={f.name}
                  inputMode={f.mode}
                  autoComplete="off"
                  value={typed[f.name]}
                  placeholder={f.placeholder}
                  onChange={(e) => change(f.name, e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-hint ${id}-error`}
                  className="mt-1 block min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 tabular-nums placeholder:text-gray-500 aria-[invalid=true]:border-danger-700"
                />
                <p id={`${id}-hint`} className="mt-0.5 text-sm text-gray-600">
                  {f.hint}
                </p>
                <p id={`${id}-error`} aria-live="polite" className="min-h-5 text-sm text-danger-700">
                  {error}
                </p>
              </div>
            );
          })}
        </div>
        <button type="submit" className="mt-2 btn-secondary min-h-11">
          Calculate
        </button>
      </form>
      {programmes.map((p) => (
        <CostFigures
          key={p.id}
          programme={p}
          estimate={estimate}
          salary={salary}
          loan={loan}
          params={reading.params}
          city={city}
        />
      ))}
    </div>
  );
}
