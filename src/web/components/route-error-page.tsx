// Shown when a route fails to load or render (docs/product/screens.md#not-found-and-errors: it keeps
// the heading and adds a plain explanation and a way home). It stands alone, without
// the header, in case the header is what failed.
import { House, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { paths } from '../paths.ts';
import { LogoMark } from './logo.tsx';

export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <LogoMark className="h-14 w-14" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('layout.errorTitle')}</h1>
      <p className="mt-3 text-slate-700">{t('layout.errorText')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          to={paths.home()}
          reloadDocument
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-900"
        >
          <House aria-hidden="true" className="h-5 w-5" />
          {t('layout.backHome')}
        </Link>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <RotateCw aria-hidden="true" className="h-5 w-5" />
          {t('layout.reload')}
        </button>
      </div>
    </main>
  );
}
