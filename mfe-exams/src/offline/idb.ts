/**
 * A small typed wrapper of IndexedDB: one database, object stores with an
 * auto-increment key, and promises instead of request events. Enough for the
 * runner's queue of answers; where the browser has no IndexedDB (some private
 * modes), the same calls work on memory for as long as the page lives.
 */
export interface StoreOf<T> {
  /** Adds a row and answers its key. */
  add(value: T): Promise<number>;
  /** Every row whose index `index` equals `key`, in key order. */
  allBy(index: string, key: IDBValidKey): Promise<Array<T & { id: number }>>;
  delete(ids: readonly number[]): Promise<void>;
}

interface StoreSpec {
  name: string;
  indexes: readonly string[];
}

const promised = <T>(request: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
});

const finished = (transaction: IDBTransaction) => new Promise<void>((resolve, reject) => {
  transaction.oncomplete = () => resolve();
  transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
});

function openDatabase(name: string, version: number, stores: readonly StoreSpec[]): Promise<IDBDatabase> {
  const request = indexedDB.open(name, version);
  request.onupgradeneeded = () => {
    const db = request.result;
    for (const spec of stores) {
      if (db.objectStoreNames.contains(spec.name)) continue;
      const store = db.createObjectStore(spec.name, { keyPath: 'id', autoIncrement: true });
      for (const index of spec.indexes) store.createIndex(index, index);
    }
  };
  return promised(request);
}

function idbStore<T>(db: () => Promise<IDBDatabase>, name: string): StoreOf<T> {
  return {
    async add(value) {
      const transaction = (await db()).transaction(name, 'readwrite');
      const key = promised(transaction.objectStore(name).add(value));
      await finished(transaction);
      return Number(await key);
    },
    async allBy(index, key) {
      const transaction = (await db()).transaction(name, 'readonly');
      return promised(transaction.objectStore(name).index(index).getAll(key)) as Promise<Array<T & { id: number }>>;
    },
    async delete(ids) {
      if (ids.length === 0) return;
      const transaction = (await db()).transaction(name, 'readwrite');
      const store = transaction.objectStore(name);
      for (const id of ids) store.delete(id);
      await finished(transaction);
    },
  };
}

function memoryStore<T>(): StoreOf<T> {
  const rows = new Map<number, T & { id: number }>();
  let next = 1;
  return {
    async add(value) {
      const id = next++;
      rows.set(id, { ...value, id });
      return id;
    },
    async allBy(index, key) {
      return [...rows.values()].filter((row) => (row as Record<string, unknown>)[index] === key).sort((a, b) => a.id - b.id);
    },
    async delete(ids) {
      for (const id of ids) rows.delete(id);
    },
  };
}

/** The stores of database `name`, created on first use; on memory where IndexedDB cannot be opened. */
export function database<Stores extends Record<string, unknown>>(
  name: string,
  version: number,
  indexes: { [Name in keyof Stores]: readonly string[] },
): { [Name in keyof Stores]: StoreOf<Stores[Name]> } {
  const specs = Object.entries(indexes).map(([store, list]) => ({ name: store, indexes: list as readonly string[] }));
  let opening: Promise<IDBDatabase> | null = null;
  let onMemory = typeof indexedDB === 'undefined';
  const db = () => {
    opening ??= openDatabase(name, version, specs);
    return opening;
  };
  const result = {} as { [Name in keyof Stores]: StoreOf<Stores[Name]> };
  for (const spec of specs) {
    const key = spec.name as keyof Stores;
    const persistent = idbStore<Stores[typeof key]>(db, spec.name);
    const memory = memoryStore<Stores[typeof key]>();
    // The first failure to open (blocked storage) moves this store to memory for the page's life.
    const pick = async <R>(run: (store: StoreOf<Stores[typeof key]>) => Promise<R>): Promise<R> => {
      if (onMemory) return run(memory);
      try {
        await db();
      } catch {
        onMemory = true;
        return run(memory);
      }
      return run(persistent);
    };
    result[key] = {
      add: (value) => pick((store) => store.add(value)),
      allBy: (index, value) => pick((store) => store.allBy(index, value)),
      delete: (ids) => pick((store) => store.delete(ids)),
    };
  }
  return result;
}
