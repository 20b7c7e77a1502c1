// Cancelling a visit with a reason, and moving it to another free time
// (docs/product/viewings.md#cancelling-and-moving); the other side is told either way.
import { useState } from 'react';
import {
  CancelViewingBodySchema,
  MoveViewingBodySchema,
  type Viewing,
} from '../../../shared/schemas/viewing.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { useCancelViewing, useMoveViewing, useSlots } from '../../api/viewing/viewings.ts';
import { useListingName } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useVisitTime } from '../../i18n/use-visit-time.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { SlotPicker } from './slot-picker.tsx';

/** A refusal's words: the field's own message, else the whole answer's. */
const refusalOf = (error: unknown) =>
  (error instanceof ApiError ? error.errors?.[0]?.message : undefined) || messageOf(error);

export function CancelVisitDialog(props: { viewing: Viewing; onClose: () => void }) {
  const { viewing, onClose } = props;
  const { t } = useTranslation();
  const when = useVisitTime();
  const name = useListingName();
  const cancel = useCancelViewing();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [refusal, setRefusal] = useState('');
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal('');
    const checked = CancelViewingBodySchema.safeParse({ reason });
    setError(checked.success ? '' : (checked.error.issues[0]?.message ?? ''));
    if (!checked.success) return;
    cancel.mutate(
      { id: viewing.id, reason },
      {
        onSuccess: () => {
          toast.success(t('viewings.cancelled', { name: viewing.other.name }));
          onClose();
        },
        onError: (failure) => setRefusal(refusalOf(failure)),
      },
    );
  };
  return (
    <Dialog
      title={t('viewings.cancelTitle')}
      description={`${name(viewing.listing)}: ${when.span(viewing.starts_at, viewing.ends_at)}`}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field
          label={t('viewings.cancelReason')}
          hint={t('viewings.toldWhy', { name: viewing.other.name })}
          error={error}
        >
          <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <Refusal text={refusal} />
        <Button
          type="submit"
          variant="danger"
          isLoading={cancel.isPending}
          loadingLabel={t('viewings.cancelling')}
        >
          {t('viewings.cancelVisit')}
        </Button>
      </form>
    </Dialog>
  );
}

export function MoveVisitDialog(props: { viewing: Viewing; listingId: number; onClose: () => void }) {
  const { viewing, listingId, onClose } = props;
  const { t } = useTranslation();
  const when = useVisitTime();
  const slots = useSlots(listingId);
  const move = useMoveViewing();
  const [startsAt, setStartsAt] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [refusal, setRefusal] = useState('');
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal('');
    const checked = MoveViewingBodySchema.safeParse({
      starts_at: startsAt || undefined,
      reason: reason.trim() || undefined,
    });
    const onReason = checked.error?.issues.find((issue) => issue.path[0] === 'reason');
    setReasonError(onReason?.message ?? '');
    if (onReason) return;
    if (!startsAt) {
      setRefusal(t('viewings.pickATime'));
      return;
    }
    move.mutate(
      { id: viewing.id, starts_at: startsAt, reason },
      {
        onSuccess: ({ viewing: moved }) => {
          toast.success(t('viewings.moved', { when: when.span(moved.starts_at, moved.ends_at) }));
          onClose();
        },
        onError: (failure) => {
          setRefusal(refusalOf(failure));
          setStartsAt('');
        },
      },
    );
  };
  const free = slots.data?.filter((slot) => slot.free > 0 && slot.starts_at !== viewing.starts_at) ?? [];
  return (
    <Dialog
      title={t('viewings.moveTitle')}
      description={t('viewings.nowAt', { when: when.span(viewing.starts_at, viewing.ends_at) })}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {slots.isPending ? (
          <p role="status" className="text-slate-700">
            {t('viewings.loadingTimes')}
          </p>
        ) : slots.isError ? (
          <p role="alert" className="text-slate-800">
            {t('viewings.timesFailed')}
          </p>
        ) : free.length === 0 ? (
          <p className="text-slate-700">{t('viewings.noOtherTime')}</p>
        ) : (
          <SlotPicker
            slots={slots.data}
            value={startsAt}
            onChange={setStartsAt}
            current={viewing.starts_at}
          />
        )}
        <Field
          label={t('viewings.moveReason')}
          hint={t('viewings.toldWhy', { name: viewing.other.name })}
          error={reasonError}
        >
          <Textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <Refusal text={refusal} />
        <Button
          type="submit"
          isLoading={move.isPending}
          loadingLabel={t('viewings.moving')}
          disabled={free.length === 0}
        >
          {t('viewings.moveHere')}
        </Button>
      </form>
    </Dialog>
  );
}
