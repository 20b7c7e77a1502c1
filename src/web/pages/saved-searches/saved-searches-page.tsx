// My Saved Searches (docs/product/search.md#saved-searches): each search with how many
// matching homes were listed since it was last opened, its alerts, Open and Delete. A
// visitor, or a session that ended, is sent to log in.
import { Bell, BellOff, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CityName } from '../../../shared/cities.ts';
import { ALERT_CHANNELS, type SavedSearch } from '../../../shared/schemas/saved-search.ts';
import { writeSearch } from '../../../shared/search-params.ts';
import { messageOf } from '../../api/client.ts';
import {
  useDeleteSavedSearch,
  useMarkSavedSearchSeen,
  useSavedSearches,
} from '../../api/saved-search/saved-searches.ts';
import { useSendToLogin } from '../../api/session-lost.ts';
import { useNobodyLoggedIn } from '../../api/user/restore.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button, buttonClass } from '../../ui/button.tsx';

/** "No alerts", "Alerts on WhatsApp and Email, once a day at 8 am", in the reader's language. */
const useAlertsLine = () => {
  const { t } = useTranslation();
  const { locale } = useFormat();
  return (search: SavedSearch) => {
    if (search.alert_channels.length === 0) return t('savedSearches.noAlerts');
    const on = ALERT_CHANNELS.filter((c) => search.alert_channels.includes(c.value))
      .map((c) => t(`savedSearches.channel.${c.value}`))
      .join(t('savedSearches.and'));
    if (search.alert_frequency !== 'daily') return t('savedSearches.alertsInstant', { on });
    // In Hindi "शाम 6", the part of the day first (docs/decisions/0145-hindi-wherever-a-listing-is-named.md).
    const hour = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      hour12: true,
      timeZone: 'UTC',
      ...(locale === 'hi-IN' ? { dayPeriod: 'short' as const } : {}),
    }).format(Date.UTC(2026, 0, 1, search.alert_hour));
    return t('savedSearches.alertsDaily', { on, hour });
  };
};

/** "“2 BHK” in Pune", or whichever of the two the search has. */
const useQueryLine = () => {
  const { t } = useTranslation();
  const places = usePlaceNames();
  return ({ query }: SavedSearch) => {
    const quoted = query.search ? `“${query.search}”` : '';
    const city = query.city ? places.city(query.city) : '';
    if (quoted && city) return t('savedSearches.queryIn', { search: quoted, city });
    return quoted || city;
  };
};

const searchPath = (search: SavedSearch) =>
  paths.search(
    writeSearch(
      {
        city: search.query.city as CityName,
        search: search.query.search,
        filters: search.query.filters,
        sort: search.query.sort,
      },
      new URLSearchParams(),
    ),
  );

function SavedSearchCard(props: { search: SavedSearch }) {
  const { search } = props;
  const navigate = useNavigate();
  const seen = useMarkSavedSearchSeen();
  const remove = useDeleteSavedSearch();
  const to = searchPath(search);
  const { t } = useTranslation();
  const alertsLine = useAlertsLine();
  const queryLine = useQueryLine();
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{search.name}</h2>
        {search.new_count > 0 && (
          <span className="shrink-0 rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-slate-950">
            {t('savedSearches.newCount', { count: search.new_count })}
          </span>
        )}
      </div>
      <p className="text-slate-700">{queryLine(search)}</p>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        {search.alert_channels.length > 0 ? (
          <Bell aria-hidden="true" className="size-4" />
        ) : (
          <BellOff aria-hidden="true" className="size-4" />
        )}
        {alertsLine(search)}
      </p>
      <div className="flex gap-2">
        <Link
          to={to}
          className={`${buttonClass('primary')} flex-1`}
          onClick={(e) => {
            e.preventDefault();
            seen.mutate(search.id, { onSettled: () => navigate(to) });
          }}
        >
          {t('savedSearches.open')}
        </Link>
        <Button
          variant="secondary"
          aria-label={t('savedSearches.deleteSearch', { name: search.name })}
          isLoading={remove.isPending}
          loadingLabel={t('savedSearches.deleting')}
          onClick={() =>
            remove.mutate(search.id, {
              onSuccess: (res) => toast.success(res.message),
              onError: (error) => toast.error(messageOf(error)),
            })
          }
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </li>
  );
}

export default function SavedSearchesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const searches = useSavedSearches(Boolean(user));
  const sendToLogin = useSendToLogin();
  const handled = useRef(false);
  const needsLogin = useNobodyLoggedIn() || searches.isError;

  useEffect(() => {
    if (!needsLogin || handled.current) return;
    handled.current = true;
    sendToLogin({ alert: t('savedSearches.pleaseLogin'), replace: true });
  });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{t('savedSearches.title')}</h1>
      {!searches.data ? (
        <div
          role="status"
          aria-label={t('savedSearches.loading')}
          className="mt-6 h-40 animate-pulse rounded-2xl bg-slate-100"
        />
      ) : searches.data.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">{t('savedSearches.empty')}</p>
          <Link to={paths.search()} className={`${buttonClass('primary')} mt-4`}>
            {t('savedSearches.findHome')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {searches.data.map((search) => (
            <SavedSearchCard key={search.id} search={search} />
          ))}
        </ul>
      )}
    </section>
  );
}
