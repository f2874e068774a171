import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ui/query-state';
import { currentLanguage, loadLanguageTexts, pagePath } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useAllConnections } from '../api/get-connections';
import '../panel-texts';
import { buttonClass } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/**
 * The dialog's code (the transfer form and its confirmation) is a third of My balance's own and
 * is needed only when the button is used: it is fetched when the pointer or focus reaches the
 * button, and at the latest on the click.
 */
const loadDialog = () =>
  import('./send-fuel-dialog').then(async (dialog) => {
    // Its texts (Friends') come with it: in the language shown before it is drawn.
    await loadLanguageTexts(currentLanguage()).catch(() => undefined);
    return dialog;
  });
const SendFuelDialog = lazy(() => loadDialog().then((m) => ({ default: m.SendFuelDialog })));

/** On My balance: send fuel to any friend or partner, chosen in the dialog. */
export function SendFuelPanel() {
  const { t } = useTranslation('send-fuel');
  const kind = useSession().userType === 'company' ? 'partners' : 'friends';
  const connections = useAllConnections();
  const [open, setOpen] = useState(false);
  const choices = (connections.data?.data ?? []).map(({ id, name }) => ({ id, name }));
  return (
    <section
      aria-labelledby="send-fuel-title"
      className="mt-8 rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="send-fuel-title" className="text-lg font-bold text-sand-900">
        {t('title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-sand-600">{t('text')}</p>
      {connections.isSuccess && choices.length === 0 ? (
        <p className="rounded-2xl bg-sand-100 p-4 text-sand-700">
          {t(`${kind}.none`)}{' '}
          <Link to={pagePath(kind)} className="font-semibold text-brand-700 underline">
            {t(`${kind}.add`)}
          </Link>
        </p>
      ) : (
        <button
          type="button"
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => setOpen(true)}
          disabled={!connections.isSuccess}
          className={buttonClass('primary')}
        >
          {t('title')}
        </button>
      )}
      {open && (
        <Suspense
          fallback={
            <Modal title={t('title')} onClose={() => setOpen(false)}>
              <ListSkeleton label={t('title')} count={2} />
            </Modal>
          }
        >
          <SendFuelDialog recipient={null} choices={choices} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
