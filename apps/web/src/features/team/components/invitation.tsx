import type { ActingAccount, InviteView } from '@fuel/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ListError, ListSkeleton } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { pagePath, useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { formatDate } from '../../../lib/time';
import { useAcceptInvite } from '../api/accept-invite';
import { useActAs } from '../api/act-as';
import { isBadLink, useInviteView } from '../api/view-invite';
import '../texts';
import { buttonClass } from '../../../components/ui/button';

const primary = `${buttonClass('primary', 'lg')} w-full`;
const secondary = `${buttonClass('secondary', 'lg')} w-full`;

/** Refusals of an acceptance that the page says itself, where the button was. */
const SAID_HERE = [
  'INVITE_OTHER_PERSON',
  'INVITE_FOR_PEOPLE',
  'LINK_INVALID',
  'ALREADY_MEMBER',
] as const;

/**
 * An invitation link (/{lang}/team-invite/{id}/{token}): which company invites, in what role,
 * whom and until when. A guest signs in (and comes back here) or registers; a signed-in person
 * accepts, then may switch to the company at once.
 */
export function Invitation({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation('team');
  const view = useInviteView(id, token);
  if (view.data) return <InvitationView invite={view.data} id={id} token={token} />;
  if (view.isPending)
    return <ListSkeleton label={t('invitation.loading')} count={3} tile="h-12 rounded-xl" />;
  if (isBadLink(view.error)) return <Problem text={t('invitation.invalid')} />;
  return <ListError text={t('invitation.error')} onRetry={() => void view.refetch()} />;
}

function InvitationView({ invite, id, token }: { invite: InviteView; id: string; token: string }) {
  const { t } = useTranslation('team');
  const language = useLanguage();
  const role = t(`roles.${invite.role}`);
  return (
    <div>
      <p className="text-lg font-semibold text-balance text-sand-900">
        {t('invitation.lead', { company: invite.company_name })}
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-sand-50 p-4 text-sm">
        <dt className="text-sand-600">{t('invitation.role')}</dt>
        <dd className="font-semibold text-sand-900">{role}</dd>
        <dt className="text-sand-600">{t('invitation.sentTo')}</dt>
        <dd className="min-w-0 font-semibold break-all text-sand-900">{invite.email}</dd>
        <dt className="text-sand-600">{t('invitation.until')}</dt>
        <dd className="font-semibold text-sand-900">{formatDate(invite.expires_at, language)}</dd>
      </dl>
      <p className="mt-2 text-sm text-sand-600">{t(`roleHelp.${invite.role}`)}</p>
      <div className="mt-6">
        {invite.state === 'open' ? (
          <Answer invite={invite} id={id} token={token} />
        ) : (
          <Problem text={t(`invitation.state.${invite.state}`)} />
        )}
      </div>
    </div>
  );
}

/** A guest is sent to sign in and back; a signed-in person accepts here. */
function Answer({ invite, id, token }: { invite: InviteView; id: string; token: string }) {
  const { t } = useTranslation('team');
  const { pathname } = useLocation();
  const { isAuth } = useSession();
  if (!isAuth) {
    return (
      <div className="space-y-3">
        <p className="text-sand-700">{t('invitation.guest')}</p>
        {/* The sign-in page brings the person back here once they are in. */}
        <Link to={pagePath('auth')} state={{ next: pathname }} className={primary}>
          {t('invitation.signIn')}
        </Link>
        <Link to={pagePath('auth/register')} state={{ next: pathname }} className={secondary}>
          {t('invitation.register')}
        </Link>
        <p className="text-sm text-sand-600">{t('invitation.registerHint')}</p>
      </div>
    );
  }
  return <Accept invite={invite} id={id} token={token} />;
}

function Accept({ invite, id, token }: { invite: InviteView; id: string; token: string }) {
  const { t } = useTranslation('team');
  const accept = useAcceptInvite(id, token);
  const actAs = useActAs();
  const [refused, setRefused] = useState<string | null>(null);
  const [joined, setJoined] = useState<ActingAccount | null>(null);
  const onAccept = async () => {
    setRefused(null);
    try {
      setJoined(await accept.mutateAsync());
    } catch (error) {
      if (error instanceof ApiError && SAID_HERE.some((code) => error.has(code))) {
        error.shownInline();
        setRefused(error.message);
      }
    }
  };
  if (joined) {
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-2xl bg-brand-50 p-4 font-semibold text-brand-800">
          {t('invitation.joined', { company: joined.name, role: t(`roles.${invite.role}`) })}
        </p>
        <button
          type="button"
          onClick={() => actAs.mutate(joined.account_id)}
          disabled={actAs.isPending}
          aria-busy={actAs.isPending || undefined}
          className={primary}
        >
          {actAs.isPending && <Spinner />}
          {t('invitation.switch', { company: joined.name })}
        </button>
        <Link to={pagePath('dashboard')} className={secondary}>
          {t('invitation.stay')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {refused && <Problem text={refused} />}
      <button
        type="button"
        onClick={() => void onAccept()}
        disabled={accept.isPending}
        aria-busy={accept.isPending || undefined}
        className={primary}
      >
        {accept.isPending && <Spinner />}
        {t('invitation.accept')}
      </button>
    </div>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-2xl bg-red-50 p-4 font-medium text-red-800">
      {text}
    </p>
  );
}
