import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Request } from 'express';
import { AuthUser, Role } from '../auth-user';
import { ROLES_KEY } from '../decorators/roles.decorator';
import { AUTH_ERRORS } from '../auth.errors';
import { appError } from '../../common/errors/app-error';

/** The admin may use every staff route. */
export function roleSatisfies(actual: Role, required: Role): boolean {
  return actual === required || (actual === 'admin' && required === 'staff');
}

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!required || required.length === 0) return true;
    const user = context.switchToHttp().getRequest<Request & { user?: AuthUser }>().user;
    if (user && required.some((role) => roleSatisfies(user.role, role))) return true;
    throw appError(AUTH_ERRORS.PERMISSION_DENIED);
  }
}
