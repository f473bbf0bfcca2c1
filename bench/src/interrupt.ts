/** Clean-ups to run if the bench is interrupted (Ctrl-C): servers, workers, the database. */
const cleanups = new Set<() => Promise<void>>();
let installed = false;

export function onInterrupt(cleanup: () => Promise<void>): () => void {
  if (!installed) {
    installed = true;
    process.once('SIGINT', () => {
      process.stderr.write('[bench] interrupted: stopping\n');
      void Promise.allSettled([...cleanups].map((run) => run())).then(() => process.exit(130));
    });
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
