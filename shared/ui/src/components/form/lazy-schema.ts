/**
 * A form's validation schema, built on its first validation instead of when
 * the page's module loads: building yup schemas took a quarter of the task
 * that opens the login page (every auth page's schema was built, since the
 * remote loads its pages together). Formik accepts the function as
 * `validationSchema` and calls it on each validation; the schema is built once.
 */
export function lazySchema<Schema>(build: () => Schema): () => Schema {
  let schema: Schema | undefined;
  return () => {
    schema ??= build();
    return schema;
  };
}
