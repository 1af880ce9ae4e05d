import { compare, hash } from 'bcryptjs';

const COST = 10;
/** Compared against when the account does not exist, so response time does not reveal usernames. */
const DECOY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.9xY5H3Q5gk7bq3cD0b8w3Bc8v3bG';

export function hashPassword(password: string): Promise<string> {
  return hash(password, COST);
}

export async function verifyPassword(password: string, hashedPassword: string | null | undefined): Promise<boolean> {
  const matches = await compare(password, hashedPassword ?? DECOY_HASH);
  return Boolean(hashedPassword) && matches;
}
