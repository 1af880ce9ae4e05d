import type { BusinessSettings } from '../config/settings';

/** The business header every PDF carries (businessConfig gives all of it). */
export type PdfBusiness = Pick<BusinessSettings, 'name' | 'address' | 'phone'>;

/** The header of the money documents (receipt, invoice): the business plus the account customers pay into. */
export type PdfBankedBusiness = PdfBusiness & Pick<BusinessSettings, 'bankName' | 'bankAccountName' | 'bankAccountNumber'>;
