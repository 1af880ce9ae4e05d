import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../common/errors/app-error';

/** Refusals of a price (the add-ons and zone chosen, a season's minimum) and of the rate plan screens. */
export const PRICING_ERRORS = defineErrors({
  ADD_ON_TWICE: { status: HttpStatus.BAD_REQUEST, message: 'Each add-on can be chosen once: set its quantity instead' },
  ADD_ON_NOT_OFFERED: { status: HttpStatus.BAD_REQUEST, message: 'This add-on is not offered with this car' },
  ADD_ON_SOLD_OUT: {
    status: HttpStatus.CONFLICT,
    message: 'Not enough {{name}} is free on these dates ({{left}} left): choose fewer or other dates',
  },
  ADD_ON_BEYOND_STOCK: { status: HttpStatus.BAD_REQUEST, message: 'The business has {{stock}} of {{name}} in all' },
  DELIVERY_ZONE_NOT_FOUND: { status: HttpStatus.BAD_REQUEST, message: 'This delivery zone is not offered' },
  SEASON_MINIMUM_DAYS: { status: HttpStatus.BAD_REQUEST, message: '{{name}} bookings are at least {{days}} days' },
  SEASON_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Season not found' },
  SEASON_DATES_REVERSED: { status: HttpStatus.BAD_REQUEST, message: 'A season must end on or after the day it starts' },
  SEASON_OVERLAPS: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This season overlaps {{name}} ({{from}} to {{to}}) for the same cars: change the dates or the cars it covers',
  },
  TOO_MANY_QUOTES: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'Too many price checks from your connection. Please wait a minute and try again.',
  },
  ADD_ON_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Add-on not found' },
  ZONE_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Delivery zone not found' },
});
