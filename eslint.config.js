// `npm run lint` (part of `npm test`): typescript-eslint's recommended rules, plus the house rules
// of CONTRIBUTING.md: type-only imports written as such, `#private` members and `_name` only for
// Lit's reactive state, constants in UPPER_SNAKE_CASE, nothing unused.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', '.next-apps/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/naming-convention': [
        'error',
        // `_name` is Lit's reactive state (declared, `{state: true}`); everything else private is `#name`.
        { selector: 'memberLike', modifiers: ['private'], format: ['camelCase'], leadingUnderscore: 'require' },
        { selector: 'memberLike', modifiers: ['#private'], format: ['camelCase'], leadingUnderscore: 'forbid' },
        { selector: 'typeLike', format: ['PascalCase'] },
      ],
    },
  },
  // Scripts and configs that run in Node.
  { files: ['**/*.mjs', 'scripts/**', '*.config.*'], languageOptions: { globals: globals.node } },
  // CommonJS configuration files that tools read (.puppeteerrc.cjs).
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node } },
);
