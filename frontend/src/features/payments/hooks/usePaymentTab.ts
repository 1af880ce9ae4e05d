import { useSearchParams } from 'react-router-dom';

export const PAYMENT_TABS = ['make', 'history'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

const TAB_PARAM = 'tab';
const PAGE_PARAM = 'page';

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
        current.delete(PAGE_PARAM);
        return current;
      },
      { replace: true },
    );
  return [tab, select];
}

/** The history page in the address (?page=2), so reload and Back keep it; 1 when absent or bad. */
export function usePaymentPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      if (next <= 1) current.delete(PAGE_PARAM);
      else current.set(PAGE_PARAM, String(next));
      return current;
    });
  return [page, setPage];
}
