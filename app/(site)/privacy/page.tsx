import Link from 'next/link';
import { PolicyPage } from '@/components/content/policy-page';
import { RequestLinkForm } from '@/components/my-data/request-link-form';
import { POLICY_UPDATED } from '@/lib/content/policies';
import { NOTICE_VERSION } from '@/lib/leads/consent';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Privacy policy',
  description:
    'What personal data MBA Disha collects, why, how long we keep it, who processes it and how to exercise your rights under India’s Digital Personal Data Protection Act, 2023.',
  path: '/privacy',
});

const sections = [
  { id: 'summary', title: 'In short' },
  { id: 'what-we-collect', title: 'What we collect' },
  { id: 'why', title: 'Why we use it' },
  { id: 'enquiries', title: 'Enquiries and your choices' },
  { id: 'sharing', title: 'Who else sees it' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'security', title: 'How we protect it' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'your-data', title: 'See or erase your data' },
  { id: 'children', title: 'Children' },
  { id: 'changes', title: 'Changes and contact' },
];

export default function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy policy"
      updated={POLICY_UPDATED.privacy}
      sections={sections}
      intro={
        <p>
          This policy explains, in plain language, what MBA Disha does with your personal data. We follow India&rsquo;s Digital
          Personal Data Protection Act, 2023 (the DPDP Act): we are the &ldquo;data fiduciary&rdquo; for the data you give us, and
          you are the &ldquo;data principal&rdquo; with rights over it.
        </p>
      }
    >
      <h2 id="summary">In short</h2>
      <ul>
        <li>We collect only what we need to run the site, answer your questions and guide your admissions.</li>
        <li>We do not sell your data, and we do not use advertising trackers.</li>
        <li>You can ask us to show, correct or delete your data at any time, and withdraw consent you gave.</li>
      </ul>

      <h2 id="what-we-collect">What we collect</h2>
      <h3>When you browse</h3>
      <p>
        Reading the site needs no account. Our servers keep short-lived technical logs (IP address, browser type, the page
        requested) to keep the service secure and working. We use no analytics or advertising cookies; see the{' '}
        <Link href="/cookies">cookie policy</Link>.
      </p>
      <h3>When you contact us or request a consultation</h3>
      <p>
        Your name, e-mail address, phone number (optional), subject, message and enquiry type. To understand which of our pages
        and campaigns help people, we also record the page you wrote from, the site that sent you there, campaign tags in the link
        (UTM parameters), your IP address, and basic browser and device details such as language, screen size and time zone.
      </p>
      <h3>When you join the newsletter or the launch waitlist</h3>
      <p>Your e-mail address, where you signed up, and when.</p>
      <h3>When you create an account</h3>
      <p>
        Your name, e-mail address, optional phone number and password (stored only as a one-way hash). If you fill in your
        profile: education, work experience, target exams, preferred locations, budget and career goals. We also keep the colleges
        and articles you save, your mock-test attempts and scores, and what you post in the community.
      </p>

      <h2 id="why">Why we use it</h2>
      <p>We process personal data on the basis of your consent, which you give when you submit a form or sign up, to:</p>
      <ul>
        <li>answer your message and, if you asked for it, have a counsellor contact you;</li>
        <li>run your account, save your favourites and show your mock-test results;</li>
        <li>send the newsletter or launch announcement you subscribed to;</li>
        <li>keep the site secure, prevent abuse and fix faults;</li>
        <li>understand, in aggregate, which pages and channels bring people to us.</li>
      </ul>
      <p>We do not use your data for automated decisions about you, and we never sell or rent it.</p>

      <h2 id="enquiries">Enquiries and your choices</h2>
      <p>
        Below the contact form, the consultation form and the newsletter sign-up we show a short notice. This section says the
        same at more length; notice version {NOTICE_VERSION}.
      </p>
      <ul>
        <li>
          <strong>What we store:</strong> what you enter in the form; the page you sent it from; how you found us, that is the
          campaign tags (UTM parameters) and ad click id in the link you followed and the site that linked to us, both for your
          first and your most recent arrival in the last 30 days; your IP address and basic browser and device details.
        </li>
        <li>
          <strong>Why:</strong> to answer your enquiry or arrange your consultation, and for the choices you tick below the form,
          nothing else.
        </li>
        <li>
          <strong>Who sees it:</strong> only our own counsellors. We never sell your details, and we never share them with a
          college or anyone else without asking you.
        </li>
        <li>
          <strong>How long:</strong> 12 months after our last contact with you, then we delete it.
        </li>
      </ul>
      <p>
        Each purpose has its own box, unticked until you tick it: a phone call or text about your enquiry (a consultation cannot
        be arranged without it), the newsletter, WhatsApp updates, and, when you name a college, sharing your details with that
        college. Subscribing to the newsletter is itself the choice to receive it. We record every choice, ticked or not, with the
        exact words you saw, the notice version, the time, your IP address and browser, and we add a new record when you withdraw
        it, so there is always a trail of what you agreed to and when.
      </p>
      <p>
        To know how you found us without any third-party script, we keep a first-party cookie, <code>md_attr</code>, for 30 days
        when you arrive from a campaign link or another website (see the <Link href="/cookies">cookie policy</Link>). It is read
        only when you send a form.
      </p>

      <h2 id="sharing">Who else sees it</h2>
      <p>
        Our staff see your data only as far as their work needs: counsellors see the enquiries assigned to them, editors see
        nothing of your account. We use a small number of service providers who process data on our behalf and under our
        instructions: our database and sign-in provider (Supabase) and our hosting provider. We share data with a college only
        when you ask us to, and with authorities only when the law requires it.
      </p>

      <h2 id="retention">How long we keep it</h2>
      <ul>
        <li>
          Enquiries, consultation requests and the choices you made: 12 months after our last contact with you, then deleted.
        </li>
        <li>
          Account data: for as long as your account exists; deleting the account deletes your profile, favourites and attempts.
        </li>
        <li>Newsletter and waitlist addresses: until you unsubscribe, then at most 12 months after our last contact.</li>
        <li>Technical logs: a few weeks.</li>
      </ul>

      <h2 id="security">How we protect it</h2>
      <p>
        Data travels over encrypted connections. Database rules let each visitor reach only their own records, and staff access is
        limited by role. No system is perfectly secure; if a breach affecting you ever happens, we will inform you and the Data
        Protection Board of India as the DPDP Act requires.
      </p>

      <h2 id="your-rights">Your rights</h2>
      <p>Under the DPDP Act you may:</p>
      <ul>
        <li>ask what personal data we hold about you and how we use it;</li>
        <li>have inaccurate or incomplete data corrected, and out-of-date data erased;</li>
        <li>withdraw consent at any time (this does not affect what was done before you withdrew it);</li>
        <li>nominate someone to exercise these rights if you die or become unable to;</li>
        <li>
          have a grievance addressed by us, and then, if you are not satisfied, complain to the Data Protection Board of India.
        </li>
      </ul>

      <p>
        To see, download or erase your enquiries, newsletter subscription and consents, or to withdraw a consent, use the form
        below. For anything else, write to us through the <Link href="/contact">contact page</Link> with the subject
        &ldquo;Privacy request&rdquo;. We reply within 30 days.
      </p>

      <h2 id="your-data">See or erase your data</h2>
      <p>
        Enter your e-mail address and we will e-mail you a link. It opens a page listing every enquiry, contact message,
        newsletter subscription and consent we hold for that address, where you can download it all, withdraw any consent in one
        click, or erase everything. The link works once and expires in 30 minutes. We e-mail the address whether or not we hold
        anything for it, and this page answers the same either way, so nobody but the owner of the mailbox learns what we hold.
      </p>
      <p>
        Erasing keeps your enquiries only as anonymous counts, deletes your contact messages and newsletter subscription, and
        keeps your consent records (what was agreed, and when) without your address, as proof of what you agreed to. If you have
        an account, you can do the same from <Link href="/profile/data">your profile</Link>: the first time, we e-mail a link to
        your account&rsquo;s address to check that the mailbox is yours.
      </p>
      <RequestLinkForm />

      <h2 id="children">Children</h2>
      <p>
        MBA Disha is meant for graduates and final-year students. If you are under 18, please use the site only with the consent
        of a parent or guardian, and do not create an account or submit forms on your own.
      </p>

      <h2 id="changes">Changes and contact</h2>
      <p>
        When we change this policy we update the date at the top; a material change is announced on the site before it takes
        effect. Questions about privacy are welcome through the <Link href="/contact">contact page</Link>.
      </p>
    </PolicyPage>
  );
}
