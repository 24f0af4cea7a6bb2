import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Head } from '../../components/seo/head.tsx';
import { OptOutForm } from './components/opt-out-form.tsx';

/** /privacy/opt-out: anyone may ask that their accounts and pages never appear in results. */
export default function OptOutPage() {
  return (
    <>
      <Head title="Opt out" description="Remove your accounts and pages from Footprint's search results." />
      <PageHeader eyebrow="Privacy" title="Opt out of Footprint">
        List the profiles and pages that are yours. They will not appear in any later search, whatever name is
        searched.
      </PageHeader>
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <OptOutForm />
      </div>
    </>
  );
}
