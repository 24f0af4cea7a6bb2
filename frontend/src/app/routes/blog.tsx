import { PageHeader } from '../../components/layouts/page-header.tsx';
import { Head } from '../../components/seo/head.tsx';
import { BlogCard } from '../../features/marketing/components/blog-card.tsx';
import { BLOG_POSTS } from '../../features/marketing/content/blog-posts.ts';
import { NewsletterForm } from '../../features/messages/components/newsletter-form.tsx';

export default function BlogRoute() {
  return (
    <>
      <Head
        title="Blog"
        description="Guides on online safety, privacy and understanding digital footprints."
      />
      <PageHeader eyebrow="Blog" title="Insights on digital footprints">
        Guides and research on online safety, privacy and what a name says about a person.
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BLOG_POSTS.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
        <section
          aria-labelledby="newsletter-heading"
          className="mt-16 rounded-[2rem] bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-10 sm:px-12 sm:py-14"
        >
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
            <div>
              <h2
                id="newsletter-heading"
                className="text-2xl font-bold tracking-tight text-white sm:text-3xl"
              >
                Stay informed
              </h2>
              <p className="mt-2 text-indigo-50">
                One email a month with new guides and research. No spam, unsubscribe anytime.
              </p>
            </div>
            <div className="w-full max-w-lg">
              <NewsletterForm />
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
