/** Reading a provider's JSON without trusting its shape: a missing or mistyped field is undefined, never a crash. */
export type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export const objectAt = (value: unknown, key: string): JsonObject => {
  const found = isObject(value) ? value[key] : undefined;
  return isObject(found) ? found : {};
};

export const stringAt = (value: unknown, key: string): string | undefined => {
  const found = isObject(value) ? value[key] : undefined;
  return typeof found === 'string' ? found : typeof found === 'number' ? String(found) : undefined;
};

export const arrayAt = (value: unknown, key: string): JsonObject[] => {
  const found = isObject(value) ? value[key] : undefined;
  return Array.isArray(found) ? found.filter(isObject) : [];
};
