/** Texts of the admin screens, SPEC.md's English. */
const admin = {
  panel: {
    title: 'Admin Panel',
    sections: 'Admin panel sections',
    tabs: { activity: 'Staff Activity', staff: 'Staff Management' },
  },
  /** The staff password rule, shown under the field before submitting. */
  passwordHint: 'At least {{min}} characters',
  addStaff: {
    title: 'Add Staff',
    submit: 'Add Staff',
    pending: 'Adding...',
    added: 'Staff Added',
    canSignIn: '{{username}} can now sign in to the staff portal.',
    failed: 'Failed to Add Staff',
  },
  changePassword: {
    title: 'Change Password',
    note: 'Other devices signed in as the admin are signed out when the password changes.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change Password',
    pending: 'Changing...',
    changed: 'Password Changed',
    changedDescription: 'Use the new password from now on. Other devices signed in as the admin have been signed out.',
    failed: 'Failed to Change Password',
  },
};
export default admin;
