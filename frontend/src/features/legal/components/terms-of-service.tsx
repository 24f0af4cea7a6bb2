import { Link } from 'react-router';
import { ONE_TIME_PASS } from '../../../../../shared/billing/plans.ts';
import { Prose } from '../../../components/ui/prose.tsx';
import { paths } from '../../../config/paths.ts';

export const TERMS_UPDATED = 'March 1, 2024';

export function TermsOfService({ supportEmail }: { supportEmail: string }) {
  return (
    <Prose>
      <p>
        These terms are the agreement between you and Footprint when you use our website and services. By
        searching, creating an account or buying a plan, you accept them. If you do not agree, please do not
        use Footprint.
      </p>

      <h2>1. What Footprint is</h2>
      <p>
        Footprint searches publicly available sources for the digital footprint of a name, email address or
        mobile number, and groups what it finds into possible matching profiles. Results are possible matches,
        not verified facts: people share names, accounts change hands and public pages can be wrong.
      </p>

      <h2>2. Permitted use and the FCRA</h2>
      <p>
        Footprint is not a consumer reporting agency and its results are not consumer reports under the Fair
        Credit Reporting Act (FCRA). You agree not to use Footprint, or anything it shows you:
      </p>
      <ul>
        <li>to decide on anyone's employment, housing, credit, insurance or eligibility for a benefit;</li>
        <li>to screen tenants or job applicants;</li>
        <li>
          to stalk, harass, threaten or intimidate anyone, or to locate someone who does not want to be found;
        </li>
        <li>for any purpose that breaks the law where you or the person searched live.</li>
      </ul>
      <p>We may suspend accounts that break these rules and cooperate with authorities when required.</p>

      <h2>3. Your account</h2>
      <p>
        You must be at least 18 to create an account. Keep your password to yourself; you are responsible for
        what happens under your account. Tell us at {supportEmail} if you think someone else has used it.
      </p>

      <h2>4. Plans, payments and refunds</h2>
      <ul>
        <li>
          Subscriptions renew every month until you cancel. You can cancel anytime from your account; access
          continues to the end of the period you have paid for.
        </li>
        <li>
          A one-time pass ({ONE_TIME_PASS.currency} {ONE_TIME_PASS.priceUsd.toFixed(2)}) unlocks the full
          results of one search, permanently.
        </li>
        <li>
          You can ask for a full refund within 7 days of your first payment. Payments are processed by Stripe.
        </li>
        <li>Prices may change; we tell subscribers by email at least 30 days before a change applies.</li>
      </ul>

      <h2>5. Accuracy and availability</h2>
      <p>
        We work hard to make results useful, but we cannot promise that they are complete, current or correct,
        or that the service will always be available. Check anything important with the person or an official
        source.
      </p>

      <h2>6. People in our results</h2>
      <p>
        Anyone can ask to be removed from results through the opt-out form linked from our{' '}
        <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
      </p>

      <h2>7. Our content</h2>
      <p>
        The Footprint name, site and software belong to us. You may use results for your own lawful purposes,
        but you may not resell them, scrape the service or build a competing database from it.
      </p>

      <h2>8. Liability</h2>
      <p>
        Footprint is provided "as is". To the extent the law allows, we are not liable for indirect or
        consequential losses, and our total liability is limited to what you paid us in the 12 months before
        the claim.
      </p>

      <h2>9. Changes and contact</h2>
      <p>
        We may update these terms; the date at the top shows the latest version, and we tell account holders
        about important changes. Questions: {supportEmail}.
      </p>
    </Prose>
  );
}
