import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { useAuth } from '../../session/useAuth';

/** Private routes: signed-out users go to /login (spec §2). */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullScreenLoader />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
