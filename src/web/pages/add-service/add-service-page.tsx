// /addservices (admins only): service name, website, phone, city and photo. The photo
// goes up with the form as the multipart part `file`; a wrong file is reported as the
// listing form reports it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CITY_NAMES } from '../../../shared/cities.ts';
import {
  type ServiceFormValues,
  type ServiceInput,
  ServiceInputSchema,
} from '../../../shared/schemas/service.ts';
import { useAddService } from '../../api/services/add-service.ts';
import { isImageAccepted } from '../../components/content/check-image-file.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { reportServerError } from '../../ui/server-errors.ts';

function AddServiceForm() {
  const { t } = useTranslation();
  const places = usePlaceNames();
  const navigate = useNavigate();
  const city = useCurrentCity();
  const add = useAddService();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState('');
  const [preview, setPreview] = useState('');
  const form = useForm<ServiceFormValues, unknown, ServiceInput>({
    resolver: zodResolver(ServiceInputSchema),
    defaultValues: { service_name: '', url: '', contact: '', location: city },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!image) return setPreview('');
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!(await isImageAccepted(file))) return;
    setImage(file);
    setImageError('');
  };

  const onSubmit = (input: ServiceInput) => {
    if (!image) {
      setImageError(t('addService.photoNeeded'));
      return;
    }
    add.mutate(
      { input, image },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          navigate(paths.services());
        },
        onError: (error) => {
          reportServerError(error, form);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <Field label={t('addService.name')} error={errors.service_name?.message}>
        <Input required {...form.register('service_name')} />
      </Field>
      <Field label={t('addService.website')} error={errors.url?.message}>
        <Input type="url" inputMode="url" required placeholder="https://" {...form.register('url')} />
      </Field>
      <Field label={t('addService.contact')} error={errors.contact?.message}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          placeholder="98765 43210"
          {...form.register('contact')}
        />
      </Field>
      <Field label={t('addService.city')} error={errors.location?.message}>
        <Select
          options={CITY_NAMES.map((name) => ({ value: name, label: places.city(name) }))}
          {...form.register('location')}
        />
      </Field>
      <Field label={t('addService.photo')} error={imageError}>
        {preview ? (
          <img
            src={preview}
            alt={t('addService.preview')}
            className="aspect-[4/3] w-full max-w-sm rounded-xl object-cover"
          />
        ) : null}
        <Input
          type="file"
          accept="image/*"
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Field>
      <Button type="submit" variant="accent" isLoading={add.isPending} loadingLabel={t('addService.adding')}>
        {t('addService.submit')}
      </Button>
    </form>
  );
}

export default function AddServicePage() {
  const { t } = useTranslation();
  const admin = isAdmin(useCurrentUser());
  return (
    <section className="mx-auto max-w-xl px-4 py-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{t('addService.title')}</h1>
      {admin ? <AddServiceForm /> : <p className="text-slate-700">{t('addService.onlyAdmins')}</p>}
    </section>
  );
}
