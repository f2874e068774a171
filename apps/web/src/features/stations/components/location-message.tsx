import { useTranslation } from 'react-i18next';
import type { LocationState } from '../use-location';

const TEXT = {
  idle: null,
  locating: 'locating',
  located: 'sortedByDistance',
  denied: 'locationDenied',
  unavailable: 'locationUnavailable',
} as const;

/**
 * What came of "Nearest to me", read out as it changes. A refusal or a failure says so plainly;
 * the list stays as it was.
 */
export function LocationMessage({ state }: { state: LocationState }) {
  const { t } = useTranslation('stations');
  const key = TEXT[state.status];
  const trouble = state.status === 'denied' || state.status === 'unavailable';
  return (
    <p
      role="status"
      className={trouble ? 'rounded-2xl bg-amber-50 px-4 py-3 text-amber-900' : undefined}
    >
      {key ? t(key) : ''}
    </p>
  );
}
