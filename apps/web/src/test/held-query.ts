import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A watched query whose fetch read `answer` when it started and answers only when the test calls `land()`: a
 * request under way while something else (a save, a live event) happens.
 */
export function heldQuery<T>(client: QueryClient, queryKey: QueryKey, answer: T) {
  const held: Array<() => void> = [];
  const observer = new QueryObserver<T>(client, { queryKey, queryFn: () => new Promise<T>((resolve) => held.push(() => resolve(answer))) });
  const unsubscribe = observer.subscribe(() => undefined);
  const land = async () => {
    held.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { land, data: () => observer.getCurrentResult().data, unsubscribe };
}
