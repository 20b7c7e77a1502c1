// /addblog: a new post, or an edit when ?edit=<title> is given (the post may arrive
// as navigation state from the detail page; otherwise it is fetched).
import { LoaderCircle } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Blog } from '../../../shared/schemas/blog.ts';
import { useBlogByTitle } from '../../api/blog/get-blog-by-title.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { returnState } from '../../return-path.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { BlogForm } from './blog-form.tsx';

function Notice({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">{children}</div>;
}

export default function AddBlogPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const editTitle = params.get('edit');
  const stateBlog = (useLocation().state as { blog?: Blog } | null)?.blog;
  const fromState = stateBlog && editTitle && stateBlog.title.toLowerCase() === editTitle.toLowerCase();
  const existing = useBlogByTitle(editTitle, { initialData: fromState ? stateBlog : undefined });

  const heading = editTitle ? t('addBlog.editTitle') : t('addBlog.createTitle');
  let body: React.ReactNode;
  if (!user) {
    body = (
      <Notice>
        <p>{t('addBlog.logInToWrite')}</p>
        <Link
          to={paths.whatsappLogin()}
          state={returnState(paths.addBlog())}
          className="mt-4 inline-block font-medium text-brand-700 underline"
        >
          {t('addBlog.logIn')}
        </Link>
      </Notice>
    );
  } else if (!editTitle) {
    body = <BlogForm />;
  } else if (existing.isPending) {
    body = (
      <div role="status" className="flex justify-center py-16">
        <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-brand-700" />
        <span className="sr-only">{t('addBlog.loading')}</span>
      </div>
    );
  } else if (existing.isError) {
    body = <Notice>{t('addBlog.notFound')}</Notice>;
  } else if (!isAdmin(user) && existing.data.user_id !== user.id) {
    body = <Notice>{t('addBlog.onlyOwn')}</Notice>;
  } else {
    body = <BlogForm key={existing.data.id} blog={existing.data} />;
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{heading}</h1>
      {body}
    </section>
  );
}
