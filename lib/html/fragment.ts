/**
 * Markup held as a string, for server-rendered content that no script ever changes: repeated cards, the footer's
 * links. React renders a page twice on the server (its payload, then HTML from that payload) and inlines the
 * payload in the page, so every element costs about 13 microseconds of CPU and its description twice over. A
 * fragment is one element to React, its markup is sent once in the payload and once in the HTML, and the browser
 * does not hydrate inside it (docs/performance.md).
 *
 * Only `html` makes one: every value it interpolates is escaped unless it is itself an Html, so text from the
 * database can never become markup. Attribute values must be quoted in the template.
 */
export class Html {
  /** @internal Use the `html` template tag; this constructor takes markup on trust. */
  constructor(readonly markup: string) {}
}

export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content and for a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

function markupOf(value: HtmlValue): string {
  if (value instanceof Html) return value.markup;
  if (Array.isArray(value)) return value.map(markupOf).join('');
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  return escapeHtml(String(value));
}

/**
 * A template's literal parts as markup. A line break and the indentation after it, as JSX treats them: dropped
 * next to a tag's brackets or a value, one space elsewhere (between attributes laid out one per line, inside text).
 */
const laidOut = new WeakMap<TemplateStringsArray, string[]>();
function literals(strings: TemplateStringsArray): string[] {
  let parts = laidOut.get(strings);
  if (!parts) {
    parts = strings.map((part) =>
      part.replace(/\n\s*/g, (space: string, at: number) => {
        const next = part.slice(at + space.length);
        const edge = at === 0 || next === '' || part[at - 1] === '>' || /^(<|>|\/>)/.test(next);
        return edge ? '' : ' ';
      }),
    );
    laidOut.set(strings, parts);
  }
  return parts;
}

/**
 * Builds a fragment: `html\`<p class="x">${text}</p>\``. Falsy values and booleans render nothing; arrays join.
 * The template may be laid out over several lines like JSX (see `literals`): a space that matters between two
 * elements is written inside a line.
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  const parts = literals(strings);
  let markup = parts[0]!;
  values.forEach((value, i) => {
    markup += markupOf(value) + parts[i + 1]!;
  });
  return new Html(markup);
}
