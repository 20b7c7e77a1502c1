// One section of an account on the users page (docs/product/accounts.md#users-page): its title
// with a count, and "none" when empty.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

export function Section(props: { id: string; title: string; count: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={props.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id={props.id} className="font-semibold text-slate-900">
        {props.title} ({props.count})
      </h3>
      {props.count === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('adminUsers.none')}</p>
      ) : (
        props.children
      )}
    </section>
  );
}

export const SECTION_LIST = 'mt-2 flex flex-col gap-2 text-sm text-slate-800';
