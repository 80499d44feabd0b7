import type { operations } from '@halaqa/api-client';

/** The JSON body of an operation's 200 answer, from the generated client. */
export type OkBody<O extends keyof operations> =
  operations[O]['responses'] extends { 200: { content: { 'application/json': infer T } } } ? T : never;
