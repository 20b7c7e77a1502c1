// A long-form page's text lives in one module per language, and the page loads only the
// module of the language it is read in (docs/decisions/0072-long-form-pages-per-language.md),
// so an English reader never downloads the Hindi text and the other way round.
import { type ComponentType, lazy, Suspense } from 'react';
import { useLanguage } from '../../i18n/use-language.ts';
import { type PlanWords, usePlanWords } from './policy-page.tsx';

type Content = ComponentType<{ plan: PlanWords }>;
type ByLanguage<T> = { en: T; hi: T };

/** Each language's module, loaded the first time a reader of that language needs it. */
export const lazyContent = (
  loaders: ByLanguage<() => Promise<{ default: Content }>>,
): ByLanguage<Content> => ({
  en: lazy(loaders.en),
  hi: lazy(loaders.hi),
});

/** The content of the reader's language, with the plan's figures in that language. */
export function LocalizedContent(props: { content: ByLanguage<Content> }) {
  const Content = props.content[useLanguage()];
  const plan = usePlanWords();
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-screen" />}>
      <Content plan={plan} />
    </Suspense>
  );
}
