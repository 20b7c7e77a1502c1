// /faq: 21 questions, in the reader's language: each language's questions are their own
// module (docs/product/language.md); figures about the pass come from the plan on sale.
import { LocalizedContent, lazyContent } from '../../components/content/localized-content.tsx';

const content = lazyContent({
  en: () => import('./faq-content.en.tsx'),
  hi: () => import('./faq-content.hi.tsx'),
});

export default function FaqPage() {
  return <LocalizedContent content={content} />;
}
