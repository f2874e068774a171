import type { Card } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { useDeleteCard } from '../api/delete-card';
import { useSetCardState } from '../api/set-card-state';

export type CardDialog = 'settings' | 'pin' | 'load' | 'unload' | null;

interface CardActionsProps {
  card: Card;
  onOpen(dialog: Exclude<CardDialog, null>): void;
  onDeleted(): void;
}

const base = 'inline-flex h-11 items-center justify-center gap-2 rounded-full px-5 font-semibold';
const outline = `${base} border border-brand-600 text-brand-700 hover:bg-brand-50`;

/** What the company does with a card: settings, PIN, block or unblock, delete (confirmed). */
export function CardActions({ card, onOpen, onDeleted }: CardActionsProps) {
  const { t } = useTranslation('cards');
  const setState = useSetCardState(card.id);
  const remove = useDeleteCard();
  const [confirming, setConfirming] = useState(false);
  const blocked = card.state === 'blocked';

  const toggle = async () => {
    try {
      await setState.mutateAsync(blocked ? 'active' : 'blocked');
      notify.success(blocked ? t('actions.unblocked') : t('actions.blocked'));
    } catch {
      // The API client has shown why.
    }
  };
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(card.id);
      notify.success(t('actions.deleted', { number: card.number_masked }));
      setConfirming(false);
      onDeleted();
    } catch {
      // The API client has shown why.
    }
  };

  return (
    <div className="mt-5 flex flex-wrap gap-2">
      <button type="button" className={outline} onClick={() => onOpen('settings')}>
        {t('actions.settings')}
      </button>
      <button type="button" className={outline} onClick={() => onOpen('pin')}>
        {card.pin_set ? t('actions.changePin') : t('actions.setPin')}
      </button>
      <button
        type="button"
        className={`${base} ${blocked ? 'bg-green-700 text-white hover:bg-green-800' : 'border border-red-700 text-red-700 hover:bg-red-50'} disabled:opacity-70`}
        onClick={() => void toggle()}
        disabled={setState.isPending}
        aria-busy={setState.isPending || undefined}
      >
        {setState.isPending && <Spinner />}
        {blocked ? t('actions.unblock') : t('actions.block')}
      </button>
      <button
        type="button"
        className={`${base} border border-sand-300 text-red-700 hover:bg-red-50`}
        onClick={() => setConfirming(true)}
      >
        {t('actions.delete')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('confirm.title', { number: card.number_masked })}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      >
        <p>{t('confirm.text')}</p>
        {card.balances.some((b) => b.balance > 0) && (
          <p className="mt-2">{t('confirm.fuelBack')}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
