// Booked visits on My Properties (docs/product/viewings.md): under each home its upcoming visits
// and "Visiting hours"; above the homes, the hours for all of them. The hours sheet loads when
// first opened (docs/decisions/0081-dialogs-load-when-opened.md).
import { CalendarClock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Viewing } from '../../../shared/schemas/viewing.ts';
import type { HoursOf } from '../../api/viewing/hours.ts';
import { isUpcoming } from '../../features/viewings/visit-card.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useVisitTime } from '../../i18n/use-visit-time.ts';
import { paths } from '../../paths.ts';

const HoursSheet = lazy(() => import('../../features/viewings/hours-sheet.tsx'));

export function HoursButton(props: { of: HoursOf; title?: string; label: string; className?: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${props.className ?? ''}`}
      >
        <CalendarClock aria-hidden="true" className="h-4 w-4" />
        {props.label}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <HoursSheet of={props.of} title={props.title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** A home's upcoming visits, soonest first, and its hours. */
export function ListingVisits(props: {
  listing: { id: number };
  title: string;
  viewings: Viewing[] | undefined;
}) {
  const { listing, title } = props;
  const { t } = useTranslation();
  const when = useVisitTime();
  const upcoming = (props.viewings ?? []).filter(
    (v) => v.role === 'poster' && v.listing.id === listing.id && isUpcoming(v),
  );
  return (
    <div className="mt-2 flex flex-col gap-2 rounded-xl bg-slate-50 p-3">
      <p className="text-sm font-semibold text-slate-900">
        {t('viewings.upcomingCount', { count: upcoming.length })}
      </p>
      {upcoming.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-slate-800">
          {upcoming.map((viewing) => (
            <li key={viewing.id}>
              {t('viewings.visitLine', {
                when: when.span(viewing.starts_at, viewing.ends_at),
                name: viewing.other.name,
              })}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <HoursButton of={listing.id} title={title} label={t('viewings.hoursTitle')} className="flex-1" />
        {upcoming.length > 0 && (
          <Link
            to={paths.visits()}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 font-semibold text-brand-800 underline hover:bg-brand-50"
          >
            {t('viewings.manageVisits')}
          </Link>
        )}
      </div>
    </div>
  );
}
