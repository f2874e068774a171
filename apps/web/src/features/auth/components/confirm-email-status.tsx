import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { pagePath, useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { confirmEmail } from '../api/confirm-email';
import { linkButton, ResultMark } from './auth-shell';
import { ResendLinkForm } from './resend-link-form';

/**
 * Opens the link from the confirmation e-mail. A query (not an effect) sends it, so the
 * development double render and a quick reload share one call; opening it twice is harmless.
 */
export function ConfirmEmailStatus({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const result = useQuery({
    queryKey: ['confirm-email', id, token, language],
    // The page itself says the link did not work and offers a new one: no toast over it.
    queryFn: () =>
      confirmEmail(id, token).catch((error: unknown) => {
        if (error instanceof ApiError) error.shownInline();
        throw error;
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (result.isPending) {
    return (
      <div role="status" className="flex flex-col items-center py-6 text-center">
        <Spinner className="size-10 text-brand-600" />
        <h1 className="mt-5 text-xl font-bold text-sand-900">{t('confirm.pending')}</h1>
      </div>
    );
  }

  if (result.isError && result.error instanceof ApiError && result.error.has('EMAIL_TAKEN')) {
    // A change of address that someone else's account took meanwhile: no new link would help.
    return <Outcome tone="problem" title={t('confirm.failedTitle')} text={result.error.message} />;
  }

  if (result.isError) {
    return (
      <section aria-labelledby="confirm-failed">
        <div className="flex justify-center">
          <ResultMark tone="problem" />
        </div>
        <h1 id="confirm-failed" className="mt-4 text-center text-2xl font-bold text-sand-900">
          {t('confirm.failedTitle')}
        </h1>
        <p className="mt-2 text-center text-sand-700">{t('confirm.failedText')}</p>
        <ResendLinkForm />
      </section>
    );
  }

  return <Outcome tone="success" title={t('confirm.doneTitle')} text={result.data.message} />;
}

/** How the link ended, and the way on: Settings for someone signed in (a new address), else sign-in. */
function Outcome({
  tone,
  title,
  text,
}: {
  tone: 'success' | 'problem';
  title: string;
  text: string;
}) {
  const { isAuth } = useSession();
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="confirm-outcome" className="text-center">
      <div className="flex justify-center">
        <ResultMark tone={tone} />
      </div>
      <h1 id="confirm-outcome" className="mt-4 text-2xl font-bold text-sand-900">
        {title}
      </h1>
      <p className="mt-2 text-sand-700">{text}</p>
      <Link to={pagePath(isAuth ? 'profile' : 'auth')} className={`mt-6 ${linkButton}`}>
        {isAuth ? t('confirm.toSettings') : t('signIn')}
      </Link>
    </section>
  );
}
