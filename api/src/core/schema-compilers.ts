import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * When the routes' validators and serializers are compiled: 'at-start' (the
 * server: a schema that cannot compile stops the start, before any request) or
 * 'on-first-use' (a test file: each file builds the whole app and calls a few
 * of its hundreds of routes; compiling all of them took 2.2 s of the 5.8 s
 * a file needed to start the app on this machine).
 */
export type SchemaCompilation = 'at-start' | 'on-first-use';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** What Fastify hands a compiler for one part of one route. */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  /** Validators: body, querystring, params or headers. */
  httpPart?: string;
}
/** An Ajv validate function as Fastify calls it. */
type Validate = ((data: unknown, context?: object) => unknown) & { schemaEnv?: unknown; errors?: unknown };
type Serialize = (data: unknown) => string;
type Build<F> = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => F;

/**
 * Fastify's own compilers (Ajv, fast-json-stringify), built either way. Both
 * ways go through this factory, so the server and the tests validate alike:
 * with a compilers factory Fastify hands a headers schema over as written
 * instead of lower-casing its names, so a name with a capital is refused here.
 */
export function schemaCompilers(compilation: SchemaCompilation): CompilersFactory {
  // One selector each, as Fastify keeps them: they pool one Ajv per set of shared schemas and options.
  // The packages' published types describe Ajv's own compile, not the route call Fastify makes.
  const validators = ValidatorSelector() as unknown as Build<Validate>;
  const serializers = SerializerSelector() as unknown as Build<Serialize>;
  const buildValidator: Build<Validate> = (externalSchemas, options) => {
    const compile = validators(externalSchemas, options);
    return (route) => {
      if (route.httpPart === 'headers') refuseCapitalHeaderNames(route.schema, route.url);
      return compilation === 'at-start' ? compile(route) : validatorOnFirstUse(() => compile(route));
    };
  };
  const buildSerializer: Build<Serialize> = (externalSchemas, options) => {
    const compile = serializers(externalSchemas, options);
    if (compilation === 'at-start') return compile;
    return (route) => {
      let serialize: Serialize | undefined;
      return (data) => (serialize ??= compile(route))(data);
    };
  };
  return { buildValidator, buildSerializer } as unknown as CompilersFactory;
}

/**
 * Stands in for an Ajv validate function until it is first needed. Fastify
 * reads `schemaEnv` (to let Ajv coerce a root value in place) and `errors`
 * (after a refusal) off the function it holds, so both come from the real one.
 */
function validatorOnFirstUse(compile: () => Validate): Validate {
  let validate: Validate | undefined;
  const compiled = () => (validate ??= compile());
  const standIn: Validate = (data, context) => compiled()(data, context);
  Object.defineProperties(standIn, {
    schemaEnv: { get: () => compiled().schemaEnv },
    errors: { get: () => compiled().errors },
  });
  return standIn;
}

function refuseCapitalHeaderNames(schema: unknown, url: string): void {
  const properties = (schema as { properties?: Record<string, unknown> } | null)?.properties ?? {};
  const capital = Object.keys(properties).find((name) => name !== name.toLowerCase());
  if (capital) throw new Error(`${url}: header "${capital}" must be written in lower case (Node lower-cases request headers)`);
}
