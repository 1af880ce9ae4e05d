import type { MessageTable } from '../../catalogue';
import admin from './messages/admin';
import client from './messages/client';
import customers from './messages/customers';
import deliveries from './messages/deliveries';
import rentals from './messages/rentals';
import reviews from './messages/reviews';
import payments from './messages/payments';
import rentalWizard from './messages/rentalWizard';
import staffMoney from './messages/staffMoney';
import server from './messages/server';
import staff from './messages/staff';
import vehicles from './messages/vehicles';
import roadCharges from './messages/roadCharges';
import vehicleDamage from './messages/vehicleDamage';

/**
 * English message -> Malay: the server's messages and the client's validation messages, kept
 * in parts so each area's texts sit together.
 */
const messages: MessageTable = {
  ...server,
  ...client,
  ...customers,
  ...vehicles,
  ...staff,
  ...admin,
  ...rentals,
  ...rentalWizard,
  ...payments,
  ...staffMoney,
  ...reviews,
  ...deliveries,
  ...roadCharges,
  ...vehicleDamage,
};
export default messages;
