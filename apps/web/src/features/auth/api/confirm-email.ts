import type { MessageReply } from '@fuel/contract';
import { apiRequest } from '../../../lib/api-client';

export function confirmEmail(id: string, token: string): Promise<MessageReply> {
  return apiRequest<MessageReply>(
    `/confirm-email/${encodeURIComponent(id)}/${encodeURIComponent(token)}`,
  );
}
