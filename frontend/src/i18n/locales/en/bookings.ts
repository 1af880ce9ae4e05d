/** Texts of the bookings screens (My Bookings), SPEC.md's English. */
const bookings = {
  title: 'My Bookings',
  subtitle: 'Your booking requests, newest first. We respond within 24 hours.',
  ourFleet: 'Our Fleet',
  signIn: {
    title: 'Sign in to see your bookings',
    description: 'Your booking requests and their status appear here once you are signed in.',
    signIn: 'Sign In',
    createAccount: 'Create Account',
  },
  list: {
    loading: 'Loading bookings',
    loadFailed: 'We could not load your bookings. {{message}}',
    retry: 'Retry',
    pageEmpty: 'This page is empty. Go back to page 1 to see your latest requests.',
    pages: 'Booking pages',
  },
  empty: {
    title: 'No booking requests yet',
    description: 'Choose a car from our fleet and request your dates.',
    action: 'Browse our fleet',
  },
  card: {
    requestSent: 'Request #{{id}} · sent {{sentAt}}',
    pickup: 'Pickup',
    return: 'Return',
    duration: 'Duration',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    estimatedTotal: 'Estimated total',
    toBeConfirmed: 'To be confirmed',
    yourMessage: 'Your message',
    ourReply: 'Our reply',
  },
};
export default bookings;
