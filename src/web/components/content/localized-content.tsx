// A long-form page's text lives in one module per language, and the page loads only the
// module of the language it is read in (docs/decisions/0072-long-form-pages-per-language.md),
// so an English reader never downloads the Hindi text and the other way round.
import { type ComponentType, lazy, Suspense } from 'react';
import type { Language } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { type PlanWords, usePlanWords } from './policy-page.tsx';

type Content = ComponentType<{ plan: PlanWords }>;
type Load = () => Promise<{ default: Content }>;
type ByLanguage = Record<Language, Content> & { preloadEnglish: () => Promise<void> };

/**
 * Each language's module, loaded the first time a reader of that language needs it. The server
 * draws these pages in English (docs/decisions/0076-public-pages-rendered-on-the-server.md): the
 * page's `preload` is `preloadEnglish`, so the English module is here before a drawn page is
 * taken over (components/later.tsx) and a tap on the text (an FAQ question) is never dropped for
 * want of its code.
 */
export const lazyContent = (loaders: Record<Language, Load>) => {
  const content: ByLanguage = {
    en: lazy(loaders.en),
    hi: lazy(loaders.hi),
    preloadEnglish: () =>
      loaders.en().then((module) => {
        content.en = module.default;
      }),
  };
  return content;
};

/** The content of the reader's language, with the plan's figures in that language. */
export function LocalizedContent(props: { content: ByLanguage }) {
  const Content = props.content[useLanguage()];
  const plan = usePlanWords();
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-screen" />}>
      <Content plan={plan} />
    </Suspense>
  );
}
