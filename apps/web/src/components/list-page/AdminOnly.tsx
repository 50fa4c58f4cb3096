import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { isAdmin } from '../../session/permissions';
import { useAuth } from '../../session/useAuth';
import { MainContainer } from '../MainContainer';
import { MainHeader } from '../MainHeader';

/** A page only admins use (the API answers 403 to others): everyone else sees the title and why. */
export function AdminOnly({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  const { user } = useAuth();
  if (isAdmin(user)) return children;
  return (
    <MainContainer>
      <MainHeader title={title} />
      <Alert severity="info">{message}</Alert>
    </MainContainer>
  );
}
