import { SectionHeading } from '../../../components/layouts/section-heading.tsx';
import { STATS, TESTIMONIALS } from '../content/claims.ts';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Testimonials"
          title="Trusted by people who need to know"
        />
        <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 md:grid-cols-4">
          {STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-3xl border border-zinc-200 bg-white p-5 text-center dark:border-zinc-800 dark:bg-zinc-900"
            >
              <dt className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{stat.label}</dt>
              <dd className="bg-gradient-to-br from-indigo-600 to-violet-600 bg-clip-text text-3xl font-extrabold tracking-tight text-transparent dark:from-indigo-300 dark:to-violet-300">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-3xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
                <div aria-hidden="true" className="flex gap-0.5 text-amber-500">
                  {'★★★★★'}
                </div>
                <blockquote className="mt-4 flex-1 text-sm leading-relaxed text-zinc-700 dark:text-zinc-300">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="block font-semibold text-zinc-900 dark:text-white">
                    {testimonial.name}
                  </span>
                  <span className="text-zinc-600 dark:text-zinc-400">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-zinc-600 dark:text-zinc-400">
          Sample testimonials, shown as examples.
        </p>
      </div>
    </section>
  );
}
