// The admin pages link to each other from the top of each (docs/product/screens.md#admin-users).
import { Link } from 'react-router';
import { paths } from '../paths.ts';

const PAGES = [
  { key: 'users', label: 'Users', to: paths.adminUsers() },
  { key: 'moderation', label: 'Reported listings', to: paths.adminModeration() },
  { key: 'payments', label: 'Payments', to: paths.adminPayments() },
  { key: 'messages', label: 'Contact messages', to: paths.adminMessages() },
] as const;

export function AdminNav({ current }: { current: (typeof PAGES)[number]['key'] }) {
  return (
    <nav aria-label="Admin pages" className="mt-2">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {PAGES.map((p) => (
          <li key={p.key}>
            <Link
              to={p.to}
              aria-current={p.key === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline aria-[current=page]:text-slate-900 aria-[current=page]:no-underline"
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
