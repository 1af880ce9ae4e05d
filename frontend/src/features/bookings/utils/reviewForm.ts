import { z } from 'zod';
import { safeText } from '../../../lib/validation';

/** The review form's messages; their Malay is in messages/reviews.ts. */
export const REVIEW_FORM_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  textTooLong: 'The review can be at most 1000 characters',
} as const;

const M = REVIEW_FORM_MESSAGES;

export const MAX_REVIEW_TEXT = 1000;

export interface ReviewFormInput {
  /** Null until a star is chosen. */
  rating: number | null;
  reviewText: string;
  isPublic: boolean;
}

/** A whole 1-5 rating, optional words (trimmed, at most 1000 characters), public or not. */
export const reviewFormSchema = z.object({
  rating: z
    .number({ error: M.ratingRequired })
    .nullable()
    .refine((rating) => rating !== null && Number.isInteger(rating) && rating >= 1 && rating <= 5, M.ratingRequired),
  reviewText: safeText().trim().max(MAX_REVIEW_TEXT, M.textTooLong),
  isPublic: z.boolean(),
});

/** The POST body: no words is null, not an empty string. */
export function reviewBody(rentalId: number, values: ReviewFormInput) {
  return {
    rentalId,
    rating: values.rating ?? 0,
    reviewText: values.reviewText.trim() === '' ? null : values.reviewText.trim(),
    isPublic: values.isPublic,
  };
}
