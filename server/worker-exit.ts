/** What the primary does when a worker process exits. */
export type WorkerExitAction = "stop-everything" | "replace" | "none";

export interface WorkerExit {
  /** The primary is already shutting down. */
  stopping: boolean;
  /** This worker had begun to answer requests. */
  itListened: boolean;
  /** Some worker of this primary has answered requests, so the configuration is known to work. */
  anyListened: boolean;
}

/**
 * A worker that dies is replaced. The one exception is start-up: while no worker has ever listened, a
 * worker that fails to start points to a bad configuration or an unreachable database, and retrying
 * would not help, so everything stops and the operator sees why. Once one worker has listened, a
 * failed start (a replacement, or a slower sibling, started while the database is away) is retried
 * like any other death, and the workers already listening keep serving meanwhile.
 */
export function actionOnWorkerExit(exit: WorkerExit): WorkerExitAction {
  if (exit.stopping) return "none";
  if (!exit.itListened && !exit.anyListened) return "stop-everything";
  return "replace";
}
