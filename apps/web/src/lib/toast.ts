import { TOAST_DURATION_MS } from '@fuel/contract';
import { toast } from 'sonner';

/**
 * The product's two kinds of toast (SPEC §2, §9): success top-right for 2.5 s, error top-centre
 * for 3.5 s. An error toast uses its text as id, so the same failure reported twice in a row
 * (a retried request, two queries hitting one outage) shows once.
 */
export const notify = {
  success(message: string) {
    return toast.success(message, {
      position: 'top-right',
      duration: TOAST_DURATION_MS.success,
    });
  },
  error(message: string) {
    return toast.error(message, {
      id: `error:${message}`,
      position: 'top-center',
      duration: TOAST_DURATION_MS.error,
    });
  },
};
