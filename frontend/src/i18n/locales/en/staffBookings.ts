/** Texts of the staff Bookings tab, in English. */
const staffBookings = {
  refresh: 'Refresh',
  pendingCount: '{{count}} pending',
  /** Completes "We could not load ...". */
  loadWhat: 'booking requests',
  loading: 'Loading booking requests',
  empty: { title: 'No pending booking requests', description: 'New requests from customers appear here.' },
  pages: 'Booking request pages',
  sort: { label: 'Sort by', newest: 'Newest requests', pickup: 'Pickup date (soonest)' },
  card: {
    sent: 'Request #{{id}} · sent {{date}}',
    /** {{requests}} lists "request #12, request #13". */
    overlapRequest: 'request #{{id}}',
    overlap_one: 'Overlaps {{requests}} for this car. Approving one will refuse the other.',
    overlap_other: 'Overlaps {{requests}} for this car. Approving one will refuse the others.',
    vehicle: 'Vehicle',
    category: 'Category',
    pickup: 'Pickup',
    return: 'Return',
    duration: 'Duration',
    phone: 'Phone',
    email: 'Email',
    notes: 'Notes',
    dailyRate: 'Daily rate',
    deposit: 'Deposit',
    estimatedTotal: 'Estimated total',
    /** Under the estimate: it counts the tier's suggested discount, not one staff type in below. */
    estimatedTotalNote: 'With the suggested discount, deposit included',
    /** {{documents}} lists "IC/Passport, driving licence". */
    missingDocuments: 'Identity documents missing: {{documents}}. Ask the customer for them before the keys go out.',
    document: { icPassport: 'IC/Passport', driversLicense: 'driving licence' },
    notAvailable: 'N/A',
    tier: 'Customer tier',
    /** {{percent}} is e.g. 5 or 7.5. */
    tierDiscount: '{{percent}}% tier discount',
    discount: 'Discount (RM)',
    discountSuggested: "Suggested by the customer's tier: {{amount}}",
    discountInvalid: 'Enter an amount of 0 or more, with at most two decimals',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    approve: 'Approve',
    approving: 'Approving...',
    reject: 'Reject',
    whatsapp: 'WhatsApp',
    /** Sent to the customer, in the customer's language (not the staff member's). */
    whatsappMessage: 'Hi {{name}}, this is about your booking request #{{id}} for the {{car}} from {{start}} to {{end}} ({{days}}).',
  },
  reject: {
    title: 'Reject Booking Request',
    question: 'Reject request #{{id}} from {{name}} for the {{vehicle}}? The customer sees the reason, if you give one.',
    reason: 'Reason (optional)',
    placeholder: 'e.g. The car is in for service that week',
    confirm: 'Reject Request',
    pending: 'Rejecting...',
  },
  toasts: {
    approved: 'Request Approved!',
    approvedDescription: "Rental #{{rentalId}} was created for {{name}}. Complete the agreement in the 'Rental Agreements' tab.",
    approvalFailed: 'Approval Failed',
    rejected: 'Request Rejected',
    rejectedDescription: 'Booking request #{{id}} from {{name}} was rejected.',
    rejectionFailed: 'Rejection Failed',
  },
};
export default staffBookings;
