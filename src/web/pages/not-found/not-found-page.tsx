import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
      <Link to={paths.home()} className="mt-6 inline-block font-medium text-teal-800 underline">
        {t('notFound.back')}
      </Link>
    </section>
  );
}
