import type { DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from "kysely";
import { problemResponse, problems } from "./http/problem";

export type AvailabilityCheck = (options?: { recheckIfReachable?: boolean }) => Promise<boolean>;

/**
 * Answers "is the database reachable right now?". One probe serves every caller within `freshForMs`,
 * so an outage under load costs one probe per second, not one per failed query. A caller with
 * fresh evidence of trouble (no connection could be made) may ask again although the last answer
 * was "reachable"; an "unreachable" answer is always reused.
 */
export function databaseAvailability(probe: () => Promise<boolean>, freshForMs = 1000): AvailabilityCheck {
  let last: { at: number; reachable: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;
  return (options = {}) => {
    const reuse = last && Date.now() - last.at < freshForMs && !(last.reachable && options.recheckIfReachable);
    if (last && reuse) return Promise.resolve(last.reachable);
    inFlight ??= probe()
      .catch(() => false)
      .then((reachable) => {
        last = { at: Date.now(), reachable };
        inFlight = undefined;
        return reachable;
      });
    return inFlight;
  };
}

type Explain = (error: unknown, whileConnecting?: boolean) => Promise<unknown>;
type SavepointCompiler = Parameters<NonNullable<Driver["savepoint"]>>[2];

/**
 * When a query fails, asks whether the database is reachable at all: if not, the failure becomes the
 * "briefly unavailable" 503 problem (thrown as a response, so pages, API routes and background work
 * all report it the same way); otherwise the original error goes on unchanged.
 */
export function explainFailures(isReachable: AvailabilityCheck): Explain {
  return async (error, whileConnecting = false) => {
    if (error instanceof Response) return error;
    const reachable = await isReachable({ recheckIfReachable: whileConnecting });
    return reachable ? error : problemResponse(problems.databaseUnavailable(), error);
  };
}

async function explained<T>(explain: Explain, run: () => Promise<T>, whileConnecting = false): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await explain(error, whileConnecting);
  }
}

class ExplainedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly explain: Explain,
  ) {}

  executeQuery<R>(query: Parameters<DatabaseConnection["executeQuery"]>[0]): Promise<QueryResult<R>> {
    return explained(this.explain, () => this.inner.executeQuery<R>(query));
  }

  streamQuery<R>(query: Parameters<DatabaseConnection["streamQuery"]>[0], chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** The engine's own connection: its driver keeps private state on it (the pool client to release). */
const innerOf = (connection: DatabaseConnection) => (connection instanceof ExplainedConnection ? connection.inner : connection);

class ExplainedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly explain: Explain,
  ) {}

  init() {
    return explained(this.explain, () => this.inner.init());
  }
  async acquireConnection() {
    return new ExplainedConnection(await explained(this.explain, () => this.inner.acquireConnection(), true), this.explain);
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return explained(this.explain, () => this.inner.beginTransaction(innerOf(connection), settings));
  }
  commitTransaction(connection: DatabaseConnection) {
    return explained(this.explain, () => this.inner.commitTransaction(innerOf(connection)));
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return explained(this.explain, () => this.inner.rollbackTransaction(innerOf(connection)));
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler) {
    if (!this.inner.savepoint) throw new Error("This database driver has no savepoints.");
    return explained(this.explain, () => this.inner.savepoint!(innerOf(connection), name, compile));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler) {
    if (!this.inner.rollbackToSavepoint) throw new Error("This database driver has no savepoints.");
    return explained(this.explain, () => this.inner.rollbackToSavepoint!(innerOf(connection), name, compile));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: SavepointCompiler) {
    if (!this.inner.releaseSavepoint) throw new Error("This database driver has no savepoints.");
    return explained(this.explain, () => this.inner.releaseSavepoint!(innerOf(connection), name, compile));
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(innerOf(connection));
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** The engine's dialect, with every query failure explained as above. */
export function withAvailabilityCheck(dialect: Dialect, isReachable: AvailabilityCheck): Dialect {
  const explain = explainFailures(isReachable);
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new ExplainedDriver(dialect.createDriver(), explain),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
