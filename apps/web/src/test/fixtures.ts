import { loginResponseSchema, userSchema, type LoginResponse, type PlanDTO, type UserDTO } from '@zapdesk/shared';
import { validDto } from './dto-fixtures';

type PlanFlags = Pick<PlanDTO, 'useCampaigns' | 'useKanban' | 'useOpenAi' | 'useIntegrations' | 'useSchedules' | 'useInternalChat' | 'useExternalApi'>;

const allFlagsOn: PlanFlags = {
  useCampaigns: true,
  useKanban: true,
  useOpenAi: true,
  useIntegrations: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: true,
};

/** A signed-in user as /auth/login returns it; every plan flag on unless overridden. */
export function makeUser(overrides: Partial<UserDTO> = {}, flags: Partial<PlanFlags> = {}): UserDTO {
  const user: UserDTO = {
    id: 7,
    name: 'Ana Souza',
    email: 'ana@empresa.com',
    profile: 'admin',
    super: false,
    online: true,
    companyId: 3,
    allTicket: 'desabled',
    whatsappId: null,
    queues: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    company: {
      id: 3,
      name: 'Empresa Teste',
      email: 'contato@empresa.com',
      status: true,
      dueDate: '2099-12-31',
      settings: [],
      plan: {
        id: 1,
        name: 'Plano 1',
        users: 10,
        connections: 10,
        queues: 10,
        campaigns: 10,
        schedules: 10,
        value: 0,
        ...allFlagsOn,
        ...flags,
      },
    },
    ...overrides,
  };
  return validDto(userSchema, user, `user ${user.id}`);
}

/** What /auth/login and /auth/refresh_token answer: a token for `makeUser()` (or `user`) without the default password. */
export function makeSession(overrides: Partial<LoginResponse> = {}): LoginResponse {
  const session: LoginResponse = { token: 'access-1', user: makeUser(), sessionId: 'session-1', defaultPasswordInUse: false, ...overrides };
  return validDto(loginResponseSchema, session, 'session');
}
