import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPublicConfigQuery } from '../../api/configApi';

/** The business's name from its settings; the generic name until the server answers (or if it fails). */
export function useBusinessName(): string {
  const { t } = useTranslation();
  return useGetPublicConfigQuery().data?.businessName || t('appName');
}

/**
 * Names the browser tab (and the history and bookmarks) "<page> · <business>" in the reader's
 * language; '' names just the business. undefined leaves the title alone (a dialog that is
 * closed). The title before returns when the caller goes away, so a dialog hands the tab back.
 */
export function usePageTitle(page: string | undefined): void {
  const businessName = useBusinessName();
  useEffect(() => {
    if (page === undefined) return;
    const before = document.title;
    document.title = page ? `${page} · ${businessName}` : businessName;
    return () => {
      document.title = before;
    };
  }, [page, businessName]);
}
