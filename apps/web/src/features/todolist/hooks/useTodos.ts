import { useCallback, useState } from 'react';
import { readTodos, writeTodos, type TodoItem } from '../todo-storage';

/** The to-do list kept in localStorage 'tasks'; blank texts are ignored (spec §5). */
export function useTodos() {
  const [items, setItems] = useState<TodoItem[]>(readTodos);

  const commit = useCallback((next: TodoItem[]) => {
    writeTodos(next);
    setItems(next);
  }, []);

  const add = useCallback(
    (text: string): boolean => {
      const trimmed = text.trim();
      if (!trimmed) return false;
      const now = new Date().toISOString();
      commit([...items, { text: trimmed, createdAt: now, updatedAt: now }]);
      return true;
    },
    [items, commit],
  );

  const update = useCallback(
    (index: number, text: string): boolean => {
      const trimmed = text.trim();
      if (!trimmed || !items[index]) return false;
      commit(items.map((item, i) => (i === index ? { ...item, text: trimmed, updatedAt: new Date().toISOString() } : item)));
      return true;
    },
    [items, commit],
  );

  const remove = useCallback((index: number) => commit(items.filter((_, i) => i !== index)), [items, commit]);

  return { items, add, update, remove };
}
