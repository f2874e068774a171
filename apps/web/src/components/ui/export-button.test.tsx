import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExportButton } from './export-button';

/** A download the test finishes when it chooses, so the busy state can be seen. */
function heldDownload() {
  let settle: { resolve(): void; reject(error: Error): void } = {
    resolve() {},
    reject() {},
  };
  const started: number[] = [];
  const onExport = () =>
    new Promise<void>((resolve, reject) => {
      started.push(Date.now());
      settle = { resolve, reject };
    });
  return { onExport, started, settle: () => settle };
}

describe('ExportButton', () => {
  it('is busy while the file comes, and can be asked again once it has', async () => {
    const download = heldDownload();
    render(<ExportButton label="Export CSV" empty={false} onExport={download.onExport} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' });
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    // A second click while busy starts nothing.
    fireEvent.click(button);
    expect(download.started).toHaveLength(1);
    await act(async () => download.settle().resolve());
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('comes back after a failed download, which the API client has already shown', async () => {
    const download = heldDownload();
    render(<ExportButton label="Export CSV" empty={false} onExport={download.onExport} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' });
    fireEvent.click(button);
    await act(async () => download.settle().reject(new Error('offline')));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(download.started).toHaveLength(2);
  });

  it('is off when the list has nothing to export', () => {
    const download = heldDownload();
    render(<ExportButton label="Export CSV" empty onExport={download.onExport} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(download.started).toHaveLength(0);
  });
});
