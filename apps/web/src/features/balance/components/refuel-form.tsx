import { type ProductBalance, type Refuel, refuelCreateBodySchema } from '@fuel/contract';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useStations } from '../../../lib/catalog/stations';
import { preparing, toNumber, useSchemaForm } from '../../../lib/forms';
import { useIdempotencyKey } from '../../../lib/forms/use-idempotency-key';
import { useVehicleOptions, vehicleLabel } from '../../../lib/vehicle-options';
import { createRefuel } from '../api/create-refuel';
import { useVolume } from '../hooks/use-unit';

const refuelFormSchema = preparing(refuelCreateBodySchema, (v) => ({
  product_id: v.product_id ?? '',
  volume: toNumber(v.volume),
  station_id: v.station_id || null,
  vehicle_id: v.vehicle_id || null,
  // The odometer goes with a vehicle only; left empty, nothing is said of it.
  odometer_km: v.vehicle_id ? toNumber(v.odometer_km) : undefined,
}));

interface RefuelFormProps {
  balances: ProductBalance[];
  onCreated(refuel: Refuel): void;
}

/**
 * A refuel code for a volume of one fuel (at least 1, not above the balance), at any or one
 * station, for no vehicle in particular or one of the user's.
 */
export const RefuelForm = memo(function RefuelForm({ balances, onCreated }: RefuelFormProps) {
  const { t } = useTranslation('balance');
  const volume = useVolume();
  const usable = balances.filter((b) => b.balance >= 1);
  const form = useSchemaForm(refuelFormSchema, {
    product_id: usable[0]?.product_id ?? '',
    volume: '',
    station_id: '',
    vehicle_id: '',
    odometer_km: '',
  });
  // Full unless said otherwise: consumption is counted from full tank to full tank.
  const [fullTank, setFullTank] = useState(true);
  const idempotency = useIdempotencyKey();
  const chosen = balances.find((b) => b.product_id === form.values.product_id);
  const stations = useStations(form.values.product_id || undefined);
  // The vehicles are asked for once the form is reached (pointer or focus), not with the page:
  // the volume comes before them, so they are in by the time the user gets to their field.
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const vehicles = useVehicleOptions(reached);
  const vehicle = vehicles.data?.data.find((v) => v.id === form.values.vehicle_id);

  const focusVolume = () => {
    const input = form.formRef.current?.elements.namedItem('volume');
    if (input instanceof HTMLElement) input.focus();
  };

  const onSubmit = form.handleSubmit(async (checked) => {
    const body = checked.vehicle_id ? { ...checked, full_tank: fullTank } : checked;
    // Checked here first for a quick answer; the server checks again (422) on its own balance.
    if (chosen && body.volume > chosen.balance) {
      form.setFieldError('volume', {
        text: t('refuel.tooMuch', { volume: volume(chosen.balance, chosen.unit) }),
      });
      focusVolume();
      return;
    }
    try {
      const refuel = await idempotency.once(body, (key) => createRefuel(body, key));
      form.reset({ product_id: body.product_id, vehicle_id: form.values.vehicle_id });
      setFullTank(true);
      onCreated(refuel);
    } catch (error) {
      if (error instanceof ApiError && error.has('INSUFFICIENT_BALANCE')) {
        error.shownInline();
        form.setFieldError('volume', { text: t('refuel.insufficient') });
        focusVolume();
        return;
      }
      throw error;
    }
  });

  if (usable.length === 0) {
    return <p className="rounded-2xl bg-sand-100 p-4 text-sand-700">{t('refuel.noBalance')}</p>;
  }
  const unit = chosen ? t(`common:units.${chosen.unit}`) : '';
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={reached ? undefined : reach}
      onPointerOver={reached ? undefined : reach}
      aria-labelledby="refuel-title"
    >
      <SelectField
        {...form.field('product_id')}
        // A station chosen for one fuel may not sell the next one.
        onChange={(event) =>
          form.reset({
            product_id: event.target.value,
            volume: form.values.volume,
            station_id: '',
            vehicle_id: form.values.vehicle_id,
            odometer_km: form.values.odometer_km,
          })
        }
        label={t('refuel.product')}
        options={usable.map((b) => ({ value: b.product_id, label: b.product_name }))}
      />
      <TextField
        {...form.field('volume')}
        className="mt-4"
        label={t('refuel.volume', { unit })}
        inputMode="decimal"
        autoComplete="off"
        hint={
          chosen
            ? t('refuel.available', { volume: volume(chosen.balance, chosen.unit) })
            : undefined
        }
      />
      <SelectField
        {...form.field('station_id')}
        className="mt-4"
        label={t('refuel.station')}
        placeholder={t('refuel.anyStation')}
        disabled={stations.isPending}
        options={(stations.data?.data ?? []).map((s) => ({
          value: s.id,
          label: `${s.name}, ${s.address}`,
        }))}
      />
      <SelectField
        {...form.field('vehicle_id')}
        className="mt-4"
        label={t('refuel.vehicle')}
        placeholder={t('refuel.noVehicle')}
        options={(vehicles.data?.data ?? []).map((v) => ({ value: v.id, label: vehicleLabel(v) }))}
        // The reading starts from the vehicle's last one, to be brought up to what it shows now.
        onChange={(event) => {
          const next = vehicles.data?.data.find((v) => v.id === event.target.value);
          form.reset({
            ...form.values,
            vehicle_id: event.target.value,
            odometer_km: next?.odometer_km == null ? '' : String(next.odometer_km),
          });
        }}
      />
      {vehicle && (
        <>
          <TextField
            {...form.field('odometer_km')}
            className="mt-4"
            label={t('refuel.odometer')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('refuel.odometerHint')}
          />
          <label className="mt-3 flex items-center gap-3 text-sand-800">
            <input
              type="checkbox"
              name="full_tank"
              className="size-5 accent-brand-600"
              checked={fullTank}
              onChange={(e) => setFullTank(e.target.checked)}
            />
            <span>{t('refuel.fullTank')}</span>
          </label>
        </>
      )}
      <SubmitButton pending={form.pending} className="mt-5">
        {form.pending ? t('refuel.creating') : t('refuel.submit')}
      </SubmitButton>
    </form>
  );
});
