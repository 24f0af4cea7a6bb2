import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Head } from '../../components/seo/head.tsx';
import { site } from '../../config/site.ts';
import { ContactForm } from '../../features/messages/components/contact-form.tsx';

const EMAILS = [
  { label: 'Support and billing', email: site.supportEmail },
  { label: 'Privacy requests', email: site.privacyEmail },
  { label: 'Press and partnerships', email: site.pressEmail },
] as const;

export default function ContactRoute() {
  return (
    <>
      <Head
        title="Contact"
        description="Questions about a search, your plan or your privacy? Write to the Footprint team."
      />
      <PageHeader eyebrow="Contact" title="We're here to help">
        Questions about a search, your plan or your privacy? Send us a message and a real person will answer.
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <h2 id="contact-form-heading" className="text-xl font-bold text-zinc-900 dark:text-white">
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm supportEmail={site.supportEmail} />
          </div>
        </section>
        <aside className="flex flex-col gap-6">
          <section aria-labelledby="emails-heading">
            <h2 id="emails-heading" className="font-semibold text-zinc-900 dark:text-white">
              Email us
            </h2>
            <dl className="mt-3 flex flex-col gap-3 text-sm">
              {EMAILS.map((entry) => (
                <div key={entry.label}>
                  <dt className="text-zinc-600 dark:text-zinc-400">{entry.label}</dt>
                  <dd>
                    <a
                      href={`mailto:${entry.email}`}
                      className="font-medium break-all text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
                    >
                      {entry.email}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="hours-heading">
            <h2 id="hours-heading" className="font-semibold text-zinc-900 dark:text-white">
              Business hours
            </h2>
            <p className="mt-3 text-sm text-zinc-700 dark:text-zinc-300">
              Monday to Friday 9:00 AM to 6:00 PM EST
            </p>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              We answer every message within one business day.
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}
