// Who an account is on the users page (docs/product/accounts.md#users-page): name, contacts,
// state, and the actions an admin may take, each confirmed in a dialog.
import { useState } from 'react';
import type { UserDetail } from '../../../shared/schemas/admin-user.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { UserActionDialog } from './user-action-dialog.tsx';
import { type ActionOffer, actionsFor } from './user-actions.ts';

export function UserSummary({
  user,
  name,
  viewerId,
}: {
  user: UserDetail['user'];
  name: string;
  viewerId: number | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [offer, setOffer] = useState<ActionOffer | null>(null);
  return (
    <>
      <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="user-name" className="text-xl font-semibold text-slate-900">
          {name}
        </h2>
        <p className="text-sm text-slate-700">
          {[user.mobile_no, user.email].filter(Boolean).join(' · ')} · {user.user_type} · {user.location}
        </p>
        <p className="text-sm text-slate-700">
          {t('adminUsers.joined', { date: format.longDate(user.created_at) })}
          {user.pass_until
            ? ` · ${t('adminUsers.passUntil', { date: format.longDate(user.pass_until) })}`
            : ''}
        </p>
        <ul aria-label={t('adminUsers.accountState')} className="mt-2 flex flex-wrap gap-2 text-sm">
          {user.is_admin && (
            <li className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
              {user.second_factor_enrolled ? t('nav.admin') : t('adminUsers.adminNoFactor')}
            </li>
          )}
          {user.suspended && (
            <li className="rounded-full bg-red-50 px-3 py-1 font-medium text-red-800">
              {user.suspended_at
                ? t('adminUsers.suspendedOn', { date: format.longDate(user.suspended_at) })
                : t('adminUsers.accountAction.suspended')}
            </li>
          )}
          <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
            {user.mobile_verified ? t('adminUsers.phoneProven') : t('adminUsers.phoneNotProven')}
          </li>
          <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
            {user.email_verified ? t('adminUsers.emailProven') : t('adminUsers.emailNotProven')}
          </li>
        </ul>
        <div className="mt-3 flex flex-wrap gap-2">
          {actionsFor(user, viewerId).map((o) => (
            <Button key={o.action} variant={o.danger ? 'danger' : 'secondary'} onClick={() => setOffer(o)}>
              {t(o.label)}
            </Button>
          ))}
        </div>
      </div>
      {offer && (
        <UserActionDialog userId={user.id} userName={name} offer={offer} onClose={() => setOffer(null)} />
      )}
    </>
  );
}
