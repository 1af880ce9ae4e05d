import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { JwtPayload, Role } from './auth-user';

/** Issues the tokens the sign-ins of customers and staff hand out. */
@Injectable()
export class AuthService {
  constructor(private readonly jwt: JwtService) {}

  /** `version` is the staff account's tokenVersion: a password change makes older tokens invalid. */
  signToken(id: number, role: Role, version = 0): Promise<string> {
    const payload: JwtPayload = { sub: id, role, ver: version };
    return this.jwt.signAsync(payload);
  }
}
