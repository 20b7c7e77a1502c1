import { Link } from 'react-router';

export function RouteErrorPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="mt-3">Something went wrong while opening this page.</p>
      <Link to="/" className="mt-6 inline-block underline">
        Back to home
      </Link>
    </section>
  );
}
