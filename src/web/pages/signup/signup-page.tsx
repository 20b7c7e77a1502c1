// Signup (docs/product/screens.md): full name, email, mobile, who you are (tenant by
// default), city and password. The shared schema checks each field here as the
// server will; the server also refuses common passwords and a taken email or number,
// naming the field. Success goes to the login, carrying the return address.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { CITIES } from '../../../shared/cities.ts';
import { USER_TYPES } from '../../../shared/enums.ts';
import {
  ADULT_MESSAGE,
  CONSENT_MESSAGE,
  type RegisterBody,
  RegisterBodySchema,
} from '../../../shared/schemas/auth.ts';
import { login, onLoggedIn } from '../../api/user/login.ts';
import { useRegister } from '../../api/user/register.ts';
import { EmailField, MobileField, PasswordField } from '../../components/account-fields.tsx';
import { AuthScreen, authLinkClass } from '../../components/auth-panel.tsx';
import { useEnumLabel } from '../../i18n/use-enum-label.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useCarriedReturn } from '../../return-path.ts';
import { useCurrentCity } from '../../state/location.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { reportServerError } from '../../ui/server-errors.ts';

const CITY_OPTIONS = CITIES.map((c) => ({ value: c.name, label: `${c.name}, ${c.state}` }));

export default function SignupPage() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const userTypes = USER_TYPES.map((o) => ({ value: o.value, label: enumLabel('userType', o.value) }));
  const navigate = useNavigate();
  const carried = useCarriedReturn();
  const city = useCurrentCity();
  const signup = useRegister();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof RegisterBodySchema>, unknown, z.output<typeof RegisterBodySchema>>({
    resolver: zodResolver(RegisterBodySchema),
    defaultValues: {
      full_name: '',
      email: '',
      mobile_no: '',
      user_type: 'tenant',
      location: city,
      password: '',
      consent: false,
      confirm_age_18: false,
    },
  });
  const { errors } = form.formState;

  /** Straight into the new account to prove its contacts; the login screen if that fails. */
  const continueAsNewUser = async (body: RegisterBody) => {
    try {
      const res = await login({ email: body.email, password: body.password });
      onLoggedIn(queryClient, res);
      navigate(paths.accountSecurity());
    } catch {
      navigate(paths.login(), { state: carried });
    }
  };

  // The two boxes speak in a toast too, so nothing is sent before they are ticked.
  const onInvalid = (found: FieldErrors<z.input<typeof RegisterBodySchema>>) => {
    if (found.consent) toast.warning(CONSENT_MESSAGE);
    else if (found.confirm_age_18) toast.warning(ADULT_MESSAGE);
  };

  const onSubmit = form.handleSubmit(
    (body) =>
      signup.mutate(body, {
        onSuccess: (res) => {
          toast.successShort(res.message);
          void continueAsNewUser(body);
        },
        onError: (error) => reportServerError(error, form),
      }),
    onInvalid,
  );

  return (
    <AuthScreen title={t('auth.signup.title')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field label={t('profile.form.fullName')} error={errors.full_name?.message}>
          <Input autoComplete="name" {...form.register('full_name')} />
        </Field>
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <MobileField error={errors.mobile_no?.message} {...form.register('mobile_no')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('auth.signup.iAm')} error={errors.user_type?.message}>
            <Select options={userTypes} {...form.register('user_type')} />
          </Field>
          <Field label={t('profile.form.city')} error={errors.location?.message}>
            <Select options={CITY_OPTIONS} {...form.register('location')} />
          </Field>
        </div>
        <PasswordField
          autoComplete="new-password"
          hint={t('auth.signup.passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p id="signup-notice">
            {t('auth.privacyBefore')}{' '}
            <Link to={paths.privacy()} className={authLinkClass}>
              {t('nav.privacy')}
            </Link>{' '}
            {t('auth.privacyAfter')}
          </p>
          <Checkbox
            aria-describedby="signup-notice"
            label={t('auth.signup.consent')}
            {...form.register('consent')}
          />
          <Checkbox label={t('auth.signup.adult')} {...form.register('confirm_age_18')} />
        </div>
        <Button type="submit" isLoading={signup.isPending} loadingLabel={t('auth.signup.creating')}>
          {t('auth.signup.title')}
        </Button>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        {t('auth.signup.haveAccount')}{' '}
        <Link to={paths.login()} state={carried} className={authLinkClass}>
          {t('nav.login')}
        </Link>
      </p>
    </AuthScreen>
  );
}
