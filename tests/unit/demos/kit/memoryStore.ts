/** An in-memory stand-in for the browser's Storage (getItem, setItem, removeItem), for the kit's keeper tests. */
import type {KeyValueStore} from '@site/src/demos/kit/persist';

export class MemoryStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}
