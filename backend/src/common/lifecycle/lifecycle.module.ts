import { Global, Module } from '@nestjs/common';
import { ShutdownState } from './shutdown-state';

/** Global: any controller or worker may ask whether this replica is shutting down. */
@Global()
@Module({ providers: [ShutdownState], exports: [ShutdownState] })
export class LifecycleModule {}
