import { defineRoutes } from './route';

/** The signed-in user's live events (text/event-stream; each event is a `liveEventSchema`). */
export const eventsRoutes = defineRoutes({
  stream: { method: 'GET', path: '/user/events' },
});
