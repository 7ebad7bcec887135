/** Request/reply subjects `<service>.<aggregate>.<verb>` and event subjects `events.<aggregate>.<past-tense>`. */
export const SUBJECTS = {
  identity: {
    authVerify: 'identity.auth.verify',
    usersGet: 'identity.users.get',
    usersList: 'identity.users.list',
    usersByIds: 'identity.users.byIds',
    usersCreate: 'identity.users.create',
    usersChangeRole: 'identity.users.changeRole',
    departmentsList: 'identity.departments.list',
    departmentsByIds: 'identity.departments.byIds',
    departmentsCreate: 'identity.departments.create',
    departmentsSetManager: 'identity.departments.setManager',
  },
  notification: {
    activitiesList: 'notification.activities.list',
  },
  health: (service: string) => `${service}.health.check`,
} as const;

export const EVENTS_STREAM = 'EVENTS';
export const EVENT_SUBJECT_PREFIX = 'events';

/** `events.user.created` from entity `user` and action `created`. */
export function eventSubject(aggregate: string, pastTense: string): string {
  return `${EVENT_SUBJECT_PREFIX}.${aggregate}.${pastTense}`;
}
