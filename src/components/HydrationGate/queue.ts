/**
 * The order in which hydration gates open: one per task, first closed first opened. A subtree
 * that opens may close gates of its own; they join the queue. `<html data-hydration-pending>` is
 * present from the first gate closed until the task after the last one opened (the end-to-end
 * tests wait for it to go). `<html data-parts-live>` lists the deferred gates whose subtree has
 * hydrated (`live(name)`), so a tap on a control can be replayed as soon as ITS part is live
 * (src/docusaurus-patches/paintFirst/tapReplay.ts) rather than once the whole page is.
 */
export type GateQueue = {
  isOpen(name: string): boolean;
  /** True while gates are closed or the last one opened is still hydrating. */
  active(): boolean;
  /** Closes the gate; the promise resolves in the task that opens it. */
  close(name: string): Promise<void>;
  /**
   * True once for a gate that was closed and has opened since: its subtree hydrates server HTML
   * (and must render as the server did). False for gates never closed (client-side navigation).
   */
  takeDeferred(name: string): boolean;
  /** The gate's subtree has hydrated and rendered its browser version: its controls work. */
  live(name: string): void;
};

export function createGateQueue(root: Element, schedule: (task: () => void) => void): GateQueue {
  const opened = new Set<string>();
  const deferred = new Set<string>();
  const closed = new Map<string, Promise<void>>();
  const waiting: Array<() => void> = [];
  let active = false;
  // Opens one gate; its subtree hydrates in this task's microtasks and may close more gates,
  // so the queue is checked again in the next task.
  function openNext(): void {
    waiting.shift()?.();
    schedule(() => {
      if (waiting.length) openNext();
      else {
        active = false;
        root.removeAttribute('data-hydration-pending');
      }
    });
  }
  return {
    isOpen: (name) => opened.has(name),
    takeDeferred: (name) => deferred.delete(name),
    active: () => active,
    live(name) {
      const parts = new Set((root.getAttribute('data-parts-live') ?? '').split(' ').filter(Boolean));
      parts.add(name);
      root.setAttribute('data-parts-live', [...parts].join(' '));
    },
    close(name) {
      // A subtree may render again before its gate opens: it waits for the same opening.
      const pending = closed.get(name);
      if (pending) return pending;
      if (!active) {
        active = true;
        root.setAttribute('data-hydration-pending', '');
        schedule(openNext);
      }
      const opening = new Promise<void>((resolve) => {
        waiting.push(() => {
          // Where each part's hydration starts (ends: `gate:<name>` measure, ./index.tsx).
          performance.mark(`gate:${name}`);
          opened.add(name);
          deferred.add(name);
          closed.delete(name);
          resolve();
        });
      });
      closed.set(name, opening);
      return opening;
    },
  };
}

/**
 * Runs `task` once no hydration gate is closed. Code that changes server-rendered markup from
 * outside the app (client modules) waits for it: Preact would remove nodes it finds in a subtree
 * it has not hydrated yet.
 */
export function whenHydrated(root: Element, task: () => void): void {
  if (!root.hasAttribute('data-hydration-pending')) {
    task();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.hasAttribute('data-hydration-pending')) return;
    observer.disconnect();
    task();
  });
  observer.observe(root, {attributes: true, attributeFilter: ['data-hydration-pending']});
}
