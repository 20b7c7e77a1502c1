// /blogs: 'All Blog Posts' with search, cards, Prev/Next and the category list.
// Page, search and category live in the URL, so a page of results can be shared.
import { PenSquare, Search } from 'lucide-react';
import { type FormEvent, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BLOG_CATEGORIES, type BlogCategory } from '../../../shared/enums.ts';
import { useBlogs } from '../../api/blog/get-blogs.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { BlogCard, BlogCardSkeleton } from './blog-card.tsx';
import { BlogPager } from './blog-pager.tsx';
import { CategoryList } from './category-list.tsx';

const asCategory = (value: string | null) =>
  (BLOG_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as BlogCategory) : undefined;

export default function BlogsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const category = asCategory(params.get('category'));
  const search = params.get('search') ?? '';
  const user = useCurrentUser();
  const blogs = useBlogs({ search, page, category });

  useEffect(() => {
    if (blogs.isError) toast.error(t('blogs.somethingWrong'));
  }, [blogs.isError, t]);

  const go = (next: { page?: number; category?: BlogCategory | undefined; search?: string }) => {
    const qs = new URLSearchParams();
    const nextSearch = next.search ?? search;
    const nextCategory = 'category' in next ? next.category : category;
    if (nextSearch.trim()) qs.set('search', nextSearch.trim());
    if (nextCategory) qs.set('category', nextCategory);
    if (next.page && next.page > 1) qs.set('page', String(next.page));
    setParams(qs);
    window.scrollTo({ top: 0 });
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('search');
    go({ search: typeof text === 'string' ? text : '', page: 1 });
  };

  const data = blogs.data;
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 lg:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{t('blogs.title')}</h1>
        {/* Blog posts are written by admins (docs/product/content.md). */}
        {isAdmin(user) ? (
          <Link
            to={paths.addBlog()}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent-500 px-4 font-semibold text-slate-950 hover:bg-accent-400"
          >
            <PenSquare aria-hidden="true" className="h-5 w-5" /> {t('blogs.create')}
          </Link>
        ) : null}
      </div>

      <search className="mt-4 block">
        <form onSubmit={onSearch} className="flex gap-2" key={search}>
          <label htmlFor="blog-search" className="sr-only">
            {t('blogs.searchLabel')}
          </label>
          <input
            id="blog-search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder={t('blogs.searchLabel')}
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            <Search aria-hidden="true" className="h-5 w-5" /> {t('blogs.search')}
          </button>
        </form>
      </search>

      <div className="mt-6 flex flex-col gap-6 lg:grid lg:grid-cols-[1fr_15rem] lg:items-start">
        <div className="lg:order-last lg:sticky lg:top-4">
          <CategoryList
            categories={data?.active_categories ?? []}
            selected={category}
            onSelect={(c) => go({ category: c, page: 1 })}
          />
        </div>
        <div aria-busy={blogs.isFetching}>
          {blogs.isPending ? (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <BlogCardSkeleton key={i} />
              ))}
            </div>
          ) : blogs.isError ? (
            <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
              {t('blogs.loadFailed')}
            </p>
          ) : data && data.total_blogs > 0 ? (
            <>
              {data.blogs.length === 0 ? <p className="text-slate-700">{t('blogs.emptyPage')}</p> : null}
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {data.blogs.map((blog) => (
                  <li key={blog.id}>
                    <BlogCard blog={blog} />
                  </li>
                ))}
              </ul>
              <BlogPager page={page} total={data.total_blogs} onPage={(p) => go({ page: p })} />
            </>
          ) : (
            <div className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
              <p className="font-medium">{search || category ? t('blogs.noMatch') : t('blogs.none')}</p>
              {search || category ? (
                <Link to={paths.blogs()} className="mt-2 inline-block font-medium text-brand-700 underline">
                  {t('blogs.showAll')}
                </Link>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
