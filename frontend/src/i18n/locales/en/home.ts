/** Texts of the home screens, in English. */
const home = {
  title: 'Welcome',
  subtitle: 'Choose how you would like to continue.',
  groups: {
    fleet: 'Explore Our Fleet',
    customer: 'Customer Portal',
    staff: 'Staff & Administration',
  },
  tiles: {
    vehicles: { title: 'View Our Vehicles', description: 'Browse our cars and check availability' },
    signIn: { title: 'Sign In', description: 'Access your account' },
    payment: { title: 'Payment', description: 'Make payments' },
    join: { title: 'Join Us', description: 'Create new account' },
    staffPortal: { title: 'Staff Portal', description: 'Team member access' },
    admin: { title: 'Admin Panel', description: 'System administration' },
  },
};
export default home;
