// What the rest of the server may use of viewings (docs/architecture.md "Import rules"): the
// reminders and the lapse of asked visits, for the job runner; a person's viewings, for their
// data export; and posters' no-shows, for the moderation queue.

export { sendViewingReminders } from './reminders.ts';
export { lapseVisitRequests } from './request-service.ts';
export { exportViewings, posterNoShows } from './service.ts';
