// The admin pages link to each other from the top of each (docs/product/screens.md#admin-users).
import { Link } from 'react-router';
import type { MessageKey } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { paths } from '../paths.ts';

const PAGES = [
  { key: 'users', label: 'adminUsers.title', to: paths.adminUsers() },
  { key: 'moderation', label: 'admin.moderation.title', to: paths.adminModeration() },
  { key: 'payments', label: 'adminUsers.sections.payments', to: paths.adminPayments() },
  { key: 'messages', label: 'admin.messages.title', to: paths.adminMessages() },
] as const satisfies readonly { key: string; label: MessageKey; to: string }[];

export function AdminNav({ current }: { current: (typeof PAGES)[number]['key'] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adminUsers.adminPages')} className="mt-2">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {PAGES.map((p) => (
          <li key={p.key}>
            <Link
              to={p.to}
              aria-current={p.key === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline aria-[current=page]:text-slate-900 aria-[current=page]:no-underline"
            >
              {t(p.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
