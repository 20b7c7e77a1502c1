// /services: local home services of the current city, with Visit, Call Now and, for
// admins, Delete and the Add Services link.
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Service } from '../../../shared/schemas/service.ts';
import { messageOf } from '../../api/client.ts';
import { useDeleteService } from '../../api/services/delete-service.ts';
import { useServices } from '../../api/services/get-services.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { CallDialog } from './call-dialog.tsx';
import { ServiceCard } from './service-card.tsx';

export default function ServicesPage() {
  const { t } = useTranslation();
  const city = useCurrentCity();
  const cityName = usePlaceNames().city(city);
  const admin = isAdmin(useCurrentUser());
  const services = useServices(city);
  const remove = useDeleteService();
  const [calling, setCalling] = useState<Service | null>(null);

  useEffect(() => {
    if (services.isError) toast.error(t('services.somethingWrong'));
  }, [services.isError, t]);

  const onDelete = (service: Service) => {
    if (!window.confirm(t('services.confirmDelete'))) return;
    remove.mutate(service.id, {
      onSuccess: (res) => toast.success(res.message),
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 lg:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">
          {t('services.title', { city: cityName })}
        </h1>
        {admin ? (
          <Link
            to={paths.addServices()}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent-500 px-4 font-semibold text-slate-950 hover:bg-accent-400"
          >
            <Plus aria-hidden="true" className="h-5 w-5" /> {t('services.add')}
          </Link>
        ) : null}
      </div>
      <p className="mt-2 text-slate-700">{t('services.intro')}</p>
      <div className="mt-6" aria-busy={services.isFetching}>
        {services.isPending ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="aspect-[4/5] animate-pulse rounded-2xl bg-slate-200" />
            ))}
          </ul>
        ) : services.isError ? (
          <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
            {t('services.loadFailed')}
          </p>
        ) : services.data.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
            {t('services.none', { city: cityName })}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {services.data.map((service) => (
              <li key={service.id}>
                <ServiceCard
                  service={service}
                  canDelete={admin}
                  deleting={remove.isPending && remove.variables === service.id}
                  onCall={() => setCalling(service)}
                  onDelete={() => onDelete(service)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {calling ? (
        <CallDialog
          serviceName={calling.service_name}
          phone={calling.contact}
          onClose={() => setCalling(null)}
        />
      ) : null}
    </section>
  );
}
