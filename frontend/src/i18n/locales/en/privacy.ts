/**
 * The privacy notice at /privacy (Personal Data Protection Act 2010, as amended 2024), in English.
 * Its version lives on the server (PRIVACY_NOTICE_VERSION, backend/src/privacy/privacy-notice.ts):
 * when this wording changes in substance, move that date on with it.
 */
const privacy = {
  pageTitle: 'Privacy notice',
  title: 'Privacy notice',
  subtitle: 'How {{business}} looks after your personal data',
  version: 'Version {{version}}',
  loading: 'Loading the privacy notice',
  /** Names the business in the text until its name has loaded. */
  businessFallback: 'the business',
  intro:
    'This notice is given under the Personal Data Protection Act 2010 (as amended in 2024). It explains what personal data {{business}} ("we") collects when you register and rent a car, why, who sees it, how long we keep it and what you can ask of us. It is available in English and Bahasa Malaysia.',
  collect: {
    title: 'What we collect',
    identity: 'Your name and your MyKad (IC) or passport number',
    contact: 'Your contact details: e-mail address, phone number, home address and, if you give one, a social media handle',
    documents: 'Images of your IC or passport, your driving licence and a utility bill (proof of address)',
    signatures: 'Your signature on rental agreements, and photos taken when a car is handed over and returned',
    payments: 'Payment records: amounts, references, receipts and proofs of payment, deposits held and refunds',
    rentals: 'Rental records: the cars, dates, mileage and fuel, damage, and any traffic summons or toll during your rental',
  },
  why: {
    title: 'Why we use it',
    identity: 'To check your identity and driving licence before we hand over a car, and to prevent fraud',
    agreements: 'To prepare, sign and keep rental agreements',
    payments: 'To take payments, hold and refund deposits, and issue invoices and receipts',
    contact: 'To contact you about your bookings and rentals',
    legal: 'To deal with summonses, tolls and insurance claims, and to keep the records that tax and other laws require',
    obligatory:
      'Giving us this data is needed to rent a car: without it we cannot check who you are or sign an agreement with you. We do not use it for marketing.',
  },
  share: {
    title: 'Who sees it',
    body: 'Only our own staff who handle your bookings and rentals, and the business owner (admin). We do not sell, rent or trade your personal data. We disclose it only when the law requires it (for example to the police, JPJ, LHDN or a court), or to the authority that issued a summons during your rental.',
  },
  keep: {
    title: 'How long we keep it',
    documents:
      'Images of your identity documents and your signatures are deleted automatically {{months}} months after your last rental ends, unless a rental, a payment, a deposit or a summons is still open; we e-mail you when we do.',
    records:
      'Rental agreements, invoices and payment records are kept for as long as tax and other laws require (generally seven years), then deleted.',
    security:
      'Documents and signatures are stored encrypted, kept outside any public website, and opened only for our staff once they have signed in; every opening is recorded. Our backups are encrypted too.',
  },
  rights: {
    title: 'Your rights',
    access: 'See the personal data we hold about you and get a copy of it (download)',
    correct: 'Have inaccurate or out-of-date data corrected',
    delete: 'Ask us to delete your data, except the records the law obliges us to keep',
    portability: 'Ask us to send your data to you or another provider in a common format',
    withdraw: 'Withdraw your consent at any time; we will then not take new bookings from you',
    howTo:
      'Ask the contact below. We answer within 21 days. If you are not satisfied, you may complain to the Personal Data Protection Commissioner (JPDP).',
  },
  breach: {
    title: 'If your data is breached',
    body: 'If a breach of personal data is likely to cause you significant harm, we notify the Personal Data Protection Commissioner within 72 hours of becoming aware of it, and tell you without unnecessary delay, with what happened and what you can do.',
  },
  contact: {
    title: 'Whom to contact',
    officer: 'Our Data Protection Officer',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    business:
      'We have not named a data protection officer on this page yet. Please contact {{business}} directly: call {{phone}}, or write to {{address}}.',
    unavailable: 'The contact details could not be loaded. Please try again later, or ask us at the counter.',
  },
  consent:
    'By ticking "I have read and agree to the privacy notice" when you register, you agree to the use of your personal data as described here.',
};
export default privacy;
