import { useCallback, useRef } from 'react';

type Errors = Record<string, string>;

/**
 * Errors the server gave for a field, kept until the person changes that
 * field: formik re-runs validation on every change and would otherwise wipe
 * them. Plug `validate` into <Formik validate> (merged with the yup schema).
 */
export function useServerErrors<Values extends object>() {
  const errors = useRef(new Map<string, { value: unknown; key: string }>());

  const set = useCallback((name: string, value: unknown, key: string) => {
    errors.current.set(name, { value, key });
  }, []);

  const validate = useCallback((values: Values): Errors => {
    const result: Errors = {};
    for (const [name, error] of errors.current) {
      if (readPath(values, name) === error.value) setPath(result, name, error.key);
    }
    return result;
  }, []);

  return { set, validate };
}

function readPath(values: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);
}

function setPath(target: Record<string, unknown>, path: string, value: string) {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key) => {
    node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]!] = value;
}
