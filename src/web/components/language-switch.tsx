// The language switch in the header and the phone menu (docs/product/language.md): it names the
// other language in that language, "हिन्दी" on the English site and "English" on the Hindi one.
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { chooseLanguage, useLanguage } from '../i18n/use-language.ts';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const other = language === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={other}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void chooseLanguage(other).finally(() => setBusy(false));
      }}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60 ${className}`}
    >
      <Languages aria-hidden="true" className="hidden h-5 w-5 shrink-0 sm:block" />
      {other === 'hi' ? 'हिन्दी' : 'English'}
    </button>
  );
}
