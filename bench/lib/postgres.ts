import pg from "pg";

/** The server where tests and benchmarks may create databases (TEST_DATABASE_URL). */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL;

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Refuses new connections and ends the open ones: the app sees PostgreSQL as down. */
  takeOffline: () => Promise<void>;
  /** Accepts connections again. */
  bringOnline: () => Promise<void>;
  /** Runs one query as the administrator, on this database. */
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<Row[]>;
  drop: () => Promise<void>;
}

async function asAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the shared server. The shared server itself is never stopped: an outage is
 * simulated per database with ALLOW_CONNECTIONS false and pg_terminate_backend.
 */
export async function createScratchDatabase(prefix: string, adminUrl = postgresAdminUrl): Promise<ScratchDatabase> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`.toLowerCase();
  await asAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    takeOffline: () =>
      asAdmin(adminUrl, async (client) => {
        await client.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
      }),
    bringOnline: () => asAdmin(adminUrl, (client) => client.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)).then(() => undefined),
    query: async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query<Row>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => asAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
