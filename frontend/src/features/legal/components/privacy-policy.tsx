import { Link } from 'react-router';
import { Prose } from '../../../components/ui/prose.tsx';
import { paths } from '../../../config/paths.ts';
import { RETENTION_DAYS } from '../../../../../shared/constants.ts';

export const PRIVACY_UPDATED = 'March 1, 2025';

export function PrivacyPolicy({ privacyEmail }: { privacyEmail: string }) {
  return (
    <Prose>
      <p>
        Footprint helps people see the public digital footprint behind a name. That means we handle two kinds
        of information: what you give us when you use Footprint, and public information about the people you
        search for. This policy explains both, how long we keep them, and the choices you have, including how
        to remove yourself from our results.
      </p>

      <h2>What we collect from you</h2>
      <ul>
        <li>
          <strong>Account details.</strong> Your email address and a password, which our sign-in provider
          stores as a salted hash. We never see or store your password in plain text.
        </li>
        <li>
          <strong>Your searches.</strong> The name, hints, email address or mobile number you search for, so
          we can run the search and show you the results.
        </li>
        <li>
          <strong>Plan and payments.</strong> Your plan, its status and a customer reference from our payment
          provider, Stripe. Card numbers go straight to Stripe; they never reach our servers.
        </li>
        <li>
          <strong>Messages.</strong> What you send through the contact form, and your email address if you
          subscribe to the newsletter.
        </li>
        <li>
          <strong>Technical data.</strong> Your IP address, used briefly to limit how many searches can be run
          without an account, and error logs that help us fix problems.
        </li>
      </ul>

      <h2>What we collect about people you search for</h2>
      <p>
        When you run a search, Footprint looks at publicly available sources only: public profiles on social
        platforms, public web pages and search-engine results. From them we keep names, usernames, profile
        links, public profile descriptions and the titles of pages that mention the name. We do not access
        private accounts, buy data from brokers or use leaked databases.
      </p>
      <p>
        Results are possible matches, grouped by how likely they are to belong to the same person. They are
        not verified facts, and they may not be used for decisions about employment, housing, credit or
        insurance.
      </p>

      <h2>How we use information</h2>
      <ul>
        <li>To run searches and show you their results.</li>
        <li>To manage your account, your plan and your payments.</li>
        <li>To answer your messages and, if you asked for it, send the newsletter.</li>
        <li>To keep Footprint secure, prevent abuse and fix errors.</li>
      </ul>
      <p>We do not sell personal information and we do not show advertising.</p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Searches and their results: {RETENTION_DAYS} days, then they are deleted automatically.</li>
        <li>Contact messages: one year.</li>
        <li>Newsletter subscriptions: until you unsubscribe.</li>
        <li>Your account: until you ask us to delete it.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        Only with the service providers that run Footprint for us, under contracts that limit them to that
        work: our cloud hosting provider (Amazon Web Services), our payment provider (Stripe) and our email
        provider. We disclose information to authorities only when the law requires it.
      </p>

      <h2>Remove yourself from results</h2>
      <p>
        If you appear in Footprint results and do not want to, use our{' '}
        <Link to={paths.optOut.getHref()}>opt-out form</Link>. Tell us your name and the profile or account
        links to remove; once we have processed the request, those accounts and profiles never appear in any
        later result, whichever spelling of the name is searched.
      </p>

      <h2>Your rights</h2>
      <p>
        Depending on where you live, including under the GDPR and the CCPA, you can ask to access, correct,
        export or delete the personal information we hold about you, and object to how we use it. Write to{' '}
        <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>; we answer within 30 days.
      </p>

      <h2>Cookies and local storage</h2>
      <p>
        We use your browser's storage only for what the site needs: your light or dark theme, your sign-in
        session and your plan. There are no advertising or cross-site tracking cookies.
      </p>

      <h2>Security</h2>
      <p>
        Information is encrypted in transit and at rest, and access is limited to what each part of the
        service needs. Read more on our <Link to={paths.security.getHref()}>security page</Link>.
      </p>

      <h2>Children</h2>
      <p>Footprint is not meant for anyone under 18, and we do not knowingly collect their information.</p>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy we update the date at the top, and we tell account holders by email about
        any change that affects them.
      </p>
    </Prose>
  );
}
