import type { FillExceptionKind } from '@fuel/contract';
import { useTranslation } from 'react-i18next';

/** Why a fill looks wrong, a badge per reason (the words carry it, not the colour). */
export function ExceptionBadges({ kinds }: { kinds: readonly FillExceptionKind[] }) {
  const { t } = useTranslation('fleet');
  if (kinds.length === 0) return null;
  return (
    <ul aria-label={t('exceptions.reasons')} className="flex flex-wrap gap-1.5">
      {kinds.map((kind) => (
        <li
          key={kind}
          className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-950"
        >
          <span aria-hidden="true">!</span>
          {t(`exceptions.kinds.${kind}`)}
        </li>
      ))}
    </ul>
  );
}

/** A small pill for a plain fact of a fill ("Full tank", "Partial"). */
export function Mark({ children, tone = 'plain' }: { children: string; tone?: 'plain' | 'info' }) {
  const colours = tone === 'info' ? 'bg-brand-50 text-brand-800' : 'bg-sand-100 text-sand-800';
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${colours}`}>
      {children}
    </span>
  );
}
