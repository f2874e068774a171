import { useState } from 'react';
import { buttonClass } from './button';
import { Spinner } from './spinner';

/**
 * A list page's download of what its filters show (the history's CSV, the audit log's): busy
 * with a spinner while the file comes, off when the list is empty. A failed download has been
 * shown by the API client, so it is not reported again here.
 */
export function ExportButton({
  label,
  empty,
  onExport,
}: {
  label: string;
  empty: boolean;
  onExport: () => Promise<void>;
}) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch {
      // The API client has shown why.
    } finally {
      setExporting(false);
    }
  };
  return (
    <button
      type="button"
      onClick={run}
      disabled={exporting || empty}
      aria-busy={exporting || undefined}
      className={buttonClass('outline')}
    >
      {exporting ? <Spinner className="size-4" /> : <DownloadIcon />}
      {label}
    </button>
  );
}

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}
