// /about: what Thikana is for, in the reader's language: each language's text is its own
// module (docs/decisions/0072-long-form-pages-per-language.md).
import { LocalizedContent, lazyContent } from '../../components/content/localized-content.tsx';

const content = lazyContent({
  en: () => import('./about-content.en.tsx'),
  hi: () => import('./about-content.hi.tsx'),
});

export default function AboutPage() {
  return <LocalizedContent content={content} />;
}
AboutPage.preload = content.preloadEnglish;
