import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '../../../api/types';
import type { CreatePaymentBody } from '../api/types';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_PAYMENT_FORM, formFromLink, toCreatePaymentBody, type PaymentFormInput, type PaymentFormValues } from '../utils/paymentForm';
import { makePaymentKey } from '../utils/paymentKey';
import { PaymentForm } from './PaymentForm';
import { ProofUploadScreen } from './ProofUploadScreen';
import { QrPaymentScreen } from './QrPaymentScreen';

/** Where the customer is in the payment flow: form -> QR -> proof -> form, cleared. */
type Step =
  | { name: 'form' }
  | { name: 'qr'; body: CreatePaymentBody; idempotencyKey: string; payment: PaymentView | null }
  | { name: 'proof'; body: CreatePaymentBody; idempotencyKey: string; payment: PaymentView };

export interface MakePaymentPanelProps {
  onViewHistory: () => void;
}

/**
 * The Make Payment tab: the form, then the QR screen (a new Idempotency-Key, so a new reference,
 * each time it is opened from the form), then the proof upload. Back from the QR keeps what was typed; Back from the proof
 * returns to the same QR (the payment made stays the same: Payment Done again goes straight on).
 * After the upload the form starts empty.
 */
export function MakePaymentPanel({ onViewHistory }: MakePaymentPanelProps) {
  const { t } = useTranslation('payments');
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [params] = useSearchParams();
  const [typed, setTyped] = useState<PaymentFormInput>(() => formFromLink(params));
  const [completed, setCompleted] = useState<PaymentView | null>(null);

  const toQr = (values: PaymentFormValues) => {
    setTyped(values);
    setCompleted(null);
    setStep({ name: 'qr', body: toCreatePaymentBody(values), idempotencyKey: makePaymentKey(), payment: null });
  };

  if (step.name === 'qr') {
    return (
      <QrPaymentScreen
        body={step.body}
        idempotencyKey={step.idempotencyKey}
        payment={step.payment}
        onBack={() => setStep({ name: 'form' })}
        onPaid={(payment) => setStep({ ...step, name: 'proof', payment })}
      />
    );
  }
  if (step.name === 'proof') {
    return (
      <ProofUploadScreen
        payment={step.payment}
        onBack={() => setStep({ ...step, name: 'qr' })}
        onUploaded={(payment) => {
          setTyped(EMPTY_PAYMENT_FORM);
          setCompleted(payment);
          setStep({ name: 'form' });
        }}
      />
    );
  }
  return (
    <Stack spacing={2}>
      {completed && (
        <Alert
          severity="success"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={onViewHistory}>
              {t('form.viewHistory')}
            </Button>
          }
        >
          {t('form.submitted', { receiptNumber: completed.receiptNumber })}
        </Alert>
      )}
      <PaymentForm defaultValues={typed} onContinue={toQr} />
    </Stack>
  );
}
