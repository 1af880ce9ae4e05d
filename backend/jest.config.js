/** Two projects: fast unit specs beside the code, and API suites on a real database. */
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: require('node:path').join(__dirname, 'tsconfig.spec.json') }] };

module.exports = {
  // A global option (Jest ignores it inside a project): API suites wait on MariaDB and Chromium,
  // and on a busy machine creating a test database and running its migrations alone can take 30 s.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      rootDir: 'src',
      testRegex: '.*\\.spec\\.ts$',
      testEnvironment: 'node',
      transform,
      moduleFileExtensions: ['ts', 'js', 'json'],
    },
    {
      displayName: 'api',
      rootDir: '.',
      testRegex: 'test/.*\\.e2e-spec\\.ts$',
      testEnvironment: 'node',
      transform,
      moduleFileExtensions: ['ts', 'js', 'json'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      setupFiles: ['<rootDir>/test/setup/worker-env.ts'],
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
    },
  ],
};
