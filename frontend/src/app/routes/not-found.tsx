import { NotFoundView } from '../../components/errors/not-found-view.tsx';
import { Head } from '../../components/seo/head.tsx';

export default function NotFoundRoute() {
  return (
    <>
      <Head title="Page not found" />
      <NotFoundView />
    </>
  );
}
