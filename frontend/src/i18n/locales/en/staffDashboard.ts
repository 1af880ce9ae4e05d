/** Texts of the staff Dashboard tab, in English. */
const staffDashboard = {
  refresh: 'Refresh',
  todayIs: 'Today is {{date}}',
  /** Completes "We could not load ...". */
  loadWhat: 'the dashboard',
  loading: 'Loading dashboard',
  metrics: {
    totalRevenue: { label: 'Total Revenue', caption: 'Booked from active and completed rentals · {{collected}} collected' },
    rentedThisWeek: { label: 'Rented This Week', caption: 'Started in the last 7 days' },
    availableCars: { label: 'Available Cars', caption: 'Active and not rented out' },
    invoicesToCollect: { label: 'Invoices to Collect', caption: 'Rentals with a balance due' },
    activeToday: { label: 'Active Rentals Today', caption: 'On the road today' },
    pendingRequests: { label: 'Pending Requests', caption: 'Booking requests to review' },
    customers: { label: 'Total Customers', caption: '{{active}} active' },
  },
  calendar: { title: 'This Month', highlight: 'Active rental' },
  quickStats: {
    title: 'Quick Stats',
    weekRevenue: 'This Week Revenue',
    completionRate: 'Completion Rate',
    extensionRequests: 'Extension Requests',
    utilization: 'Vehicle Utilization',
  },
  revenue: {
    title: 'Revenue, Last 30 Days',
    total: '{{amount}} from rentals starting in the last 30 days',
    chart: 'Revenue by day, last 30 days',
    empty: 'No revenue in the last 30 days',
  },
  recent: {
    title: 'Recent Rentals',
    table: 'Recent rentals',
    empty: 'No rentals yet. Approved booking requests appear here.',
    unknownCustomer: 'Unknown',
    rental: 'Rental #{{id}}',
    customer: 'Customer',
    vehicle: 'Vehicle',
    dates: 'Dates',
    total: 'Total',
    status: 'Status',
  },
  /** Cars still out past their return time. */
  overdue: {
    title: 'Overdue Rentals',
    count_one: '{{count}} car is still out past its return time',
    count_other: '{{count}} cars are still out past their return time',
    none: 'No car is overdue.',
    dueBack: 'Due back {{when}}',
    rental: 'Overdue rental #{{id}}',
    viewAll: 'View overdue rentals',
  },
  compliance: {
    title: 'Road Tax, Insurance and Permits',
    count_one: '{{count}} date lapses within 30 days or has lapsed',
    count_other: '{{count}} dates lapse within 30 days or have lapsed',
    none: 'Nothing lapses in the next 30 days.',
    viewAll: 'Open the fleet',
  },
};
export default staffDashboard;
