import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of the fleet's compliance dates, blocks, service and costs, and of bookings they hold back. */
export const FLEET_ERRORS = defineErrors({
  FLEET_VEHICLE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Vehicle not found' },
  COMPLIANCE_KIND_UNKNOWN: {
    status: HttpStatus.NOT_FOUND,
    message: 'Compliance dates are road_tax, insurance, inspection or permit',
  },
  COMPLIANCE_ITEM_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'This car has no such date recorded' },
  COMPLIANCE_DOCUMENT_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'No document was uploaded for it' },
  COMPLIANCE_DATE_BEFORE_REGISTRATION: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The expiry date cannot be before the car was registered ({{registrationDate}})',
  },
  COMPLIANCE_DATE_OUT_OF_RANGE: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The expiry date must be between {{earliest}} and {{latest}}',
  },
  COMPLIANCE_INSURANCE_ONLY: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Only insurance has a policy number and an insurer',
  },
  VEHICLE_COMPLIANCE_LAPSED: {
    status: HttpStatus.CONFLICT,
    message:
      "This car's {{items}} expires on {{expiresOn}}, before the rental ends on {{endDate}}. Renew it first, or an admin can go ahead with a reason.",
  },
  SERVICE_IN_FUTURE: { status: HttpStatus.BAD_REQUEST, message: 'A service cannot be recorded for a day in the future' },
  SERVICE_BEFORE_REGISTRATION: { status: HttpStatus.BAD_REQUEST, message: 'A service cannot be before the car was registered' },
  VEHICLE_COST_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'This car has no such cost' },
  VEHICLE_COST_RECEIPT_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'No receipt was uploaded for this cost' },
  VEHICLE_COST_IN_FUTURE: { status: HttpStatus.BAD_REQUEST, message: 'A cost cannot be recorded for a day in the future' },
  VEHICLE_BLOCK_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'This car has no such block' },
  VEHICLE_BLOCK_ENDS_BEFORE_START: { status: HttpStatus.BAD_REQUEST, message: 'The last day cannot be before the first day' },
  VEHICLE_BLOCK_IN_PAST: { status: HttpStatus.BAD_REQUEST, message: 'A block cannot start before today' },
  VEHICLE_BLOCK_TOO_FAR_AHEAD: { status: HttpStatus.BAD_REQUEST, message: 'A block can start at most {{days}} days ahead' },
  VEHICLE_BLOCK_TOO_LONG: {
    status: HttpStatus.BAD_REQUEST,
    message: 'A block can be at most {{days}} days long; deactivate a car that is off the road longer',
  },
  VEHICLE_BLOCK_OVER_RENTAL: {
    status: HttpStatus.CONFLICT,
    message: 'Rental #{{rentalId}} ({{customerName}}) has the car from {{startDate}} to {{endDate}}. Move or cancel it first.',
  },
  VEHICLE_ALREADY_BLOCKED: { status: HttpStatus.CONFLICT, message: 'The car is already off the road from {{startDate}} to {{endDate}}' },
  COMPLIANCE_OVERRIDE_ADMIN_ONLY: {
    status: HttpStatus.FORBIDDEN,
    message: 'Only an admin can go ahead with a lapsed road tax, insurance, inspection or permit',
  },
});
