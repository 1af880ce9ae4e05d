import { useSearchParams } from 'react-router-dom';

export const PAYMENT_TABS = ['make', 'history'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

const TAB_PARAM = 'tab';
/** The history's page (?page=2), read with useSearchParamPage; a switch of tab removes it. */
export const PAYMENT_PAGE_PARAM = 'page';

/**
 * Which tab the portal shows (?tab=history; Make Payment when absent), kept in the address so a
 * reload or a shared link keeps it. Switching starts the history at page 1 and replaces the
 * history entry, so Back leaves the screen instead of stepping through tabs.
 */
export function usePaymentTab(): [PaymentTab, (tab: PaymentTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const tab = PAYMENT_TABS.find((id) => id === requested) ?? 'make';
  const select = (next: PaymentTab) =>
    setParams(
      (current) => {
        if (next === 'make') current.delete(TAB_PARAM);
        else current.set(TAB_PARAM, next);
        current.delete(PAYMENT_PAGE_PARAM);
        return current;
      },
      { replace: true },
    );
  return [tab, select];
}
