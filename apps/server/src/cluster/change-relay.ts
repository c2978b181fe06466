import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ChangeSignal, type ChangeScope } from '../lib/change-signal.ts';
import { decodeChange, encodeChange } from './change-message.ts';

/**
 * Carries "the storefront's data changed" (and what, when a change names it) between instances
 * over Redis pub/sub, so a write on one instance clears every instance's caches. `remote`
 * fires for changes made elsewhere; this instance's own changes are published, not echoed
 * back.
 */
export class ChangeRelay {
  readonly remote = new ChangeSignal();
  private readonly id = randomUUID();
  private readonly publishing = new Set<Promise<unknown>>();

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly log: (message: string) => void,
  ) {}

  async start(local: ChangeSignal): Promise<void> {
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const { from, scope } = decodeChange(message);
      if (from !== this.id) this.remote.emit(scope);
    });
    local.subscribe((scope) => this.publish(scope));
    await this.listen();
  }

  /**
   * Subscribes to the other instances' changes. An instance starting while Redis is away
   * starts all the same (logging it) and is called again once Redis answers; subscribing twice
   * is harmless.
   */
  async listen(): Promise<void> {
    await this.subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.log(`Not listening to other instances' changes yet: ${(error as Error).message}`);
    });
  }

  /**
   * Resolves once every change published so far has reached Redis (which has then passed it
   * to the other instances): a write answers only after that, so the writer's next request,
   * wherever it lands, sees fresh pages.
   */
  async settled(): Promise<void> {
    await Promise.all(this.publishing);
  }

  /**
   * Tells every other instance to drop its caches, as a change does: after an outage, for the
   * changes this instance could not publish meanwhile.
   */
  resync(): void {
    this.publish();
  }

  private publish(scope?: ChangeScope): void {
    const sent = this.publisher
      .publish(this.channel, encodeChange(this.id, scope))
      .catch((error: unknown) => {
        // Other instances then serve cached pages until their TTL (a minute) runs out.
        this.log(`Change not published to other instances: ${(error as Error).message}`);
      })
      .finally(() => this.publishing.delete(sent));
    this.publishing.add(sent);
  }
}
