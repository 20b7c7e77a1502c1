// Signup (docs/product/accounts.md#sign-up): full name, email, mobile, who you are (tenant by
// default), city and password. No checks in the browser: the server names the field.
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CITIES } from '../../../shared/cities.ts';
import { USER_TYPES } from '../../../shared/enums.ts';
import type { RegisterBody } from '../../../shared/schemas/auth.ts';
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
import { toast } from '../../toast.ts';

export default function SignupPage() {
  const navigate = useNavigate();
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
    },
  });

  const onSubmit = (form: RegisterBody) =>
    signup.mutate(form, {
      onSuccess: (res) => {
        toast.successShort(res.message);
        navigate(paths.login());
      },
      onError: (error) => toast.error(serverMessage(error)),
    });

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
