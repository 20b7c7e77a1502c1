// The rent agreement of an accepted deal (docs/product/deals.md#the-agreement): read in English or
// Hindi, beside it what the home's state asks, who signed, signing with a code and the PDF. The
// SHA-256 of the text is what a signature signs and what /agreements/verify checks.
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import type { AgreementLanguageCode, Deal } from '../../../shared/schemas/deals.ts';
import { agreementPdfUrl, useAgreement } from '../../api/deal/agreement.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { SignPanel } from './sign-panel.tsx';
import { StateNote } from './state-note.tsx';

const LANGUAGES: { code: AgreementLanguageCode; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिंदी' },
];

export function AgreementSection({ deal }: { deal: Deal }) {
  const { t, language: siteLanguage } = useTranslation();
  const [language, setLanguage] = useState<AgreementLanguageCode>(siteLanguage === 'hi' ? 'hi' : 'en');
  const agreement = useAgreement(deal.id, language, true);
  if (agreement.isPending) {
    return (
      <p role="status" className="text-slate-700">
        {t('deals.loadingAgreement')}
      </p>
    );
  }
  if (agreement.isError) {
    return (
      <div role="alert" className="rounded-lg bg-amber-50 p-3 text-slate-800">
        <p>{t('deals.agreementFailed')}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void agreement.refetch()}>
          {t('conversations.tryAgain')}
        </Button>
      </div>
    );
  }
  const doc = agreement.data;
  return (
    <>
      <StateNote note={doc.state} />
      <section aria-labelledby="agreement" className="rounded-2xl border border-slate-200 bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="agreement" className="text-lg font-semibold text-slate-900">
            {t('deals.agreement')}
          </h2>
          <fieldset className="flex gap-1">
            <legend className="sr-only">{t('deals.readIn')}</legend>
            {LANGUAGES.map((choice) => (
              <button
                key={choice.code}
                type="button"
                lang={choice.code}
                aria-pressed={language === choice.code}
                onClick={() => setLanguage(choice.code)}
                className={`min-h-11 rounded-lg border px-3 font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
                  language === choice.code
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800'
                }`}
              >
                {choice.name}
              </button>
            ))}
          </fieldset>
        </div>
        <p className="mt-1 text-sm text-slate-600">{t('deals.version', { version: doc.version })}</p>
        <article
          aria-label={doc.title}
          lang={doc.language}
          className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
        >
          <h3 className="text-center font-semibold text-slate-900">{doc.title}</h3>
          {doc.sections.map((section) => (
            <div key={section.heading} className="mt-3">
              <h4 className="font-semibold text-slate-900">{section.heading}</h4>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-1 text-slate-800">
                  {paragraph}
                </p>
              ))}
            </div>
          ))}
        </article>
        <p className="mt-3 text-sm text-slate-700">{t('deals.hashNote')}</p>
        <p className="text-sm text-slate-900">
          {t('deals.hash')} <code className="font-mono text-xs break-all">{doc.sha256}</code>
        </p>
        <a
          href={agreementPdfUrl(deal.id, language)}
          download
          className={`${buttonClass('secondary')} mt-3 w-full`}
        >
          <FileDown aria-hidden="true" className="h-5 w-5" />
          {doc.signed ? t('deals.downloadSigned') : t('deals.downloadDraft')}
        </a>
      </section>
      <SignPanel deal={deal} agreement={doc} />
    </>
  );
}
