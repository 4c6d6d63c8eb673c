/**
 * The demo's world across reloads: the default session saved to IndexedDB (`mock.snapshot()`)
 * shortly after each write, and given back to `createMock({ restore })` on the next start. One
 * database per browser profile, so every tab of it finds the same world.
 */
import { type MockSnapshot, SNAPSHOT_VERSION } from '@market/mock-server/browser';
import { createStore, del, get, set } from 'idb-keyval';

const store = createStore('market-demo', 'world');
const KEY = 'default-session';

/** How long writes may follow each other before one save takes them all. */
const SAVE_DELAY_MS = 150;

export async function loadSnapshot(
  matches: (options: MockSnapshot['options']) => boolean,
): Promise<MockSnapshot | undefined> {
  try {
    const saved = await get<MockSnapshot>(KEY, store);
    if (saved?.version === SNAPSHOT_VERSION && matches(saved.options)) return saved;
  } catch (error) {
    console.warn('The demo could not read its saved world; it starts from the seed.', error);
  }
  return undefined;
}

/** Saves what `take` gives, once writes pause; tells `onUnsaved` whether a save is pending. */
export function saver(take: () => MockSnapshot, onUnsaved: (unsaved: boolean) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    timer = undefined;
    saving = saving
      .then(() => set(KEY, take(), store))
      .catch((error: unknown) => console.warn('The demo could not save its world.', error))
      .then(() => {
        if (timer === undefined) onUnsaved(false);
      });
  };
  return {
    /** A write happened: save soon. */
    changed() {
      if (timer !== undefined) clearTimeout(timer);
      else onUnsaved(true);
      timer = setTimeout(save, SAVE_DELAY_MS);
    },
    /** The world went back to the seed: forget what was saved. */
    forget() {
      if (timer !== undefined) clearTimeout(timer);
      else onUnsaved(true);
      timer = undefined;
      saving = saving.then(() => del(KEY, store)).then(() => onUnsaved(false));
    },
  };
}
