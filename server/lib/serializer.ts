// Response serialization: write only what the response schema declares, at every depth, straight to JSON.
//
// fastify-type-provider-zod's serializer re-validates every response with zod (an encode pass, about 10 µs
// per response on the hot path), although the handlers' return types are already checked against the same
// schemas by TypeScript. What matters at run time is that nothing undeclared (a password hash, a session
// hash, an internal column) ever leaves; a writer built by walking the schema once at start-up gives exactly
// that, cheaply: it writes the declared fields as it goes, without first copying them into a new object.
// A schema this walk does not understand (transforms, codecs, pipes) is served by the validating serializer.
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/** Writes a value as JSON, keeping only what its schema declares. */
type Write = (value: unknown) => string;

// `undefined` has no JSON: as an array element JSON.stringify writes null, and so does this.
const json: Write = (value) => JSON.stringify(value) ?? 'null';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A function writing the declared part of a value straight to JSON (no copy of the value is made), or null
 * when the schema is beyond this walk.
 */
export function writerFor(schema: $ZodType): Write | null {
  const def = schema._zod.def as { type: string } & Record<string, unknown>;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'int':
    case 'boolean':
    case 'literal':
    case 'enum':
    case 'null':
      return json;
    case 'optional':
    case 'nullable': {
      const inner = writerFor(def.innerType as $ZodType);
      if (!inner || inner === json) return inner;
      return (value) => (value === null || value === undefined ? json(value) : inner(value));
    }
    case 'array': {
      const element = writerFor(def.element as $ZodType);
      if (!element || element === json) return element;
      return (value) => (Array.isArray(value) ? `[${value.map(element).join(',')}]` : json(value));
    }
    case 'record': {
      const entry = writerFor(def.valueType as $ZodType);
      if (!entry || entry === json) return entry;
      return (value) => {
        if (!isRecord(value)) return json(value);
        const entries = Object.entries(value).filter(([, item]) => item !== undefined);
        return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${entry(item)}`).join(',')}}`;
      };
    }
    case 'union': {
      // Unions of scalars only: for unions of objects the branch that matches is zod's business.
      const options = (def.options as $ZodType[]).map(writerFor);
      return options.every((option) => option === json) ? json : null;
    }
    case 'object': {
      const fields: Array<[key: string, prefix: string, write: Write]> = [];
      for (const [key, field] of Object.entries(def.shape as Record<string, $ZodType>)) {
        const write = writerFor(field);
        if (!write) return null;
        fields.push([key, `${JSON.stringify(key)}:`, write]);
      }
      return (value) => {
        if (!isRecord(value)) return json(value);
        let members = '';
        for (const [key, prefix, write] of fields) {
          const item = value[key];
          if (item !== undefined) members += `${members === '' ? '' : ','}${prefix}${write(item)}`;
        }
        return `{${members}}`;
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
  return writerFor(schema) ?? validatingSerializerCompiler(route);
};
