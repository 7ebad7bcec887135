export { activityKeys } from './activity.keys';
