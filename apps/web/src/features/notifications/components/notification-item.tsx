import type { Notification } from '@fuel/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/time';

interface NotificationItemProps {
  message: Notification;
  busy: boolean;
  onRead(): void;
  onOpen(): void;
  onDelete(): void;
}

const button =
  'inline-flex h-10 flex-1 items-center justify-center rounded-full px-4 text-sm font-semibold whitespace-nowrap disabled:opacity-60 sm:flex-none';

/** One message: unread ones are marked by a dot, bold text and words for screen readers. */
export function NotificationItem({
  message,
  busy,
  onRead,
  onOpen,
  onDelete,
}: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const unread = !message.read;
  return (
    <li
      className={`flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-start sm:gap-4 ${unread ? 'border-brand-300 bg-brand-50' : 'border-sand-200 bg-white'}`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 hidden size-2.5 shrink-0 rounded-full sm:block ${unread ? 'bg-brand-600' : 'bg-sand-300'}`}
      />
      <div className="min-w-0 flex-1">
        <p className={`break-words text-sand-900 ${unread ? 'font-semibold' : ''}`}>
          {unread && <span className="sr-only">{t('unread')}: </span>}
          {message.text}
        </p>
        <p className="mt-1 text-sm text-sand-600">
          <time dateTime={message.date}>{formatDateTime(message.date, language)}</time>
          {unread && (
            <span className="ml-2 inline-flex rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white sm:hidden">
              {t('new')}
            </span>
          )}
        </p>
      </div>
      {/* On phones: "mark as read" has a row of its own, the others share one, each on one line. */}
      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap sm:justify-end">
        {unread && (
          <button
            type="button"
            onClick={onRead}
            disabled={busy}
            className={`${button} basis-full border border-brand-600 text-brand-700 hover:bg-white sm:basis-auto`}
          >
            {t('markRead')}
          </button>
        )}
        {message.link && (
          <button
            type="button"
            onClick={onOpen}
            disabled={busy}
            className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {t('open')}
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('deleteOne', { date: formatDateTime(message.date, language) })}
          className={`${button} border border-sand-300 text-red-700 hover:bg-red-50`}
        >
          {t('delete')}
        </button>
      </div>
    </li>
  );
}
