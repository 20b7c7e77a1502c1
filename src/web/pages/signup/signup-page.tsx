// Signup (docs/product/accounts.md#sign-up): full name, email, mobile, who you are (tenant by
// default), city and password, then the privacy notice's consent and the 18-or-older
// confirmation (docs/decisions/0025-consent-at-signup.md), checked here and by the server.
// Other fields are the server's to judge: it names the field. The new account is logged in and offered to prove its
// number and email (docs/decisions/0022-proven-contacts.md).
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CITIES } from '../../../shared/cities.ts';
import { USER_TYPES } from '../../../shared/enums.ts';
import { ADULT_MESSAGE, CONSENT_MESSAGE, type RegisterBody } from '../../../shared/schemas/auth.ts';
import { login } from '../../api/user/login.ts';
import { useRegister } from '../../api/user/register.ts';
import {
  AuthScreen,
  authInputClass,
  authLabelClass,
  authLinkClass,
  SubmitButton,
  serverMessage,
} from '../../components/auth-panel.tsx';
import { PasswordInput } from '../../components/password-input.tsx';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';
import { useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';

export default function SignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const city = useCurrentCity();
  const signup = useRegister();
  const { register, handleSubmit } = useForm<RegisterBody>({
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

  /** Straight into the new account to prove its contacts; the login screen if that fails. */
  const continueAsNewUser = async (form: RegisterBody) => {
    try {
      const res = await login({ email: form.email, password: form.password });
      useSession.getState().setUser(res.data.user);
      void queryClient.invalidateQueries();
      navigate(paths.accountSecurity());
    } catch {
      navigate(paths.login());
    }
  };

  const onSubmit = (form: RegisterBody) => {
    // The two boxes are checked here too, so nothing is sent before they are ticked.
    if (form.consent !== true) return toast.warning(CONSENT_MESSAGE);
    if (form.confirm_age_18 !== true) return toast.warning(ADULT_MESSAGE);
    signup.mutate(form, {
      onSuccess: (res) => {
        toast.successShort(res.message);
        void continueAsNewUser(form);
      },
      onError: (error) => toast.error(serverMessage(error)),
    });
  };

  return (
    <AuthScreen title="Sign Up">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="signup-name" className={authLabelClass}>
            Full Name
          </label>
          <input id="signup-name" autoComplete="name" className={authInputClass} {...register('full_name')} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="signup-email" className={authLabelClass}>
            Email
          </label>
          <input
            id="signup-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className={authInputClass}
            {...register('email')}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="signup-mobile" className={authLabelClass}>
            Mobile Number
          </label>
          <input
            id="signup-mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            maxLength={16}
            className={authInputClass}
            {...register('mobile_no')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="signup-type" className={authLabelClass}>
              I am a
            </label>
            <select id="signup-type" className={authInputClass} {...register('user_type')}>
              {USER_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="signup-location" className={authLabelClass}>
              City
            </label>
            <select id="signup-location" className={authInputClass} {...register('location')}>
              {CITIES.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name}, {c.state}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="signup-password" className={authLabelClass}>
            Password
          </label>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            aria-describedby="signup-password-hint"
            className={authInputClass}
            {...register('password')}
          />
          <p id="signup-password-hint" className="text-sm text-slate-600">
            At least 8 characters; avoid common passwords.
          </p>
        </div>
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <p id="signup-notice">
            We use your name, email, number and city to run your account, and keep them as our{' '}
            <Link to={paths.privacy()} className={authLinkClass}>
              Privacy Policy
            </Link>{' '}
            explains, including who receives them and how long we keep them.
          </p>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              aria-describedby="signup-notice"
              className="mt-1 size-4 accent-brand-700"
              {...register('consent')}
            />
            <span>I have read the privacy notice and agree to it</span>
          </label>
          <label className="flex items-start gap-2">
            <input type="checkbox" className="mt-1 size-4 accent-brand-700" {...register('confirm_age_18')} />
            <span>I am 18 or older</span>
          </label>
        </div>
        <SubmitButton label="Sign Up" pending={signup.isPending} pendingLabel="Creating your account" />
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Already have an account?{' '}
        <Link to={paths.login()} className={authLinkClass}>
          Login
        </Link>
      </p>
    </AuthScreen>
  );
}
