import { Injectable } from '@nestjs/common';

/** Set when the process was told to stop: /api/ready then answers 503 so the balancer moves on. */
@Injectable()
export class ShutdownState {
  draining = false;
}
