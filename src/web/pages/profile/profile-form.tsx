// The profile fields (docs/product/screens.md): read-only until Edit Profile, which
// turns into Update Profile; the mobile number is never editable; dob uses the kit's date
// field (day, month by name, year: docs/decisions/0103-dates-the-indian-way.md). An account made by WhatsApp has no email: the field may stay empty, and
// the form sends what it has (docs/product/accounts.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { CITIES } from '../../../shared/cities.ts';
import { GENDERS } from '../../../shared/enums.ts';
import { todayInIndia } from '../../../shared/format.ts';
import { EmailSchema, type UpdateUserBody, UpdateUserBodySchema } from '../../../shared/schemas/auth.ts';
import type { User } from '../../../shared/schemas/user.ts';
import { ApiError } from '../../api/client.ts';
import { useUpdateUser } from '../../api/user/update-user.ts';
import { usePlaceNames } from '../../i18n/place-names.ts';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { reportServerError } from '../../ui/server-errors.ts';

type ProfileFields = { full_name: string; email: string; dob: string; gender: string; location: string };

/** The update schema, with an empty email allowed: it means "none". */
const ProfileFormSchema = UpdateUserBodySchema.extend({
  email: z.union([z.literal(''), EmailSchema]),
});

const fieldsOf = (user: User): ProfileFields => ({
  full_name: user.full_name,
  email: user.email ?? '',
  dob: user.dob ?? '',
  gender: user.gender ?? '',
  location: user.location,
});

export function ProfileForm(props: { user: User; onSessionLost: () => void }) {
  const { user } = props;
  const update = useUpdateUser();
  const { t } = useTranslation();
  const label = useEnumLabel();
  const places = usePlaceNames();
  const [isEditing, setIsEditing] = useState(false);
  const form = useForm<ProfileFields, unknown, UpdateUserBody>({
    resolver: zodResolver(ProfileFormSchema) as never,
    defaultValues: fieldsOf(user),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!isEditing) form.reset(fieldsOf(user));
  }, [user, isEditing, form]);

  const onUpdate = (body: UpdateUserBody) =>
    update.mutate(body, {
      onSuccess: (res) => {
        useSession.getState().setUser(res.data);
        toast.success(res.message);
        setIsEditing(false);
      },
      onError: (error) => {
        // A refused value (taken email, impossible date) is the user's to fix; anything
        // else means the session is gone or the server failed (docs/product/messages.md).
        if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
          reportServerError(error, form);
          return;
        }
        props.onSessionLost();
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onUpdate)} className="flex flex-col gap-4">
      <fieldset disabled={!isEditing || update.isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t('profile.form.details')}</legend>
        <Field label={t('profile.form.fullName')} error={errors.full_name?.message}>
          <Input autoComplete="name" {...form.register('full_name')} />
        </Field>
        <Field
          label={t('profile.form.email')}
          error={errors.email?.message}
          hint={
            <>
              {t('profile.form.emailHintBefore')}
              <Link to={paths.accountSecurity()} className="font-medium text-brand-700 underline">
                {t('profile.form.accountSecurity')}
              </Link>
              {t('profile.form.emailHintAfter')}
            </>
          }
        >
          <Input type="email" readOnly {...form.register('email')} />
        </Field>
        <Field label={t('profile.form.mobile')} hint={t('profile.form.mobileHint')}>
          <Input readOnly value={user.mobile_no ?? ''} />
        </Field>
        <Controller
          control={form.control}
          name="dob"
          render={({ field }) => (
            <DateField
              label={t('profile.form.dob')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              min="1900-01-01"
              max={todayInIndia()}
              newestFirst
              error={errors.dob?.message}
            />
          )}
        />
        <Field label={t('profile.form.gender')} error={errors.gender?.message}>
          <Select
            placeholder={t('profile.form.notStated')}
            options={GENDERS.map((g) => ({ value: g.value, label: label('gender', g.value) }))}
            {...form.register('gender')}
          />
        </Field>
        <Field label={t('profile.form.city')} error={errors.location?.message}>
          <Select
            options={CITIES.map((c) => ({ value: c.name, label: places.city(c.name) }))}
            {...form.register('location')}
          />
        </Field>
      </fieldset>
      {/* Distinct keys: the Edit button must not become a submit button mid-click. */}
      {isEditing ? (
        <div key="editing" className="grid gap-3 sm:grid-cols-2">
          <Button type="submit" isLoading={update.isPending} loadingLabel={t('profile.form.updating')}>
            {t('profile.form.update')}
          </Button>
          <Button variant="secondary" onClick={() => setIsEditing(false)}>
            {t('profile.cancel')}
          </Button>
        </div>
      ) : (
        <Button key="viewing" variant="secondary" onClick={() => setIsEditing(true)}>
          {t('profile.form.edit')}
        </Button>
      )}
    </form>
  );
}
