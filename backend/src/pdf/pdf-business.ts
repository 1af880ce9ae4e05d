import type { BusinessSettings } from '../config/settings';

/** The business header every PDF carries (businessConfig gives all of it). */
export type PdfBusiness = Pick<BusinessSettings, 'name' | 'address' | 'phone'>;
