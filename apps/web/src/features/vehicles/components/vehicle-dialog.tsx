import type { Product, Vehicle, VehicleBody } from '@fuel/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../../components/ui/form-problem';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useProducts } from '../../../lib/catalog/products';
import { useSchemaForm } from '../../../lib/forms';
import {
  EMPTY_VEHICLE,
  platePreview,
  type VehicleField,
  valuesOf,
  vehicleFormSchema,
} from '../form';

interface VehicleDialogProps {
  /** The vehicle to edit; null adds a new one. */
  vehicle: Vehicle | null;
  onSave(body: VehicleBody): Promise<unknown>;
  onClose(): void;
}

/**
 * Add or edit a vehicle in a modal: the native <dialog> keeps focus inside, closes on Escape
 * and returns focus to the button that opened it. Mounted only while open.
 */
export function VehicleDialog({ vehicle, onSave, onClose }: VehicleDialogProps) {
  const { t } = useTranslation('vehicles');
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const products = useProducts().data?.data ?? [];
  const form = useSchemaForm<VehicleField, VehicleBody>(
    vehicleFormSchema,
    vehicle ? valuesOf(vehicle) : EMPTY_VEHICLE,
  );
  useEffect(() => {
    const dialog = ref.current;
    // Remembered here: the dialog leaves the page when it closes, so the browser cannot do it.
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      dialog?.close?.();
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);
  const plate = form.field('license_plate');
  const preview = platePreview(plate.value);
  const { primary_fuel_type: first, second_fuel_type: second } = form.values;
  // The first fuel is no choice for the second, unless it is already chosen there (the first was
  // changed to it): then it stays in sight with its message.
  const seconds = products.filter((p) => p.id !== first || p.id === second);
  const tankLabel = (fuel: string) =>
    t('form.tank', { unit: t(`common:units.${unitOf(products, fuel)}`) });

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-sand-900 shadow-xl backdrop:bg-sand-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {vehicle ? t('form.editTitle') : t('form.addTitle')}
      </h2>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(onSave)}
        className="mt-4 space-y-4"
      >
        <TextField
          {...plate}
          label={t('form.plate')}
          autoComplete="off"
          autoCapitalize="characters"
          hint={preview ? t('form.plateSaved', { plate: preview }) : t('form.plateHint')}
        />
        <TextField {...form.field('model')} label={t('form.model')} autoComplete="off" />
        <div className="grid grid-cols-[1fr_7.5rem] items-start gap-3">
          <SelectField
            {...form.field('primary_fuel_type')}
            label={t('form.fuel')}
            placeholder={t('form.fuelPlaceholder')}
            options={products.map((p) => ({ value: p.id, label: p.name }))}
          />
          <TextField
            {...form.field('primary_tank_capacity')}
            label={tankLabel(first)}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <div className="grid grid-cols-[1fr_7.5rem] items-start gap-3">
          <SelectField
            {...form.field('second_fuel_type')}
            className={second ? undefined : 'col-span-2'}
            label={t('form.secondFuel')}
            placeholder={t('form.noSecondFuel')}
            hint={t('form.secondFuelHint')}
            options={seconds.map((p) => ({ value: p.id, label: p.name }))}
          />
          {second && (
            <TextField
              {...form.field('second_tank_capacity')}
              label={tankLabel(second)}
              inputMode="numeric"
              autoComplete="off"
            />
          )}
        </div>
        <FormProblem text={form.problem} />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="h-12 rounded-full border border-sand-300 px-5 font-semibold text-sand-800 hover:bg-sand-100"
          >
            {t('form.cancel')}
          </button>
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {vehicle ? t('form.save') : t('form.add')}
          </SubmitButton>
        </div>
      </form>
    </dialog>
  );
}

/** The unit a fuel is sold in (litres unless it is gas by the cubic metre). */
function unitOf(products: readonly Product[], id: string): Product['unit'] {
  return products.find((p) => p.id === id)?.unit ?? 'L';
}
