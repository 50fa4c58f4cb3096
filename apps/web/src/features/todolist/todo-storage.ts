import { StorageKeys, readStorage, writeStorage } from '../../lib/storage';

/** A task of the local to-do list; dates are ISO strings (spec §3: browser storage only). */
export interface TodoItem {
  text: string;
  createdAt: string;
  updatedAt: string;
}

function isTodoItem(value: unknown): value is TodoItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.text === 'string' && typeof item.createdAt === 'string' && typeof item.updatedAt === 'string';
}

/** Reads the stored tasks; a corrupted entry must not break the page, so it reads as no tasks. */
export function readTodos(): TodoItem[] {
  const raw = readStorage(StorageKeys.tasks);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isTodoItem) : [];
  } catch {
    return [];
  }
}

export function writeTodos(items: TodoItem[]): void {
  writeStorage(StorageKeys.tasks, JSON.stringify(items));
}
