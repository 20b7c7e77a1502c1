// 'Owner Details' (docs/product/screens.md#owner-details): the poster's name, a number that dials on
// phones and an email that opens the mail app.
import { Mail, Phone, User } from 'lucide-react';
import type { ListingContact } from '../../shared/schemas/listing.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { buttonClass } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

/** Indian mobile numbers are stored as 10 digits; dial them with +91. */
const telHref = (number: string) => {
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+91${digits}` : `tel:${digits}`;
};

export function OwnerDetailsDialog(props: { contact: ListingContact; onClose: () => void }) {
  const { contact, onClose } = props;
  const { t } = useTranslation();
  const rows = [
    { icon: User, label: t('detail.owner.name'), value: contact.full_name, href: null },
    {
      icon: Phone,
      label: t('detail.owner.number'),
      value: contact.mobile_no,
      href: telHref(contact.mobile_no),
    },
    { icon: Mail, label: t('contact.email'), value: contact.email, href: `mailto:${contact.email}` },
  ];
  return (
    <Dialog title={t('detail.owner.title')} onClose={onClose}>
      <dl className="flex flex-col gap-3">
        {rows.map(({ icon: Icon, label, value, href }) => (
          // A <div> in a <dl> may hold only <dt> and <dd>, so the icon sits inside the term.
          <div
            key={label}
            className="grid grid-cols-[1.25rem_minmax(0,1fr)] items-center gap-x-3 rounded-xl border border-slate-200 p-3"
          >
            <dt className="col-span-2 grid grid-cols-subgrid items-center text-sm text-slate-600">
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
              {label}
            </dt>
            <dd className="col-start-2 break-words font-medium text-slate-900">
              {href && value ? (
                <a href={href} className="text-brand-800 underline underline-offset-2">
                  {value}
                </a>
              ) : (
                value || '—'
              )}
            </dd>
          </div>
        ))}
      </dl>
      <a href={telHref(contact.mobile_no)} className={buttonClass('accent', 'lg')}>
        <Phone aria-hidden="true" className="h-5 w-5" />
        {t('detail.owner.call')}
      </a>
    </Dialog>
  );
}
