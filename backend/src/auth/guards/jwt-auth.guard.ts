import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator';
import { appError } from '../../common/errors/app-error';
import { AUTH_ERRORS } from '../auth.errors';

/** Global guard: every route needs a valid token unless it says @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  /** Clear messages instead of passport's bare "Unauthorized". */
  handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error) throw error;
    if (user) return user;
    const expired = info instanceof Error && info.name === 'TokenExpiredError';
    throw appError(expired ? AUTH_ERRORS.SESSION_EXPIRED : AUTH_ERRORS.SIGN_IN_REQUIRED);
  }
}
