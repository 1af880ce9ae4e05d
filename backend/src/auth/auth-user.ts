export const ROLES = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What the JWT proves, resolved against the database on every request. */
export interface AuthUser {
  id: number;
  role: Role;
  /** Staff/admin username, or the customer's e-mail. */
  username: string;
  displayName: string;
}

export interface JwtPayload {
  sub: number;
  role: Role;
  /** The staff account's tokenVersion when the token was issued (0 for customers and older tokens). */
  ver?: number;
}
