import type { AuditEntry } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/time';
import { actionKey, compactChange } from '../audit-entry';

const cell = 'px-3 py-3 align-top';

/**
 * The audit log's entries, newest first: when, who and in what role, the action in words (its
 * name beside, as the filter takes it), its target, what changed and from where. Wider than a
 * phone: the table scrolls sideways inside its own frame, which the keyboard can scroll too.
 */
export function AuditTable({ rows }: { rows: AuditEntry[] }) {
  const { t, i18n } = useTranslation('team');
  const language = useLanguage();
  const actionText = (action: string) => {
    const key = actionKey(action);
    return key && i18n.exists(`team:${key}`) ? t(key) : action;
  };
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      aria-label={t('audit.title')}
      className="overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-xs"
    >
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="border-b border-sand-200 bg-sand-50 text-sand-700">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('audit.when')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('audit.who')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('audit.what')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('audit.target')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('audit.change')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('audit.ip')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {rows.map((entry) => {
            const before = compactChange(entry.before);
            const after = compactChange(entry.after);
            return (
              <tr key={entry.id}>
                <td className={`${cell} whitespace-nowrap text-sand-800 tabular-nums`}>
                  {formatDateTime(entry.created_at, language)}
                </td>
                <td className={cell}>
                  <span className="block font-semibold text-sand-900">{entry.actor_name}</span>
                  <span className="block text-xs text-sand-600">
                    <span className="tabular-nums">ID {entry.actor_id}</span>
                    {' · '}
                    {t(`roles.${entry.actor_role}`)}
                  </span>
                </td>
                <td className={cell}>
                  <span className="block text-sand-900">{actionText(entry.action)}</span>
                  <code className="block text-xs text-sand-600">{entry.action}</code>
                </td>
                <td className={`${cell} max-w-40 break-all text-sand-700`}>
                  {entry.target ?? '—'}
                </td>
                <td className={`${cell} max-w-80 break-words text-sand-800`}>
                  {before && after ? (
                    <>
                      <span className="text-sand-600">{before}</span>
                      <span aria-hidden="true"> → </span>
                      <span className="sr-only">, </span>
                      {after}
                    </>
                  ) : (
                    before || after || '—'
                  )}
                </td>
                <td className={`${cell} whitespace-nowrap text-sand-700 tabular-nums`}>
                  {entry.ip ?? '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
