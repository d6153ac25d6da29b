import DataLoader from 'dataloader';

/**
 * A DataLoader (npm `dataloader`) for hot reads that must never be staler than the request asking:
 * every load is answered by a batch that starts after the load was asked for, and at most one batch
 * runs at a time. Loads asked for while a batch runs wait for the next one, which starts when the
 * running one ends (failed or not) and serves all of them at once. So under any number of concurrent
 * visitors a worker sends about one query per round trip instead of one per visitor, and a visitor
 * who asks after a change was committed (a staff import raising the results version) sees it.
 * Nothing is cached between batches (`cache: false`). `batch` gets the keys of one batch, possibly
 * repeated, and returns one value or Error per key in the same order (DataLoader's contract); a batch
 * that throws rejects the loads of that batch only.
 */
export function freshBatchLoader<K, V>(batch: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>): DataLoader<K, V> {
  let running: Promise<unknown> | null = null;
  return new DataLoader<K, V>(
    (keys) => {
      const current = batch(keys);
      running = current;
      const done = () => {
        if (running === current) running = null;
      };
      current.then(done, done);
      return current;
    },
    {
      cache: false,
      // A new batch collects the loads of this turn of the event loop, or of the running batch's time.
      batchScheduleFn: (dispatch) => {
        if (running) running.then(dispatch, dispatch);
        else setImmediate(dispatch);
      },
    },
  );
}
