import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const typeScriptFiles = ['**/*.{ts,tsx}'];
const nodeFiles = ['functions/**', 'infra/**', 'scripts/**', 'shared/test/**', 'web/vite.config.ts', '*.{js,ts}'];
const webFiles = ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'];
const testFiles = ['**/test/**', '**/*.test.{ts,tsx}', 'scripts/e2e/**', 'scripts/deployed/**'];

export default defineConfig(
  globalIgnores(['**/node_modules/', '**/dist/', '**/cdk.out/', '**/.data/', '**/.tsbuild/', '**/coverage/', '**/.cognito/', '**/.e2e/']),
  js.configs.recommended,
  {
    files: typeScriptFiles,
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {
        // Files outside every workspace tsconfig (the root configs) get the default project.
        projectService: { allowDefaultProject: ['vitest.config.ts'], defaultProject: 'tsconfig.base.json' },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `() => setOpen(false)` and `() => expect(x).toBe(y)` are the idiom for callbacks; void used as a value is still an error elsewhere.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // zod 4 schemas (`schema.parse`) and XState actor refs (`send`) bind their methods, but their types declare them as methods: every hit was a false alarm.
      '@typescript-eslint/unbound-method': 'off',
      // It turns `x as T` into `x!`, which no-non-null-assertion (strict) then forbids: the two rules contradict each other.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      // `text || undefined` deliberately turns an empty string into "absent"; other types still need `??`.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
      // Template literals with numbers are how counts and ids are written throughout (keys, messages); booleans and objects stay errors.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // A leading underscore marks a parameter that an interface requires but this implementation ignores.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: testFiles,
    rules: {
      // Tests read untyped JSON answers (API bodies, CloudFormation templates) and check their shape with expect; product code stays strict.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/restrict-plus-operands': 'off',
      // `items[0]!` in a test fails the test either way; the assertion that follows says what was expected.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fakes implement async interfaces without awaiting, and no-op callbacks (`act(async () => {})`, muted console) are deliberate.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      // afterAll closes `let` fixtures that a failed beforeAll never assigned; their types cannot say so.
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  {
    // Plain JavaScript (this file, worker and stand-in scripts) has no type information to lint with.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: nodeFiles,
    languageOptions: { globals: globals.node },
  },
  {
    files: webFiles,
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // A chat log scrolls, and a scrolling region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'log'] }],
    },
  },
);
