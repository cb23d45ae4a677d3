import { expect } from 'vitest';
import type { z } from 'zod';

export interface Issue {
  path: string;
  message: string;
}

/** The issues a failing parse reports, paths joined with dots. */
export const issuesOf = (schema: z.ZodType, input: unknown): Issue[] => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
};

/** The one issue reported for `path`. */
export const issueAt = (schema: z.ZodType, input: unknown, path: string): Issue => {
  const found = issuesOf(schema, input).filter((issue) => issue.path === path);
  expect(found, `issues at ${path}`).toHaveLength(1);
  return found[0]!;
};

/** A default parses back to itself, twice over. */
export const expectStable = (schema: z.ZodType, value: unknown): void => {
  const once = schema.parse(value);
  expect(once).toEqual(value);
  expect(schema.parse(once)).toEqual(value);
};
