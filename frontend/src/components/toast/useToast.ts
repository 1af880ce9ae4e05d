import { useContext } from 'react';
import { ToastContext, type ShowToast } from './toastContext';

/** `const { toast } = useToast(); toast({ title, description, variant: 'destructive' })`. */
export function useToast(): { toast: ShowToast } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return { toast };
}
