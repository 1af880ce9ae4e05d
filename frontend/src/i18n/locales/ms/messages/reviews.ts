import type { MessageTable } from '../../../catalogue';

/**
 * English message -> Malay for customer reviews and loyalty: the review form
 * (bookings/utils/reviewForm.ts) and the server's answers to POST /api/customer-reviews and the
 * My Account reads; staff moderation of reviews and the tier discount given on approval.
 */
const reviews: MessageTable = {
  // Form (client).
  'Please choose a rating from 1 to 5 stars': 'Sila pilih penilaian antara 1 hingga 5 bintang',
  'The review can be at most 1000 characters': 'Ulasan boleh mengandungi paling banyak 1000 aksara',
  // The server's answers.
  'Only completed rentals can be reviewed.': 'Hanya sewaan yang telah selesai boleh diulas.',
  'You have already reviewed this rental.': 'Anda telah pun mengulas sewaan ini.',
  'Rating must be a whole number from 1 to 5': 'Penilaian mestilah nombor bulat antara 1 hingga 5',
  'Review text must be text': 'Teks ulasan mestilah teks',
  'Review text can be at most 1000 characters': 'Teks ulasan boleh mengandungi paling banyak 1000 aksara',
  'isPublic must be true or false': 'isPublic mestilah true atau false',
  // Staff moderation and the tier discount on approval (backend/src/reviews, bookings).
  'Review not found': 'Ulasan tidak ditemui',
  'This review is already hidden.': 'Ulasan ini sudah disembunyikan.',
  'This review is already shown.': 'Ulasan ini sudah dipaparkan.',
  'Discount must be an amount in RM with at most two decimals':
    'Diskaun mestilah jumlah dalam RM dengan paling banyak dua tempat perpuluhan',
  'Discount cannot be more than the rental amount.': 'Diskaun tidak boleh melebihi jumlah sewaan.',
};
export default reviews;
