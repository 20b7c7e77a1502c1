import { ChevronLeft, ChevronRight } from 'lucide-react';
import { BLOG_PAGE_SIZE } from '../../../shared/constants.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * Prev is off on page 1; Next is off once this page holds the last post
 * (docs/decisions/0019-no-empty-last-blog-page.md).
 */
export function BlogPager(props: { page: number; total: number; onPage: (page: number) => void }) {
  const { page, total, onPage } = props;
  const { t } = useTranslation();
  const button =
    'inline-flex min-h-11 items-center gap-1 rounded-lg px-4 font-medium ring-1 ring-slate-300 disabled:cursor-not-allowed disabled:opacity-50 enabled:hover:bg-brand-50';
  return (
    <nav aria-label={t('blogs.pages')} className="mt-8 flex items-center justify-center gap-4">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-5 w-5" /> {t('blogs.prev')}
      </button>
      <span aria-current="page" className="min-w-16 text-center font-semibold text-slate-900">
        {t('blogs.page', { page })}
      </span>
      <button
        type="button"
        className={button}
        disabled={total <= BLOG_PAGE_SIZE * page}
        onClick={() => onPage(page + 1)}
      >
        {t('blogs.next')} <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
    </nav>
  );
}
