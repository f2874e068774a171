import { LINK_RESEND_AFTER_SECONDS } from '@fuel/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { pagePath } from '../../../lib/i18n';
import { formatCountdown } from '../../../lib/time';
import { resendConfirmation } from '../api/resend-register';
import { useCountdown } from '../hooks/use-countdown';
import { ResultMark, textLink } from './auth-shell';

/** After registering: where the link went, and a way to have it sent again. */
export function RegisterSuccess({ email }: { email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone: their place is the news that replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const { t } = useTranslation('account');
  // A page to come back to after signing in (an invitation) travels on to the sign-in page.
  const { state } = useLocation();
  const [pending, setPending] = useState(false);
  /** The server's word on a link sent again, kept on the page under the button. */
  const [resent, setResent] = useState('');
  // The link has just gone out, and the server sends another at most once a minute: the button
  // counts down instead of offering what it would refuse.
  const [left, restart] = useCountdown(LINK_RESEND_AFTER_SECONDS);

  async function resend() {
    if (pending || left > 0) return;
    setPending(true);
    try {
      setResent('');
      setResent((await resendConfirmation(email)).message);
      restart(LINK_RESEND_AFTER_SECONDS);
    } catch {
      // Shown as a toast by the API client.
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="register-done" className="text-center">
      <div className="flex justify-center">
        <ResultMark tone="success" />
      </div>
      <h1
        id="register-done"
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-sand-900"
      >
        {t('registered.title')}
      </h1>
      <p className="mt-2 text-sand-700">{t('registered.text', { email })}</p>
      <p className="mt-2 text-sm text-sand-600">{t('registered.spam')}</p>
      <button
        type="button"
        onClick={resend}
        disabled={pending || left > 0}
        aria-busy={pending || undefined}
        className="mt-6 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full border border-brand-600 px-6 py-2 font-semibold text-brand-700 tabular-nums hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-sand-300 disabled:text-sand-600 disabled:hover:bg-transparent aria-busy:cursor-wait"
      >
        {pending && <Spinner />}
        {left > 0
          ? t('registered.resendIn', { time: formatCountdown(left) })
          : t('registered.resend')}
      </button>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-green-800">
        {resent}
      </p>
      <p className="mt-5">
        <Link to={pagePath('auth')} state={state} className={textLink}>
          {t('backToSignIn')}
        </Link>
      </p>
    </section>
  );
}
