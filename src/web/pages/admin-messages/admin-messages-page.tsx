// /admin/messages: what visitors wrote through the contact form, newest first.
import { ChevronLeft, ChevronRight, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { CONTACTS_PAGE_SIZE } from '../../../shared/schemas/contact.ts';
import { messageOf } from '../../api/client.ts';
import { useContacts } from '../../api/contact/get-contacts.ts';
import { AdminNav } from '../../components/admin-nav.tsx';
import { Paragraphs } from '../../components/content/rich-text.tsx';
import { useDateTime } from '../../i18n/use-date-time.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';

export default function AdminMessagesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const dateTime = useDateTime();
  const admin = isAdmin(useCurrentUser());
  const [page, setPage] = useState(1);
  const contacts = useContacts(page, admin);

  if (!admin) {
    return <p className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">{t('admin.onlyAdmins')}</p>;
  }
  const button =
    'inline-flex min-h-11 items-center gap-1 rounded-lg px-4 font-medium ring-1 ring-slate-300 disabled:opacity-50';
  const total = contacts.data?.total_contacts ?? 0;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.messages.title')}</h1>
      <AdminNav current="messages" />
      <p className="mt-1 text-slate-700">
        {contacts.data ? t('admin.messages.count', { total: format.count(total) }) : ' '}
      </p>
      {contacts.isPending ? (
        <div role="status" className="flex justify-center py-12">
          <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-brand-700" />
          <span className="sr-only">{t('admin.messages.loading')}</span>
        </div>
      ) : contacts.isError ? (
        <p className="mt-6 text-red-700">{messageOf(contacts.error)}</p>
      ) : contacts.data.contacts.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('admin.messages.none')}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {contacts.data.contacts.map((c) => (
            <li key={c.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
              <article aria-label={t('admin.messages.from', { name: `${c.firstName} ${c.lastName}` })}>
                <p className="font-semibold text-slate-900">
                  {c.firstName} {c.lastName}{' '}
                  <a href={`mailto:${c.email}`} className="font-normal break-all text-brand-700 underline">
                    {c.email}
                  </a>
                </p>
                <p className="text-sm text-slate-600">
                  <time dateTime={c.created_at}>{dateTime(c.created_at)}</time>
                </p>
                <div className="mt-2 flex flex-col gap-2 text-slate-800">
                  <Paragraphs text={c.message} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {total > CONTACTS_PAGE_SIZE ? (
        <nav aria-label={t('admin.messages.pages')} className="mt-6 flex items-center justify-center gap-4">
          <button type="button" className={button} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="h-5 w-5" /> {t('admin.prev')}
          </button>
          <span className="font-semibold">{t('admin.page', { page })}</span>
          <button
            type="button"
            className={button}
            disabled={total <= CONTACTS_PAGE_SIZE * page}
            onClick={() => setPage(page + 1)}
          >
            {t('admin.next')} <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </button>
        </nav>
      ) : null}
    </section>
  );
}
