// A database per test file makes the first request slow on PostgreSQL.
jest.setTimeout(60_000);
