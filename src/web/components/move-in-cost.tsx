// The move-in cost with its parts (docs/product/listings.md#move-in-cost): the first
// rent (one night for a weekend home), the deposit and the brokerage.
import { BROKERAGES, labelOf } from '../../shared/enums.ts';
import { formatRupees } from '../../shared/format.ts';
import { rentPeriodOf } from '../../shared/listing-rules.ts';
import { moveInCost } from '../../shared/move-in-cost.ts';
import type { Listing } from '../../shared/schemas/listing.ts';

export function MoveInCostBreakdown({ listing }: { listing: Listing }) {
  const cost = moveInCost(listing);
  const rows: [string, number][] = [
    [rentPeriodOf(listing.property_type) === 'day' ? 'One night' : "First month's rent", cost.rent],
    ['Security deposit', cost.deposit],
    [
      listing.brokerage && listing.brokerage !== 'ZERO'
        ? `Brokerage (${labelOf(BROKERAGES, listing.brokerage).toLowerCase()}' rent)`
        : 'Brokerage',
      cost.brokerage,
    ],
  ];
  return (
    <section aria-labelledby="move-in-heading" className="mt-3 rounded-xl bg-white p-3 shadow-sm">
      <h2 id="move-in-heading" className="text-sm text-slate-600">
        Move-in cost
      </h2>
      <p className="text-xl font-bold text-slate-900">{formatRupees(cost.total)}</p>
      <table className="mt-2 w-full text-left text-sm">
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 pr-3 font-normal text-slate-600">
                {label}
              </th>
              <td className="py-1.5 text-right font-medium text-slate-900">{formatRupees(amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
