// Finds the strings of a zod schema that were not built with text() (src/schemas/text.ts): the walk behind
// the tests that every form and every route of the server takes only bounded, clean text.
import type { z } from 'zod';
import { multiLinePattern, oneLinePattern } from '#schemas/text';

/** Formats whose own pattern fixes both their characters and their length. */
const selfBoundedFormats = new Set(['uuid', 'guid', 'datetime', 'date', 'time']);

const textPatterns = new Set<RegExp>([oneLinePattern, multiLinePattern]);

function isText(schema: z.core.$ZodString): boolean {
  const { def } = schema._zod;
  if ('format' in def && selfBoundedFormats.has(String(def.format))) return true;
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const refusesCharacters = checks.some(
    (check) =>
      check.check === 'string_format' && textPatterns.has((check as z.core.$ZodCheckRegexDef).pattern),
  );
  const isBounded = checks.some((check) => check.check === 'max_length');
  return refusesCharacters && isBounded;
}

/**
 * The path of every string in `schema` that text() did not build (empty when there is none). The output
 * of a pipe whose input is a string is not walked: it only ever sees what that string let through.
 */
export function plainStrings(schema: z.core.$ZodType, path = ''): string[] {
  const seen = new Set<z.core.$ZodType>();
  const found: string[] = [];
  const walk = (node: z.core.$ZodType, at: string): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = (node as z.core.$ZodTypes)._zod.def;
    switch (def.type) {
      case 'string':
        if (!isText(node as z.core.$ZodString)) found.push(at || '(the value itself)');
        return;
      case 'template_literal':
        found.push(at || '(the value itself)');
        return;
      case 'object':
        for (const [key, value] of Object.entries(def.shape)) walk(value, at ? `${at}.${key}` : key);
        if (def.catchall) walk(def.catchall, `${at}.*`);
        return;
      case 'array':
        return walk(def.element, `${at}[]`);
      case 'set':
        return walk(def.valueType, `${at}[]`);
      case 'tuple':
        def.items.forEach((item, index) => walk(item, `${at}[${index}]`));
        if (def.rest) walk(def.rest, `${at}[]`);
        return;
      case 'record':
      case 'map':
        walk(def.keyType, `${at}{key}`);
        return walk(def.valueType, `${at}{value}`);
      case 'union':
        return def.options.forEach((option) => walk(option, at));
      case 'intersection':
        walk(def.left, at);
        return walk(def.right, at);
      case 'optional':
      case 'nullable':
      case 'nonoptional':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'success':
        return walk(def.innerType, at);
      case 'pipe':
        walk(def.in, at);
        if (def.in._zod.def.type !== 'string') walk(def.out, at);
        return;
      case 'lazy':
        return walk(def.getter(), at);
      default:
        return;
    }
  };
  walk(schema, path);
  return found;
}

/** Every schema reachable from `schema`, itself included (to tell the parts of an API answer). */
export function partsOf(schema: z.core.$ZodType): Set<z.core.$ZodType> {
  const parts = new Set<z.core.$ZodType>();
  const visit = (node: unknown): void => {
    if (!isSchema(node) || parts.has(node)) return;
    parts.add(node);
    for (const value of Object.values(node._zod.def)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (isSchema(value)) visit(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(visit);
    }
    if (node._zod.def.type === 'lazy') visit((node as z.core.$ZodLazy)._zod.def.getter());
  };
  visit(schema);
  return parts;
}

export const isSchema = (value: unknown): value is z.core.$ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;
