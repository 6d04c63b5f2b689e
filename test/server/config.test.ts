import { ConfigError, DB_POOL_SIZE_DEFAULT, loadConfig } from '../../server/src/config';

describe('database pool size', () => {
  it('is 5 connections unless DB_POOL_SIZE says otherwise', () => {
    expect(DB_POOL_SIZE_DEFAULT).toBe(5);
    expect(loadConfig({}).ops.dbPoolSize).toBe(5);
    expect(loadConfig({ DB_POOL_SIZE: '12' }).ops.dbPoolSize).toBe(12);
  });

  it('refuses a size that is not a whole number of at least 1, naming the variable', () => {
    for (const bad of ['0', '-3', '2.5', 'ten']) {
      expect(() => loadConfig({ DB_POOL_SIZE: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ DB_POOL_SIZE: bad })).toThrow(`DB_POOL_SIZE must be an integer of at least 1, got "${bad}"`);
    }
  });
});

describe('test hooks', () => {
  it('are off unless TEST_HOOKS says so, and refused in production', () => {
    expect(loadConfig({}).testHooks).toBe(false);
    expect(loadConfig({ TEST_HOOKS: 'true' }).testHooks).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), TEST_HOOKS: 'true' })).toThrow('TEST_HOOKS must not be set in production.');
  });
});
