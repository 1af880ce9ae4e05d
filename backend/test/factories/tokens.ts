import { createHmac } from 'node:crypto';
import { INestApplication } from '@nestjs/common';
import { AuthService } from '../../src/auth/auth.service';
import { Role } from '../../src/auth/auth-user';

/** A real signed token without going through the rate-limited login endpoints. */
export function tokenFor(app: INestApplication, id: number, role: Role): Promise<string> {
  return app.get(AuthService).signToken(id, role);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A token built by hand, as an attacker would: any header and payload, signed with `secret` by
 * HS256, or unsigned when `secret` is null (alg 'none').
 */
export function forgeToken(payload: object, secret: string | null): string {
  const header = base64url({ alg: secret === null ? 'none' : 'HS256', typ: 'JWT' });
  const unsigned = `${header}.${base64url(payload)}`;
  if (secret === null) return `${unsigned}.`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The same token with its payload edited and the original signature kept. */
export function withPayloadChanged(token: string, change: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const edited = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...change };
  return `${header}.${base64url(edited)}.${signature}`;
}
