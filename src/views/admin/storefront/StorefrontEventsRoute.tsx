// /admin/storefront-events with the provided outbox list (its code loads with this screen; the route's Suspense
// shows the loading state meanwhile).
import { use } from 'react';
import { useAppLogic } from '../../app/app-logic.tsx';
import { StorefrontEvents } from './StorefrontEvents.tsx';

export function StorefrontEventsRoute() {
  return <StorefrontEvents logic={use(useAppLogic().adminStorefront())} />;
}
