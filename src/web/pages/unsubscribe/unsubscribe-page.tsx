// The one-tap unsubscribe of a saved-search alert (docs/product/search.md#alerts). The
// link needs no login; the page turns the alerts off as it opens, so a link preview
// that only fetches the page changes nothing.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isUnsubscribeToken } from '../../../shared/schemas/saved-search.ts';
import { messageOf } from '../../api/client.ts';
import { useUnsubscribe } from '../../api/saved-search/saved-searches.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { buttonClass } from '../../ui/button.tsx';

export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  const isWellFormed = isUnsubscribeToken(token);

  useEffect(() => {
    if (sent.current || !isWellFormed) return;
    sent.current = true;
    unsubscribe.mutate(token);
  });

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{t('unsubscribe.title')}</h1>
      {!isWellFormed ? (
        <p role="alert" className="text-red-800">
          {t('unsubscribe.incomplete')}
        </p>
      ) : unsubscribe.isSuccess ? (
        <p role="status" className="text-slate-800">
          {t('unsubscribe.done', { name: unsubscribe.data.name })}
        </p>
      ) : unsubscribe.isError ? (
        <p role="alert" className="text-red-800">
          {messageOf(unsubscribe.error)}
        </p>
      ) : (
        <p role="status" className="text-slate-700">
          {t('unsubscribe.turningOff')}
        </p>
      )}
      <Link to={paths.savedSearches()} className={`${buttonClass('secondary')} self-start`}>
        {t('unsubscribe.mySavedSearches')}
      </Link>
    </section>
  );
}
