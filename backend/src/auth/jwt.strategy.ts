import { Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { authConfig } from '../config/configuration';
import { AuthUser, JwtPayload, ROLES } from './auth-user';
import { IdentityService } from './identity.service';
import { AUTH_ERRORS } from './auth.errors';
import { appError } from '../common/errors/app-error';

/** What a verified token carries besides our own claims: the expiry jsonwebtoken adds when signing. */
type IssuedJwtPayload = JwtPayload & { exp: number };

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(authConfig.KEY) settings: ConfigType<typeof authConfig>,
    private readonly identities: IdentityService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, not the string: jsonwebtoken 9 first tries to parse a string secret as a PEM
      // public key on EVERY verify, which throws and cost ~10% of a request's CPU (npm run bench).
      // It takes a KeyObject as is; @types/passport-jwt only lists string | Buffer.
      secretOrKey: createSecretKey(Buffer.from(settings.jwtSecret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /**
   * The account is looked up on every request so removed staff lose access at once. The library
   * only checks `exp` when a token has one, and every token we issue does, so a token without it
   * was made with the secret by someone else and would never expire: it is refused.
   */
  async validate(payload: Partial<IssuedJwtPayload>): Promise<AuthUser> {
    if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) throw appError(AUTH_ERRORS.INVALID_TOKEN);
    if (typeof payload.sub !== 'number' || !payload.role || !ROLES.includes(payload.role)) {
      throw appError(AUTH_ERRORS.INVALID_TOKEN);
    }
    const version = payload.ver === undefined ? 0 : payload.ver;
    if (typeof version !== 'number') throw appError(AUTH_ERRORS.INVALID_TOKEN);
    return this.identities.resolve({ sub: payload.sub, role: payload.role, ver: version });
  }
}
