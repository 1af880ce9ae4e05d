import { PageTitle } from '../../../components/PageTitle';

/** '/vehicles': the fleet for visitors and customers (filled in by a later issue). */
export function VehiclesScreen() {
  return <PageTitle title="Explore Our Fleet" />;
}
