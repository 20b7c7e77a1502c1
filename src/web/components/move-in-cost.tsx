// The move-in cost with its parts (docs/product/listings.md#move-in-cost): the first
// rent (one night for a weekend home), the deposit and the brokerage.
import { rentPeriodOf } from '../../shared/listing-rules.ts';
import { moveInCost } from '../../shared/move-in-cost.ts';
import type { Listing } from '../../shared/schemas/listing.ts';
import { useEnumLabel } from '../i18n/use-enum-label.ts';
import { useFormat } from '../i18n/use-format.ts';
import { useTranslation } from '../i18n/use-translation.ts';

export function MoveInCostBreakdown({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  const format = useFormat();
  const label = useEnumLabel();
  const cost = moveInCost(listing);
  const rows: [string, number][] = [
    [
      rentPeriodOf(listing.property_type) === 'day' ? t('moveIn.oneNight') : t('moveIn.firstMonth'),
      cost.rent,
    ],
    [t('card.deposit'), cost.deposit],
    [
      listing.brokerage && listing.brokerage !== 'ZERO'
        ? t('moveIn.brokerageDays', { days: label('brokerage', listing.brokerage).toLowerCase() })
        : t('moveIn.brokerage'),
      cost.brokerage,
    ],
  ];
  return (
    <section aria-labelledby="move-in-heading" className="mt-3 rounded-xl bg-white p-3 shadow-sm">
      <h2 id="move-in-heading" className="text-sm text-slate-600">
        {t('card.moveInCost')}
      </h2>
      <p className="text-xl font-bold text-slate-900">{format.rupees(cost.total)}</p>
      <table className="mt-2 w-full text-left text-sm">
        <tbody>
          {rows.map(([name, amount]) => (
            <tr key={name} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 pr-3 font-normal text-slate-600">
                {name}
              </th>
              <td className="py-1.5 text-right font-medium text-slate-900">{format.rupees(amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
