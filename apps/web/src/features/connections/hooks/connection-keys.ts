/** TanStack Query keys of the Connections screen (the list is shared with the menu badge). */
export const connectionKeys = {
  all: ['connections'] as const,
  list: ['connections', 'list'] as const,
  detail: (id: number) => ['connections', 'detail', id] as const,
  outbox: (id: number, to: string) => ['connections', 'outbox', id, to] as const,
  queueOptions: ['connections', 'options', 'queues'] as const,
  promptOptions: ['connections', 'options', 'prompts'] as const,
  integrationOptions: ['connections', 'options', 'integrations'] as const,
};
