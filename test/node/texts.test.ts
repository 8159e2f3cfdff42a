// Every table of texts in every language (docs/languages.md): src/i18n/texts/<language>/ holds one file per table, with
// the keys of English's, each text as English's kind (a text, or a Plural with exactly the categories Intl.PluralRules
// gives that language), and the same `{0}`, `{1}` ... to fill. The type check catches a missing key; this catches a
// folder of no registered language, a missing plural form, and a lost or stray value to fill.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TEXT_LANGUAGES } from '../../src/i18n/text-languages.js';
import type { TextLanguage } from '../../src/i18n/text-languages.js';

const TEXTS = join(import.meta.dirname, '../../src/i18n/texts');

type Table = Record<string, string | Record<string, string>>;

/** A language's file for a table: its own name for the widget's texts (the chunk is named for it), else English's. */
const fileOf = (language: TextLanguage, table: string) => (table === 'en.ts' ? `${language}.ts` : table);

/** The one table a file exports (`messages` or `texts`). */
async function tableOf(language: TextLanguage, table: string): Promise<Table> {
  const module = (await import(pathToFileURL(join(TEXTS, language, fileOf(language, table))).href)) as Record<
    string,
    Table
  >;
  const tables = Object.values(module);
  assert.equal(tables.length, 1, `${language}/${fileOf(language, table)} exports one table`);
  return tables[0]!;
}

/** The values a text is filled with, `{0}` ..., in order. */
const placeholders = (text: string) => [...new Set(text.match(/\{\d\}/g))].sort();

const TABLES = readdirSync(join(TEXTS, 'en')).sort();

test('a folder for each language of TEXT_LANGUAGES, and none else, each with a file for each of English tables', () => {
  assert.deepEqual(readdirSync(TEXTS).sort(), [...TEXT_LANGUAGES].sort());
  for (const language of TEXT_LANGUAGES) {
    const files = TABLES.map((table) => fileOf(language, table)).sort();
    assert.deepEqual(readdirSync(join(TEXTS, language)).sort(), files, language);
  }
});

for (const language of TEXT_LANGUAGES) {
  test(`${language}: every key of every table, with the values English fills it with`, async () => {
    for (const table of TABLES) {
      const [english, own] = await Promise.all([tableOf('en', table), tableOf(language, table)]);
      assert.deepEqual(Object.keys(own).sort(), Object.keys(english).sort(), `${language}/${table}`);
      for (const [key, text] of Object.entries(own)) {
        const model = english[key]!;
        const where = `${language}/${fileOf(language, table)}: ${key}`;
        assert.equal(typeof text, typeof model, `${where} is a ${typeof model === 'string' ? 'text' : 'Plural'}`);
        if (typeof text === 'string') {
          assert.ok(text.trim(), `${where} is not empty`);
          assert.deepEqual(placeholders(text), placeholders(model as string), `${where} fills the same values`);
        } else {
          assertPlural(text, language, where);
        }
      }
    }
  });
}

/** A Plural holds exactly the categories of its language, each a text; every form but `one` says the count. */
function assertPlural(forms: Record<string, string>, language: TextLanguage, where: string): void {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  assert.deepEqual(Object.keys(forms).sort(), [...categories].sort(), `${where}: the plural forms of ${language}`);
  for (const [category, text] of Object.entries(forms)) {
    assert.ok(text.trim(), `${where}.${category} is not empty`);
    if (category !== 'one') assert.deepEqual(placeholders(text), ['{0}'], `${where}.${category} says the count`);
  }
}

test('Polish counts showtimes in its four forms', async () => {
  const { showtimes } = (await tableOf('pl', 'en.ts')) as { showtimes: Record<string, string> };
  const rules = new Intl.PluralRules('pl');
  const said = [1, 2, 5, 22, 112].map((count) => showtimes[rules.select(count)]!.replace('{0}', String(count)));
  assert.deepEqual(said, ['1 seans', '2 seanse', '5 seansów', '22 seanse', '112 seansów']);
});
