// The 'Contact' popup of Call Now: the number, with a tel: link that dials on phones.
import { Phone } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

const display = (tenDigits: string) => `+91 ${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`;

export function CallDialog(props: { serviceName: string; phone: string; onClose: () => void }) {
  const { serviceName, phone, onClose } = props;
  const { t } = useTranslation();
  return (
    <Dialog title={t('services.contact')} onClose={onClose}>
      <p className="text-slate-700">{serviceName}</p>
      <a href={`tel:+91${phone}`} className={buttonClass('accent', 'lg')}>
        <Phone aria-hidden="true" className="h-5 w-5" />
        {display(phone)}
      </a>
    </Dialog>
  );
}
