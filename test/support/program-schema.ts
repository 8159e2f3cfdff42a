/**
 * The shipped program.schema.json as a check, for the Node tests: Ajv's draft 2020-12 validator
 * (the schema's `$schema`), in its default strict mode: a schema keyword Ajv does not know fails too.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';

const schema: unknown = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../program.schema.json'), 'utf8'));
const validate = new Ajv2020({ allErrors: true }).compile(schema as object);

/** The schema's complaints about `program`, one line each; empty when it is a valid program. */
export function schemaErrors(program: unknown): string[] {
  return validate(program) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
