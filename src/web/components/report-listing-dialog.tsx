// The dialog that reports a listing (docs/product/listings.md#reports): a reason, words for
// "Other", once per listing. Loaded when it is first opened (report-listing-button.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { REPORT_REASONS } from '../../shared/report-reasons.ts';
import {
  REPORT_DETAILS_MAX,
  ReportListingBodySchema,
  type ReportListingInput,
} from '../../shared/schemas/trust.ts';
import { ApiError, messageOf } from '../api/client.ts';
import { useReportListing } from '../api/trust/report-listing.ts';
import { type Named, useListingName } from '../i18n/place-names.ts';
import { useEnumLabel } from '../i18n/use-enum-label.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { toast } from '../toast.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field } from '../ui/field.tsx';
import { RadioGroup } from '../ui/radio-group.tsx';
import { applyServerErrors } from '../ui/server-errors.ts';
import { Textarea } from '../ui/textarea.tsx';

export default function ReportListingDialog(props: { listing: { id: number } & Named; onClose: () => void }) {
  const { listing, onClose } = props;
  const { t } = useTranslation();
  const name = useListingName();
  const label = useEnumLabel();
  const report = useReportListing();
  const form = useForm<ReportListingInput>({
    resolver: zodResolver(ReportListingBodySchema),
    defaultValues: { id: listing.id, reason: undefined as never, details: '' },
  });
  const { errors } = form.formState;
  const reason = form.watch('reason');
  const onSubmit = form.handleSubmit((values) =>
    report.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          toast.warning(error.message);
          onClose();
          return;
        }
        if (!applyServerErrors(error, form)) toast.error(messageOf(error));
      },
    }),
  );
  return (
    <Dialog
      title={t('report.title')}
      description={t('report.intro', { title: name(listing) })}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <RadioGroup
          legend={t('report.reason')}
          options={REPORT_REASONS.map((o) => ({ value: o.value, label: label('reportReason', o.value) }))}
          inputProps={form.register('reason')}
          error={errors.reason?.message}
          className="[&_div]:flex-col"
        />
        <Field
          label={reason === 'OTHER' ? t('report.tellUs') : t('report.addAnything')}
          error={errors.details?.message}
        >
          <Textarea rows={3} maxLength={REPORT_DETAILS_MAX} {...form.register('details')} />
        </Field>
        <Button
          type="submit"
          variant="danger"
          isLoading={report.isPending}
          loadingLabel={t('report.sending')}
        >
          {t('report.send')}
        </Button>
      </form>
    </Dialog>
  );
}
