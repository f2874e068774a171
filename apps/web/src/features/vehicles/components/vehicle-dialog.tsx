import type { Product, Vehicle, VehicleBody } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../../components/ui/form-problem';
import { FormActions, Modal } from '../../../components/ui/modal';
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
 * Add or edit a vehicle in a modal (see Modal). Mounted only while open.
 */
export function VehicleDialog({ vehicle, onSave, onClose }: VehicleDialogProps) {
  const { t } = useTranslation('vehicles');
  const products = useProducts().data?.data ?? [];
  const form = useSchemaForm<VehicleField, VehicleBody>(
    vehicleFormSchema,
    vehicle ? valuesOf(vehicle) : EMPTY_VEHICLE,
  );
  const plate = form.field('license_plate');
  const preview = platePreview(plate.value);
  const { primary_fuel_type: first, second_fuel_type: second } = form.values;
  // The first fuel is no choice for the second, unless it is already chosen there (the first was
  // changed to it): then it stays in sight with its message.
  const seconds = products.filter((p) => p.id !== first || p.id === second);
  const tankLabel = (fuel: string) =>
    t('form.tank', { unit: t(`common:units.${unitOf(products, fuel)}`) });

  return (
    <Modal title={vehicle ? t('form.editTitle') : t('form.addTitle')} onClose={onClose}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(onSave)}
        className="space-y-4"
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
        <FormActions cancelLabel={t('form.cancel')} onCancel={onClose}>
          <SubmitButton pending={form.pending} className="sm:w-auto">
            {vehicle ? t('form.save') : t('form.add')}
          </SubmitButton>
        </FormActions>
      </form>
    </Modal>
  );
}

/** The unit a fuel is sold in (litres unless it is gas by the cubic metre). */
function unitOf(products: readonly Product[], id: string): Product['unit'] {
  return products.find((p) => p.id === id)?.unit ?? 'L';
}
