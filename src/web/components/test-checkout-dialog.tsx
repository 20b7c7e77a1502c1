// The built-in test checkout, used when the server has no Razorpay keys: clearly a
// test, it completes or fails the payment through the same verify path as Razorpay.
import { FlaskConical } from 'lucide-react';
import { formatRupees } from '../../shared/format.ts';
import type { CreateOrderResponse } from '../../shared/schemas/payment.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

export function TestCheckoutDialog(props: {
  order: CreateOrderResponse;
  isBusy: boolean;
  onOutcome: (outcome: 'success' | 'failure') => void;
  onClose: () => void;
}) {
  const { order, isBusy, onOutcome, onClose } = props;
  return (
    <Dialog
      title="Test payment"
      onClose={onClose}
      description="This is Thikana's built-in test checkout. No real money moves."
    >
      <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p>
          Test mode: the server has no payment gateway keys. Choose whether this payment of{' '}
          <strong>{formatRupees(order.amount / 100)}</strong> succeeds or fails.
        </p>
      </div>
      <p className="text-sm text-slate-600">Order {order.order_id}</p>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" size="lg" disabled={isBusy} onClick={() => onOutcome('failure')}>
          Fail
        </Button>
        <Button variant="accent" size="lg" disabled={isBusy} onClick={() => onOutcome('success')}>
          Pay
        </Button>
      </div>
    </Dialog>
  );
}
