// When passes are sold through the built-in test gateway (PAYMENT_GATEWAY=test), every
// page says so: nobody should believe a test payment bought anything.
import { useGatewayDetails } from '../api/payments/get-razorpay-details.ts';
import { useTranslation } from '../i18n/use-translation.ts';

export function TestModeBanner() {
  const { t } = useTranslation();
  const { data } = useGatewayDetails();
  if (!data?.test_mode) return null;
  return (
    <p role="status" className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950">
      {t('pass.testMode')}
    </p>
  );
}
