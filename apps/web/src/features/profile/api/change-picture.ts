import { uploadsRoutes } from '@fuel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { rememberMe } from '../../../lib/me';
import { queryKeys } from '../../../lib/query-keys';

/** Replaces the profile picture (multipart); the header shows the new one at once. */
export function useChangePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => {
      const body = new FormData();
      body.append(uploadsRoutes.changePicture.fileField, file, 'picture');
      return callApi(uploadsRoutes.changePicture, { body });
    },
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, rememberMe(me)),
  });
}
