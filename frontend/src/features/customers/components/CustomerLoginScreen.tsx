import { PageTitle } from '../../../components/PageTitle';

/** '/login': customer sign-in by e-mail (filled in by a later issue). */
export function CustomerLoginScreen() {
  return <PageTitle title="Welcome Back" />;
}
