import { ExternalLink, Phone, Trash2, Wrench } from 'lucide-react';
import type { Service } from '../../../shared/schemas/service.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

export function ServiceCard(props: {
  service: Service;
  canDelete: boolean;
  deleting: boolean;
  onCall: () => void;
  onDelete: () => void;
}) {
  const { service, canDelete, deleting, onCall, onDelete } = props;
  const { t } = useTranslation();
  const action =
    'inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold';
  return (
    <article
      aria-label={service.service_name}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {/* A compact row on phones, so several services fit on one screen; a tall card from tablets up. */}
      <div className="flex items-center gap-3 p-3 sm:flex-col sm:items-stretch sm:p-0">
        {service.image ? (
          <img
            src={service.image}
            alt=""
            loading="lazy"
            className="aspect-[4/3] w-28 shrink-0 rounded-xl object-cover sm:w-full sm:rounded-none"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex aspect-[4/3] w-28 shrink-0 items-center justify-center rounded-xl bg-brand-50 sm:w-full sm:rounded-none"
          >
            <Wrench className="h-10 w-10 text-brand-600" />
          </div>
        )}
        <h2 className="text-lg font-semibold text-slate-900 sm:px-4 sm:pt-1">{service.service_name}</h2>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 px-3 pb-3 sm:px-4 sm:pb-4">
        <a
          href={service.url}
          target="_blank"
          rel="noopener noreferrer"
          className={`${action} text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50`}
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" /> {t('services.visit')}
        </a>
        <button
          type="button"
          onClick={onCall}
          className={`${action} bg-accent-500 text-slate-950 hover:bg-accent-400`}
        >
          <Phone aria-hidden="true" className="h-4 w-4" /> {t('services.callNow')}
        </button>
        {canDelete ? (
          <button
            type="button"
            onClick={onDelete}
            disabled={deleting}
            className={`${action} text-red-700 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" /> {t('services.delete')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
