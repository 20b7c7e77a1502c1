import { Link } from 'react-router';
import { paths } from '../../paths.ts';

export default function NotFoundPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">
        The page you asked for does not exist, or the link is out of date.
      </p>
      <Link to={paths.home()} className="mt-6 inline-block font-medium text-teal-800 underline">
        Back to home
      </Link>
    </section>
  );
}
