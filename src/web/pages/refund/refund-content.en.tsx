// /refund: fees are non-refundable (docs/product/pass.md#no-refunds), effective 1 October 2024.
import { Link } from 'react-router';
import { DEAD_LEAD_DAYS_PER_PASS, DEAD_LEAD_REPORT_DAYS } from '../../../shared/constants.ts';
import {
  linkClass,
  listClass,
  type PlanWords,
  PolicyPage,
  PolicySection,
  SupportEmail,
} from '../../components/content/policy-page.tsx';
import { paths } from '../../paths.ts';

export default function RefundContent({ plan }: { plan: PlanWords }) {
  return (
    <PolicyPage title="Refund Policy" effective="2024-10-01">
      <PolicySection heading="What you pay for">
        <p>
          Everything on Thikana is free except the optional {plan.name} contact pass. It costs {plan.price}{' '}
          and shows you the contact details of every listing for {plan.days} from the moment your payment is
          confirmed. It does not renew by itself, so you are never charged again without choosing to buy.
        </p>
      </PolicySection>
      <PolicySection heading="Fees are non-refundable">
        <p>
          Once a pass is active its fee is not refunded, in full or in part, including when you find a home
          early, stop using Thikana, or delete your account before the pass ends. Please read what the pass
          includes before you pay:
        </p>
        <ul className={listClass}>
          <li>
            Contact details of every listing for {plan.days}, up to {plan.dailyCap} new contacts a day (a
            fair-use limit against scraping).
          </li>
          <li>
            At most {plan.passes} in any {plan.window}.
          </li>
          <li>You must be {plan.minAge} or older to buy a pass.</li>
        </ul>
      </PolicySection>
      <PolicySection heading="Homes already rented">
        {/* docs/product/pass.md#dead-leads */}
        <p>
          If you open a listing's contacts and find the home already rented, report it as "Already rented"
          from its page within {DEAD_LEAD_REPORT_DAYS} days. Once the owner marks it rented, or our team
          confirms it, that contact is given back to you (it no longer counts toward your daily limit) and
          your pass is extended by 1 day. This happens once per listing and adds at most{' '}
          {DEAD_LEAD_DAYS_PER_PASS} days to one pass. It gives back time on the pass, not money: the fee stays
          non-refundable.
        </p>
      </PolicySection>
      <PolicySection heading="When a payment goes wrong">
        <ul className={listClass}>
          <li>
            A payment that fails or is not completed at the gateway (Razorpay) is not a fee: the money is
            returned to you by your bank or the gateway, on their timeline.
          </li>
          <li>
            If money left your account but your pass is not active after an hour, write to <SupportEmail />{' '}
            with the payment id. We check it with Razorpay and activate the pass you paid for.
          </li>
          <li>
            If you were charged twice for the same purchase, tell us and we return the extra charge to the
            original payment method.
          </li>
        </ul>
      </PolicySection>
      <PolicySection heading="Questions">
        <p>
          Write to <SupportEmail /> or use the{' '}
          <Link to={paths.contactUs()} className={linkClass}>
            contact form
          </Link>
          . See also our{' '}
          <Link to={paths.terms()} className={linkClass}>
            terms and conditions
          </Link>
          .
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
