import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of the delivery log. */
export const DELIVERY_ERRORS = defineErrors({
  DELIVERY_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Delivery not found' },
  DELIVERY_VEHICLE_REQUIRED: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Choose the vehicle: vehicleId, or vehicleDelivered with its exact name',
  },
});
