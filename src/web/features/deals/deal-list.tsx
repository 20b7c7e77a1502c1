// The reader's deals on My Visits (docs/product/deals.md#your-home): each home offered, agreed or
// signed, with where it stands and a link to its page. Nothing shows for someone with no deal.
import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { useDeals } from '../../api/deal/deals.ts';
import { useListingName } from '../../i18n/place-names.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';

export function DealList() {
  const { t } = useTranslation();
  const format = useFormat();
  const listingName = useListingName();
  const deals = useDeals(true);
  const shown = (deals.data ?? []).filter((deal) => deal.state !== 'withdrawn' && deal.state !== 'declined');
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="your-homes" className="mt-6">
      <h2 id="your-homes" className="text-xl font-semibold text-slate-900">
        {t('deals.yourHomes')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((deal) => {
          const title = listingName(deal.listing);
          const terms = deal.accepted_terms ?? deal.terms;
          return (
            <li key={deal.id}>
              <Link
                to={paths.deal(deal.id)}
                className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <Handshake aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="block text-sm text-slate-700">
                    {t(deal.role === 'owner' ? 'deals.tenantName' : 'deals.ownerName', {
                      name: deal.other.name,
                    })}
                  </span>
                  <span className="block text-sm text-slate-700">
                    {t('deals.perMonth', { amount: format.rupees(terms.rent) })} ·{' '}
                    {t(`deals.state.${deal.state}`)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
