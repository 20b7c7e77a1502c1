// /refund: fees are non-refundable (docs/product/pass.md#no-refunds), in the reader's
// language: each language's text is its own module
// (docs/decisions/0072-long-form-pages-per-language.md).
import { LocalizedContent, lazyContent } from '../../components/content/localized-content.tsx';

const content = lazyContent({
  en: () => import('./refund-content.en.tsx'),
  hi: () => import('./refund-content.hi.tsx'),
});

export default function RefundPage() {
  return <LocalizedContent content={content} />;
}
RefundPage.preload = content.preloadEnglish;
