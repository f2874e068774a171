import { CARD_EXTRA_LIMITS, type CardExtra } from '@fuel/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { FormProblem } from '../../../components/ui/form-problem';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/forms';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/time';
import { notify } from '../../../lib/toast';
import { useApproveExtra, useCardExtras, useRefuseExtra } from '../api/card-extras';
import { refuseFormSchema } from '../extra-form';
import { useCardText } from '../hooks/use-card-text';
import { ExtraSummary } from './extra-row';

const HOURS = [1, 2, 4, 8, 12, CARD_EXTRA_LIMITS.hoursMax] as const;

/**
 * Drivers' asks waiting for an answer, for those who may answer them: each shows the card's
 * last fills, and is approved for a few hours or refused with a reason. Shown only while there
 * is something to answer; the live stream brings new ones in.
 */
export function ExtrasPanel() {
  const { t } = useTranslation('cards');
  const open = useCardExtras('open');
  const asks = open.data?.data ?? [];
  if (asks.length === 0) return null;
  return (
    <section
      aria-labelledby="extras-title"
      className="mt-6 rounded-3xl border border-accent-300 bg-accent-50 p-4 sm:p-5"
    >
      <h2 id="extras-title" className="text-lg font-bold text-sand-900">
        {t('extra.waiting', { count: asks.length })}
      </h2>
      <ul className="mt-3 space-y-3">
        {asks.map((extra) => (
          <li key={extra.id} className="rounded-2xl bg-white p-4 shadow-sm">
            <WaitingAsk extra={extra} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function WaitingAsk({ extra }: { extra: CardExtra }) {
  const { t } = useTranslation('cards');
  const language = useLanguage();
  const text = useCardText();
  const [refusing, setRefusing] = useState(false);
  return (
    <div className="space-y-3">
      <ExtraSummary extra={extra} />
      {extra.recent_fills.length > 0 && (
        <details className="text-sm text-sand-700">
          <summary className="cursor-pointer font-semibold text-brand-700">
            {t('extra.recentFills')}
          </summary>
          <ul className="mt-1 space-y-0.5">
            {extra.recent_fills.map((f) => (
              <li key={f.at}>
                {formatDateTime(f.at, language)} · {text.volume(f.quantity, extra.unit)}
                {f.station_name ? ` · ${f.station_name}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
      {refusing ? (
        <RefuseForm extra={extra} onCancel={() => setRefusing(false)} />
      ) : (
        <ApproveForm extra={extra} onRefuse={() => setRefusing(true)} />
      )}
    </div>
  );
}

function ApproveForm({ extra, onRefuse }: { extra: CardExtra; onRefuse(): void }) {
  const { t } = useTranslation('cards');
  const id = useId();
  const approve = useApproveExtra(extra.id);
  const [hours, setHours] = useState<number>(CARD_EXTRA_LIMITS.hoursDefault);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    await approve.mutateAsync({ hours });
    notify.success(t('extra.approved'));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label htmlFor={`${id}-hours`} className="grid gap-1 text-sm font-semibold text-sand-800">
        {t('extra.for')}
        <select
          id={`${id}-hours`}
          value={hours}
          onChange={(e) => setHours(Number(e.target.value))}
          className="h-11 rounded-xl border border-sand-300 bg-white px-3 font-normal"
        >
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {t('extra.hours', { count: h })}
            </option>
          ))}
        </select>
      </label>
      <SubmitButton pending={approve.isPending} className="sm:w-auto">
        {t('extra.approve')}
      </SubmitButton>
      <button type="button" onClick={onRefuse} className={buttonClass('danger-outline')}>
        {t('extra.refuse')}
      </button>
    </form>
  );
}

function RefuseForm({ extra, onCancel }: { extra: CardExtra; onCancel(): void }) {
  const { t } = useTranslation('cards');
  const refuse = useRefuseExtra(extra.id);
  const form = useSchemaForm<string, { reason: string }>(refuseFormSchema, { reason: '' });
  const send = form.handleSubmit(async (body) => {
    await refuse.mutateAsync(body.reason);
    notify.success(t('extra.refused'));
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={send} className="space-y-2">
      <TextField
        {...form.field('reason')}
        label={t('extra.refuseReason')}
        autoComplete="off"
        maxLength={CARD_EXTRA_LIMITS.reasonMax}
        autoFocus
      />
      <FormProblem text={form.problem} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={form.pending} className="sm:w-auto">
          {t('extra.refuse')}
        </SubmitButton>
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
