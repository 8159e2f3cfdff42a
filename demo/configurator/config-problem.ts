/**
 * What the widget would say of the snippet's attributes, from its own configuration check: the
 * configurator warns before copying, in the very words of the `invalid-config` error.
 */
import { ATTRIBUTES } from '../../src/config/attributes.js';
import type { AttributeValues } from '../../src/config/attributes.js';
import { parseConfig } from '../../src/config/config.js';
import type { EmbedAttributes } from './embed-attributes.js';

export function configProblem(attributes: EmbedAttributes): string | undefined {
  const given = new Map(attributes);
  const values = Object.fromEntries(
    Object.entries(ATTRIBUTES).map(([property, name]) => [property, given.get(name) ?? null]),
  ) as AttributeValues;
  const result = parseConfig(values, { hasTokenProvider: false, baseUrl: location.href });
  return result.ok ? undefined : `The widget would show an error: ${result.error.message}`;
}
