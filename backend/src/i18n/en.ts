/**
 * The customer e-mails' English texts (subjects and every sentence of notifications/templates). Keys are
 * flat; {{name}} is filled in from the params, *text* is bold in the HTML part.
 */
import pdfEn from './pdf.en';

const en = {
  ...pdfEn,
  greeting: 'Dear {{name}},',

  'signInCode.subject': 'Your sign-in code: {{code}}',
  'signInCode.subjectRegistration': 'Your sign-in code to confirm your account: {{code}}',
  'signInCode.title': 'Your sign-in code',
  'signInCode.titleInText': 'your sign-in code',
  'signInCode.titleRegistration': 'Confirm your e-mail',
  'signInCode.titleRegistrationInText': 'confirm your e-mail',
  'signInCode.intro': 'Enter this code on the sign-in screen to continue:',
  'signInCode.introRegistration': 'Thank you for registering. Enter this code on the sign-in screen to activate your account:',
  'signInCode.validity': 'The code is valid for {{minutes}} minutes and works once.',
  'signInCode.unconfirmedRemoved': 'An account that is not confirmed within 24 hours is removed together with its documents.',
  'signInCode.ignore':
    'If you did not ask for this code, you can ignore this e-mail: nobody can sign in without it. Our staff will never ask you for it.',

  'accountNotice.subjectSuspended': 'About your sign-in request',
  'accountNotice.subjectRegisteredAgain': 'Someone tried to register with your e-mail',
  'accountNotice.suspended':
    'Someone asked to sign in to your account, but the account is suspended. Please contact us at {{phone}} for help.',
  'accountNotice.registeredAgain':
    'Someone tried to register a new account with this e-mail address, which already has an account with us. If it was you, simply sign in with this e-mail; nothing has changed. If it was not you, you can ignore this e-mail.',

  'bookingReceived.subject': 'Booking request #{{requestId}} received: {{vehicleName}}',
  'bookingReceived.title': 'Booking request received',
  'bookingReceived.titleInText': 'booking request received',
  'bookingReceived.thanks': 'Thank you for your booking request. We have received it and will get back to you within 24 hours.',
  'bookingReceived.reference': 'Reference',
  'bookingReceived.vehicle': 'Vehicle',
  'bookingReceived.pickup': 'Pickup',
  'bookingReceived.return': 'Return',
  'bookingReceived.days': 'Days',
  'bookingReceived.rate': 'Rate',
  'bookingReceived.perDay': '{{amount}} / day',
  'bookingReceived.deposit': 'Deposit',
  'bookingReceived.refundable': 'refundable',
  'bookingReceived.estimatedTotal': 'Estimated total',
  'bookingReceived.yourMessage': 'Your message:',
  'bookingReceived.notConfirmed':
    'This is a request, not yet a confirmed booking. Our staff will confirm availability and the final price.',

  'bookingDecision.subjectApproved': 'Booking request #{{requestId}} approved: {{vehicleName}}',
  'bookingDecision.subjectDeclined': 'Booking request #{{requestId}} declined: {{vehicleName}}',
  'bookingDecision.titleApproved': 'Booking request approved',
  'bookingDecision.titleApprovedInText': 'booking request approved',
  'bookingDecision.titleDeclined': 'Booking request declined',
  'bookingDecision.titleDeclinedInText': 'booking request declined',
  'bookingDecision.approved':
    'Good news: your booking request *#{{requestId}}* for *{{vehicleName}}* from {{startDate}} to {{endDate}} ({{totalDays}} days) is approved.',
  'bookingDecision.nextSteps': 'We will contact you to sign the rental agreement and arrange the key handover.',
  'bookingDecision.declined':
    'We are sorry: we cannot accept your booking request *#{{requestId}}* for *{{vehicleName}}* from {{startDate}} to {{endDate}}.',
  'bookingDecision.reason': 'Reason: {{reason}}',
  'bookingDecision.tryAgain': 'Please try other dates or another car, or call us and we will help you find one.',
  'agreementMail.subject': 'Your rental agreement #{{rentalId}}: {{vehicleName}}',
  'agreementMail.title': 'Your rental agreement',
  'agreementMail.titleInText': 'your rental agreement',
  'agreementMail.body': 'Attached is your signed rental agreement *#{{rentalId}}* for *{{vehicleName}}* from {{startDate}} to {{endDate}}.',
  'agreementMail.keep': 'Please keep it for your records. Call us if anything in it is not as agreed.',
  'agreementShare.whatsapp':
    'Hello {{name}}, here is your rental agreement #{{rentalId}} for {{vehicleName}} ({{startDate}} to {{endDate}}): {{link}} (the link works for {{days}} days).',

  'extensionDecision.subjectApproved': 'Extension approved: rental #{{rentalId}}, {{vehicleName}}',
  'extensionDecision.subjectDeclined': 'Extension declined: rental #{{rentalId}}, {{vehicleName}}',
  'extensionDecision.titleApproved': 'Extension approved',
  'extensionDecision.titleApprovedInText': 'extension approved',
  'extensionDecision.titleDeclined': 'Extension declined',
  'extensionDecision.titleDeclinedInText': 'extension declined',
  'extensionDecision.approved':
    'Your rental *#{{rentalId}}* of *{{vehicleName}}* is extended: please return the car by {{endDate}} ({{totalDays}} days in all).',
  'extensionDecision.newTotal': 'The new grand total is {{grandTotal}}.',
  'extensionDecision.declined':
    'We are sorry: we cannot extend your rental *#{{rentalId}}* of *{{vehicleName}}* to {{requestedUntil}}. Please return the car by {{endDate}} as agreed.',
  'extensionDecision.reason': 'Reason: {{reason}}',
  'paymentStatus.subjectCompleted': 'Payment received: receipt {{receiptNumber}}',
  'settlement.subject': 'Deposit settled: rental #{{id}}',
  'settlement.title': 'Deposit settled',
  'settlement.titleInText': 'deposit settled',
  'settlement.intro': 'Your rental #{{id}} ({{vehicle}}) is settled. Here is its account.',
  'settlement.refunded': 'We refunded {{amount}} to you by {{method}}{{reference}}.',
  'settlement.reference': ', reference {{reference}}',
  'settlement.stillDue': 'A balance of {{amount}} is still due. You can pay it on the Make Payment page for this rental.',
  'settlement.owedBack': 'We still owe you {{amount}}; it follows shortly.',
  'settlement.charges': 'Charges',
  'settlement.paid': 'Paid by you',
  'settlement.refundedTotal': 'Refunded to you',
  'settlement.lines': 'Account lines',
  'settlement.method.bank_transfer': 'bank transfer',
  'settlement.method.duitnow': 'DuitNow',
  'settlement.method.cash': 'cash',
  'ledger.kind.charge': 'Charge',
  'ledger.kind.deposit': 'Deposit',
  'ledger.kind.payment': 'Payment',
  'ledger.kind.deposit_deduction': 'Deposit settled',
  'ledger.kind.refund': 'Refund',
  'ledger.category.rental_days': 'Rental days',
  'ledger.category.discount': 'Discount',
  'ledger.category.extension': 'Extension',
  'ledger.category.extra_mileage': 'Extra mileage',
  'ledger.category.fuel': 'Fuel',
  'ledger.category.late_return': 'Late return',
  'ledger.category.damage': 'Damage',
  'ledger.category.cleaning': 'Cleaning',
  'ledger.category.summons': 'Summons',
  'ledger.category.tolls': 'Tolls',
  'ledger.category.add_on': 'Add-on',
  'ledger.category.cancellation_fee': 'Cancellation fee',
  'ledger.category.service_tax': 'Service tax (SST)',
  'ledger.category.toward_deposit': 'Payment sent as the deposit',
  'paymentStatus.subjectFailed': 'Payment not received: receipt {{receiptNumber}}',
  'paymentStatus.titleCompleted': 'Payment received',
  'paymentStatus.titleCompletedInText': 'payment received',
  'paymentStatus.titleFailed': 'Payment not received',
  'paymentStatus.titleFailedInText': 'payment not received',
  'paymentStatus.completed':
    'Thank you: we have received your payment of *{{amount}}* (receipt *{{receiptNumber}}*). Your receipt in My Payments now shows it as paid.',
  'paymentStatus.points': 'You earned {{points}} loyalty points.',
  'paymentStatus.failed': 'We could not match your payment of *{{amount}}* (receipt *{{receiptNumber}}*) to a transfer into our account.',
  'paymentStatus.reason': 'Reason: {{reason}}',
  'paymentStatus.contact': 'If you have paid, please reply with your bank slip or call us at {{phone}}.',

  'howToPay.title': 'How to pay',
  'howToPay.inApp':
    'Pay in the Payment Portal at {{link}}: scan the DuitNow QR there, or transfer to the account below with the payment reference the portal gives you, so we can match your payment to you.',

  'bookingConfirmed.subject': 'Booking confirmed: rental #{{rentalId}}, {{vehicleName}}',
  'bookingConfirmed.title': 'Booking confirmed',
  'bookingConfirmed.titleInText': 'booking confirmed',
  'bookingConfirmed.intro': 'We have booked *{{vehicleName}}* for you. Here are the details of your rental *#{{rentalId}}*:',
  'bookingConfirmed.total': 'Total',
  'bookingConfirmed.totalNote': 'The total is the rental charges and the refundable deposit.',
  'bookingConfirmed.pickupNote':
    'Please bring your IC or passport and your driving licence when you collect the car. We will sign the rental agreement with you at pickup.',

  'rentalCancelled.subject': 'Booking cancelled: rental #{{rentalId}}, {{vehicleName}}',
  'rentalCancelled.title': 'Booking cancelled',
  'rentalCancelled.titleInText': 'booking cancelled',
  'rentalCancelled.body': 'Your rental *#{{rentalId}}* of *{{vehicleName}}* from {{startDate}} to {{endDate}} has been cancelled.',
  'rentalCancelled.reason': 'Reason: {{reason}}',
  'rentalCancelled.noFee': 'There is no cancellation fee.',
  'rentalCancelled.feeRule':
    'The cancellation fee is {{percent}}% of the rental charges, as the booking was cancelled less than {{days}} days before pickup.',
  'rentalCancelled.paid': 'You paid',
  'rentalCancelled.fee': 'Cancellation fee',
  'rentalCancelled.refundDue': 'Refund due to you',
  'rentalCancelled.stillOwed': 'Still to pay',
  'rentalCancelled.refundNext': 'We will refund {{amount}} to you and let you know when it has been sent.',
  'rentalCancelled.owedNext': 'Please pay the {{amount}} still owed in the Payment Portal at {{link}}, or call us at {{phone}}.',
  'rentalCancelled.questions': 'If you have any questions, please call us at {{phone}}.',

  'balanceReminder.subject': 'Payment due before pickup: rental #{{rentalId}}, {{vehicleName}}',
  'balanceReminder.title': 'Payment due before pickup',
  'balanceReminder.titleInText': 'payment due before pickup',
  'balanceReminder.body': 'Your rental *#{{rentalId}}* of *{{vehicleName}}* starts on {{pickupAt}}. There is still *{{amount}}* to pay.',
  'balanceReminder.balanceDue': 'Balance due',
  'balanceReminder.alreadyPaid':
    'If you have paid in the last day or so, thank you: we may still be confirming your payment, and you can ignore this e-mail.',

  'paymentSettings.subjectBankDetails': 'The bank details customers pay to were changed',
  'paymentSettings.subjectQrUploaded': 'The payment QR code customers scan was replaced',
  'paymentSettings.subjectQrRemoved': 'The uploaded payment QR code was removed',
  'paymentSettings.title': 'Payment settings changed',
  'paymentSettings.titleInText': 'payment settings changed',
  'paymentSettings.bankDetails': '*{{username}}* changed the bank details customers pay to on {{when}}.',
  'paymentSettings.qrUploaded':
    "*{{username}}* uploaded a new payment QR code on {{when}}. Each customer's QR, with the amount and reference, is now made from it.",
  'paymentSettings.qrPayee': 'Banking apps show its payee as *{{payee}}*.',
  'paymentSettings.qrRemoved':
    '*{{username}}* removed the uploaded payment QR code on {{when}}. Customers now see the bank details to transfer to.',
  'paymentSettings.before': 'Before',
  'paymentSettings.after': 'Now',
  'paymentSettings.notYou':
    'If you did not make this change, sign in to the Admin Panel at once, change your password and check the payment settings.',
} as const;

export default en;
