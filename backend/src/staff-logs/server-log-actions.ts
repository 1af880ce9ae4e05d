/**
 * Every action the server records itself. StaffLogsService.record only takes these, so a new
 * server action cannot be added without listing it here, and the client's own entries
 * (POST /api/staff/logs) may not use any of them: an entry with one of these names is always
 * the server's word.
 */
export const SERVER_LOG_ACTIONS = [
  'booking_request_approved',
  'booking_request_rejected',
  'manual_booking_created',
  'customer_status_updated',
  'customer_document_viewed',
  'customer_documents_reuploaded',
  'customers_exported',
  'rental_photos_uploaded',
  'rental_signature_captured',
  'rental_key_handover_photo',
  'rental_agreement_finalized',
  'rental_agreement_emailed',
  'rental_agreement_whatsapp',
  'rental_handed_over',
  'rental_returned',
  'rental_cancelled',
  'rental_deleted',
  'rental_extension_approved',
  'rental_extension_declined',
  'rental_extras_changed',
  'rental_charge_added',
  'rental_entry_reversed',
  'payment_attached',
  'payment_detached',
  'rental_handover_overridden',
  'rental_refund_recorded',
  'rental_deposit_settled',
  'invoice_created',
  'invoice_deleted',
  'payment_status_updated',
  'payment_qr_uploaded',
  'payment_qr_removed',
  'bank_details_updated',
  'bank_statement_columns_saved',
  'bank_statement_imported',
  'bank_statement_line_confirmed',
  'bank_statement_line_ignored',
  'mail_retried',
  'vehicle_created',
  'vehicle_updated',
  'vehicle_deactivated',
  'vehicle_deleted',
  'vehicle_photo_uploaded',
  'delivery_created',
  'delivery_updated',
  'delivery_deleted',
  'review_hidden',
  'review_shown',
  'staff_created',
  'staff_password_reset',
  'staff_removed',
  'password_changed',
  'road_charge_recorded',
  'tolls_imported',
  'road_charge_assigned',
  'road_charge_disputed',
  'road_charge_written_off',
  'road_charge_paid',
  'rental_return_photos_uploaded',
  'rental_return_updated',
  'rental_return_damage_recorded',
  'rental_return_charge_waived',
  'rental_return_waiver_withdrawn',
  'rental_return_signed',
  'return_price_list_updated',
  'vehicle_damage_repaired',
  'rental_existing_damage_shown',
  'rate_plans_updated',
] as const;

export type ServerLogAction = (typeof SERVER_LOG_ACTIONS)[number];

const SERVER_ACTIONS: ReadonlySet<string> = new Set(SERVER_LOG_ACTIONS);

export function isServerLogAction(action: string): action is ServerLogAction {
  return SERVER_ACTIONS.has(action);
}
