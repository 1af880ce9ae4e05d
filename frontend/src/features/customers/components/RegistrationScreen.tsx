import { PageTitle } from '../../../components/PageTitle';

/** '/register': customer registration with documents (filled in by a later issue). */
export function RegistrationScreen() {
  return <PageTitle title="Let's start your Rental Journey" />;
}
