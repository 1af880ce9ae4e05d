import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useEffect, useRef, useState } from 'react';
import { translateMessage } from '../../i18n';
import { measureToastBottom, watchDialogs } from './clearOfDialogActions';
import type { ToastOptions } from './toastContext';
import { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX } from './toastLayout';

export interface ActiveToast extends ToastOptions {
  /** Changes with every toast so a replacement restarts the timer and the animation. */
  key: number;
}

export interface ToastViewProps {
  toast: ActiveToast;
  open: boolean;
  onClose: (event?: unknown, reason?: SnackbarCloseReason) => void;
}

/** The one toast on screen. */
export function ToastView({ toast, open, onClose }: ToastViewProps) {
  const isError = toast.variant === 'destructive';
  const ref = useRef<HTMLDivElement>(null);
  const [bottom, setBottom] = useState<number>();

  useEffect(() => {
    if (!open) return;
    const place = () => setBottom(measureToastBottom(ref.current));
    place();
    return watchDialogs(place);
  }, [open, toast.key]);

  return (
    // Portalled to <body>, so a toast raised while a dialog is open is not inside the content
    // the dialog hides from assistive technology (aria-hidden).
    <Portal>
      <Snackbar
        key={toast.key}
        open={open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        // At the bottom on every screen: page titles and a dialog's close button are at the
        // top, and the toast must never cover either. On phones it spans the width above the
        // bottom edge; from tablets up it sits bottom right, at most 420 px wide. Where an open
        // dialog's buttons are there (a full-screen dialog on a phone), it rises just above them.
        ref={ref}
        style={bottom === undefined ? undefined : { bottom }}
        sx={{ maxWidth: { sm: TOAST_MAX_WIDTH_PX }, transition: 'bottom 150ms ease-out' }}
      >
        <Alert
          onClose={onClose}
          severity={isError ? 'error' : 'success'}
          variant="filled"
          role={isError ? 'alert' : 'status'}
          sx={{ width: '100%', maxWidth: TOAST_MAX_WIDTH_PX, boxShadow: 6 }}
        >
          <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
          {/* Callers pass titles from the catalogue; descriptions are often the server's English. */}
          {toast.description && translateMessage(toast.description)}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
