import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import { MainContainer } from '../../components/MainContainer';
import { useAuth } from '../../session/useAuth';
import { hasAccess, type Access } from '../access';

/** Spec §6: the denial is shown, then the user goes to / after 1 s. */
export const DENIAL_REDIRECT_MS = 1000;

/** Renders a page only for users whose plan or role allows it; the API enforces the same rule. */
export function AccessGate({ access, children }: { access?: Access; children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const allowed = hasAccess(user, access);

  useEffect(() => {
    if (allowed) return undefined;
    // The toast outlives the redirect, so the user still reads why the page closed.
    toast.error(t('access.denied'), { toastId: 'access-denied' });
    const timer = setTimeout(() => navigate('/', { replace: true }), DENIAL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [allowed, navigate, t]);

  if (allowed) return <>{children}</>;
  return (
    <MainContainer>
      <Alert severity="warning">{t('access.denied')}</Alert>
    </MainContainer>
  );
}
