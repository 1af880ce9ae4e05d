/** Texts of the staff screens' shell and the calendar it shows, in English. */
const staff = {
  title: 'Staff Dashboard',
  tabsLabel: 'Staff dashboard sections',
  tabs: {
    dashboard: { label: 'Dashboard', heading: 'Dashboard' },
    customers: { label: 'Customers', heading: 'Customers' },
    bookings: { label: 'Bookings', heading: 'Booking Requests' },
    rentals: { label: 'Rentals', heading: 'Rental Agreements' },
    calendar: { label: 'Calendar', heading: 'Booking Calendar' },
    invoices: { label: 'Invoices', heading: 'Invoices' },
    payments: { label: 'Payments', heading: 'Payments' },
    deliveries: { label: 'Deliveries', heading: 'Deliveries' },
    vehicles: { label: 'Vehicles', heading: 'Vehicle Management' },
    summonses: { label: 'Summonses', heading: 'Summonses and Tolls' },
  },
  /** The month calendar's legend; lower-cased after a day's name for screen readers. */
  calendar: { today: 'Today' },
};
export default staff;
