import { useLayoutEffect, type RefObject } from 'react';

/**
 * Shows the native <dialog> as a modal while `open` and closes it when not, within the commit of the render that
 * changed `open` (a layout effect, not a passive one): never a moment with the question still open beside the
 * answer that closed it. `onOpen` runs as it opens, to start the dialog's fields afresh.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>, open: boolean, onOpen?: () => void): void {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      onOpen?.();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
    // Only a change of `open` opens or closes it; onOpen is read as it is at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
