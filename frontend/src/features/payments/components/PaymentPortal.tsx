import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { PAYMENT_TABS, usePaymentTab, type PaymentTab } from '../hooks/usePaymentTab';
import { MakePaymentPanel } from './MakePaymentPanel';
import { PaymentHistory } from './PaymentHistory';

/** The signed-in customer's portal: Make Payment and Payment History (?tab=history). */
export function PaymentPortal() {
  const { t } = useTranslation('payments');
  const [tab, selectTab] = usePaymentTab();
  return (
    <>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        value={tab}
        onChange={(_event, next: PaymentTab) => selectTab(next)}
        aria-label={t('tabs.label')}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', maxWidth: { sm: 420 } }}
      >
        {PAYMENT_TABS.map((id) => (
          <Tab
            key={id}
            value={id}
            label={t(`tabs.${id}`)}
            id={`payment-tab-${id}`}
            aria-controls={`payment-panel-${id}`}
            sx={{ minHeight: 48 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`payment-panel-${tab}`} aria-labelledby={`payment-tab-${tab}`} sx={{ maxWidth: 960 }}>
        {tab === 'history' ? (
          <PaymentHistory onMakePayment={() => selectTab('make')} />
        ) : (
          <MakePaymentPanel onViewHistory={() => selectTab('history')} />
        )}
      </Box>
    </>
  );
}
