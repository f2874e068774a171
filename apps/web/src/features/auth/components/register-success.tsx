import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { resendConfirmation } from '../api/resend-register';
import { ResultMark, textLink } from './auth-shell';

/** After registering: where the link went, and a way to have it sent again. */
export function RegisterSuccess({ email }: { email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone: their place is the news that replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [pending, setPending] = useState(false);

  async function resend() {
    if (pending) return;
    setPending(true);
    try {
      notify.success((await resendConfirmation(email)).message);
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
        disabled={pending}
        aria-busy={pending || undefined}
        className="mt-6 inline-flex h-12 w-full items-center justify-center gap-2 rounded-full border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait"
      >
        {pending && <Spinner />}
        {t('registered.resend')}
      </button>
      <p className="mt-5">
        <Link to={`/${language}/auth`} className={textLink}>
          {t('backToSignIn')}
        </Link>
      </p>
    </section>
  );
}
