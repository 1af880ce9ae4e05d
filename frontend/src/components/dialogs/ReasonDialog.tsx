import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { ButtonProps } from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { translateMessage } from '../../i18n';
import { FormDialogActions } from './FormDialogActions';
import { ItemFormDialog } from './ItemFormDialog';

/** What the dialog says; the question is about the record it is for. */
export interface ReasonDialogTexts<T> {
  title: string;
  question: (item: T) => string;
  label: string;
  placeholder: string;
  keep: string;
  confirm: string;
  pending: string;
}

export interface ReasonDialogProps<T extends { id: number | string }> {
  /** The record the reason is for; the dialog is open while there is one. */
  item: T | null;
  pending: boolean;
  texts: ReasonDialogTexts<T>;
  /** Trims and checks the reason; its messages are English and translated when shown. */
  schema: z.ZodType<string>;
  /** The most characters the field takes (the counter under it shows how many are used). */
  maxLength: number;
  confirmColor?: ButtonProps['color'];
  /** Called with the checked (trimmed) reason. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

interface ReasonFormProps<T extends { id: number | string }> extends ReasonDialogProps<T> {
  item: T;
  formId: string;
}

function ReasonForm<T extends { id: number | string }>({
  item,
  pending,
  texts,
  schema,
  maxLength,
  confirmColor,
  onConfirm,
  onClose,
  formId,
}: ReasonFormProps<T>) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = schema.safeParse(reason);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    onConfirm(checked.data);
  };

  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{texts.question(item)}</DialogContentText>
        <form id={formId} noValidate onSubmit={submit}>
          <TextField
            label={texts.label}
            placeholder={texts.placeholder}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (problem) setProblem(null);
            }}
            required
            multiline
            minRows={2}
            fullWidth
            autoFocus
            disabled={pending}
            error={problem !== null}
            slotProps={{ htmlInput: { maxLength } }}
            helperText={problem ? translateMessage(problem) : `${reason.length}/${maxLength}`}
          />
        </form>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={pending}
        onCancel={onClose}
        cancelLabel={texts.keep}
        submitLabel={texts.confirm}
        pendingLabel={texts.pending}
        submitColor={confirmColor}
      />
    </>
  );
}

/**
 * Asks for a required reason before an action on one record (Cancel Rental, Decline Extension,
 * Mark Failed); a fresh, empty form for each record.
 */
export function ReasonDialog<T extends { id: number | string }>(props: ReasonDialogProps<T>) {
  return (
    <ItemFormDialog item={props.item} pending={props.pending} onClose={props.onClose} title={props.texts.title}>
      {(item, formId) => <ReasonForm key={item.id} {...props} item={item} formId={formId} />}
    </ItemFormDialog>
  );
}
