import type { operations } from './schema.gen';

/** The JSON body of an operation's 200 answer, from the generated client. */
export type OkBody<O extends keyof operations> =
  operations[O]['responses'] extends { 200: { content: { 'application/json': infer T } } } ? T : never;

/** The JSON body of an operation's 201 answer (something created: a place taken, a check-in made). */
export type CreatedBody<O extends keyof operations> =
  operations[O]['responses'] extends { 201: { content: { 'application/json': infer T } } } ? T : never;

/** The query parameters an operation takes. */
export type QueryOf<O extends keyof operations> = NonNullable<operations[O]['parameters']['query']>;
