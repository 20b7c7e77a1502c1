// /privacypolicy, the notice India's data protection law asks for, in the reader's language:
// each language's text is its own module (docs/decisions/0072-long-form-pages-per-language.md).
import { LocalizedContent, lazyContent } from '../../components/content/localized-content.tsx';

const content = lazyContent({
  en: () => import('./privacy-content.en.tsx'),
  hi: () => import('./privacy-content.hi.tsx'),
});

export default function PrivacyPage() {
  return <LocalizedContent content={content} />;
}
PrivacyPage.preload = content.preloadEnglish;
