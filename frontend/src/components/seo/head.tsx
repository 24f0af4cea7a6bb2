import { site } from '../../config/site.ts';

export interface HeadProps {
  title: string;
  description?: string;
  /** Private pages (results, account, auth, payments) are never indexed, whatever the deployment sets. */
  indexing?: 'public' | 'private';
}

/** Page metadata; React hoists these tags into the document head. */
export function Head({ title, description = site.description, indexing = 'public' }: HeadProps) {
  const fullTitle = `${title} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={indexing === 'private' ? 'noindex' : site.robots} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={site.name} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
