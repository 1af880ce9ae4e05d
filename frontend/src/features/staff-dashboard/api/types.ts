import type { RentalView } from '../../../api/types';

/** GET /api/staff/dashboard. Money is a decimal string in RM. */
export interface DashboardMetrics {
  /** Today in Kuala Lumpur, "YYYY-MM-DD". */
  today: string;
  rentedThisWeek: number;
  totalRevenue: string;
  availableCars: number;
  invoicesToCollect: number;
  activeToday: number;
  pendingRequests: number;
  customers: { total: number; active: number };
  weekRevenue: string;
  /** Percent with one decimal, e.g. 66.7. */
  completionRate: number;
  extensionRequests: number;
  /** Percent with one decimal. */
  utilization: number;
  /** The 5 newest rentals. */
  recentRentals: RentalView[];
  /** Days of the current month covered by active rentals. */
  activeRentalDays: string[];
  /** 30 entries, oldest first. */
  revenueByDay: Array<{ date: string; revenue: string }>;
}
