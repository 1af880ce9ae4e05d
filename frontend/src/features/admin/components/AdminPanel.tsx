import { SignedInPageTitle } from '../../../components/SignedInPageTitle';
import { SectionHeading } from '../../../components/SectionHeading';
import { SectionTabs, type SectionTab } from '../../../components/tabs';
import { AddStaffForm } from './AddStaffForm';

const ADMIN_TABS: readonly SectionTab[] = [
  { id: 'activity', label: 'Staff Activity' },
  { id: 'staff', label: 'Staff Management' },
];

function AdminTabPanel({ tab }: { tab: SectionTab }) {
  return (
    <>
      <SectionHeading>{tab.label}</SectionHeading>
      {tab.id === 'staff' && <AddStaffForm />}
    </>
  );
}

/** /admin for a signed-in admin; logging out shows the admin login again on the same path. */
export function AdminPanel() {
  return (
    <>
      <SignedInPageTitle title="Admin Panel" />
      <SectionTabs
        name="admin"
        ariaLabel="Admin panel sections"
        tabs={ADMIN_TABS}
        renderPanel={(tab) => <AdminTabPanel tab={tab} />}
      />
    </>
  );
}
