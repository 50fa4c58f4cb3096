// The web's house rule: features import resources and components, never each other (ARCHITECTURE.md).
// Generated per feature folder, so a new feature is covered without touching this file.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const FEATURES = path.join(import.meta.dirname, '..', 'apps/web/src/features');
const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Screens that still embed another feature's screen, to be composed in app/ through slots (ARCHITECTURE.md,
// "Exceptions to conventions.md", the issue 21 line). Test fixtures shared between features are not checked.
const COMPOSITION_EXCEPTIONS = [
  'apps/web/src/features/tickets/components/TicketsPage.tsx',
  'apps/web/src/features/tickets/components/NewTicketDialog.tsx',
  'apps/web/src/features/conversation/components/TicketConversation.tsx',
  'apps/web/src/features/conversation/components/TicketActions.tsx',
];
const TEST_FILES = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/test/**'];

export const webBoundaries = [
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [...COMPOSITION_EXCEPTIONS, ...TEST_FILES],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: './apps/web/src/features',
              except: [`./${name}`],
              message: 'Features import resources/ and components/, never another feature.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/resources', './apps/web/src/lib', './apps/web/src/hooks'],
              from: './apps/web/src/features',
              message: 'Shared layers do not import features.',
            },
          ],
        },
      ],
    },
  },
];
