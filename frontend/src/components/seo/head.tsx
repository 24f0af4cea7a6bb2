import { useLocation } from 'react-router';
import { site } from '../../config/site.ts';

export interface HeadProps {
  title: string;
  description?: string;
  /** Private pages (results, account, auth, payments) are never indexed, whatever the deployment sets. */
  indexing?: 'public' | 'private';
}

/** Page metadata; React hoists these tags into the document head. */
export function Head({ title, description = site.description, indexing = 'public' }: HeadProps) {
  const { pathname } = useLocation();
  const fullTitle = `${title} | ${site.name}`;
  // The address without query or fragment: one canonical page however it was reached.
  const canonical = `${window.location.origin}${pathname}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={indexing === 'private' ? 'noindex' : site.robots} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={site.name} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
