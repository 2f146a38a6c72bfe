import { afterEach, describe, expect, it } from '@jest/globals';
import { errorFields, logger, setLogWriter } from '@/platform/log';

const savedLevel = process.env.LOG_LEVEL;
afterEach(() => {
  setLogWriter();
  process.env.LOG_LEVEL = savedLevel;
});

describe('the logger', () => {
  it('never logs the parameters of a failed query (e-mails, password hashes, tokens)', () => {
    const cause = new Error('duplicate key value violates unique constraint "users_email_key"');
    const failed = new Error(
      'Failed query: insert into users (email, password_hash) values ($1, $2)\nparams: jo@example.com,$argon2id$v=19$secret-hash',
      { cause },
    );
    const fields = JSON.stringify(errorFields(failed));
    expect(fields).not.toContain('jo@example.com');
    expect(fields).not.toContain('secret-hash');
    expect(fields).toContain('Failed query: insert into users');
    expect(fields).toContain('params: [not logged]');
    expect(fields).toContain('duplicate key value violates unique constraint');
  });

  it('writes at LOG_LEVEL and above; info by default or for an unknown level', () => {
    const lines: string[] = [];
    setLogWriter((line) => lines.push(line));
    const levels = () =>
      lines.splice(0).map((line) => (JSON.parse(line) as { level: string }).level);
    const all = () => {
      logger.debug('d');
      logger.info('i');
      logger.warn('w');
      logger.error('e');
    };
    process.env.LOG_LEVEL = 'debug';
    all();
    expect(levels()).toEqual(['debug', 'info', 'warn', 'error']);
    process.env.LOG_LEVEL = 'error';
    all();
    expect(levels()).toEqual(['error']);
    for (const level of ['', 'loud']) {
      process.env.LOG_LEVEL = level;
      all();
      expect(levels()).toEqual(['info', 'warn', 'error']);
    }
  });
});
