// /faq: 21 questions, in the reader's language: each language's questions are their own
// module (docs/decisions/0072-long-form-pages-per-language.md).
import { LocalizedContent, lazyContent } from '../../components/content/localized-content.tsx';

const content = lazyContent({
  en: () => import('./faq-content.en.tsx'),
  hi: () => import('./faq-content.hi.tsx'),
});

export default function FaqPage() {
  return <LocalizedContent content={content} />;
}
FaqPage.preload = content.preloadEnglish;
