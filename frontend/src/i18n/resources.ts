import type account from './locales/en/account';
import type accountData from './locales/en/accountData';
import type admin from './locales/en/admin';
import type auth from './locales/en/auth';
import type bookings from './locales/en/bookings';
import type common from './locales/en/common';
import type customers from './locales/en/customers';
import type errors from './locales/en/errors';
import type home from './locales/en/home';
import type messages from './locales/en/messages';
import type payments from './locales/en/payments';
import type registration from './locales/en/registration';
import type staff from './locales/en/staff';
import type staffBookings from './locales/en/staffBookings';
import type staffCalendar from './locales/en/staffCalendar';
import type staffCustomers from './locales/en/staffCustomers';
import type staffDashboard from './locales/en/staffDashboard';
import type staffDeliveries from './locales/en/staffDeliveries';
import type staffInvoices from './locales/en/staffInvoices';
import type staffMail from './locales/en/staffMail';
import type staffPayments from './locales/en/staffPayments';
import type staffRentals from './locales/en/staffRentals';
import type staffRentalWizard from './locales/en/staffRentalWizard';
import type staffVehicles from './locales/en/staffVehicles';
import type vehicles from './locales/en/vehicles';
import type staffSummonses from './locales/en/staffSummonses';
import type staffReturn from './locales/en/staffReturn';
import type staffReports from './locales/en/staffReports';
import type ratePlans from './locales/en/ratePlans';
import type quote from './locales/en/quote';
import type breach from './locales/en/breach';
import type privacy from './locales/en/privacy';

/** The English catalogue's shape: the keys `t()` accepts, checked by tsc. */
export interface EnglishResources {
  account: typeof account;
  accountData: typeof accountData;
  admin: typeof admin;
  auth: typeof auth;
  bookings: typeof bookings;
  common: typeof common;
  customers: typeof customers;
  errors: typeof errors;
  home: typeof home;
  messages: typeof messages;
  payments: typeof payments;
  registration: typeof registration;
  staff: typeof staff;
  staffBookings: typeof staffBookings;
  staffCalendar: typeof staffCalendar;
  staffCustomers: typeof staffCustomers;
  staffDashboard: typeof staffDashboard;
  staffDeliveries: typeof staffDeliveries;
  staffInvoices: typeof staffInvoices;
  staffMail: typeof staffMail;
  staffPayments: typeof staffPayments;
  staffRentals: typeof staffRentals;
  staffRentalWizard: typeof staffRentalWizard;
  staffVehicles: typeof staffVehicles;
  vehicles: typeof vehicles;
  staffSummonses: typeof staffSummonses;
  staffReturn: typeof staffReturn;
  staffReports: typeof staffReports;
  ratePlans: typeof ratePlans;
  quote: typeof quote;
  breach: typeof breach;
  privacy: typeof privacy;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishResources;
  }
}
