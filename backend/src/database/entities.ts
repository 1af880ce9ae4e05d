import { RoadCharge } from '../road-charges/entities/road-charge.entity';
import { BankStatementImport } from '../bank-statements/entities/bank-statement-import.entity';
import { BankStatementLine } from '../bank-statements/entities/bank-statement-line.entity';
import { BookingRequest } from '../bookings/entities/booking-request.entity';
import { Customer } from '../customers/entities/customer.entity';
import { SignInCode } from '../customers/entities/sign-in-code.entity';
import { Delivery } from '../deliveries/entities/delivery.entity';
import { Invoice } from '../invoices/entities/invoice.entity';
import { InvoiceLine } from '../invoices/entities/invoice-line.entity';
import { LedgerEntry } from '../ledger/entities/ledger-entry.entity';
import { RentalRefund } from '../ledger/entities/rental-refund.entity';
import { CustomerActivity } from '../loyalty/entities/customer-activity.entity';
import { CustomerBadge } from '../loyalty/entities/customer-badge.entity';
import { CustomerReview } from '../loyalty/entities/customer-review.entity';
import { LoyaltyTier } from '../loyalty/entities/loyalty-tier.entity';
import { MailMessage } from '../notifications/entities/mail-message.entity';
import { Payment } from '../payments/entities/payment.entity';
import { ReceiptCounter } from '../payments/entities/receipt-counter.entity';
import { Rental } from '../rentals/entities/rental.entity';
import { AppSetting } from '../settings/entities/app-setting.entity';
import { StaffLog } from '../staff-logs/entities/staff-log.entity';
import { StaffMember } from '../staff/entities/staff-member.entity';
import { Vehicle } from '../vehicles/entities/vehicle.entity';
import { DamagePrice } from '../returns/entities/damage-price.entity';
import { RentalReturn } from '../returns/entities/rental-return.entity';
import { ReturnFee } from '../returns/entities/return-fee.entity';
import { VehicleDamage } from '../returns/entities/vehicle-damage.entity';
import { UploadReceipt } from '../common/uploads/upload-receipt.entity';

import { AddOn } from '../pricing/entities/add-on.entity';
import { DeliveryZone } from '../pricing/entities/delivery-zone.entity';
import { Season } from '../pricing/entities/season.entity';
import { RentalAddOn } from '../pricing/entities/rental-add-on.entity';
import { VehicleComplianceItem } from '../fleet/entities/vehicle-compliance-item.entity';
import { VehicleBlock } from '../fleet/entities/vehicle-block.entity';
import { VehicleCost } from '../fleet/entities/vehicle-cost.entity';

export const ENTITIES = [
  Customer,
  Vehicle,
  Rental,
  StaffMember,
  Delivery,
  Invoice,
  StaffLog,
  Payment,
  BookingRequest,
  CustomerBadge,
  CustomerActivity,
  CustomerReview,
  LoyaltyTier,
  SignInCode,
  ReceiptCounter,
  AppSetting,
  MailMessage,
  LedgerEntry,
  RentalRefund,
  BankStatementImport,
  BankStatementLine,
  InvoiceLine,
  RoadCharge,
  ReturnFee,
  DamagePrice,
  VehicleDamage,
  UploadReceipt,
  RentalReturn,
  Season,
  AddOn,
  RentalAddOn,
  DeliveryZone,
  VehicleComplianceItem,
  VehicleBlock,
  VehicleCost,
];
