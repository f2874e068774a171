import { TOAST_DURATION_MS } from '@fuel/contract';
import { toast } from 'sonner';

/**
 * The product's two kinds of toast (SPEC §2, §9): success top-right for 2.5 s, error top-centre
 * for 3.5 s. A toast uses its text as id, so the same news told twice at once shows once: a
 * failure reported by a retried request or two queries hitting one outage; a payment's reply and
 * the message about it that arrives live.
 */
export const notify = {
  success(message: string) {
    return toast.success(message, {
      id: `success:${message}`,
      position: onPhone() ? 'top-center' : 'top-right',
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

/**
 * Below sonner's 600 px both top positions are the same full-width strip: two lists there would
 * draw their toasts on top of each other. One list stacks them instead.
 */
function onPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 600px)').matches;
}
