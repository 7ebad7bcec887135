/** The shared clock provider (tests can fix it). */
export { Clock } from '@rtm/backend/app';
