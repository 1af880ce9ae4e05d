import { paths } from '../../../app/paths';

/** Where the wizard leads back to: the dashboard's 'Rental Agreements' tab, where it was opened. */
export const DASHBOARD_RENTALS = `${paths.staff}?tab=rentals`;

/** The wizard closes 2 seconds after finalize, so staff see it succeed before the dashboard returns. */
export const CLOSE_AFTER_FINALIZE_MS = 2000;
