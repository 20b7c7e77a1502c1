import { Link } from 'react-router';
import { paths } from '../paths.ts';

/** Said plainly, so a page that is not ready is never a blank screen. */
export function PageNotBuilt({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">
        This page is not built yet. Everything else on Thikana works as usual.
      </p>
      <Link to={paths.home()} className="mt-6 inline-block font-medium text-teal-800 underline">
        Back to home
      </Link>
    </section>
  );
}
