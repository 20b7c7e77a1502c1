// Login with email and password (docs/product/screens.md#login). The form checks nothing in the
// browser: the server decides and its message is shown as an error toast.
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { LoginBody } from '../../../shared/schemas/auth.ts';
import { useLogin } from '../../api/user/login.ts';
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
import { useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';

export default function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const { register, handleSubmit } = useForm<LoginBody>({ defaultValues: { email: '', password: '' } });

  const onSubmit = (body: LoginBody) =>
    login.mutate(body, {
      onSuccess: (res) => {
        useSession.getState().setUser(res.data.user);
        void queryClient.invalidateQueries();
        toast.successShort(res.message);
        // An admin gives the second factor before admin rights start.
        navigate(res.data.second_factor ? paths.adminFactor() : paths.home());
      },
      onError: (error) => toast.error(serverMessage(error)),
    });

  return (
    <AuthScreen title="Login" showClose>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="login-email" className={authLabelClass}>
            Email
          </label>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            className={authInputClass}
            {...register('email')}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="login-password" className={authLabelClass}>
            Password
          </label>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            className={authInputClass}
            {...register('password')}
          />
        </div>
        <Link
          to={paths.resetPassword()}
          className={`${authLinkClass} -my-2 inline-flex min-h-11 items-center self-end text-sm`}
        >
          Forget Password?
        </Link>
        <SubmitButton label="Login" pending={login.isPending} pendingLabel="Logging in" />
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm text-slate-700">
        <p>
          Don't have an account?{' '}
          <Link to={paths.signup()} className={authLinkClass}>
            SignUp
          </Link>
        </p>
        <p>
          Prefer a code on WhatsApp?{' '}
          <Link to={paths.whatsappLogin()} className={authLinkClass}>
            Login with WhatsApp
          </Link>
        </p>
      </div>
    </AuthScreen>
  );
}
