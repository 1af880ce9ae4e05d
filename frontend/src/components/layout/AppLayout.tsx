import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useGetPublicConfigQuery } from '../../api/configApi';
import { useSaveCustomerLanguageMutation } from '../../api/customerLanguageApi';
import type { Language } from '../../i18n';
import { useSession } from '../../lib/session';
import { Footer } from './Footer';
import { Header } from './Header';
import { useBusinessName } from './usePageTitle';

// Only a signed-in customer has an account menu (Menu, Popover, Avatar...): it loads with them,
// not with every visitor's first page.
const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));

export interface AppLayoutProps {
  homeTo: string;
  backTo: string | null;
  children: ReactNode;
}

export function AppLayout({ homeTo, backTo, children }: AppLayoutProps) {
  const { data: config } = useGetPublicConfigQuery();
  const { isAuthenticated, isCustomer } = useSession();
  const [saveCustomerLanguage] = useSaveCustomerLanguageMutation();
  const isSignedInCustomer = isAuthenticated && isCustomer;
  // The switch works at once either way; saving only decides the language of later e-mails,
  // so a failed save is not worth interrupting the customer for.
  const rememberForEmails = (language: Language) => {
    if (isSignedInCustomer) void saveCustomerLanguage(language);
  };
  // Each screen names the browser tab (usePageTitle); the header shows the business.
  const businessName = useBusinessName();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Header
        businessName={businessName}
        businessPhone={config?.businessPhone}
        homeTo={homeTo}
        backTo={backTo}
        onLanguageChanged={rememberForEmails}
        account={
          isSignedInCustomer ? (
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          ) : undefined
        }
      />
      <Container component="main" maxWidth="lg" sx={{ flex: 1, py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
        {children}
      </Container>
      <Footer authorTag={config?.authorTag} />
    </Box>
  );
}
