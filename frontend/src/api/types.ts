/** Server shapes shared by more than one feature. */

/** A staff account (admins are staff rows with role 'admin'). Never carries the password hash. */
export interface StaffAccount {
  id: number;
  username: string;
  role: string;
  createdAt: string;
}
