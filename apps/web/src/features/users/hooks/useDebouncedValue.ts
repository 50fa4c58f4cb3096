/** Moved to the shared hooks (the tickets screen debounces its search too). */
export { useDebouncedValue } from '../../../hooks/useDebouncedValue';
