// The dialog that saves a search (docs/product/search.md#saved-searches): a name and how to hear
// of new homes that match it. Loaded when it is first opened, so the search page's first render
// does not wait for the form library and the saved-search schemas
// (docs/decisions/0081-dialogs-load-when-opened.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  ALERT_CHANNELS,
  ALERT_FREQUENCIES,
  SaveSearchBodySchema,
} from '../../../shared/schemas/saved-search.ts';
import { useSaveSearch } from '../../api/saved-search/saved-searches.ts';
import { i18n } from '../../i18n/i18n.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
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

/** The hours of the day, "12 am" to "11 pm", in Hindi "रात 12" to "रात 11" (docs/decisions/0145-hindi-wherever-a-listing-is-named.md). */
const hoursIn = (locale: string) => {
  const hour = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    hour12: true,
    timeZone: 'UTC',
    ...(locale === 'hi-IN' ? { dayPeriod: 'short' as const } : {}),
  });
  return Array.from({ length: 24 }, (_, h) => ({
    value: String(h),
    label: hour.format(Date.UTC(2026, 0, 1, h)),
  }));
};

/** "1bhk koramangala in Bengaluru", "Homes in Pune": in the language the site is read in. */
const defaultSearchName = (applied: AppliedSearch) =>
  i18n
    .t('savedSearches.queryIn', {
      search: applied.search.trim() || i18n.t('search.save.homes'),
      city: applied.city,
    })
    .slice(0, 60);

export default function SaveSearchDialog(props: { applied: AppliedSearch; onClose: () => void }) {
  const save = useSaveSearch();
  const { t } = useTranslation();
  const { locale } = useFormat();
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
    <Dialog title={t('search.save.title')} onClose={props.onClose} description={t('search.save.description')}>
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
        <Field label={t('search.save.name')} error={errors.name?.message}>
          <Input maxLength={60} {...form.register('name')} />
        </Field>
        <CheckboxGroup
          legend={t('search.save.alertOn')}
          hint={t('search.save.alertHint')}
          options={ALERT_CHANNELS.map(({ value }) => ({ value, label: t(`savedSearches.channel.${value}`) }))}
          inputProps={form.register('alert_channels')}
          error={errors.alert_channels?.message}
          gridClassName="grid grid-cols-2 gap-2"
        />
        <RadioGroup
          legend={t('search.save.howOften')}
          options={ALERT_FREQUENCIES.map(({ value }) => ({
            value,
            label: t(`search.save.frequency.${value}`),
          }))}
          inputProps={form.register('alert_frequency')}
        />
        {frequency === 'daily' && (
          <Field label={t('search.save.at')} error={errors.alert_hour?.message}>
            <Select options={hoursIn(locale)} {...form.register('alert_hour')} />
          </Field>
        )}
        <Button type="submit" isLoading={save.isPending} loadingLabel={t('search.save.saving')}>
          {t('search.save.save')}
        </Button>
      </form>
    </Dialog>
  );
}
