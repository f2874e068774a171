import { TOAST_DURATION_MS } from '@fuel/contract';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './toast';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('notify', () => {
  it('shows success top-right for 2.5 seconds, one toast per distinct text', () => {
    notify.success('Vehicle added');
    expect(toast.success).toHaveBeenCalledWith('Vehicle added', {
      id: 'success:Vehicle added',
      position: 'top-right',
      duration: TOAST_DURATION_MS.success,
    });
    expect(TOAST_DURATION_MS.success).toBe(2500);
  });

  it('shows errors top-centre for 3.5 seconds, one toast per distinct text', () => {
    notify.error('Product not found');
    expect(toast.error).toHaveBeenCalledWith('Product not found', {
      id: 'error:Product not found',
      position: 'top-center',
      duration: TOAST_DURATION_MS.error,
    });
    expect(TOAST_DURATION_MS.error).toBe(3500);
  });

  it('on a phone puts success toasts in the errors’ list, which stacks them instead of overlapping', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 600px)' }));
    notify.success('Vehicle updated');
    expect(toast.success).toHaveBeenLastCalledWith(
      'Vehicle updated',
      expect.objectContaining({ position: 'top-center' }),
    );
    vi.unstubAllGlobals();
  });
});
