// 'Subscribe to the product' (docs/product/screens.md#subscription-dialog): the plan card, the 18+
// confirmation and the saffron Pay button. The pass is bought through usePassPurchase.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { formatRupees } from '../../shared/format.ts';
import { CreateOrderBodySchema } from '../../shared/schemas/payment.ts';
import type { User } from '../../shared/schemas/user.ts';
import { usePlan } from '../api/payments/get-plan.ts';
import { PassBenefits } from './pass-benefits.tsx';
import { SheetDialog } from './sheet-dialog.tsx';
import { TestCheckoutDialog } from './test-checkout-dialog.tsx';
import { usePassPurchase } from './use-pass-purchase.ts';

const AgeSchema = CreateOrderBodySchema.pick({ confirm_age_18: true });

export function SubscribeDialog(props: {
  /** The listing whose contacts the buyer wanted, if any. */
  propertyId?: number;
  onClose: () => void;
  onPaid: (user: User) => void;
}) {
  const { propertyId, onClose, onPaid } = props;
  const plan = usePlan();
  const purchase = usePassPurchase({ propertyId, onPaid });
  const form = useForm<{ confirm_age_18: boolean }>({
    // The schema only accepts `true`, with the message the server also gives.
    resolver: zodResolver(AgeSchema) as never,
    defaultValues: { confirm_age_18: false },
  });
  const ageError = form.formState.errors.confirm_age_18?.message;

  return (
    <SheetDialog
      title="Subscribe to the product"
      onClose={onClose}
      description="A pass shows you the owner's contact details on every listing."
    >
      {plan.data ? (
        <PassBenefits plan={plan.data} />
      ) : (
        <div
          role="status"
          aria-label="Loading the plan"
          className="h-40 animate-pulse rounded-xl bg-slate-100"
        />
      )}
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={form.handleSubmit(() => void purchase.pay())}
      >
        <label className="flex min-h-11 items-center gap-3 text-slate-900">
          <input
            type="checkbox"
            {...form.register('confirm_age_18')}
            aria-invalid={Boolean(ageError)}
            aria-describedby={ageError ? 'confirm-age-error' : undefined}
            className="h-5 w-5 accent-brand-700"
          />
          I confirm I am 18 or older
        </label>
        {ageError && (
          <p id="confirm-age-error" role="alert" className="text-sm font-medium text-red-700">
            {ageError}
          </p>
        )}
        <button
          type="submit"
          disabled={purchase.isBusy || !plan.data}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent-500 px-4 text-lg font-semibold text-slate-950 hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {purchase.isBusy && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
          {plan.data ? `Pay ${formatRupees(plan.data.price_inr)}` : 'Pay'}
        </button>
      </form>
      {purchase.testOrder && (
        <TestCheckoutDialog
          order={purchase.testOrder}
          isBusy={purchase.isBusy}
          onOutcome={(outcome) => void purchase.finishTest(outcome)}
          onClose={purchase.cancelTest}
        />
      )}
    </SheetDialog>
  );
}
