import Link from 'next/link';
import { PolicyPage } from '@/components/content/policy-page';
import { POLICY_UPDATED } from '@/lib/content/policies';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Terms of service',
  description:
    'The terms for using MBA Disha: accounts, the accuracy of college and exam information, community rules, mock tests, counselling, paid content and liability.',
  path: '/terms',
});

const sections = [
  { id: 'agreement', title: 'Using MBA Disha' },
  { id: 'information', title: 'Information on the site' },
  { id: 'accounts', title: 'Accounts' },
  { id: 'community', title: 'Community rules' },
  { id: 'mock-tests', title: 'Mock tests and content' },
  { id: 'counselling', title: 'Counselling and payments' },
  { id: 'liability', title: 'Liability' },
  { id: 'law', title: 'Governing law and changes' },
];

export default function TermsPage() {
  return (
    <PolicyPage
      title="Terms of service"
      updated={POLICY_UPDATED.terms}
      sections={sections}
      intro={<p>These terms apply whenever you use MBA Disha. They are written to be read; please do.</p>}
    >
      <h2 id="agreement">Using MBA Disha</h2>
      <p>
        By using the site you agree to these terms and to our <Link href="/privacy">privacy policy</Link>. If you do not agree,
        please do not use the site. You may browse colleges, exams, the blog, videos and the community without an account.
      </p>

      <h2 id="information">Information on the site</h2>
      <p>
        We take care to publish accurate, sourced information and to show the year each figure belongs to (see our{' '}
        <Link href="/about#honest-data">honest-data policy</Link>). Colleges and exam bodies change fees, dates, seats and
        selection criteria every year, however, and their official notices always prevail over anything on MBA Disha. Check the
        official website before you register, pay or apply.
      </p>
      <p>
        College pages describe institutions; they are not endorsements, and MBA Disha is not affiliated with the IIMs, XLRI, GMAC,
        Symbiosis, AIMA or any college unless a page says so.
      </p>

      <h2 id="accounts">Accounts</h2>
      <ul>
        <li>Give accurate details and keep your password to yourself; you are responsible for what is done with your account.</li>
        <li>One person, one account. Accounts are personal and may not be shared or sold.</li>
        <li>You may delete your account at any time. We may suspend an account that breaks these terms.</li>
      </ul>

      <h2 id="community">Community rules</h2>
      <p>When you post in the community you keep ownership of your words and let us display them on the site. Please:</p>
      <ul>
        <li>be kind and specific, and disagree with ideas, not people;</li>
        <li>say where a figure comes from and which year it is for;</li>
        <li>not share copyrighted test papers, paid course material or anyone&rsquo;s personal details;</li>
        <li>not advertise, spam or offer &ldquo;guaranteed admission&rdquo; services.</li>
      </ul>
      <p>Moderators may hide or remove posts that break these rules, and may lock threads.</p>

      <h2 id="mock-tests">Mock tests and content</h2>
      <p>
        Articles, videos, mock tests and their questions are ours or used with permission. You may use them for your own
        preparation; you may not copy, resell or republish them. Mock-test scores and percentiles are practice indicators, not
        predictions of your result in the real exam.
      </p>

      <h2 id="counselling">Counselling and payments</h2>
      <p>
        Counsellors give advice; the decision to apply, and the admission decision itself, are yours and the college&rsquo;s.
        Nobody at MBA Disha can guarantee a seat, and we never ask for money on a college&rsquo;s behalf. Where content or
        counselling is paid, the price is shown before you pay and the terms of that purchase are stated with it.
      </p>

      <h2 id="liability">Liability</h2>
      <p>
        We provide the site as it is and do our best to keep it available and correct. To the extent the law allows, MBA Disha is
        not liable for losses that arise from relying on information that a college or exam body has since changed, or from the
        site being unavailable for a time. Nothing in these terms limits rights you have under Indian consumer law.
      </p>

      <h2 id="law">Governing law and changes</h2>
      <p>
        These terms are governed by the laws of India. We may update them; the date at the top shows the latest version, and
        material changes are announced on the site before they apply. Questions are welcome through the{' '}
        <Link href="/contact">contact page</Link>.
      </p>
    </PolicyPage>
  );
}
