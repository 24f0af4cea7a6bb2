import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Head } from '../../components/seo/head.tsx';
import { site } from '../../config/site.ts';
import { PRIVACY_UPDATED, PrivacyPolicy } from '../../features/legal/components/privacy-policy.tsx';

export default function PrivacyRoute() {
  return (
    <>
      <Head
        title="Privacy Policy"
        description="What Footprint collects, how long it keeps it, and how to remove yourself from results."
      />
      <PageHeader eyebrow="Legal" title="Privacy Policy">
        <p>Last updated: {PRIVACY_UPDATED}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
        <PrivacyPolicy privacyEmail={site.privacyEmail} />
      </div>
    </>
  );
}
