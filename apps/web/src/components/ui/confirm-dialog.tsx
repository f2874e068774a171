import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-body';

const Body = lazy(() => import('./confirm-dialog-body'));

/**
 * A modal question before a destructive action (SPEC §5), see confirm-dialog-body. Its code
 * loads the first time it opens, not with the page: most visits never ask, and a page's first
 * download is held to a budget (DESIGN §8). Once opened it stays mounted, so it closes as the
 * native dialog does and hands focus back to the opener.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  useEffect(() => {
    if (props.open) setOpened(true);
  }, [props.open]);
  if (!props.open && !opened) return null;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
