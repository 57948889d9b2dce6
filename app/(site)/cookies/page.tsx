import Link from 'next/link';
import { PolicyPage } from '@/components/content/policy-page';
import { POLICY_UPDATED } from '@/lib/content/policies';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Cookie policy',
  description:
    'MBA Disha stores two kinds of cookie: the Supabase sign-in cookie that keeps you signed in, and a first-party note of how you found us. No advertising or analytics trackers. What they hold, why, and for how long.',
  path: '/cookies',
});

const sections = [
  { id: 'summary', title: 'In short' },
  { id: 'what-we-store', title: 'What we store' },
  { id: 'no-trackers', title: 'What we do not use' },
  { id: 'videos', title: 'Videos' },
  { id: 'control', title: 'Your choices' },
  { id: 'law', title: 'Your rights under the DPDP Act' },
];

const cookies = [
  {
    name: 'sb-<project>-auth-token',
    purpose:
      'Keeps you signed in. It holds your session (an access token and a refresh token issued by our sign-in provider, Supabase), so pages you open know it is you. Long sessions may be split into numbered parts (…-auth-token.0, .1).',
    duration: 'Until you sign out (at most 400 days, the longest a browser keeps any cookie)',
    set: 'Only after you sign in',
  },
  {
    name: 'sb-<project>-auth-token-code-verifier',
    purpose: 'A one-time secret that protects sign-in and password-reset links from being used by anyone else (PKCE).',
    duration: 'Deleted as soon as the sign-in or reset finishes',
    set: 'Only while you sign in or reset a password',
  },
  {
    name: 'md_attr',
    purpose:
      'Remembers how you found MBA Disha: the campaign tags and ad click id of the link you followed, or the site that linked to us, and the page you arrived on, for your first and your most recent arrival. It is read only when you send a form, so your enquiry records which channel helped (see the privacy policy).',
    duration: '30 days from your most recent arrival from a campaign link or another website',
    set: 'Only when you arrive from a link with campaign tags or from another website',
  },
];

export default function CookiesPage() {
  return (
    <PolicyPage
      title="Cookie policy"
      updated={POLICY_UPDATED.cookies}
      sections={sections}
      intro={<p>A cookie is a small file a website stores in your browser. We store as few as we can, and only for you.</p>}
    >
      <h2 id="summary">In short</h2>
      <ul>
        <li>
          If you arrive from a campaign link or another website, we store a small first-party note of how you found us, read only
          if you send us a form.
        </li>
        <li>If you sign in, we store the Supabase sign-in cookie, which keeps you signed in. That is all.</li>
        <li>
          No advertising, tracking, analytics or social-media cookies from anyone else. Nobody follows you around the web because
          you visited us.
        </li>
      </ul>

      <h2 id="what-we-store">What we store</h2>
      <p>
        The two sign-in cookies below are <strong>strictly necessary</strong>: signing in cannot work without them, so they are
        set when you choose to sign in and need no separate consent banner. <code>&lt;project&gt;</code> stands for the identifier
        of our Supabase project. The third, <code>md_attr</code>, stays in your browser and with us: it is never sent to another
        company and holds nothing that identifies you until you choose to send a form.
      </p>
      <div className="mt-4 overflow-x-auto rounded-xl border border-gray-200">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Cookies MBA Disha stores</caption>
          <thead className="bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Cookie
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Why
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                How long
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                When it is set
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {cookies.map((c) => (
              <tr key={c.name} className="align-top">
                <th scope="row" className="px-4 py-3 font-mono text-xs font-medium break-all text-gray-900">
                  {c.name}
                </th>
                <td className="px-4 py-3 text-gray-700">{c.purpose}</td>
                <td className="px-4 py-3 text-gray-700">{c.duration}</td>
                <td className="px-4 py-3 text-gray-700">{c.set}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        These cookies are sent only to MBA Disha, over encrypted connections, and are never shared with advertisers. The sign-in
        cookies hold a signed token, not your password.
      </p>

      <h2 id="no-trackers">What we do not use</h2>
      <p>
        We do not use Google Analytics, Meta or LinkedIn pixels, advertising networks, session recorders or fingerprinting. To
        know which pages help people, we count article and video views on our own server, without identifying you, and record how
        an enquiry reached us only when you send one (see the <Link href="/privacy#enquiries">privacy policy</Link>).
      </p>

      <h2 id="videos">Videos</h2>
      <p>
        Videos come from YouTube in its privacy-enhanced mode (youtube-nocookie.com) and are loaded only when you press play.
        Until then YouTube receives nothing from your visit; once you play a video, YouTube&rsquo;s own policy applies to that
        player.
      </p>

      <h2 id="control">Your choices</h2>
      <p>
        Signing out removes the sign-in cookie. You can also delete cookies in your browser settings at any time; you will simply
        need to sign in again. Blocking cookies entirely leaves every public page and form working (an enquiry then records only
        the page you sent it from), but you will not be able to sign in.
      </p>

      <h2 id="law">Your rights under the DPDP Act</h2>
      <p>
        India&rsquo;s Digital Personal Data Protection Act, 2023 gives you the right to know what personal data is processed about
        you, to correct or erase it, to withdraw consent and to have grievances addressed. A session cookie is personal data
        because it identifies your account, so these rights apply to it too. The{' '}
        <Link href="/privacy#your-rights">privacy policy</Link> explains how to use them.
      </p>
    </PolicyPage>
  );
}
