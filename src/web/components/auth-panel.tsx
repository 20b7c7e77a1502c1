// The frame every auth screen shares (docs/product/screens.md): a welcome panel with
// the logo beside the form on wide screens, above it on phones.
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, messageOf } from '../api/client.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { paths } from '../paths.ts';
import { LogoMark } from './logo.tsx';

export const authLinkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';
/** The server's words for a refused request: the named field's own message when there is one. */
export const serverMessage = (error: unknown) =>
  (error instanceof ApiError && error.errors?.[0]?.message) || messageOf(error);

function WelcomePanel() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col justify-center gap-3 bg-brand-800 px-6 py-8 text-white md:w-5/12 md:px-8 md:py-12">
      <span className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <span className="rounded-xl bg-white p-1.5">
          <LogoMark className="size-8" />
        </span>
        Thikana
      </span>
      <p className="text-xl font-semibold">{t('auth.welcome')}</p>
      <p className="text-brand-100">{t('auth.tagline')}</p>
      <p className="hidden text-sm text-brand-100 md:block">{t('auth.noBrokers')}</p>
    </div>
  );
}

export function AuthScreen(props: { title: string; children: ReactNode; showClose?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-4xl px-0 py-0 sm:px-4 sm:py-10">
      <div className="overflow-hidden bg-white shadow-sm sm:rounded-2xl sm:border sm:border-slate-200 md:flex">
        <WelcomePanel />
        <div className="relative flex-1 px-5 py-8 sm:px-8">
          {props.showClose && (
            <Link
              to={paths.home()}
              aria-label={t('ui.close')}
              className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Link>
          )}
          <h1 className="mb-6 text-2xl font-semibold text-slate-900">{props.title}</h1>
          {props.children}
        </div>
      </div>
    </section>
  );
}
