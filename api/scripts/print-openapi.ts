// Prints the API's OpenAPI document (JSON) without a database or network:
// the app is built in docs-only mode, which registers every route.
import { buildApp } from '../src/app';

async function main(): Promise<void> {
  const app = await buildApp({});
  await app.ready();
  process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
