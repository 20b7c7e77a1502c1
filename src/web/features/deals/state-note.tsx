// What the home's state asks of the agreement (docs/product/deals.md#the-agreement): whether it
// must be registered, the stamp duty as an estimate with its formula, the deposit cap and the
// warnings, each rule with its source and the date it was read. Where the rules are not sure, the
// note says so and names whom to ask; no figure is guessed.
import { TriangleAlert } from 'lucide-react';
import type { StateNote as Note } from '../../../shared/schemas/deals.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

function Source({ source }: { source: Note['registration']['source'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <p className="mt-1 text-xs text-slate-600">
      {t('deals.source')}{' '}
      <a href={source.url} target="_blank" rel="noreferrer" className="text-brand-800 underline">
        {source.title}
      </a>
      {', '}
      {t('deals.asOf', { date: format.longDate(source.as_of) })}
    </p>
  );
}

export function StateNote({ note }: { note: Note }) {
  const { t, language } = useTranslation();
  const format = useFormat();
  const state = language === 'hi' ? note.state_hi : note.state;
  const { registration, stamp_duty: duty, deposit_cap: cap } = note;
  return (
    <section aria-labelledby="state-note" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="state-note" className="text-lg font-semibold text-slate-900">
        {t('deals.stateNote', { state })}
      </h2>
      <div className="mt-3">
        <h3 className="font-semibold text-slate-900">{t('deals.registration')}</h3>
        <p className="text-slate-800">
          {registration.required === 'unsure'
            ? t('deals.registrationUnsure')
            : registration.required
              ? t('deals.registrationRequired')
              : t('deals.registrationNotRequired')}
        </p>
        <p className="mt-1 text-sm text-slate-700">{registration.rule}</p>
        <Source source={registration.source} />
      </div>
      <div className="mt-4">
        <h3 className="font-semibold text-slate-900">{t('deals.stampDuty')}</h3>
        <p className="text-slate-800">
          {duty.estimate === null
            ? t('deals.stampDutyUnsure')
            : t('deals.stampDutyEstimate', { amount: format.rupees(duty.estimate) })}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {t('deals.formula')} {duty.formula}
        </p>
        {duty.note && <p className="mt-1 text-sm text-slate-700">{duty.note}</p>}
        <Source source={duty.source} />
      </div>
      {cap && (
        <div className="mt-4">
          <h3 className="font-semibold text-slate-900">{t('deals.depositCap')}</h3>
          <p className="text-slate-800">
            {cap.months === null
              ? t('deals.noDepositCap')
              : t('deals.depositCapMonths', { count: cap.months })}
          </p>
          <p className="mt-1 text-sm text-slate-700">{cap.law}</p>
          <Source source={cap.source} />
        </div>
      )}
      {note.warnings.length > 0 && (
        <ul className="mt-4 flex flex-col gap-2">
          {note.warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-amber-950">
              <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
              {warning}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
