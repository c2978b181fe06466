/**
 * What a change touched, when it can say: these products' own data (their stock) changed, in a
 * way that adds them to no list, drops them from none and reorders none. So only what shows
 * them is stale. A change without a scope may have changed anything.
 */
export interface ChangeScope {
  readonly products: readonly number[];
}

export type ChangeListener = (scope?: ChangeScope) => void;

/** Tells whoever listens that some data changed (for example to drop cached answers and pages). */
export class ChangeSignal {
  private readonly listeners = new Set<ChangeListener>();

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `scope`: what changed, when it is less than everything. */
  emit(scope?: ChangeScope): void {
    for (const listener of this.listeners) listener(scope);
  }
}
