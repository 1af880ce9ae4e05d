import { Injectable } from '@nestjs/common';
import { appError } from '../common/errors/app-error';
import { AUTH_ERRORS } from './auth.errors';
import { DataWrites } from '../common/read-cache/data-writes';
import { FreshReadCache, ReadCachePolicy } from '../common/read-cache/fresh-read-cache';
import { AuthUser, JwtPayload, Role } from './auth-user';

/**
 * Accounts looked up for tokens are kept for a few seconds: a signed-in screen sends several
 * requests at once and every one needs the account. Any write (here, or announced by another
 * replica) ends them at once, so a removal, a password reset or a suspension applies to the very
 * next request; only while another replica's announcements cannot be heard may it take 2 s.
 */
export const IDENTITY_CACHE: ReadCachePolicy = {
  heardTtlMs: 5_000,
  unheardTtlMs: 2_000,
  serveStaleWhileRefreshing: false,
  maxEntries: 10_000,
};

/**
 * Who the tokens of some roles name. Auth checks tokens without knowing any account table: the
 * domain that owns the accounts (customers, staff) registers its lookup when the app starts.
 */
export interface AccountLookup<Account> {
  /** Ids are unique within one kind of account only, so the kind keys the cache too. */
  readonly kind: string;
  readonly roles: readonly Role[];
  /** Only what a request's identity needs: this runs on every signed-in request (cached briefly). */
  find(id: number): Promise<Account | null>;
  /** The signed-in user, or the token's refusal (the session ended, the account is suspended). */
  userFor(account: Account | null, payload: JwtPayload): AuthUser;
}

type Resolve = (payload: JwtPayload) => Promise<AuthUser>;

/** Turns a verified token into the current account, or refuses it. */
@Injectable()
export class IdentityService {
  private readonly accounts: FreshReadCache;
  private readonly byRole = new Map<Role, Resolve>();

  constructor(writes: DataWrites) {
    this.accounts = new FreshReadCache(writes, IDENTITY_CACHE);
  }

  register<Account>(lookup: AccountLookup<Account>): void {
    const resolve: Resolve = async (payload) =>
      lookup.userFor(await this.accounts.read<Account | null>(`${lookup.kind}:${payload.sub}`, () => lookup.find(payload.sub)), payload);
    for (const role of lookup.roles) this.byRole.set(role, resolve);
  }

  resolve(payload: JwtPayload): Promise<AuthUser> {
    const resolve = this.byRole.get(payload.role);
    if (!resolve) throw appError(AUTH_ERRORS.INVALID_TOKEN);
    return resolve(payload);
  }
}
