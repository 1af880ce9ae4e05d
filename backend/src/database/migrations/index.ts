import { InitialSchema1763800000000 } from './1763800000000-InitialSchema';
import { TrustHardening1763900000000 } from './1763900000000-TrustHardening';
import { RequestLimits1763900000001 } from './1763900000001-RequestLimits';
import { CustomerLanguage1763900000002 } from './1763900000002-CustomerLanguage';
import { RentalReturns1763900000003 } from './1763900000003-RentalReturns';
import { RentalAgreements1763900000004 } from './1763900000004-RentalAgreements';
import { Payments1763900000005 } from './1763900000005-Payments';
import { Loyalty1763900000006 } from './1763900000006-Loyalty';
import { DeliveryVehicle1763900000007 } from './1763900000007-DeliveryVehicle';
import { MailOutbox1763900000008 } from './1763900000008-MailOutbox';
import { InvoiceIdempotency1763900000009 } from './1763900000009-InvoiceIdempotency';
import { RentalReportIndexes1763900000010 } from './1763900000010-RentalReportIndexes';
import { CustomerListIndex1763900000011 } from './1763900000011-CustomerListIndex';
import { KeptReceipts1763900000012 } from './1763900000012-KeptReceipts';
import { CanonicalSignInNames1763900000013 } from './1763900000013-CanonicalSignInNames';
import { PaymentReferences1763900000014 } from './1763900000014-PaymentReferences';
import { RentalLinkVersionAndLoyalty1763900000015 } from './1763900000015-RentalLinkVersionAndLoyalty';
import { ClientReportedLogs1763900000016 } from './1763900000016-ClientReportedLogs';
import { RentalLedger1763900000017 } from './1763900000017-RentalLedger';
import { PaymentsBelongToRentals1763900000018 } from './1763900000018-PaymentsBelongToRentals';
import { DepositSettlement1763900000022 } from './1763900000022-DepositSettlement';
import { BankStatements1763900000019 } from './1763900000019-BankStatements';
import { ServiceTaxInvoices1763900000020 } from './1763900000020-ServiceTaxInvoices';
import { BalanceReminders1763900000021 } from './1763900000021-BalanceReminders';
import { LedgerEntryPhotos1763900000023 } from './1763900000023-LedgerEntryPhotos';
import { GrandTotalsCarryAddedTax1763900000024 } from './1763900000024-GrandTotalsCarryAddedTax';
import { RoadCharges1763900000025 } from './1763900000025-RoadCharges';
import { RentalReminders1763900000026 } from './1763900000026-RentalReminders';
import { ReturnInspections1763900000027 } from './1763900000027-ReturnInspections';
import { ConditionReports1763900000028 } from './1763900000028-ConditionReports';
import { DamageRepairsAndHandoverConfirmation1763900000029 } from './1763900000029-DamageRepairsAndHandoverConfirmation';
import { FixedVehicleCategories1763900000030 } from './1763900000030-FixedVehicleCategories';
import { UploadReceipts1763900000031 } from './1763900000031-UploadReceipts';
import { RatePlans1763900000032 } from './1763900000032-RatePlans';
import { PricedBookings1763900000033 } from './1763900000033-PricedBookings';
import { FleetCompliance1763900000034 } from './1763900000034-FleetCompliance';
import { VehicleBlocks1763900000035 } from './1763900000035-VehicleBlocks';
import { VehicleServiceSchedule1763900000036 } from './1763900000036-VehicleServiceSchedule';
import { VehicleCosts1763900000037 } from './1763900000037-VehicleCosts';
import { ReportIndexes1763900000038 } from './1763900000038-ReportIndexes';
import { PrivacyConsent1763900000039 } from './1763900000039-PrivacyConsent';
import { BreachIndexes1763900000040 } from './1763900000040-BreachIndexes';
import { AccountDeletion1763900000041 } from './1763900000041-AccountDeletion';

/** Every migration, in order. `npm run migration:generate -- Name` prints the line to add here. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  TrustHardening1763900000000,
  RequestLimits1763900000001,
  CustomerLanguage1763900000002,
  RentalReturns1763900000003,
  RentalAgreements1763900000004,
  Payments1763900000005,
  Loyalty1763900000006,
  DeliveryVehicle1763900000007,
  MailOutbox1763900000008,
  InvoiceIdempotency1763900000009,
  RentalReportIndexes1763900000010,
  CustomerListIndex1763900000011,
  KeptReceipts1763900000012,
  CanonicalSignInNames1763900000013,
  PaymentReferences1763900000014,
  RentalLinkVersionAndLoyalty1763900000015,
  ClientReportedLogs1763900000016,
  RentalLedger1763900000017,
  PaymentsBelongToRentals1763900000018,
  BankStatements1763900000019,
  ServiceTaxInvoices1763900000020,
  BalanceReminders1763900000021,
  DepositSettlement1763900000022,
  LedgerEntryPhotos1763900000023,
  GrandTotalsCarryAddedTax1763900000024,
  RoadCharges1763900000025,
  RentalReminders1763900000026,
  ReturnInspections1763900000027,
  ConditionReports1763900000028,
  DamageRepairsAndHandoverConfirmation1763900000029,
  FixedVehicleCategories1763900000030,
  UploadReceipts1763900000031,
  RatePlans1763900000032,
  PricedBookings1763900000033,
  FleetCompliance1763900000034,
  VehicleBlocks1763900000035,
  VehicleServiceSchedule1763900000036,
  VehicleCosts1763900000037,
  ReportIndexes1763900000038,
  PrivacyConsent1763900000039,
  BreachIndexes1763900000040,
  AccountDeletion1763900000041,
];
