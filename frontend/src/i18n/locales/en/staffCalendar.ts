/** Texts of the staff Calendar tab ('Booking Calendar'), in English. */
const staffCalendar = {
  addBooking: 'Add Booking',
  /** Completes "We could not load ...". */
  loadWhat: 'the calendar',
  loading: 'Loading the calendar',
  monthCount_one: '{{count}} booking this month',
  monthCount_other: '{{count}} bookings this month',
  /** The month grid as a table, for screen readers: "Bookings in December 2026". */
  gridLabel: 'Bookings in {{month}}',
  /** A day's button: "Thursday, 3 December 2026, 2 bookings". */
  dayButton_one: '{{date}}, {{count}} booking',
  dayButton_other: '{{date}}, {{count}} bookings',
  dayButtonEmpty: '{{date}}, no bookings',
  /** The plus button of an empty day, {{date}} as dd/mm/yyyy. */
  addOn: 'Add booking on {{date}}',
  more: '+{{count}} more',
  legend: {
    title: 'Vehicles',
    label: 'Vehicle colours',
    unknown: 'Other vehicle (inactive or removed)',
    none: 'No active vehicles.',
  },
  day: {
    /** {{date}} in words: "Thursday, 3 December 2026". */
    title: 'Bookings on {{date}}',
    hint: 'Select a day to see its bookings.',
    empty: 'No bookings for this date',
    /** {{date}} as dd/mm/yyyy. */
    create: 'Create Booking for {{date}}',
    customerId: 'Customer ID #{{id}}',
    dates: '{{start}} – {{end}}',
    rental: 'Rental #{{id}}',
  },
  /** The 'Create Manual Booking' dialog (components/ManualBookingDialog.tsx). */
  manual: {
    title: 'Create Manual Booking',
    intro: 'Book a vehicle for a customer, for example on a phone call or at the counter. The rental then waits for its agreement.',
    customer: 'Customer',
    customerHelp: 'Search by name, e-mail, phone or customer ID',
    customerSearching: 'Searching customers…',
    customerNone: 'No customer matches',
    customerLoadFailed: 'Customers could not be loaded: {{message}}',
    blacklisted: 'Blacklisted, cannot book',
    vehicle: 'Vehicle',
    chooseVehicle: 'Choose a vehicle',
    vehiclesLoading: 'Loading vehicles…',
    noVehicles: 'No active vehicles. Add or reactivate one in the Vehicles tab.',
    vehiclesLoadFailed: 'Vehicles could not be loaded: {{message}}',
    vehiclePrice: 'Usual price {{rate}} a day, deposit {{deposit}}',
    startDate: 'Start Date',
    endDate: 'End Date',
    pickupTime: 'Pickup Time',
    returnTime: 'Return Time',
    timeHelp: '24-hour, HH:MM',
    rentalPerDay: 'Rental per Day',
    deposit: 'Deposit',
    notes: 'Notes',
    notesPlaceholder: 'Optional, e.g. deliver to KLIA',
    estimate: 'Estimated Total',
    estimateDetail_one: '{{count}} day × {{rate}} + {{deposit}} deposit',
    estimateDetail_other: '{{count}} days × {{rate}} + {{deposit}} deposit',
    estimateUnavailable: 'Enter the dates and amounts to see the total.',
    submit: 'Create Booking',
    pending: 'Creating…',
    created: 'Booking Created!',
    createdDescription: 'Rental #{{id}} for {{name}} ({{vehicle}}) is awaiting its agreement.',
    failed: 'Failed to Create Booking',
  },
};
export default staffCalendar;
