import { ExecutionContext, ForbiddenException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthUser, Role } from '../auth-user';
import { roleSatisfies, RolesGuard } from './roles.guard';

function contextFor(user: AuthUser | undefined): ExecutionContext {
  return {
    getHandler: () => undefined,
    getClass: () => undefined,
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  } as unknown as ExecutionContext;
}

function guardRequiring(roles: Role[] | undefined): RolesGuard {
  const reflector = { getAllAndOverride: () => roles } as unknown as Reflector;
  return new RolesGuard(reflector);
}

const staff: AuthUser = { id: 1, role: 'staff', username: 'staff', displayName: 'staff' };
const admin: AuthUser = { id: 2, role: 'admin', username: 'admin', displayName: 'admin' };
const customer: AuthUser = { id: 3, role: 'customer', username: 'c@example.com', displayName: 'C' };

describe('RolesGuard', () => {
  it('lets the admin use staff routes but not the other way round', () => {
    expect(roleSatisfies('admin', 'staff')).toBe(true);
    expect(roleSatisfies('staff', 'admin')).toBe(false);
    expect(roleSatisfies('customer', 'staff')).toBe(false);
  });

  it('allows routes that name no role', () => {
    expect(guardRequiring(undefined).canActivate(contextFor(customer))).toBe(true);
  });

  it('refuses a customer on a staff route and staff on an admin route', () => {
    expect(() => guardRequiring(['staff']).canActivate(contextFor(customer))).toThrow(ForbiddenException);
    expect(() => guardRequiring(['admin']).canActivate(contextFor(staff))).toThrow(ForbiddenException);
    expect(guardRequiring(['staff']).canActivate(contextFor(admin))).toBe(true);
  });
});
