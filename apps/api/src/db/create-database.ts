import pg from 'pg';

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs work on a connection to the server's 'postgres' database (a database cannot create or drop itself). */
async function withServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** duplicate_database, or the catalog's unique index when two CREATEs of one name race. */
const isDuplicateDatabase = (error: unknown) => ['42P04', '23505'].includes((error as { code?: string }).code ?? '');

/** Creates the database named in the URL when it does not exist yet (connects to 'postgres' to do it). */
export async function createDatabaseIfMissing(url: string): Promise<boolean> {
  const name = databaseName(url);
  return withServer(url, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      // template0 rather than the default template1: CREATE DATABASE fails after 5 s when anyone is connected to
      // its template, and a monitoring or admin session on template1 is common; template0 takes no connections.
      await client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE template0`);
    } catch (error) {
      // Another process (a second suite, a second worker) created it between our check and our CREATE.
      if (!isDuplicateDatabase(error)) throw error;
      return false;
    }
    return true;
  });
}

/** Drops the database named in the URL if it exists, closing its open connections (throwaway test databases). */
export async function dropDatabaseIfExists(url: string): Promise<void> {
  await withServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(databaseName(url))} WITH (FORCE)`));
}
