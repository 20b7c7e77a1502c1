// My Saved Searches (docs/product/search.md#saved-searches): each search with how many
// matching homes were listed since it was last opened, its alerts, Open and Delete. A
// visitor, or a session that ended, is sent to log in.
import { Bell, BellOff, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CityName } from '../../../shared/cities.ts';
import { ALERT_CHANNELS, ALERT_FREQUENCIES, type SavedSearch } from '../../../shared/schemas/saved-search.ts';
import { messageOf } from '../../api/client.ts';
import {
  useDeleteSavedSearch,
  useMarkSavedSearchSeen,
  useSavedSearches,
} from '../../api/saved-search/saved-searches.ts';
import { useSendToLogin } from '../../api/session-lost.ts';
import { paths } from '../../paths.ts';
import { useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { writeSearch } from '../search/search-url.ts';

const hourLabel = (hour: number) =>
  new Intl.DateTimeFormat('en-IN', { hour: 'numeric', hour12: true, timeZone: 'UTC' }).format(
    Date.UTC(2026, 0, 1, hour),
  );

const alertsLine = (search: SavedSearch) => {
  if (search.alert_channels.length === 0) return 'No alerts';
  const on = ALERT_CHANNELS.filter((c) => search.alert_channels.includes(c.value))
    .map((c) => c.label)
    .join(' and ');
  return search.alert_frequency === 'daily'
    ? `Alerts on ${on}, once a day at ${hourLabel(search.alert_hour)}`
    : `Alerts on ${on}, ${ALERT_FREQUENCIES[0].label.toLowerCase()}`;
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
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{search.name}</h2>
        {search.new_count > 0 && (
          <span className="shrink-0 rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-slate-950">
            {search.new_count} new
          </span>
        )}
      </div>
      <p className="text-slate-700">
        {[search.query.search && `“${search.query.search}”`, search.query.city].filter(Boolean).join(' in ')}
      </p>
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
          Open
        </Link>
        <Button
          variant="secondary"
          aria-label={`Delete ${search.name}`}
          isLoading={remove.isPending}
          loadingLabel="Deleting"
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
  const user = useCurrentUser();
  const searches = useSavedSearches(Boolean(user));
  const sendToLogin = useSendToLogin();
  const handled = useRef(false);
  const needsLogin = !user || searches.isError;

  useEffect(() => {
    if (!needsLogin || handled.current) return;
    handled.current = true;
    sendToLogin({ alert: 'Please Login', replace: true });
  });

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900">My Saved Searches</h1>
      {!searches.data ? (
        <div
          role="status"
          aria-label="Loading My Saved Searches"
          className="mt-6 h-40 animate-pulse rounded-2xl bg-slate-100"
        />
      ) : searches.data.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">
            No saved searches yet. Search for a home, then tap Save search to hear when a new one is listed.
          </p>
          <Link to={paths.search()} className={`${buttonClass('primary')} mt-4`}>
            Find a home
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
