import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Head } from '../../components/seo/head.tsx';
import { site } from '../../config/site.ts';
import { SecurityOverview } from '../../features/legal/components/security-overview.tsx';

export default function SecurityRoute() {
  return (
    <>
      <Head
        title="Security"
        description="How Footprint protects your account, your searches and your payments."
      />
      <PageHeader eyebrow="Trust" title="Security at Footprint">
        Your searches are sensitive. Here is how we keep them, your account and your payments safe.
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
        <SecurityOverview securityEmail={site.securityEmail} />
      </div>
    </>
  );
}
