import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A button that shows a spinner and blocks double submits while its action runs. */
export function ButtonWithSpinner({ loading, children, disabled, ...props }: ButtonProps & { loading: boolean }) {
  return (
    <Button {...props} disabled={disabled || loading} aria-busy={loading}>
      {loading ? <CircularProgress size={22} color="inherit" aria-hidden /> : children}
    </Button>
  );
}
