// Toasts with their durations (docs/product/messages.md#toast-durations): 2 s for login/logout/reset/signup
// success, 3 s for validation, wishlist, delete, profile and listing success,
// 5 s for errors and payment.
import { toast as sonner } from 'sonner';
import { TOAST_MS } from '../shared/constants.ts';

export const toast = {
  /** 2 s: login, logout, reset, signup success. */
  successShort: (message: string) => sonner.success(message, { duration: TOAST_MS.short }),
  /** 3 s: wishlist, delete, profile and listing success. */
  success: (message: string) => sonner.success(message, { duration: TOAST_MS.medium }),
  /** 3 s: client-side validation messages. */
  warning: (message: string) => sonner.warning(message, { duration: TOAST_MS.medium }),
  /** 5 s: errors. */
  error: (message: string) => sonner.error(message, { duration: TOAST_MS.long }),
  /** 5 s: payment outcome. */
  payment: (message: string) => sonner.success(message, { duration: TOAST_MS.long }),
};
