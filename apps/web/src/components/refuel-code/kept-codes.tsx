import { useTranslation } from 'react-i18next';
import { formatVolume } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import type { KeptCodes } from '../../lib/offline-copy';
import { RefuelCodePanel } from './refuel-code-panel';
import type { EndedCode } from './use-kept-codes';

/** The codes kept on the device, shown with no network as the server last confirmed them. */
export function KeptCodeList({ kept }: { kept: KeptCodes }) {
  const { t } = useTranslation('refuel-code');
  const language = useLanguage();
  return kept.codes.map((code) => (
    <RefuelCodePanel
      key={code.id}
      code={code.code}
      expiresAt={code.expiresAt}
      productName={code.productName ?? undefined}
      volume={formatVolume(code.volume, t(`common:units.${code.unit}`), language)}
      stationId={null}
      vehicle={code.vehicle}
      kept={{ confirmedAt: kept.confirmedAt, stationName: code.stationName }}
    />
  ));
}

/** Codes shown from the device meanwhile that the server says have ended. */
export function EndedCodes({ ended }: { ended: EndedCode[] }) {
  const { t } = useTranslation('refuel-code');
  return (
    <ul role="status" className="space-y-2" data-testid="codes-ended">
      {ended.map(({ code, state }) => (
        <li
          key={code}
          className="rounded-2xl border border-sand-200 bg-white px-4 py-3 font-semibold text-sand-900"
        >
          {t(`ended.${state}`, { code })}
        </li>
      ))}
    </ul>
  );
}
