// Razorpay's hosted checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
// its script, at the address the server names (checkout_url), is loaded only when the
// buyer presses Pay, never on page load. Chosen in checkouts.ts.
import type {
  CheckoutResult,
  CreateOrderResponse,
  GatewayDetailsResponse,
} from '../../../shared/schemas/payment.ts';
import type { User } from '../../../shared/schemas/user.ts';

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  timeout: number;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (result: CheckoutResult) => void;
  modal: { ondismiss: () => void };
};
type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', handler: (e: { error?: { description?: string } }) => void) => void;
};

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

const LOAD_TIMEOUT_MS = 20_000;
let loading: Promise<void> | null = null;

/** Resolves once `window.Razorpay` exists; rejects (and may be retried) when the script cannot load. */
const loadCheckoutScript = (src: string) => {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      script.remove();
      loading = null;
      reject(new Error('The checkout could not be loaded'));
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.Razorpay) resolve();
      else fail();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      fail();
    };
    document.head.appendChild(script);
  });
  return loading;
};

const openRazorpayCheckout = (input: {
  order: CreateOrderResponse;
  user: User | null;
  onPaid: (result: CheckoutResult) => void;
  onFailed: (message: string) => void;
  onDismiss: () => void;
}) => {
  const { order, user } = input;
  if (!window.Razorpay) throw new Error('The checkout is not loaded');
  const checkout = new window.Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.order_id,
    name: 'Thikana',
    description: `${order.plan.name} pass for ${order.plan.days} days`,
    timeout: order.checkout_timeout_seconds,
    prefill: {
      ...(user?.full_name ? { name: user.full_name } : {}),
      ...(user?.email ? { email: user.email } : {}),
      ...(user?.mobile_no ? { contact: user.mobile_no } : {}),
    },
    theme: { color: '#0f5e63' },
    handler: input.onPaid,
    modal: { ondismiss: input.onDismiss },
  });
  checkout.on('payment.failed', (e) => input.onFailed(e.error?.description ?? ''));
  checkout.open();
};

export const razorpayCheckout = {
  load: (details: GatewayDetailsResponse) => loadCheckoutScript(details.checkout_url ?? ''),
  open: openRazorpayCheckout,
};
