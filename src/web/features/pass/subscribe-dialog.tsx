// 'Subscribe to the product' (docs/product/screens.md#subscription-dialog): the plan card, the 18+
// confirmation and the saffron Pay button. The pass is bought through usePassPurchase.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CreateOrderBodySchema } from '../../../shared/schemas/payment.ts';
import type { User } from '../../../shared/schemas/user.ts';
import { usePlan } from '../../api/payments/get-plan.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { PassBenefits } from './pass-benefits.tsx';
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
  const { t } = useTranslation();
  const format = useFormat();
  const plan = usePlan();
  const purchase = usePassPurchase({ propertyId, onPaid });
  const form = useForm<{ confirm_age_18: boolean }>({
    // The schema only accepts `true`, with the message the server also gives.
    resolver: zodResolver(AgeSchema) as never,
    defaultValues: { confirm_age_18: false },
  });
  const ageError = form.formState.errors.confirm_age_18?.message;

  return (
    <Dialog title={t('pass.title')} onClose={onClose} description={t('pass.intro')}>
      {plan.data ? (
        <PassBenefits plan={plan.data} />
      ) : (
        <div
          role="status"
          aria-label={t('pass.loadingPlan')}
          className="h-40 animate-pulse rounded-xl bg-slate-100"
        />
      )}
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={form.handleSubmit(() => void purchase.pay())}
      >
        <Checkbox label={t('pass.confirmAge')} error={ageError} {...form.register('confirm_age_18')} />
        <Button type="submit" variant="accent" size="lg" disabled={purchase.isBusy || !plan.data}>
          {purchase.isBusy && <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />}
          {plan.data ? t('pass.payAmount', { amount: format.rupees(plan.data.price_inr) }) : t('pass.pay')}
        </Button>
      </form>
      {purchase.testOrder && (
        <TestCheckoutDialog
          order={purchase.testOrder}
          isBusy={purchase.isBusy}
          onOutcome={(outcome) => void purchase.finishTest(outcome)}
          onClose={purchase.cancelTest}
        />
      )}
    </Dialog>
  );
}
