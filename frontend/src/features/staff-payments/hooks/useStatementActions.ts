import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { translateError, translateFieldError } from '../../../i18n';
import { fieldErrors } from '../../../lib/httpError';
import { formatRM } from '../../../lib/format';
import {
  useConfirmStatementLineMutation,
  useIgnoreStatementLineMutation,
  useImportStatementMutation,
  useSaveStatementColumnsMutation,
} from '../api/staffPaymentsApi';
import type { StatementImport, StatementLine } from '../api/types';
import { columnsBodyOf, type StatementColumnsForm } from '../utils/statementColumnsForm';

const COLUMN_FIELDS = ['dateColumn', 'descriptionColumn', 'referenceColumn', 'amountColumn'] as const;

/** The line whose decision is being sent, and which one: its button spins, the others wait. */
export type StatementDecision = { id: number; action: 'confirm' | 'ignore' } | null;

interface MutationState {
  isLoading: boolean;
  originalArgs?: number;
}

function decidingOf(confirming: MutationState, ignoring: MutationState): StatementDecision {
  if (confirming.isLoading && confirming.originalArgs !== undefined) return { id: confirming.originalArgs, action: 'confirm' };
  if (ignoring.isLoading && ignoring.originalArgs !== undefined) return { id: ignoring.originalArgs, action: 'ignore' };
  return null;
}

/**
 * The statement's actions, each toasting its outcome in the reader's language: save the columns
 * (server refusals land on their fields), import a file (refused at once when larger than the
 * server takes), confirm a proposed payment, ignore a line.
 */
export function useStatementActions(maxMegabytes: number) {
  const { t } = useTranslation('staffPayments', { keyPrefix: 'statement.toasts' });
  const { toast } = useToast();
  const [saveColumns, saving] = useSaveStatementColumnsMutation();
  const [importStatement, importing] = useImportStatementMutation();
  const [confirmLine, confirming] = useConfirmStatementLineMutation();
  const [ignoreLine, ignoring] = useIgnoreStatementLineMutation();

  const save = async (values: StatementColumnsForm, setError: UseFormSetError<StatementColumnsForm>): Promise<boolean> => {
    try {
      await saveColumns(columnsBodyOf(values)).unwrap();
      toast({ title: t('columnsSaved'), description: t('columnsSavedDescription') });
      return true;
    } catch (error) {
      for (const problem of fieldErrors(error)) {
        const field = COLUMN_FIELDS.find((name) => name === problem.field);
        if (field) setError(field, { type: 'server', message: translateFieldError(problem) });
      }
      toast({ title: t('columnsFailed'), description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

  /** The import's summary, or null when it was refused. */
  const upload = async (file: File): Promise<StatementImport | null> => {
    if (file.size > maxMegabytes * 1024 * 1024) {
      toast({ title: t('importFailed'), description: t('tooLarge', { megabytes: maxMegabytes }), variant: 'destructive' });
      return null;
    }
    try {
      const result = await importStatement(file).unwrap();
      toast({ title: t('imported') });
      return result;
    } catch (error) {
      toast({ title: t('importFailed'), description: translateError(error), variant: 'destructive' });
      return null;
    }
  };

  const confirm = async (line: StatementLine) => {
    try {
      const confirmed = await confirmLine(line.id).unwrap();
      toast({ title: t('confirmed'), description: t('confirmedDescription', { receipt: confirmed.matchedPayment?.receiptNumber ?? '' }) });
    } catch (error) {
      toast({ title: t('confirmFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  const ignore = async (line: StatementLine) => {
    try {
      await ignoreLine(line.id).unwrap();
      toast({ title: t('ignored'), description: t('ignoredDescription', { amount: formatRM(line.amount) }) });
    } catch (error) {
      toast({ title: t('ignoreFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  return {
    save,
    saving: saving.isLoading,
    upload,
    importing: importing.isLoading,
    confirm,
    ignore,
    deciding: decidingOf(confirming, ignoring),
  };
}
