import type { Notification } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { pageCount, pageFromSearch } from '../../../components/ui/pager';
import { ListEmpty, QueryList } from '../../../components/ui/query-list';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import '../texts';
import { PageTitle } from '../../../components/layout/page-title';
import { PAGE_SIZE } from '../unread';
import { NotificationItem } from './notification-item';

/**
 * The Messages screen (/messages) lists the API's notifications: newest first, unread marked,
 * read / open / delete, paging in the URL.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const page = pageFromSearch(search);
  const list = useNotifications(page);
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const [toDelete, setToDelete] = useState<Notification | null>(null);
  const total = list.data?.count ?? 0;

  const open = async (message: Notification) => {
    if (!message.read) {
      try {
        await markRead.mutateAsync({ id: message.id, wasUnread: true });
      } catch {
        // Shown by the API client; the link still opens.
      }
    }
    // A push entry, so the browser's Back returns here; the page it opens can also offer the way
    // back, to this page of the list. The server's link is the page's address without its language.
    if (message.link)
      navigate(`/${language}${message.link}`, {
        state: { fromNotifications: search },
      });
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const reply = await remove.mutateAsync({ id: toDelete.id, wasUnread: !toDelete.read });
      notify.success(reply.message);
      setToDelete(null);
      // The last row of a later page is gone: step back to a page that exists.
      if (page > 1 && page > pageCount(total - 1, PAGE_SIZE)) navigate(`?page=${page - 1}`);
    } catch {
      // The API client has shown why.
    }
  };

  return (
    <>
      <PageTitle>{`${t('title')} · Fuel Cabinet`}</PageTitle>
      <h1 className="text-2xl font-bold text-sand-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sand-700" role="status">
        {list.data ? t('summary', { count: total, unread: list.data.unread }) : ''}
      </p>
      <section aria-label={t('listLabel')} className="mt-6" aria-busy={list.isFetching}>
        <QueryList
          query={list}
          loading={t('loading')}
          error={t('error')}
          skeleton={{ count: 4 }}
          empty={<ListEmpty title={t('empty')} hint={t('emptyHint')} />}
          pager={{
            page,
            pages: pageCount(total, PAGE_SIZE),
            label: t('pager.label'),
            hrefOf: (n) => (n > 1 ? `?page=${n}` : '?'),
          }}
        >
          {({ data: rows }) => (
            <ul className="space-y-3">
              {rows.map((message) => (
                <NotificationItem
                  key={message.id}
                  message={message}
                  busy={markRead.isPending && markRead.variables?.id === message.id}
                  onRead={() => markRead.mutate({ id: message.id, wasUnread: true })}
                  onOpen={() => void open(message)}
                  onDelete={() => setToDelete(message)}
                />
              ))}
            </ul>
          )}
        </QueryList>
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('confirm.title')}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {t('confirm.text')}
      </ConfirmDialog>
    </>
  );
}
