// Group commit: the calls that arrive together are written together, in one statement. Each caller's
// promise settles only when the statement holding its item has committed.

/**
 * `write` receives the items in arrival order and returns one result per item, in the same order. When a
 * batch fails, its items are retried one by one, so that one bad item fails alone.
 */
export function batched<T, R>(write: (items: T[]) => Promise<R[]>, maxBatch = 256): (item: T) => Promise<R> {
  interface Waiting {
    item: T;
    resolve: (result: R) => void;
    reject: (error: unknown) => void;
  }
  let queue: Waiting[] = [];
  let writing = false;

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
        else
          for (const { item, resolve, reject } of batch)
            await write([item]).then(([result]) => resolve(result as R), reject);
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
