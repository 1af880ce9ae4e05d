import { readLogSettings, SettingsError } from '../../config/settings';

describe('readLogSettings', () => {
  it('logs at info by default and stays silent in the test suites', () => {
    expect(readLogSettings({})).toEqual({ level: 'info' });
    expect(readLogSettings({ NODE_ENV: 'production' })).toEqual({ level: 'info' });
    expect(readLogSettings({ NODE_ENV: 'test' })).toEqual({ level: 'silent' });
  });

  it('takes LOG_LEVEL, also in tests', () => {
    expect(readLogSettings({ LOG_LEVEL: 'debug' })).toEqual({ level: 'debug' });
    expect(readLogSettings({ NODE_ENV: 'test', LOG_LEVEL: 'info' })).toEqual({ level: 'info' });
  });

  it('names the setting when the level is unknown', () => {
    expect(() => readLogSettings({ LOG_LEVEL: 'verbose' })).toThrow(SettingsError);
    expect(() => readLogSettings({ LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    );
  });
});
