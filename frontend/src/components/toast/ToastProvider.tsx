import { useCallback, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { ToastContext, type ToastOptions } from './toastContext';

/** SPEC.md section 9: one toast at a time, shown 5000 ms, at most 420 px wide. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH_PX = 420;
const PHONE_TOP_OFFSET_PX = 64;

interface ActiveToast extends ToastOptions {
  /** Changes with every toast so a replacement restarts the timer and the animation. */
  key: number;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const [open, setOpen] = useState(false);
  const toastCount = useRef(0);

  const show = useCallback((options: ToastOptions) => {
    toastCount.current += 1;
    setToast({ ...options, key: toastCount.current });
    setOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss a message the user has not read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const isError = toast?.variant === 'destructive';

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Portalled to <body>, so a toast raised while a dialog is open is not inside the
          content the dialog hides from assistive technology (aria-hidden). */}
      <Portal>
        <Snackbar
          key={toast?.key}
          open={open}
          autoHideDuration={TOAST_DURATION_MS}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          // Bottom right from tablets up. On phones the bottom of the screen holds a form's or
          // a dialog's main button, so the toast sits just below the 56 px header (and a full-
          // screen dialog's title bar) instead, leaving both usable while it shows.
          sx={{
            maxWidth: { sm: TOAST_MAX_WIDTH_PX },
            top: { xs: PHONE_TOP_OFFSET_PX, sm: 'auto' },
            bottom: { xs: 'auto', sm: 24 },
          }}
        >
          <Alert
            onClose={close}
            severity={isError ? 'error' : 'success'}
            variant="filled"
            role={isError ? 'alert' : 'status'}
            sx={{ width: '100%', maxWidth: TOAST_MAX_WIDTH_PX, boxShadow: 6 }}
          >
            <AlertTitle sx={{ mb: toast?.description ? 0.5 : 0 }}>{toast?.title}</AlertTitle>
            {toast?.description}
          </Alert>
        </Snackbar>
      </Portal>
    </ToastContext.Provider>
  );
}
