import { INestApplication } from '@nestjs/common';
import { AuthService } from '../../src/auth/auth.service';
import { Role } from '../../src/auth/auth-user';

/** A real signed token without going through the rate-limited login endpoints. */
export function tokenFor(app: INestApplication, id: number, role: Role): Promise<string> {
  return app.get(AuthService).signToken(id, role);
}
