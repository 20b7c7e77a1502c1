// /admin/users (docs/product/accounts.md#users-page): admins find an account by name,
// email or phone, see everything about it and suspend, restore, grant or revoke
// admin. The search and the chosen account live in the URL (?q=&id=).
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUserDetail, useUserSearch } from '../../api/admin/users.ts';
import { messageOf } from '../../api/client.ts';
import { AdminNav } from '../../components/admin-nav.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { UserDetailView } from './user-detail.tsx';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-8">
      <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-brand-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export default function AdminUsersPage() {
  const { t } = useTranslation();
  const viewer = useCurrentUser();
  const admin = isAdmin(viewer);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const idParam = Number(params.get('id'));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : null;
  const [text, setText] = useState(q);
  const [textError, setTextError] = useState<string | undefined>();
  const results = useUserSearch(q, admin);
  const detail = useUserDetail(id, admin);
  if (!admin) {
    return <p className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">{t('admin.onlyAdmins')}</p>;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < 2) {
      setTextError(t('adminUsers.minChars'));
      return;
    }
    setTextError(undefined);
    setParams({ q: text.trim() });
  };
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('adminUsers.title')}</h1>
      <AdminNav current="users" />
      <search>
        <form onSubmit={submit} className="mt-4 flex items-end gap-2" noValidate>
          <Field label={t('adminUsers.searchLabel')} error={textError} className="grow">
            <Input type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
          </Field>
          <Button type="submit">{t('blogs.search')}</Button>
        </form>
      </search>
      {q.length >= 2 &&
        (results.isPending ? (
          <Loading label={t('adminUsers.searching')} />
        ) : results.isError ? (
          <p className="mt-4 text-red-700">{messageOf(results.error)}</p>
        ) : results.data.users.length === 0 ? (
          <p className="mt-4 text-slate-700">{t('adminUsers.noMatch', { q })}</p>
        ) : (
          <ul aria-label={t('adminUsers.found')} className="mt-4 flex flex-col gap-2">
            {results.data.users.map((u) => (
              <li key={u.id}>
                <Link
                  to={paths.adminUsers({ q, id: u.id })}
                  aria-current={u.id === id ? 'true' : undefined}
                  className="flex min-h-11 flex-col rounded-xl bg-white px-4 py-2 ring-1 ring-slate-200 aria-[current=true]:ring-2 aria-[current=true]:ring-brand-700"
                >
                  <span className="font-medium text-slate-900">
                    {u.full_name || t('admin.payments.user', { id: u.id })}
                    {u.is_admin ? ` · ${t('adminUsers.admin')}` : ''}
                    {u.suspended ? ` · ${t('admin.moderation.suspended')}` : ''}
                  </span>
                  <span className="text-sm break-all text-slate-700">
                    {[u.mobile_no, u.email].filter(Boolean).join(' · ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
      {id !== null &&
        (detail.isPending ? (
          <Loading label={t('adminUsers.loadingUser')} />
        ) : detail.isError ? (
          <p className="mt-4 text-red-700">{messageOf(detail.error)}</p>
        ) : (
          <UserDetailView detail={detail.data} viewerId={viewer?.id} />
        ))}
    </section>
  );
}
