/**
 * Triggers MailDelivery for an outbox row: BullMQ jobs when Redis is configured, in-process
 * timers otherwise. Either way the row's conditional claim decides who actually sends it.
 */
export abstract class MailScheduler {
  /** Asks for an attempt at the row after delayMs; never throws (the row stays queued for the poller). */
  abstract schedule(id: number, delayMs?: number): Promise<void>;

  /** Stops taking work and waits for the sends in flight. */
  abstract close(): Promise<void>;
}
