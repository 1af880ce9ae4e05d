import { useState } from 'react';
import Button from '@mui/material/Button';
import LockResetIcon from '@mui/icons-material/LockReset';
import { SignedInPageTitle } from '../../../components/SignedInPageTitle';
import { SectionHeading } from '../../../components/SectionHeading';
import { SectionTabs, type SectionTab } from '../../../components/tabs';
import { TAP_TARGET } from '../../../components/tapTarget';
import { AddStaffForm } from './AddStaffForm';
import { ChangePasswordDialog } from './ChangePasswordDialog';

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
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <SignedInPageTitle
        title="Admin Panel"
        actions={
          <Button
            variant="outlined"
            startIcon={<LockResetIcon />}
            onClick={() => setChangingPassword(true)}
            sx={TAP_TARGET}
          >
            Change Password
          </Button>
        }
      />
      <SectionTabs
        name="admin"
        ariaLabel="Admin panel sections"
        tabs={ADMIN_TABS}
        renderPanel={(tab) => <AdminTabPanel tab={tab} />}
      />
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
