import { type ErrorCode, meReplySchema } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, refreshAccessToken } from '../../../lib/api-client';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { rememberMe } from '../../../lib/me';
import { queryKeys } from '../../../lib/query-keys';
import { getSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';

/**
 * PATCH /api/user/change-profile-picture as multipart. The shared client sends JSON only, so
 * this one call speaks fetch itself, with the same token, language and one refresh on 498.
 */
async function upload(file: Blob, retried = false): Promise<unknown> {
  const token = getSession().accessToken;
  const body = new FormData();
  body.append('profile_picture', file, 'picture');
  const response = await fetch('/api/user/change-profile-picture', {
    method: 'PATCH',
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  if (response.status === 498 && token && !retried && (await refreshAccessToken(token))) {
    return upload(file, true);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reply = data as { message?: string; errors?: { code: string }[] } | null;
    const message = reply?.message ?? i18n.t('common:errors.unexpected');
    notify.error(message);
    const codes = (reply?.errors?.map((e) => e.code) ?? []) as ErrorCode[];
    throw new ApiError(message, response.status, codes, null);
  }
  return data;
}

export function useChangePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: Blob) => meReplySchema.parse(await upload(file)),
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, rememberMe(me)),
  });
}
