import { TOAST_DURATION_MS } from '@fuel/contract';
import { act, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { notify, saidOnPage, toastAreaMounted, useToastAreaWanted } from './toast';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('notify', () => {
  it('asks for the toast area with the first toast, and shows it once the area listens', async () => {
    const area = renderHook(() => useToastAreaWanted());
    expect(area.result.current).toBe(false);
    act(() => notify.success('Vehicle added'));
    expect(area.result.current).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.success).not.toHaveBeenCalled();

    toastAreaMounted();
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Vehicle added', {
        id: 'success:Vehicle added',
        position: 'top-right',
        duration: TOAST_DURATION_MS.success,
      }),
    );
    expect(TOAST_DURATION_MS.success).toBe(2500);
  });

  it('shows errors top-centre for 3.5 seconds, one toast per distinct text', async () => {
    notify.error('Product not found');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Product not found', {
        id: 'error:Product not found',
        position: 'top-center',
        duration: TOAST_DURATION_MS.error,
      }),
    );
    expect(TOAST_DURATION_MS.error).toBe(3500);
  });

  it('on a phone puts success toasts in the errors’ list, which stacks them instead of overlapping', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 600px)' }));
    notify.success('Vehicle updated');
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenLastCalledWith(
        'Vehicle updated',
        expect.objectContaining({ position: 'top-center' }),
      ),
    );
    vi.unstubAllGlobals();
  });

  it('leaves out news the page is already showing itself', async () => {
    toastAreaMounted();
    saidOnPage('Payment received: 5 L of Diesel.');
    notify.success('Payment received: 5 L of Diesel.');
    notify.success('Vehicle updated');
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Vehicle updated', expect.anything()),
    );
    expect(toast.success).not.toHaveBeenCalledWith(
      'Payment received: 5 L of Diesel.',
      expect.anything(),
    );
  });
});
