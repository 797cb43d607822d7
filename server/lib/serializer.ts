// Response serialization: keep only what the response schema declares, at every depth, then JSON.stringify.
//
// fastify-type-provider-zod's serializer re-validates every response with zod (an encode pass, about 10 µs
// per response on the hot path), although the handlers' return types are already checked against the same
// schemas by TypeScript. What matters at run time is that nothing undeclared (a password hash, a session
// hash, an internal column) ever leaves; walking the schema once at start-up gives exactly that, cheaply.
// A schema this walk does not understand (transforms, codecs, pipes) is served by the validating serializer.
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

type Pick = (value: unknown) => unknown;

const asIs: Pick = (value) => value;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A function copying the declared part of a value, or null when the schema is beyond this walk. */
export function pickerFor(schema: $ZodType): Pick | null {
  const def = schema._zod.def as { type: string } & Record<string, unknown>;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'int':
    case 'boolean':
    case 'literal':
    case 'enum':
    case 'null':
      return asIs;
    case 'optional':
    case 'nullable': {
      const inner = pickerFor(def.innerType as $ZodType);
      if (!inner || inner === asIs) return inner;
      return (value) => (value === null || value === undefined ? value : inner(value));
    }
    case 'array': {
      const element = pickerFor(def.element as $ZodType);
      if (!element || element === asIs) return element;
      return (value) => (Array.isArray(value) ? value.map(element) : value);
    }
    case 'record': {
      const entry = pickerFor(def.valueType as $ZodType);
      if (!entry || entry === asIs) return entry;
      return (value) =>
        isRecord(value)
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, entry(item)]))
          : value;
    }
    case 'union': {
      // Unions of scalars only: for unions of objects the branch that matches is zod's business.
      const options = (def.options as $ZodType[]).map(pickerFor);
      return options.every((option) => option === asIs) ? asIs : null;
    }
    case 'object': {
      const fields: Array<[string, Pick]> = [];
      for (const [key, field] of Object.entries(def.shape as Record<string, $ZodType>)) {
        const pick = pickerFor(field);
        if (!pick) return null;
        fields.push([key, pick]);
      }
      return (value) => {
        if (!isRecord(value)) return value;
        const declared: Record<string, unknown> = {};
        for (const [key, pick] of fields) {
          const item = value[key];
          if (item !== undefined) declared[key] = pick(item);
        }
        return declared;
      };
    }
    default:
      return null;
  }
}

export const responseSerializerCompiler: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = (
  route,
) => {
  const schema = route.schema instanceof $ZodType ? route.schema : route.schema.properties;
  const pick = pickerFor(schema);
  return pick ? (data) => JSON.stringify(pick(data)) : validatingSerializerCompiler(route);
};
