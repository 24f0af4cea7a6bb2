import { Link } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Head } from '../../components/seo/head.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Prose } from '../../components/ui/prose.tsx';
import { paths } from '../../config/paths.ts';
import { site } from '../../config/site.ts';

const VALUES = [
  {
    title: 'Public sources only',
    text: 'We search what anyone could find with enough time: public profiles and public pages. Nothing leaked, nothing bought.',
  },
  {
    title: 'Honest about uncertainty',
    text: 'Every profile carries a confidence score, because a shared name is not a shared life.',
  },
  {
    title: 'Responsible by design',
    text: 'Results never drive decisions about jobs, homes, credit or insurance, and anyone can opt out.',
  },
] as const;

export default function AboutRoute() {
  return (
    <>
      <Head title="About" description="Why we built Footprint, what we believe, and how to reach us." />
      <PageHeader eyebrow="About us" title="We make the public web make sense">
        Footprint turns the scattered traces a name leaves online into a clear, honest picture.
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <Prose>
          <h2>Our story</h2>
          <p>
            Footprint started with a simple, uncomfortable question. One of our founders was about to hire a
            contractor who seemed perfect on paper. A few hours of searching turned up the same person under
            three different names, with a trail of unhappy clients. The information was all public. It just
            took far too long to find, and even longer to piece together.
          </p>
          <p>
            We built Footprint to do that piecing together in moments. Type a name, add a username if you know
            one, and Footprint checks hundreds of public sources, groups the accounts and pages that belong
            together, and tells you how confident it is that each group is one person.
          </p>
          <h2>Our mission</h2>
          <p>
            To help people make safer decisions about the people they meet, hire and do business with, without
            turning the internet into a surveillance tool. That is why we search public sources only, show
            uncertainty instead of hiding it, and let anyone remove themselves from our results.
          </p>
        </Prose>

        <ul className="mt-12 grid gap-4 sm:grid-cols-3">
          {VALUES.map((value) => (
            <li
              key={value.title}
              className="rounded-3xl border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
            >
              <h3 className="font-semibold text-zinc-900 dark:text-white">{value.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-600 dark:text-zinc-400">{value.text}</p>
            </li>
          ))}
        </ul>

        <section
          aria-labelledby="about-contact"
          className="mt-12 rounded-3xl border border-zinc-200 bg-white p-6 text-center sm:p-8 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <h2 id="about-contact" className="text-xl font-bold text-zinc-900 dark:text-white">
            Get in touch
          </h2>
          <p className="mt-2 text-zinc-600 dark:text-zinc-400">
            Questions, feedback or press enquiries: write to{' '}
            <a
              href={`mailto:${site.supportEmail}`}
              className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
            >
              {site.supportEmail}
            </a>
            .
          </p>
          <Link to={paths.contact.getHref()} className={buttonClasses('primary', 'md', 'mt-6')}>
            Contact us
          </Link>
        </section>
      </div>
    </>
  );
}
