// sonner's Toaster, loaded on the first toast by toaster-host.tsx. Its effect runs after the
// Toaster's own, so toasts are released only once the Toaster listens for them.
import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { useTranslation } from '../i18n/use-translation.ts';
import { toasterMounted } from '../toast.ts';

export default function Toaster() {
  const { t } = useTranslation();
  useEffect(() => toasterMounted(toast), []);
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t('layout.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('layout.closeToast') }}
    />
  );
}
