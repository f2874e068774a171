import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { pagePath } from '../../lib/i18n';

/**
 * The session now acts for another account (the header's switcher, an invitation, another tab,
 * or a membership that ended): what was read for the one before is dropped, and the cabinet
 * starts again from Main (the frame sends a role without it to its first page). Drawn instead of
 * the routes, so no screen of the account before asks for anything meanwhile.
 */
export function AccountSwitched({ onDone }: { onDone(): void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    queryClient.clear();
    navigate(pagePath('dashboard'), { replace: true });
    onDone();
  }, [queryClient, navigate, onDone]);
  return null;
}
