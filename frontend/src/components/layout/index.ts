export { AppLayout, type AppLayoutProps } from './AppLayout';
export { Header, type HeaderProps } from './Header';
export { Footer } from './Footer';
export { useBusinessName, usePageTitle } from './usePageTitle';
