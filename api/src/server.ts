import { buildApp } from './app';
import { usesDevelopmentSecret } from './core/access-token';
import { openDatabase } from './core/db/client';
import { apiPaths, findRepoRoot } from './core/paths';
import { readServerConfig } from './config';
import { prepareDatabase } from './seed/prepare';
import { mediaStorageFor } from './modules/media/storage-config';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const paths = apiPaths(findRepoRoot());
  const config = readServerConfig(process.env, paths.repoRoot);
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  const seeded = await prepareDatabase(database, paths.migrationsDir, { mediaDir: config.mediaDir });
  const app = await buildApp({
    database,
    repoRoot: paths.repoRoot,
    staticRoot: config.staticRoot,
    defaultOrgPrefix: config.defaultOrgPrefix,
    mediaDir: config.mediaDir,
    // The local media folder, or S3-compatible storage when MEDIA_S3_* are set.
    media: { storage: mediaStorageFor(process.env, config.mediaDir) },
    logger: { level: config.logLevel },
    logRequests: config.logRequests,
    organizationCacheMs: config.organizationCacheMs,
    trustProxy: config.trustProxy,
    tracing: config.tracing,
  });
  if (usesDevelopmentSecret()) app.log.warn('ACCESS_TOKEN_SECRET is not set: using the development secret');
  if (seeded.createdOrganizations.length) app.log.info(`seeded organizations: ${seeded.createdOrganizations.join(', ')}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const store = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
  app.log.info(`database: ${store}; static root: ${config.staticRoot}; started in ${Math.round(performance.now() - startedAt)} ms`);
  // Scripts wait for this exact line.
  console.log(`Halaqa listening on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error('Halaqa failed to start:', error);
  process.exit(1);
});
