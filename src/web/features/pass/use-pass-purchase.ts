// Buying the pass from the browser: the checkout of the gateway the server names
// (checkouts.ts; its script loaded only now, 'Connection Error' when it cannot be) or the
// built-in test checkout; either way the result goes to setRazorpayTransaction, where
// the server verifies it and answers with the updated user. An unpaid order is reused
// for a retry within its hold, so a failed attempt does not use up one of the two
// passes a buyer may start in 90 days.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CheckoutResult, CreateOrderResponse } from '../../../shared/schemas/payment.ts';
import type { User } from '../../../shared/schemas/user.ts';
import { messageOf } from '../../api/client.ts';
import { createOrder } from '../../api/payments/create-order.ts';
import { gatewayDetailsQueryKey, getGatewayDetails } from '../../api/payments/get-razorpay-details.ts';
import { useConfirmPayment } from '../../api/payments/set-razorpay-transaction.ts';
import { testCheckout } from '../../api/payments/test-checkout.ts';
import { i18n } from '../../i18n/i18n.ts';
import { useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { CHECKOUTS } from './checkouts.ts';

/** Said when a payment fails, in the language the site is read in then. */
const failed = () => i18n.t('pass.failed');

/** Reuse an order only well inside its hold, so the checkout never outlives it. */
const REUSE_MARGIN_MS = 60_000;

export const usePassPurchase = (input: { propertyId?: number | undefined; onPaid: (user: User) => void }) => {
  const queryClient = useQueryClient();
  const confirmPayment = useConfirmPayment();
  const [isBusy, setBusy] = useState(false);
  const [testOrder, setTestOrder] = useState<CreateOrderResponse | null>(null);
  const open = useRef<{ order: CreateOrderResponse; at: number } | null>(null);

  const confirm = async (result: CheckoutResult) => {
    setBusy(true);
    try {
      const { user } = await confirmPayment.mutateAsync({ result, propertyId: input.propertyId });
      open.current = null;
      toast.payment(i18n.t('pass.paid'));
      input.onPaid(user);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const orderToUse = async () => {
    const kept = open.current;
    if (kept && Date.now() - kept.at < kept.order.checkout_timeout_seconds * 1000 - REUSE_MARGIN_MS)
      return kept.order;
    const order = await createOrder({ propertyId: input.propertyId });
    open.current = { order, at: Date.now() };
    return order;
  };

  const pay = async () => {
    if (isBusy) return;
    setBusy(true);
    try {
      const details = await queryClient.fetchQuery({
        queryKey: gatewayDetailsQueryKey,
        queryFn: getGatewayDetails,
        staleTime: Number.POSITIVE_INFINITY,
      });
      if (details.gateway === 'test') {
        setTestOrder(await orderToUse());
        return;
      }
      const checkout = CHECKOUTS[details.gateway];
      try {
        await checkout.load(details);
      } catch {
        toast.error(i18n.t('pass.connectionError'));
        return;
      }
      const order = await orderToUse();
      checkout.open({
        order,
        user: useSession.getState().user,
        onPaid: (result) => void confirm(result),
        onFailed: (message) => toast.error(message || failed()),
        onDismiss: () => {},
      });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  /**
   * The test checkout's Pay or Fail. Like a gateway's checkout, a failed payment only
   * reports the failure; a successful one goes to the server to be verified.
   */
  const finishTest = async (outcome: 'success' | 'failure') => {
    const order = testOrder;
    if (!order) return;
    setBusy(true);
    try {
      const result = await testCheckout(order.order_id, outcome);
      setTestOrder(null);
      if (outcome === 'success') await confirm(result);
      else {
        toast.error(failed());
        setBusy(false);
      }
    } catch (error) {
      toast.error(messageOf(error));
      setBusy(false);
    }
  };

  return { pay, isBusy, testOrder, finishTest, cancelTest: () => setTestOrder(null) };
};
