import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { SignedInPageTitle } from '../../../components/SignedInPageTitle';
import { SectionHeading } from '../../../components/SectionHeading';
import { SectionTabs } from '../../../components/tabs';
import { STAFF_TABS } from './staffTabs';

/** /staff for a signed-in staff member (the route checks the session). */
export function StaffDashboard() {
  const navigate = useNavigate();
  return (
    <>
      <SignedInPageTitle title="Staff Dashboard" afterLogout={() => navigate(paths.staffLogin)} />
      <SectionTabs
        name="staff"
        ariaLabel="Staff dashboard sections"
        tabs={STAFF_TABS}
        renderPanel={(tab) => <SectionHeading>{tab.heading}</SectionHeading>}
      />
    </>
  );
}
