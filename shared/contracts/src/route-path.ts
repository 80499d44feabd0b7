/**
 * Paths of the site built from route templates (react-router syntax,
 * `/lms/courses/:courseId/overview`), so that no link is written as a string.
 */

/** The parameter names of a template, in order: `/a/:x/b/:y` -> `['x', 'y']`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Param}/${infer Rest}`
    ? [Param, ...PathParamNames<`/${Rest}`>]
    : Path extends `${string}:${infer Param}`
      ? [Param]
      : [];

export type PathParamValue = string | number;

/** A query to append: absent, null and undefined values are left out; arrays repeat the key. */
export type QueryInit = Readonly<Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>>;

type ParamValues<Names extends readonly string[]> = { [Index in keyof Names]: PathParamValue };

/** Builds one route's path: its parameters in template order, then an optional query. */
export type PathBuilder<Path extends string> = (...args: [...ParamValues<PathParamNames<Path>>, query?: QueryInit]) => string;

const PARAM = /:([A-Za-z0-9_]+)/g;

/** The parameter names of a template at run time (the same as PathParamNames). */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(PARAM)].map((match) => match[1] as string);
}

export function queryString(query: QueryInit | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The path of `template` with `values` in its parameters (each encoded as one
 * segment) and `query` appended. Throws on a missing or empty value: a link
 * to `/lms/courses/undefined/overview` is a bug, never a page.
 */
export function buildPath(template: string, values: readonly PathParamValue[], query?: QueryInit): string {
  let index = 0;
  const path = template.replace(PARAM, (_, name: string) => {
    const value = values[index++];
    if (value === undefined || value === '') throw new Error(`No value for :${name} of ${template}`);
    return encodeURIComponent(String(value));
  });
  return `${path}${queryString(query)}`;
}

/** A builder for `template` (its parameter count decides whether the last argument is a query). */
export function pathBuilder<Path extends string>(template: Path): PathBuilder<Path> {
  const count = pathParamNames(template).length;
  return ((...args: unknown[]) => {
    const values = args.slice(0, count) as PathParamValue[];
    const query = args[count] as QueryInit | undefined;
    return buildPath(template, values, query);
  }) as PathBuilder<Path>;
}

/** True when `pathname` is `prefix` or lies below it. */
export function pathHasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * The parameters when `pathname` is a path of `template` (react-router's
 * `:param` segments, one segment each; a trailing `*` takes the rest), else null.
 */
export function matchPath(template: string, pathname: string): Record<string, string> | null {
  const parts = template.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] as string;
    if (part === '*') return params;
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) return null;
  }
  return segments.length === parts.length ? params : null;
}

/**
 * The addresses of a page's first-screen requests for the route's parameters
 * (`{courseId}` <- `:courseId`), or none when a parameter is missing.
 */
export function firstScreenRequests(calls: readonly { path: string; query?: QueryInit }[] | undefined, params: Readonly<Record<string, string>>): string[] {
  const requests: string[] = [];
  for (const call of calls ?? []) {
    let complete = true;
    const path = call.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
      const value = params[name];
      if (!value) complete = false;
      return encodeURIComponent(value ?? '');
    });
    if (complete) requests.push(`${path}${queryString(call.query)}`);
  }
  return requests;
}
