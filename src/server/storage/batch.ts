// Group commit: the calls that arrive together are written together, in one statement. Each caller's
// promise settles only when the statement holding its item has committed.

export type Batched<T, R> = (item: T) => Promise<R>;

/**
 * `write` receives the items in arrival order and returns one result per item, in the same order. When a
 * batch fails, its items are retried one by one, so that one bad item fails alone.
 */
export function batched<T, R>(write: (items: T[]) => Promise<R[]>, maxBatch = 256): Batched<T, R> {
  interface Waiting {
    item: T;
    resolve: (result: R) => void;
    reject: (error: unknown) => void;
  }
  let queue: Waiting[] = [];
  let writing = false;

  async function writeOne(waiting: Waiting): Promise<void> {
    try {
      const [result] = await write([waiting.item]);
      waiting.resolve(result as R);
    } catch (error) {
      waiting.reject(error);
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    while (queue.length > 0) {
      // One turn of the event loop first, so requests waiting in their sockets join the batch.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await write(batch.map((waiting) => waiting.item));
        batch.forEach((waiting, i) => waiting.resolve(results[i] as R));
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        else for (const waiting of batch) await writeOne(waiting);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
