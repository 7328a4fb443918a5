import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', 'test-results', 'playwright-report', '.cache', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules for the TypeScript files: a promise nobody awaits or hands to a void callback
  // loses its rejection, which in a money call means a failure nobody sees.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['*.config.ts'] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // The web app's layers: app -> features -> domains -> lib, and no feature reaches into another
  // (what two features share goes to domains/). The rule sees static, side-effect and dynamic imports.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
      // no-cycle follows only the files it can parse.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${import.meta.dirname}/apps/web/src`,
          zones: [
            { target: './lib', from: ['./domains', './features', './app'], message: 'lib/ is infrastructure: it imports no domain, feature or app code.' },
            { target: './domains', from: ['./features', './app'], message: 'A domain is shared by features: it imports no feature or app code.' },
            { target: './features', from: './app', message: 'A feature imports no app code; move what it needs to lib/ or a domain.' },
            ...readdirSync(`${import.meta.dirname}/apps/web/src/features`).map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'A feature imports no other feature; move what both need to domains/.',
            })),
          ],
        },
      ],
      // Domains may use one another (sessions and flat lots use payments), but never in a circle.
      'import-x/no-cycle': 'error',
    },
  },
  // The server's module graph (README, Layout): each module imports only the modules it lists,
  // so the graph has no cycle; modules never import the composition root. Type imports count too.
  ...serverModuleGraph({
    site: [],
    auth: [],
    outbox: [],
    parking: [],
    // The production calendar is the parking module's, as the zones are.
    tariff: ['parking'],
    // operations names the driver on a history export through the accounts' repo.
    operations: ['accounts', 'auth'],
    accounts: ['auth', 'outbox'],
    payments: ['auth', 'operations', 'outbox', 'site'],
    sessions: ['accounts', 'auth', 'operations', 'payments', 'parking', 'site', 'subscriptions', 'tariff'],
    // subscriptions reads the vehicles and the zones through their modules' repos; the advice's paid
    // sessions are handed in by the composition root (sessions imports subscriptions).
    subscriptions: ['accounts', 'auth', 'parking', 'payments', 'site'],
    flat: ['auth', 'operations', 'parking', 'payments', 'site', 'tariff'],
    // fines reads the vehicles and documents, the paid sessions and subscriptions, and the payments
    // behind them through their modules' repos; the evidence PDF numbers payments as the operations history does.
    fines: ['accounts', 'auth', 'operations', 'payments', 'sessions', 'subscriptions'],
    // feedback checks an appeal's fine through a function the composition root hands it.
    feedback: ['auth', 'site'],
    // operator imports the bank statements that payment-documents reads and pays, as it imports fines.
    // Every desk action that changes data writes its row of the audit trail. The driver's card reads
    // each module's part of a driver through that module's repo. One line, as module-graph.test.ts reads it.
    // prettier-ignore
    operator: ['accounts', 'audit', 'auth', 'feedback', 'fines', 'fiscal-receipts', 'notifications', 'operations', 'outbox', 'payment-documents', 'payments', 'sessions', 'site', 'subscriptions'],
    // The trail's export renders in the history exports' slots and slices, so one cap counts both.
    audit: ['operations'],
    // payment-documents draws its PDFs with the shared fonts of src/pdf.
    'payment-documents': ['auth', 'outbox', 'payments', 'site', 'subscriptions'],
    // The receipts implement the payments' PaymentReceipts; the driver's e-mail is handed in by the composition root.
    'fiscal-receipts': ['outbox', 'payments'],
    // The corporate cabinet signs in under the accounts' failure rules and shows its ledger as the operations history does;
    // its card top-ups are payments of the city's methods, whose completion credits the company's ledger.
    corporate: ['accounts', 'auth', 'operations', 'payments', 'site'],
    // notifications reads the sessions and the drivers' settings and phones through their modules' repos.
    notifications: ['accounts', 'auth', 'outbox', 'sessions'],
    // The statements read a company's ledger and the report's recipients through corporate's and
    // accounts' repos, and attach the history's own exports.
    statements: ['accounts', 'auth', 'corporate', 'operations', 'outbox'],
  }),
);

/** import-x rules for apps/server/src: the allowed module graph as zones, and no import cycle between files. */
function serverModuleGraph(allowed) {
  const src = `${import.meta.dirname}/apps/server/src`;
  const modules = readdirSync(`${src}/modules`);
  const root = ['./app.ts', './city-services.ts', './server.ts', './main.ts', './open-cities.ts'];
  const moduleZones = modules.map((module) => ({
    target: `./modules/${module}`,
    from: './modules',
    except: [`./${module}`, ...(allowed[module] ?? []).map((other) => `./${other}`)],
    message: `modules/${module} may import only ${(allowed[module] ?? []).join(', ') || 'no other module'} (the module graph in eslint.config.js and the README).`,
  }));
  return [
    {
      files: ['apps/server/src/**/*.ts'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
        // no-cycle follows only files it can parse: TypeScript ones, with the TypeScript parser.
        'import-x/extensions': ['.ts'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      },
      rules: {
        'import-x/no-cycle': 'error',
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: src,
            zones: [
              ...moduleZones,
              { target: './modules', from: root, message: 'Modules take their services as arguments; only the composition root builds them.' },
              { target: './errors', from: ['./http', './modules', './db', './jobs', ...root], message: 'errors/ is a leaf: everything may throw AppError.' },
              { target: './http', from: ['./modules', ...root], message: 'http/ is infrastructure that modules use; it imports no module.' },
              { target: './pdf', from: ['./modules', ...root], message: 'pdf/ is infrastructure that modules use; it imports no module.' },
            ],
          },
        ],
      },
    },
  ];
}
