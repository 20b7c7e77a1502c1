// The profile fields (docs/product/screens.md#my-profile): read-only until Edit Profile, which turns
// into Update Profile; the mobile number is never editable; dob uses a date picker.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CITIES } from '../../../shared/cities.ts';
import { GENDERS } from '../../../shared/enums.ts';
import { todayInIndia } from '../../../shared/format.ts';
import type { UpdateUserBody } from '../../../shared/schemas/auth.ts';
import type { User } from '../../../shared/schemas/user.ts';
import { ApiError } from '../../api/client.ts';
import { useUpdateUser } from '../../api/user/update-user.ts';
import { authInputClass, authLabelClass, SubmitButton, serverMessage } from '../../components/auth-panel.tsx';
import { paths } from '../../paths.ts';
import { useSession } from '../../state/session.ts';
import { toast } from '../../toast.ts';

type ProfileFields = { full_name: string; email: string; dob: string; gender: string; location: string };

const fieldsOf = (user: User): ProfileFields => ({
  full_name: user.full_name,
  email: user.email ?? '',
  dob: user.dob ?? '',
  gender: user.gender ?? '',
  location: user.location,
});

const secondaryClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-50';

export function ProfileForm(props: { user: User; onSessionLost: () => void }) {
  const { user } = props;
  const update = useUpdateUser();
  const [isEditing, setIsEditing] = useState(false);
  const { register, handleSubmit, reset } = useForm<ProfileFields>({ defaultValues: fieldsOf(user) });

  useEffect(() => {
    if (!isEditing) reset(fieldsOf(user));
  }, [user, isEditing, reset]);

  const onUpdate = (fields: ProfileFields) =>
    update.mutate(fields as UpdateUserBody, {
      onSuccess: (res) => {
        useSession.getState().setUser(res.data);
        toast.success(res.message);
        setIsEditing(false);
      },
      onError: (error) => {
        // A refused value (taken email, impossible date) is the user's to fix; anything else means
        // the session is gone or the server failed
        // (docs/product/messages.md#alerts-and-confirmations).
        if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
          toast.error(serverMessage(error));
          return;
        }
        props.onSessionLost();
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onUpdate)} className="flex flex-col gap-4">
      <fieldset disabled={!isEditing || update.isPending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Your details</legend>
        <div className="flex flex-col gap-1">
          <label htmlFor="profile-name" className={authLabelClass}>
            Full Name
          </label>
          <input
            id="profile-name"
            autoComplete="name"
            className={authInputClass}
            {...register('full_name')}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="profile-email" className={authLabelClass}>
            Email
          </label>
          <input
            id="profile-email"
            type="email"
            readOnly
            aria-describedby="profile-email-hint"
            className={`${authInputClass} bg-slate-100`}
            {...register('email')}
          />
          <p id="profile-email-hint" className="text-xs text-slate-600">
            Change or verify it in{' '}
            <Link to={paths.accountSecurity()} className="font-medium text-brand-700 underline">
              Account security
            </Link>
            .
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="profile-mobile" className={authLabelClass}>
            Mobile Number
          </label>
          <input
            id="profile-mobile"
            readOnly
            value={user.mobile_no ?? ''}
            aria-describedby="profile-mobile-hint"
            className={`${authInputClass} bg-slate-100`}
          />
          <p id="profile-mobile-hint" className="text-xs text-slate-600">
            Your mobile number cannot be changed.
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="profile-dob" className={authLabelClass}>
            Date of Birth
          </label>
          <input
            id="profile-dob"
            type="date"
            min="1900-01-01"
            max={todayInIndia()}
            className={authInputClass}
            {...register('dob')}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="profile-gender" className={authLabelClass}>
            Gender
          </label>
          <select id="profile-gender" className={authInputClass} {...register('gender')}>
            <option value="">Not stated</option>
            {GENDERS.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="profile-location" className={authLabelClass}>
            City
          </label>
          <select id="profile-location" className={authInputClass} {...register('location')}>
            {CITIES.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {/* Distinct keys: the Edit button must not become a submit button mid-click. */}
      {isEditing ? (
        <div key="editing" className="grid gap-3 sm:grid-cols-2">
          <SubmitButton label="Update Profile" pending={update.isPending} pendingLabel="Updating profile" />
          <button type="button" onClick={() => setIsEditing(false)} className={secondaryClass}>
            Cancel
          </button>
        </div>
      ) : (
        <button key="viewing" type="button" onClick={() => setIsEditing(true)} className={secondaryClass}>
          Edit Profile
        </button>
      )}
    </form>
  );
}
