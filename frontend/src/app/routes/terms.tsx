import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Head } from '../../components/seo/head.tsx';
import { site } from '../../config/site.ts';
import { TERMS_UPDATED, TermsOfService } from '../../features/legal/components/terms-of-service.tsx';

export default function TermsRoute() {
  return (
    <>
      <Head
        title="Terms of Service"
        description="The rules for using Footprint, including what results may not be used for."
      />
      <PageHeader eyebrow="Legal" title="Terms of Service">
        <p>Last updated: {TERMS_UPDATED}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
        <TermsOfService supportEmail={site.supportEmail} />
      </div>
    </>
  );
}
