import { verify2faBodySchema } from '@fuel/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms';
import { setSessionStatus, startSession } from '../../../lib/session';
import { formatCountdown } from '../../../lib/time';
import { notify } from '../../../lib/toast';
import { resendLoginCode } from '../api/resend-login';
import { verify2fa } from '../api/verify-2fa';
import { useCountdown } from '../hooks/use-countdown';
import type { Challenge } from './login-form';

/** A whole code: six digits, as typed or pasted (spaces around them are dropped). */
const CODE_TYPED = /^\s*\d{6}\s*$/;

/** Replies after which this sign-in attempt is over and the password must be given again. */
const attemptOver = (error: unknown) =>
  error instanceof ApiError && (error.has('LOGIN_EXPIRED') || error.has('TOO_MANY_ATTEMPTS'));

interface CodeStepProps {
  challenge: Challenge;
  onBack: () => void;
}

/** Step two: the 6-digit code from the e-mail or SMS, with a resend that counts down. */
export function CodeStep({ challenge, onBack }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const { challenge_id, channel, destination, resend_after } = challenge.reply;
  const form = useSchemaForm(verify2faBodySchema, { challenge_id, code: '' });
  const [left, restart] = useCountdown(resend_after);
  const [resending, setResending] = useState(false);
  const code = form.values.code;
  const typedCode = useRef(false);

  // The step replaces the form in place: focus goes to what there is to do, the code's field (a
  // screen reader reads its label and where the code went, the field's hint).
  useEffect(() => {
    const field = form.formRef.current?.elements.namedItem('code');
    if (field instanceof HTMLInputElement) field.focus();
  }, [form.formRef]);
  // The sixth digit typed or pasted sends the code; a refused code waits for a change before
  // the next try.
  useEffect(() => {
    if (typedCode.current && CODE_TYPED.test(code)) form.formRef.current?.requestSubmit();
  }, [code, form.formRef]);

  const codeField = form.field('code');
  const onSubmit = form.handleSubmit(async (body) => {
    setSessionStatus('loading');
    try {
      startSession(await verify2fa(body));
    } catch (error) {
      setSessionStatus('error');
      if (attemptOver(error)) return onBack();
      if (error instanceof ApiError && error.has('INVALID_CODE')) {
        error.shownInline();
        form.setFieldError('code', { text: error.message });
        return;
      }
      throw error;
    }
  });

  async function resend() {
    if (resending || left > 0) return;
    setResending(true);
    try {
      notify.success((await resendLoginCode(challenge_id)).message);
      restart(resend_after);
    } catch (error) {
      if (attemptOver(error)) onBack();
    } finally {
      setResending(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={onBack}
        className="-ml-3 inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <ArrowLeftIcon className="size-4" />
        {t('code.back')}
      </button>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby="code-title">
        <h2 id="code-title" className="mt-3 text-2xl font-bold text-sand-900">
          {t('code.title')}
        </h2>
        <p className="mt-1.5 text-sand-700">
          {t(channel === 'sms' ? 'code.sentSms' : 'code.sentEmail', { destination })}
        </p>
        <TextField
          {...codeField}
          onChange={(event) => {
            typedCode.current = true;
            codeField.onChange(event);
          }}
          className="mt-6"
          label={t('code.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          spellCheck={false}
        />
        <SubmitButton pending={form.pending} className="mt-6">
          {form.pending ? t('code.checking') : t('code.submit')}
        </SubmitButton>
      </form>
      <div className="mt-5 text-center text-sm text-sand-700">
        <p>{t('code.notReceived')}</p>
        <button
          type="button"
          onClick={resend}
          disabled={left > 0 || resending}
          aria-busy={resending || undefined}
          className="mt-1 h-10 rounded-full px-4 font-semibold text-brand-700 tabular-nums hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-sand-600 disabled:hover:bg-transparent"
        >
          {left > 0 ? t('code.resendIn', { time: formatCountdown(left) }) : t('code.resend')}
        </button>
      </div>
    </div>
  );
}
