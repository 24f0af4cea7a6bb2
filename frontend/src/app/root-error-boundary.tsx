import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundView } from '../components/errors/not-found-view.tsx';
import { Head } from '../components/seo/head.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { paths } from '../config/paths.ts';
import { ApiError } from '../lib/api-client.ts';

function describe(error: unknown): { heading: string; message: string } {
  if (isRouteErrorResponse(error)) {
    return { heading: `${error.status} ${error.statusText}`.trim(), message: String(error.data ?? '') };
  }
  if (error instanceof ApiError) {
    return { heading: `The server answered ${error.status}`, message: error.detail ?? error.message };
  }
  return {
    heading: 'Unexpected Application Error!',
    message: error instanceof Error ? error.message : String(error),
  };
}

/** The last line of defence: unknown pages get the 404 view, HTTP errors say so, crashes show their message. */
export function RootErrorBoundary() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <Head title="Page not found" />
        <NotFoundView />
      </>
    );
  }

  const { heading, message } = describe(error);
  return (
    <div className="grid min-h-dvh place-items-center bg-zinc-50 px-6 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <Head title="Error" indexing="private" />
      <div role="alert" className="max-w-lg text-center">
        <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
        {message && (
          <pre className="mt-4 overflow-x-auto rounded-xl bg-zinc-100 p-4 text-left text-sm whitespace-pre-wrap text-zinc-700 dark:bg-zinc-900 dark:text-zinc-300">
            {message}
          </pre>
        )}
        <Link to={paths.home.getHref()} className={buttonClasses('primary', 'md', 'mt-8')}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
