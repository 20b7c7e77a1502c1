// /addservices (admins only): service name, website, phone, city and photo. The photo
// goes up with the form as the multipart part `file`.
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CITY_NAMES } from '../../../shared/cities.ts';
import {
  type ServiceFormValues,
  type ServiceInput,
  ServiceInputSchema,
} from '../../../shared/schemas/service.ts';
import { messageOf } from '../../api/client.ts';
import { useAddService } from '../../api/services/add-service.ts';
import { imageFileProblem } from '../../components/content/check-image-file.ts';
import { FieldError, inputClass, labelClass } from '../../components/content/form-parts.tsx';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';
import { isAdmin, useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';

function AddServiceForm() {
  const navigate = useNavigate();
  const city = useCurrentCity();
  const add = useAddService();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState('');
  const [preview, setPreview] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ServiceFormValues, unknown, ServiceInput>({
    resolver: zodResolver(ServiceInputSchema),
    defaultValues: { service_name: '', url: '', contact: '', location: city },
  });

  useEffect(() => {
    if (!image) return setPreview('');
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.warning(problem);
      return;
    }
    setImage(file);
    setImageError('');
  };

  const onSubmit = (input: ServiceInput) => {
    if (!image) {
      setImageError('Please choose a photo of the service');
      return;
    }
    add.mutate(
      { input, image },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          navigate(paths.services());
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <label htmlFor="service-name" className={labelClass}>
          Service name
        </label>
        <input
          id="service-name"
          required
          aria-invalid={Boolean(errors.service_name)}
          className={inputClass}
          {...register('service_name')}
        />
        <FieldError message={errors.service_name?.message} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="service-url" className={labelClass}>
          Website
        </label>
        <input
          id="service-url"
          type="url"
          inputMode="url"
          required
          placeholder="https://"
          aria-invalid={Boolean(errors.url)}
          className={inputClass}
          {...register('url')}
        />
        <FieldError message={errors.url?.message} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="service-contact" className={labelClass}>
          Contact number
        </label>
        <input
          id="service-contact"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          placeholder="98765 43210"
          aria-invalid={Boolean(errors.contact)}
          className={inputClass}
          {...register('contact')}
        />
        <FieldError message={errors.contact?.message} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="service-location" className={labelClass}>
          City
        </label>
        <select id="service-location" className={inputClass} {...register('location')}>
          {CITY_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <FieldError message={errors.location?.message} />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor="service-image" className={labelClass}>
          Photo
        </label>
        {preview ? (
          <img
            src={preview}
            alt="Preview of the chosen file"
            className="aspect-[4/3] w-full max-w-sm rounded-xl object-cover"
          />
        ) : null}
        <input
          id="service-image"
          type="file"
          accept="image/*"
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-medium file:text-brand-800"
        />
        <FieldError message={imageError} />
      </div>
      <button
        type="submit"
        disabled={add.isPending}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-accent-500 px-6 font-semibold text-slate-950 hover:bg-accent-400 disabled:opacity-60"
      >
        {add.isPending ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
        Add Service
      </button>
    </form>
  );
}

export default function AddServicePage() {
  const admin = isAdmin(useCurrentUser());
  return (
    <section className="mx-auto max-w-xl px-4 py-6 lg:py-10">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Add Service</h1>
      {admin ? <AddServiceForm /> : <p className="text-slate-700">Only admins can add home services.</p>}
    </section>
  );
}
