const PRACTICES = [
  {
    title: 'Encryption in transit',
    text: 'Every connection to Footprint uses HTTPS with TLS 1.2 or newer. Plain HTTP is redirected.',
  },
  {
    title: 'Encryption at rest',
    text: 'Searches, results and account records are stored encrypted with AES-256 keys managed by our cloud provider.',
  },
  {
    title: 'Least-privilege access',
    text: 'Each part of the service can reach only the data it needs, and nothing else. Production access is logged.',
  },
  {
    title: 'Verified sign-in',
    text: 'Accounts run on a managed identity service. Every request that depends on who you are checks a signed token.',
  },
  {
    title: 'Payments handled by Stripe',
    text: 'Card details go straight to Stripe, a PCI DSS Level 1 provider. They never touch our servers.',
  },
  {
    title: 'Data minimization and expiry',
    text: 'We keep only what a search needs, and results are deleted automatically after 30 days.',
  },
] as const;

const BADGES = [
  { name: 'GDPR', caption: 'EU data protection rights honoured' },
  { name: 'CCPA', caption: 'California privacy rights honoured' },
  { name: 'PCI DSS', caption: 'Payments by a Level 1 provider' },
  { name: 'SOC 2', caption: 'Audited cloud infrastructure' },
  { name: 'TLS 1.2+', caption: 'Encrypted in transit' },
  { name: 'AES-256', caption: 'Encrypted at rest' },
] as const;

export function SecurityOverview({ securityEmail }: { securityEmail: string }) {
  return (
    <div className="flex flex-col gap-16">
      <section aria-labelledby="practices-heading">
        <h2
          id="practices-heading"
          className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-white"
        >
          How we protect your data
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {PRACTICES.map((practice) => (
            <li
              key={practice.title}
              className="rounded-3xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
            >
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-300"
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinejoin="round"
                >
                  <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" />
                </svg>
              </span>
              <h3 className="mt-4 font-semibold text-zinc-900 dark:text-white">{practice.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-zinc-600 dark:text-zinc-400">{practice.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="badges-heading">
        <h2 id="badges-heading" className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-white">
          Certifications and standards
        </h2>
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          The standards we build to, and the certifications of the providers we run on.
        </p>
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {BADGES.map((badge) => (
            <li
              key={badge.name}
              className="flex flex-col items-center rounded-2xl border border-zinc-200 bg-white px-3 py-5 text-center dark:border-zinc-800 dark:bg-zinc-900"
            >
              <span className="grid h-14 min-w-14 place-items-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-600 px-3 text-xs font-extrabold whitespace-nowrap text-white shadow-md shadow-indigo-500/20">
                {badge.name}
              </span>
              <span className="mt-3 text-xs text-zinc-600 dark:text-zinc-400">{badge.caption}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="report-heading"
        className="rounded-3xl border border-zinc-200 bg-white p-6 sm:p-8 dark:border-zinc-800 dark:bg-zinc-900"
      >
        <h2 id="report-heading" className="text-xl font-bold tracking-tight text-zinc-900 dark:text-white">
          Report a vulnerability
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-zinc-600 dark:text-zinc-400">
          Found a security issue? Write to{' '}
          <a
            href={`mailto:${securityEmail}`}
            className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
          >
            {securityEmail}
          </a>{' '}
          with the details. We answer within two business days and never take action against good-faith
          research.
        </p>
      </section>
    </div>
  );
}
