import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXCEPTION_DESCRIPTION_MAX, exceptionParams, reportException } from '@/lib/analytics/exception';
import { analyticsScript, gtagScriptUrl } from '@/lib/analytics/inline-script';

class ServerError extends Error {
  digest = '2389475610';
}

const circular: Record<string, unknown> = { a: 1 };
circular.self = circular;

/** Thrown values as they reach the reporters, and the description GA4 should get. */
const CASES: [string, unknown, string][] = [
  ['an Error', new TypeError('x is not a function'), 'TypeError: x is not a function'],
  [
    'a server error, digest first',
    new ServerError('An error occurred in the Server Components render.'),
    '[2389475610] Error: An error occurred in the Server Components render.',
  ],
  ['a string', 'Network down', 'Network down'],
  [
    'an error-like object',
    { name: 'AbortError', message: 'The user aborted a request.' },
    'AbortError: The user aborted a request.',
  ],
  ['an object with no message', { code: 'PGRST116' }, '{"code":"PGRST116"}'],
  ['undefined', undefined, 'undefined'],
  ['null', null, 'null'],
  ['a number', 42, '42'],
  ['a circular object', circular, '[object Object]'],
  ['a message over several lines', new Error('first line\n   second\tline  '), 'Error: first line second line'],
  ['an empty string', '   ', 'Unknown error'],
];

const LONG = `RangeError: ${'x'.repeat(300)}`;

describe('exceptionParams', () => {
  it.each(CASES)('describes %s', (_, value, description) => {
    expect(exceptionParams(value, false)).toEqual({ description, fatal: false });
  });

  it('cuts a long description to what GA4 keeps, and says it did', () => {
    const { description } = exceptionParams(new RangeError('x'.repeat(300)), true);
    expect(description).toHaveLength(EXCEPTION_DESCRIPTION_MAX);
    expect(description).toBe(`${LONG.slice(0, EXCEPTION_DESCRIPTION_MAX - 1)}…`);
    expect(exceptionParams('y'.repeat(EXCEPTION_DESCRIPTION_MAX), true).description).toBe('y'.repeat(EXCEPTION_DESCRIPTION_MAX));
  });

  it('passes fatal through', () => {
    expect(exceptionParams('boom', true).fatal).toBe(true);
  });
});

describe('reportException', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing without Google Analytics on the page, or outside a browser', () => {
    expect(() => reportException(new Error('boom'), true)).not.toThrow();
    vi.stubGlobal('window', {});
    expect(() => reportException(new Error('boom'), true)).not.toThrow();
  });

  it('sends a GA4 exception event through gtag', () => {
    const gtag = vi.fn();
    vi.stubGlobal('window', { gtag });
    reportException(new Error('render failed'), true);
    expect(gtag).toHaveBeenCalledWith('event', 'exception', { description: 'Error: render failed', fatal: true });
  });
});

/** Runs the inline script in a bare context standing in for a page, and returns how to fire its events. */
function runInlineScript(measurementId = 'G-ABC123XYZ') {
  const listeners = new Map<string, (event: unknown) => void>();
  const window = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  } as { addEventListener: unknown; dataLayer?: IArguments[]; gtag?: unknown };
  vm.runInNewContext(analyticsScript(measurementId), { window, Date, JSON, String });
  const calls = () => (window.dataLayer ?? []).map((args) => Array.from(args));
  const fire = (type: string, event: unknown) => listeners.get(type)?.(event);
  return { window, calls, fire };
}

describe('analyticsScript', () => {
  it('starts gtag for error reports only: no page views, no cookies', () => {
    const { window, calls } = runInlineScript();
    expect(typeof window.gtag).toBe('function');
    expect(calls()[0]?.[0]).toBe('js');
    expect(calls()[1]).toEqual([
      'config',
      'G-ABC123XYZ',
      { send_page_view: false, client_storage: 'none', allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
  });

  // A thrown null or undefined reaches an error listener as no error at all: it reports the message (below).
  it.each(CASES.filter(([, value]) => value != null))(
    'reports %s thrown anywhere as exceptionParams describes it',
    (_, value) => {
      const { calls, fire } = runInlineScript();
      fire('error', { error: value, message: 'ignored when the error is there' });
      expect(calls().at(-1)).toEqual(['event', 'exception', exceptionParams(value, false)]);
    },
  );

  it.each(CASES)('reports %s as an unhandled rejection the same way', (_, value) => {
    const { calls, fire } = runInlineScript();
    fire('unhandledrejection', { reason: value });
    expect(calls().at(-1)).toEqual(['event', 'exception', exceptionParams(value, false)]);
  });

  it("reports a cross-origin script's error by its message, and cuts long ones alike", () => {
    const { calls, fire } = runInlineScript();
    fire('error', { error: null, message: 'Script error.' });
    expect(calls().at(-1)).toEqual(['event', 'exception', { description: 'Script error.', fatal: false }]);
    fire('error', { error: new RangeError('x'.repeat(300)), message: '' });
    expect(calls().at(-1)).toEqual(['event', 'exception', exceptionParams(new RangeError('x'.repeat(300)), false)]);
  });

  it('pushes arguments objects, the shape gtag.js reads', () => {
    const { window, fire } = runInlineScript();
    fire('unhandledrejection', { reason: 'x' });
    expect(Object.prototype.toString.call(window.dataLayer?.at(-1))).toBe('[object Arguments]');
  });
});

describe('gtagScriptUrl', () => {
  it('loads gtag.js for the measurement ID', () => {
    expect(gtagScriptUrl('G-ABC123XYZ')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ');
  });
});
