import { z } from 'zod';
import { safeText } from '../../../lib/validation';
import { STATEMENT_LAYOUTS, type StatementColumnsBody, type StatementSettings } from '../api/types';

/** The server's own messages (SaveStatementColumnsDto), so a refusal reads the same from either side. */
export const STATEMENT_COLUMN_MESSAGES = {
  date: 'Please enter the name of the date column',
  description: 'Please enter the name of the description column',
  amount: 'Please enter the name of the amount (credit) column',
  tooLong: 'A column name can be at most 100 characters',
} as const;

/** The server's bound on a column's header. */
export const MAX_COLUMN_NAME = 100;

const M = STATEMENT_COLUMN_MESSAGES;
const columnName = () => safeText().trim().max(MAX_COLUMN_NAME, M.tooLong);

/** A bank's preset, or the business's own headers (date, description and amount required; reference optional). */
export const statementColumnsSchema = z
  .object({
    layout: z.enum(STATEMENT_LAYOUTS),
    dateColumn: columnName(),
    descriptionColumn: columnName(),
    referenceColumn: columnName(),
    amountColumn: columnName(),
  })
  .superRefine((values, ctx) => {
    if (values.layout !== 'custom') return;
    const required = [
      ['dateColumn', M.date],
      ['descriptionColumn', M.description],
      ['amountColumn', M.amount],
    ] as const;
    for (const [field, message] of required) {
      if (values[field] === '') ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

export type StatementColumnsForm = z.infer<typeof statementColumnsSchema>;

/** The form as the saved layout left it; the own-columns fields start from the saved columns, or Maybank's. */
export function columnsFormOf(settings: StatementSettings): StatementColumnsForm {
  const columns = settings.columns ?? settings.presets[0]?.columns;
  return {
    layout: settings.layout ?? 'maybank',
    dateColumn: columns?.date ?? '',
    descriptionColumn: columns?.description ?? '',
    referenceColumn: columns?.reference ?? '',
    amountColumn: columns?.amount ?? '',
  };
}

/** A preset is sent by its name alone: its columns are the server's. */
export function columnsBodyOf(values: StatementColumnsForm): StatementColumnsBody {
  if (values.layout !== 'custom') return { layout: values.layout };
  return {
    layout: 'custom',
    dateColumn: values.dateColumn,
    descriptionColumn: values.descriptionColumn,
    ...(values.referenceColumn ? { referenceColumn: values.referenceColumn } : {}),
    amountColumn: values.amountColumn,
  };
}
