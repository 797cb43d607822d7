// /admin/dashboard: where the admin lands after signing in; the review queue with its counts.
import { use } from 'react';
import { AdminDashboard } from '../admin/AdminDashboard.tsx';
import { useAppLogic } from '../app/app-logic.tsx';

export function AdminDashboardPage({ email }: { email: string }) {
  const logic = use(useAppLogic().adminReview());
  return <AdminDashboard logic={logic.queue} email={email} />;
}
