/*
 * Every way a member can write a link that the community's renderer (react-markdown + remark-gfm) turns into one,
 * and texts that look close but are not linked. Shared by the unit test of lib/community/links.ts and the
 * integration test of the database's first-post hold, which must flag at least every linked form.
 */

export interface LinkForm {
  name: string;
  text: string;
  /** Renders nothing by itself (a bare definition), so the rendered HTML has no <a> though the form counts. */
  rendersNoAnchor?: true;
}

export const LINKED_FORMS: readonly LinkForm[] = [
  { name: 'inline link', text: 'Notes are [here](https://evil.example/cat).' },
  { name: 'inline link with a title', text: 'See [this](https://evil.example "free notes").' },
  { name: 'inline link in angle brackets', text: 'See [this](<https://evil.example/a b>).' },
  { name: 'relative inline link', text: 'See [this](evil.example/notes).' },
  { name: 'protocol-relative inline link', text: 'See [this](//evil.example/notes).' },
  { name: 'javascript: inline link', text: 'See [this](javascript:alert(1)).' },
  { name: 'full reference link', text: 'See [the notes][n].\n\n[n]: https://evil.example/notes' },
  { name: 'collapsed reference link', text: 'See [notes][].\n\n[notes]: //evil.example/notes' },
  { name: 'shortcut reference link', text: 'See [notes].\n\n[notes]: evil.example/notes "Free"' },
  { name: 'bare definition', text: 'Thanks.\n\n[n]: https://evil.example/notes', rendersNoAnchor: true },
  { name: 'URL autolink', text: 'Go to <https://evil.example/notes>.' },
  { name: 'autolink of another scheme', text: 'Join <irc://evil.example/cat> or <irc:evil>.' },
  { name: 'mailto autolink', text: 'Write to <mailto:seller@evil.example>.' },
  { name: 'e-mail autolink', text: 'Write to <seller@evil>.' },
  { name: 'GFM bare https URL', text: 'Go to https://evil.example/notes now' },
  { name: 'GFM bare http URL', text: 'Go to HTTP://EVIL.EXAMPLE now' },
  { name: 'GFM www. URL', text: 'Go to www.evil.example now' },
  { name: 'GFM bare e-mail address', text: 'Write to seller@evil.example for notes' },
  { name: 'GFM mailto: address', text: 'Write to mailto:seller@evil.example today' },
  { name: 'link in a list', text: '1. First\n2. [second](https://evil.example)' },
  { name: 'link in a quote', text: '> as www.evil.example says' },
  { name: 'link in a table', text: '| Site |\n| --- |\n| https://evil.example |' },
  { name: 'link in a heading', text: '## Notes at https://evil.example' },
  { name: 'link in emphasis', text: '**[bold](https://evil.example)** and _www.evil.example_' },
  { name: 'link around an image', text: '[![cover](https://evil.example/a.png)](https://evil.example)' },
  { name: 'reference defined inside a quote', text: '> [notes]\n>\n> [notes]: https://evil.example' },
];

export const UNLINKED_FORMS: readonly LinkForm[] = [
  { name: 'plain text', text: 'I scored 99.2 percentile in CAT: is that enough for IIM Ahmedabad?' },
  { name: 'an image alone (shown as its alt text)', text: '![my scorecard](https://evil.example/card.png)' },
  { name: 'a URL in a code span', text: 'Run `curl https://evil.example` to see.' },
  { name: 'a URL in a code block', text: '```\nhttps://evil.example\n```' },
  { name: 'a bare protocol-relative address', text: 'the site //evil.example has notes' },
  { name: 'a domain without www.', text: 'evil.example has notes' },
  { name: 'brackets and a space before parentheses', text: 'Option [A] (the second one) is right.' },
  { name: 'a reference with no definition', text: 'See [notes][nowhere] later.' },
  { name: 'escaped brackets', text: 'Type \\[x\\]\\(y\\) literally.' },
];
