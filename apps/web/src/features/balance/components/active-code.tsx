import type { ProductBalance, Refuel } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { RefuelCodePanel } from '../../../components/refuel-code/refuel-code-panel';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useVehicleOptions, vehicleLabel } from '../../../lib/vehicle-options';
import { cancelRefuel } from '../api/cancel-refuel';
import { useVolume } from '../hooks/use-unit';

interface ActiveCodeProps {
  refuel: Refuel;
  balance: ProductBalance | undefined;
  /** Just created here: brought into view and focused. */
  fresh?: boolean;
  onChanged(): void;
}

/** An active refuel code of the balance, with the vehicle it is for; Cancel returns the hold. */
export function ActiveCode({ refuel, balance, fresh = false, onChanged }: ActiveCodeProps) {
  const { t } = useTranslation('balance');
  const volume = useVolume();
  const unit = balance?.unit ?? 'L';
  const reserved = volume(refuel.volume, unit);
  const vehicles = useVehicleOptions(refuel.vehicle_id !== null);
  const vehicle = vehicles.data?.data.find((v) => v.id === refuel.vehicle_id);
  const userId = useSession().userInfo?.id;

  const cancel = async () => {
    try {
      await cancelRefuel(refuel.id);
      notify.success(t('code.cancelled', { volume: reserved }));
      onChanged();
    } catch (error) {
      // A code the pump used (or that expired) meanwhile is shown as it is now.
      if (error instanceof ApiError && error.has('REFUEL_NOT_ACTIVE')) {
        onChanged();
        return;
      }
      throw error;
    }
  };

  return (
    <RefuelCodePanel
      code={refuel.code ?? ''}
      expiresAt={refuel.expires_at}
      productName={balance?.product_name}
      volume={reserved}
      stationId={refuel.station_id}
      vehicle={vehicle ? vehicleLabel(vehicle) : null}
      fresh={fresh}
      cancelText={t('code.confirmText', { volume: reserved })}
      onCancel={cancel}
      // Kept for the pump with no signal once the vehicle named is known.
      keep={
        userId !== undefined && (refuel.vehicle_id === null || vehicle) && balance
          ? { userId, scope: 'balance', id: refuel.id, volume: refuel.volume, unit }
          : undefined
      }
    />
  );
}
