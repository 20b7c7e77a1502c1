import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import type { Blog } from '../../../shared/schemas/blog.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { paths } from '../../paths.ts';

export function BlogCard({ blog }: { blog: Blog }) {
  const format = useFormat();
  const label = useEnumLabel();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {blog.image ? (
        <img src={blog.image} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="flex aspect-[4/3] w-full items-center justify-center bg-brand-50">
          <Newspaper className="h-10 w-10 text-brand-600" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {label('blogCategory', blog.category)}
        </p>
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          <Link to={paths.blog(blog.title)} className="hover:underline">
            {blog.title}
          </Link>
        </h2>
        {blog.summary ? <p className="line-clamp-3 text-sm text-slate-700">{blog.summary}</p> : null}
        <p className="mt-auto pt-2 text-sm text-slate-600">
          {blog.author_name} · {format.longDate(blog.created_on)}
        </p>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-[4/3] w-full animate-pulse bg-slate-200" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-3 w-20 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
