// Each payment gateway's checkout in the browser, chosen by the gateway the server names
// (`gateway` in getRazorpayDetails). The built-in test gateway's checkout is a dialog of
// the app (test-checkout-dialog.tsx); every other gateway has a loader file and a line
// here, which tsc asks for once its kind is in GATEWAY_KINDS.
import type {
  CheckoutResult,
  CreateOrderResponse,
  GatewayDetailsResponse,
  GatewayKind,
} from '../../../shared/schemas/payment.ts';
import type { User } from '../../../shared/schemas/user.ts';
import { razorpayCheckout } from './razorpay-checkout.ts';

export type Checkout = {
  /** Loads what the checkout needs (its script); rejects when it cannot, and may be tried again. */
  load: (details: GatewayDetailsResponse) => Promise<void>;
  /** Opens the checkout for the order; a successful payment's result goes to `onPaid`. */
  open: (input: {
    order: CreateOrderResponse;
    user: User | null;
    onPaid: (result: CheckoutResult) => void;
    onFailed: (message: string) => void;
    onDismiss: () => void;
  }) => void;
};

export const CHECKOUTS: Record<Exclude<GatewayKind, 'test'>, Checkout> = {
  razorpay: razorpayCheckout,
};
