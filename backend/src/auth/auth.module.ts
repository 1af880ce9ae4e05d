import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { authConfig } from '../config/configuration';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './guards/jwt-auth.guard';
import { RolesGuard } from './guards/roles.guard';
import { IdentityService } from './identity.service';
import { JwtStrategy } from './jwt.strategy';
import { SignInThrottle } from './sign-in-throttle';

/**
 * Tokens and roles. Which accounts may sign in is not known here: customers and staff register
 * their account lookups with IdentityService and run their own sign-ins with AuthService's tokens.
 */
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [authConfig.KEY],
      useFactory: (settings: ConfigType<typeof authConfig>) => ({
        secret: settings.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: settings.jwtExpiresIn as `${number}h` },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    IdentityService,
    JwtStrategy,
    SignInThrottle,
    // Order matters: authenticate first, then check the role.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [AuthService, IdentityService, SignInThrottle],
})
export class AuthModule {}
