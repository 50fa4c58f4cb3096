// The test run's own database, Redis db and key prefix: it never touches a running `npm start`.
export const TEST_ENV = {
  NODE_ENV: 'test',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/zapdesk_test',
  REDIS_URL: 'redis://127.0.0.1:6379/1',
  REDIS_PREFIX: 'zapdesk-test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-access-secret-0123456789abcdef',
  JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789abcdef',
  RATE_LIMIT_LOGIN_PER_IP: '30',
  RATE_LIMIT_LOGIN_PER_EMAIL: '10',
  RATE_LIMIT_SIGNUP_PER_IP: '5',
  WEB_ORIGIN: 'http://localhost:3000',
  // A local fake SMTP relay (test/fakes/smtp-server.ts) listens here in the tests that send mail.
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '12525',
};
