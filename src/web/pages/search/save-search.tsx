// Save this search (docs/product/search.md#saved-searches): a name and how to hear of
// new homes that match it. A visitor is sent to log in first and comes back here.
import { zodResolver } from '@hookform/resolvers/zod';
import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  ALERT_CHANNELS,
  ALERT_FREQUENCIES,
  SaveSearchBodySchema,
} from '../../../shared/schemas/saved-search.ts';
import { useSaveSearch } from '../../api/saved-search/saved-searches.ts';
import { accountLink } from '../../components/site-links.ts';
import { useCurrentUser } from '../../state/session.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxGroup } from '../../ui/checkbox-group.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { Select } from '../../ui/select.tsx';
import { reportServerError } from '../../ui/server-errors.ts';
import type { AppliedSearch } from './search-url.ts';

type Form = z.input<typeof SaveSearchBodySchema>;

const HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: new Intl.DateTimeFormat('en-IN', { hour: 'numeric', hour12: true, timeZone: 'UTC' }).format(
    Date.UTC(2026, 0, 1, h),
  ),
}));

export const defaultSearchName = (applied: AppliedSearch) =>
  `${applied.search.trim() || 'Homes'} in ${applied.city}`.slice(0, 60);

function SaveSearchDialog(props: { applied: AppliedSearch; onClose: () => void }) {
  const save = useSaveSearch();
  const form = useForm<Form, unknown, z.output<typeof SaveSearchBodySchema>>({
    resolver: zodResolver(SaveSearchBodySchema),
    defaultValues: {
      name: defaultSearchName(props.applied),
      query: {
        city: props.applied.city,
        search: props.applied.search,
        filters: props.applied.filters,
        ...(props.applied.sort ? { sort: props.applied.sort } : {}),
      },
      alert_channels: ['whatsapp'],
      alert_frequency: 'instant',
      alert_hour: 9,
    },
  });
  const frequency = useWatch({ control: form.control, name: 'alert_frequency' });
  const { errors } = form.formState;

  return (
    <Dialog
      title="Save this search"
      onClose={props.onClose}
      description="We will tell you when a new home matches it."
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((body) =>
          save.mutate(body, {
            onSuccess: (res) => {
              props.onClose();
              toast.success(res.message);
            },
            onError: (error) => reportServerError(error, form),
          }),
        )}
      >
        <Field label="Name" error={errors.name?.message}>
          <Input maxLength={60} {...form.register('name')} />
        </Field>
        <CheckboxGroup
          legend="Alert me on"
          hint="Alerts go to the mobile number or email you verified. None ticked: the search is only kept."
          options={ALERT_CHANNELS}
          inputProps={form.register('alert_channels')}
          error={errors.alert_channels?.message}
          gridClassName="grid grid-cols-2 gap-2"
        />
        <RadioGroup
          legend="How often"
          options={ALERT_FREQUENCIES}
          inputProps={form.register('alert_frequency')}
        />
        {frequency === 'daily' && (
          <Field label="At (India time)" error={errors.alert_hour?.message}>
            <Select options={HOURS} {...form.register('alert_hour')} />
          </Field>
        )}
        <Button type="submit" isLoading={save.isPending} loadingLabel="Saving the search">
          Save
        </Button>
      </form>
    </Dialog>
  );
}

export function SaveSearchButton(props: { applied: AppliedSearch }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          if (user) return setIsOpen(true);
          const login = accountLink(null, `${window.location.pathname}${window.location.search}`);
          navigate(login.to, { state: login.state });
        }}
      >
        <BellPlus aria-hidden="true" className="size-5" />
        Save search
      </Button>
      {isOpen && <SaveSearchDialog applied={props.applied} onClose={() => setIsOpen(false)} />}
    </>
  );
}
