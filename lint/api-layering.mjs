// The API's layering (conventions.md "Layering", ARCHITECTURE.md "Request path"):
//   main → routes / realtime / jobs / channels → use-cases (modules) → models + core → db + config
// Each layer below may not import the ones above it. One block per folder, so every file meets one rule;
// the files ARCHITECTURE.md "Exceptions to conventions.md" allows are listed beside their block.
const SRC = './apps/api/src';
const dir = (name) => `${SRC}/${name}`;
const TESTS = ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**', 'apps/api/src/**/testing/**', 'apps/api/src/**/*.test-kit.ts'];

/** A zone forbidding `target` to import each folder of `above`; `except` maps a folder to the parts allowed. */
function forbid(target, above, except = {}) {
  return above.map((name) => ({
    target: dir(target),
    from: dir(name),
    ...(except[name] ? { except: except[name] } : {}),
    message: `${target}/ is below ${name}/ in the layering (ARCHITECTURE.md "Request path").`,
  }));
}

// The neutral engine contract every layer may name (types only by design).
const ENGINE_TYPES = ['./whatsapp/types.ts'];

const zones = [
  ...forbid('config', ['db', 'models', 'core', 'modules', 'http', 'jobs', 'channels', 'realtime', 'main']),
  ...forbid('models', ['core', 'modules', 'http', 'jobs', 'channels', 'realtime', 'main'], { channels: ENGINE_TYPES }),
  ...forbid('core', ['models', 'modules', 'http', 'jobs', 'channels', 'realtime', 'main'], { channels: ENGINE_TYPES }),
  ...forbid('db', ['modules', 'http', 'jobs', 'channels', 'realtime', 'main']),
  ...forbid('jobs', ['http', 'realtime', 'main'], {}),
  ...forbid('realtime', ['http', 'jobs', 'main']),
  ...forbid('http', ['jobs', 'realtime', 'main']),
  ...forbid('channels', ['modules', 'realtime', 'main']),
];

/** Use-cases: HTTP adapters beside a module (routes, schemas, uploads, cookies, token auth) may import http/. */
const HTTP_ADAPTERS = ['**/*.routes.ts', '**/*.schemas.ts', '**/*.upload.ts', '**/*.auth.ts', '**/session-cookie.ts', '**/device-cookie.ts'];

export const apiLayering = [
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      ...TESTS,
      'apps/api/src/modules/**',
      // db/seed.ts hashes and sets defaults like sign-up; the whatsapp process records session status through
      // its use-case (ARCHITECTURE.md Exceptions, Layering and Channels).
      'apps/api/src/db/seed.ts',
      'apps/api/src/channels/whatsapp/whatsapp-process.ts',
    ],
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [...TESTS, ...HTTP_ADAPTERS.map((glob) => `apps/api/src/modules/${glob}`)],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...forbid('modules', ['http', 'realtime', 'main']),
            // Use-cases enqueue through the queue port only, and name the engine by its neutral types; mail is
            // sent by its channel directly (no mail port in core/ yet).
            ...forbid('modules', ['jobs', 'channels'], { jobs: ['./queues.ts'], channels: [...ENGINE_TYPES, './email'] }),
          ],
        },
      ],
    },
  },
  {
    files: HTTP_ADAPTERS.map((glob) => `apps/api/src/modules/${glob}`),
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...forbid('modules', ['realtime', 'main']),
            ...forbid('modules', ['jobs', 'channels'], { jobs: ['./queues.ts'], channels: [...ENGINE_TYPES, './email'] }),
          ],
        },
      ],
    },
  },
];
