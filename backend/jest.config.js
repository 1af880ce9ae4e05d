/** Two projects: fast unit specs beside the code, and API suites on a real database. */
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: require('node:path').join(__dirname, 'tsconfig.spec.json') }] };

module.exports = {
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
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
      testTimeout: 30000,
    },
  ],
};
