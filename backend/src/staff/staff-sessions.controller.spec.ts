import { INestApplication, UnauthorizedException, ValidationPipe } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule, JwtService } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { App } from 'supertest/types';
import { AuthUser } from '../auth/auth-user';
import { AuthController } from '../auth/auth.controller';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { RolesGuard } from '../auth/guards/roles.guard';
import { IdentityService } from '../auth/identity.service';
import { JwtStrategy } from '../auth/jwt.strategy';
import { AllExceptionsFilter } from '../common/filters/all-exceptions.filter';
import { authConfig } from '../config/configuration';
import { StaffSessionsController } from './staff-sessions.controller';
import { StaffSessionsService } from './staff-sessions.service';

const SECRET = 'controller-spec-secret-long-enough-for-hs256';

/** The real pipe, guards and strategy around a mocked service: what the sign-in and token routes promise. */
describe('StaffSessionsController and AuthController', () => {
  let app: INestApplication;
  let server: App;
  let jwt: JwtService;
  const sessions = { staffLogin: jest.fn(), adminLogin: jest.fn() };
  const identities = { resolve: jest.fn() };

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [PassportModule, JwtModule.register({ secret: SECRET, signOptions: { expiresIn: '1h' } })],
      controllers: [StaffSessionsController, AuthController],
      providers: [
        JwtStrategy,
        { provide: authConfig.KEY, useValue: { jwtSecret: SECRET } },
        { provide: StaffSessionsService, useValue: sessions },
        { provide: IdentityService, useValue: identities },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    }).compile();
    app = moduleRef.createNestApplication();
    app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
    app.useGlobalFilters(new AllExceptionsFilter());
    await app.init();
    server = app.getHttpServer() as App;
    jwt = moduleRef.get(JwtService);
  });

  afterAll(() => app.close());
  beforeEach(() => jest.resetAllMocks());

  it('passes valid credentials to the service and answers 200', async () => {
    sessions.staffLogin.mockResolvedValue({ token: 't', user: { id: 1 } });
    const response = await request(server).post('/staff/login').send({ username: 'staff', password: 'secret' });
    expect(response.status).toBe(200);
    expect(sessions.staffLogin).toHaveBeenCalledWith({ username: 'staff', password: 'secret' }, expect.any(String));
  });

  it('rejects an empty body with both messages before reaching the service', async () => {
    const response = await request(server).post('/admin/login').send({});
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.arrayContaining(['Username is required', 'Password is required']));
    expect(sessions.adminLogin).not.toHaveBeenCalled();
  });

  it('passes the service 401 through unchanged', async () => {
    sessions.adminLogin.mockRejectedValue(new UnauthorizedException('Invalid username or password'));
    const response = await request(server).post('/admin/login').send({ username: 'x', password: 'y' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Invalid username or password');
  });

  it('answers /auth/me with the identity resolved from the token', async () => {
    const user: AuthUser = { id: 7, role: 'staff', username: 'amir', displayName: 'amir' };
    identities.resolve.mockResolvedValue(user);
    const token = await jwt.signAsync({ sub: 7, role: 'staff' });
    const response = await request(server).get('/auth/me').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(user);
    expect(identities.resolve).toHaveBeenCalledWith({ sub: 7, role: 'staff', ver: 0 });
  });

  it('refuses a token whose version is not a number', async () => {
    const token = await jwt.signAsync({ sub: 7, role: 'staff', ver: '1' });
    const response = await request(server).get('/auth/me').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(401);
    expect(identities.resolve).not.toHaveBeenCalled();
  });

  it('refuses a token without an expiry, which would never expire', async () => {
    // Signed with the right secret by a signer that sets no expiry, as someone holding the secret could.
    const token = await new JwtService({ secret: SECRET }).signAsync({ sub: 7, role: 'staff' });
    expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())).not.toHaveProperty('exp');
    const response = await request(server).get('/auth/me').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Invalid token');
    expect(identities.resolve).not.toHaveBeenCalled();
  });

  it('refuses an expired token with a clear message', async () => {
    const token = await jwt.signAsync({ sub: 7, role: 'staff' }, { expiresIn: -10 });
    const response = await request(server).get('/auth/me').set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your session has expired. Please sign in again.');
  });
});
