import { useState } from 'react';
import { Head } from '../../components/seo/head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ResponsibleUseNotice } from '../../components/notices/responsible-use-notice.tsx';
import { ProfileGrid } from '../../features/search/components/profile-grid.tsx';
import { SAMPLE_PROFILES, SAMPLE_TARGET } from '../../features/search/content/sample-report.ts';
import { paths } from '../../config/paths.ts';

export default function SampleResultsRoute() {
  const [shared, setShared] = useState<'idle' | 'copied' | 'failed'>('idle');

  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title: 'Footprint sample report', url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setShared('copied');
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setShared('failed');
    }
  };

  return (
    <>
      <Head
        title="Sample Results"
        indexing="private"
        description="An example Footprint report, with made-up data."
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <header className="mb-8 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="w-fit rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-950/60 dark:text-amber-200">
              Sample report: made-up data
            </p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl dark:text-white">
              Sample Results
            </h1>
            <p className="mt-2 text-zinc-600 dark:text-zinc-400">
              Digital footprint profiles for: {SAMPLE_TARGET}
            </p>
          </div>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button onClick={() => window.print()}>Download Full Report</Button>
            <Button variant="secondary" onClick={() => void share()}>
              Share Results
            </Button>
          </div>
        </header>
        <p role="status" className="mb-4 min-h-5 text-sm text-zinc-600 dark:text-zinc-400">
          {shared === 'copied'
            ? 'Link copied to the clipboard.'
            : shared === 'failed'
              ? 'Could not copy the link.'
              : ''}
        </p>
        <ProfileGrid profiles={SAMPLE_PROFILES} limited={false} signInHref={paths.signIn.getHref()} />
        <ResponsibleUseNotice className="mt-10 border-t border-zinc-200 pt-6 dark:border-zinc-800" />
      </div>
    </>
  );
}
