// /terms&conditions, written for Thikana, in the reader's language: each language's text is
// its own module (docs/decisions/0072-long-form-pages-per-language.md).
import { LocalizedContent, lazyContent } from '../../components/content/localized-content.tsx';

const content = lazyContent({
  en: () => import('./terms-content.en.tsx'),
  hi: () => import('./terms-content.hi.tsx'),
});

export default function TermsPage() {
  return <LocalizedContent content={content} />;
}
TermsPage.preload = content.preloadEnglish;
