// The built-in test checkout, used when the server has no Razorpay keys: clearly a
// test, it completes or fails the payment through the same verify path as Razorpay.
import { FlaskConical } from 'lucide-react';
import type { CreateOrderResponse } from '../../../shared/schemas/payment.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

export function TestCheckoutDialog(props: {
  order: CreateOrderResponse;
  isBusy: boolean;
  onOutcome: (outcome: 'success' | 'failure') => void;
  onClose: () => void;
}) {
  const { order, isBusy, onOutcome, onClose } = props;
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Dialog title={t('pass.test.title')} onClose={onClose} description={t('pass.test.intro')}>
      <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>
          {t('pass.test.modeBefore')}
          <strong>{format.rupees(order.amount / 100)}</strong>
          {t('pass.test.modeAfter')}
        </p>
      </div>
      <p className="text-sm text-slate-600">{t('pass.test.order', { id: order.order_id })}</p>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" size="lg" disabled={isBusy} onClick={() => onOutcome('failure')}>
          {t('pass.test.fail')}
        </Button>
        <Button variant="accent" size="lg" disabled={isBusy} onClick={() => onOutcome('success')}>
          {t('pass.pay')}
        </Button>
      </div>
    </Dialog>
  );
}
