import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../dialogs/ReasonDialog';
import { safeText } from '../../lib/validation';

const REASON_MAX = 500;

/** The question an admin answers to go ahead: what lapses (the refusal itself), and why they go ahead anyway. */
export interface OverrideQuestion {
  id: 'override';
  refusal: string;
  answer: (reason: string | null) => void;
}

/** Asks the admin for the reason; null when they step back. Loaded only when an admin meets the refusal. */
export function ComplianceOverrideDialog({ question }: { question: OverrideQuestion | null }) {
  const { t } = useTranslation('common');
  const schema = safeText().trim().min(1, t('compliance.override.required')).max(REASON_MAX, t('compliance.override.tooLong'));
  return (
    <ReasonDialog
      item={question}
      pending={false}
      texts={{
        title: t('compliance.override.title'),
        question: (item) => t('compliance.override.question', { refusal: item.refusal }),
        label: t('compliance.override.label'),
        placeholder: t('compliance.override.placeholder'),
        keep: t('compliance.override.keep'),
        confirm: t('compliance.override.confirm'),
        pending: t('compliance.override.pending'),
      }}
      schema={schema}
      maxLength={REASON_MAX}
      confirmColor="warning"
      onConfirm={(reason) => question?.answer(reason)}
      onClose={() => question?.answer(null)}
    />
  );
}
