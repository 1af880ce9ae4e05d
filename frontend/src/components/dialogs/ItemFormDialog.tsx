import type { ReactNode } from 'react';
import { useRetained } from '../useRetained';
import { FormDialog, type FormDialogProps } from './FormDialog';

export interface ItemFormDialogProps<T> extends Omit<FormDialogProps, 'open' | 'title' | 'children'> {
  /** The record the dialog is for (a rental, a payment); the dialog is open while there is one. */
  item: T | null;
  /** The title, given the record (kept while the dialog fades out). */
  title: ReactNode | ((item: T) => ReactNode);
  /** The form, given the record (kept while the dialog fades out) and the id its submit button points at. */
  children: (item: T, formId: string) => ReactNode;
}

/**
 * The form dialog of an action on one record (Cancel Rental, Decline Extension, Mark Returned,
 * Reject Request): open while there is a record, and still showing it while it fades out.
 */
export function ItemFormDialog<T>({ item, title, children, ...shell }: ItemFormDialogProps<T>) {
  const shown = useRetained(item);
  const heading = typeof title !== 'function' ? title : shown === null ? null : title(shown);
  return (
    <FormDialog {...shell} open={item !== null} title={heading}>
      {(formId) => shown !== null && children(shown, formId)}
    </FormDialog>
  );
}
