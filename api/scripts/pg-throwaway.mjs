// A throwaway PostgreSQL 15 server for tests: temp folder, free port, stopped
// and deleted afterwards. PostgreSQL refuses to run as root, so as root the
// server runs as the `postgres` user (runuser).
//
//   import { startThrowawayPostgres } from './pg-throwaway.mjs';
//   const pg = await startThrowawayPostgres(); ... pg.url ...; await pg.stop();
//
// As a command: `node api/scripts/pg-throwaway.mjs <command...>` runs the
// command with DATABASE_URL set, then stops the server.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runAsPostgres(command, args) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/** @returns {Promise<{ url: string, port: number, dataDir: string, stop: () => Promise<void> }>} */
export async function startThrowawayPostgres({ port } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-pg-'));
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    execFileSync('chown', ['postgres', dir]);
  }
  const dataDir = path.join(dir, 'data');
  const chosenPort = port ?? (await freePort());
  const ctl = path.join(PG_BIN, 'pg_ctl');
  try {
    runAsPostgres(path.join(PG_BIN, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
    // fsync off: nothing here needs to survive a crash, and tests get faster.
    const options = `-p ${chosenPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    runAsPostgres(ctl, ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    const log = fs.existsSync(path.join(dir, 'log')) ? fs.readFileSync(path.join(dir, 'log'), 'utf8') : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start PostgreSQL: ${error.stderr || error.message}\n${log}`);
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${chosenPort}/postgres`,
    port: chosenPort,
    dataDir,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      try {
        runAsPostgres(ctl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// Command mode.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv.slice(2);
  if (!command.length) {
    console.error('usage: node api/scripts/pg-throwaway.mjs <command...>');
    process.exit(2);
  }
  const pg = await startThrowawayPostgres();
  console.error(`[pg-throwaway] PostgreSQL at ${pg.url}`);
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, DATABASE_URL: pg.url } });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', async (code, signal) => {
    await pg.stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
