import { lazy, Suspense, useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ToastContext, type ToastOptions } from './toastContext';
import type { ActiveToast, ToastViewProps } from './ToastView';

export { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX } from './toastLayout';

/**
 * The toast's MUI parts (Snackbar, Alert, transitions) are a chunk of their own, fetched when the
 * first toast is shown: a customer's first visit usually shows none, and on a slow phone those
 * 6 KB would compete with the screen's own requests. The first message appears a round trip later.
 */
let loadedToastView: ComponentType<ToastViewProps> | undefined;
export function preloadToastView(): Promise<ComponentType<ToastViewProps>> {
  return import('./ToastView').then((module) => (loadedToastView = module.ToastView));
}
const SuspendingToastView = lazy(() => preloadToastView().then((ToastView) => ({ default: ToastView })));

function LazyToastView(props: ToastViewProps) {
  const View = loadedToastView ?? SuspendingToastView;
  return <View {...props} />;
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

  const close = (_event?: unknown, reason?: string) => {
    // A click elsewhere on the page should not dismiss a message the user has not read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <LazyToastView toast={toast} open={open} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
