// /blog?blog_title=: banner, category, title, author, date, summary and the sections.
// The author and admins get edit and delete.
import { LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDeleteBlog } from '../../api/blog/delete-blog.ts';
import { useBlogByTitle } from '../../api/blog/get-blog-by-title.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { Paragraphs } from '../../components/content/rich-text.tsx';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { BlogSection } from './blog-section.tsx';

function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t('blog.notFound')}</h1>
      <p className="mt-3 text-slate-600">{t('blog.notFoundText')}</p>
      <Link to={paths.blogs()} className="mt-6 inline-block font-medium text-brand-700 underline">
        {t('blog.seeAll')}
      </Link>
    </section>
  );
}

export default function BlogPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const label = useEnumLabel();
  const [params] = useSearchParams();
  const title = params.get('blog_title');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const blogQuery = useBlogByTitle(title);
  const remove = useDeleteBlog();
  const isMissing = !title || (blogQuery.error instanceof ApiError && blogQuery.error.status === 404);

  useEffect(() => {
    if (blogQuery.isError && !isMissing) toast.error(t('blog.somethingWrong'));
  }, [blogQuery.isError, isMissing, t]);

  if (isMissing) return <NotFound />;
  if (blogQuery.isPending) {
    return (
      <div role="status" className="flex justify-center py-20">
        <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-brand-700" />
        <span className="sr-only">{t('blog.loading')}</span>
      </div>
    );
  }
  if (blogQuery.isError) {
    return <p className="mx-auto max-w-2xl px-4 py-16 text-center text-slate-700">{t('blog.loadFailed')}</p>;
  }

  const blog = blogQuery.data;
  const canChange = Boolean(user && (isAdmin(user) || user.id === blog.user_id));
  const onDelete = () => {
    if (!window.confirm(t('blog.confirmDelete'))) return;
    remove.mutate(blog.id, {
      onSuccess: (res) => {
        toast.success(res.message);
        navigate(paths.blogs());
      },
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  return (
    <article className="mx-auto max-w-4xl px-4 py-6 lg:py-10">
      {blog.image ? (
        <img src={blog.image} alt="" className="aspect-[16/9] w-full rounded-2xl object-cover" />
      ) : null}
      <div className="mt-5 flex items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {label('blogCategory', blog.category)}
            {blog.visibility === 'private' ? (
              <span className="ml-2 text-slate-600 normal-case">{t('blog.private')}</span>
            ) : null}
          </p>
          <h1 className="text-2xl leading-tight font-bold text-slate-900 lg:text-4xl">{blog.title}</h1>
          <p className="text-sm text-slate-600">
            {t('blog.by', { author: blog.author_name })} ·{' '}
            <time dateTime={blog.created_on}>{format.longDate(blog.created_on)}</time>
          </p>
        </div>
        {canChange ? (
          <div className="flex shrink-0 gap-1">
            <button
              type="button"
              aria-label={t('blog.edit')}
              onClick={() => navigate(paths.addBlog(blog.title), { state: { blog } })}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-slate-700 hover:bg-brand-50"
            >
              <Pencil aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label={t('blog.delete')}
              disabled={remove.isPending}
              onClick={onDelete}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        ) : null}
      </div>
      {blog.summary ? (
        <div className="mt-5 border-l-4 border-accent-400 pl-4 text-lg text-slate-800">
          <Paragraphs text={blog.summary} />
        </div>
      ) : null}
      <div className="mt-8 flex flex-col gap-10">
        {blog.description.map((section, index) => (
          // Sections have no id of their own; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <BlogSection key={index} section={section} index={index} />
        ))}
      </div>
      <Link
        to={paths.blogs()}
        className="mt-10 inline-flex min-h-11 items-center font-medium text-brand-700 underline"
      >
        {t('blog.all')}
      </Link>
    </article>
  );
}
