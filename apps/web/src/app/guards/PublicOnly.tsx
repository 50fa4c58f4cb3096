import { Navigate, Outlet } from 'react-router-dom';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { useAuth } from '../../session/useAuth';

/** Public routes: signed-in users go to / (spec §2). */
export function PublicOnly() {
  const { user, loading } = useAuth();
  if (loading) return <FullScreenLoader />;
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}
