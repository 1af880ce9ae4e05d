export { ToastProvider, TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX } from './ToastProvider';
export { useToast } from './useToast';
export type { ToastOptions, ToastVariant } from './toastContext';
