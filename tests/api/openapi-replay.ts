/**
 * Requests made from the OpenAPI document's own schemas, for tests/api/openapi.test.ts: a valid value
 * for a JSON schema (the first enum member, the example, a value of the format or pattern, the smallest
 * allowed), and the document's answers checked with ajv.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};

let unique = 0;
export function validValue(schema: Schema, components: Record<string, Schema>, name = ''): unknown {
  if (schema.$ref) return validValue(components[schema.$ref.split('/').pop() ?? ''], components, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return validValue(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], components, name);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => validValue(s, components, name)));
  const type = [schema.type ?? 'object'].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = validValue(schema.properties?.[key] ?? {}, components, key);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => validValue(schema.items ?? {}, components, name));
    case 'integer':
    case 'number':
      return (schema.example as number | undefined) ?? Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default: {
      if (schema.format === 'email') return `replay-${Date.now().toString(36)}-${unique++}@example.com`;
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'uri') return 'https://img.example.com/replay.png';
      if (schema.example !== undefined) return schema.example;
      if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 7 })[0];
      return `${name || 'x'}-${unique++}`.padEnd(schema.minLength ?? 1, 'x');
    }
  }
}

/** An ajv for the document's schemas (JSON Schema 2020-12, as OpenAPI 3.1 uses), `$ref`s into its components. */
export function responseValidator(components: object) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'doc', components });
  return (schema: object) => ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
}
