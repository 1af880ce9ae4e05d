import type { Schema } from '../../../api/types';

/** GET /api/staff/dashboard. Money is a decimal string in RM; today is the Kuala Lumpur day, "YYYY-MM-DD". */
export type DashboardMetrics = Schema<'DashboardView'>;
