import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuthUser } from './auth-user';
import { CurrentUser } from './decorators/current-user.decorator';
import { Auth } from './decorators/roles.decorator';
import { CurrentUserView } from './dto/session.view';

/** The signed-in caller. The sign-ins themselves belong to the accounts' domains (customers, staff). */
@ApiTags('auth')
@Controller()
export class AuthController {
  @Get('auth/me')
  @Auth()
  @ApiOkResponse({ type: CurrentUserView })
  me(@CurrentUser() user: AuthUser): CurrentUserView {
    return user;
  }
}
