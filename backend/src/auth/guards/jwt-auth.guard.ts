import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator';

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
    throw new UnauthorizedException(expired ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue');
  }
}
