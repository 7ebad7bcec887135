/** Request/reply subjects `<service>.<aggregate>.<verb>` and event subjects `events.<aggregate>.<past-tense>`. */
export const SUBJECTS = {
  identity: {
    authVerify: 'identity.auth.verify',
    usersGet: 'identity.users.get',
    usersList: 'identity.users.list',
    usersByIds: 'identity.users.byIds',
    usersCreate: 'identity.users.create',
    usersChangeRole: 'identity.users.changeRole',
    usersSetLanguage: 'identity.users.setLanguage',
    departmentsList: 'identity.departments.list',
    departmentsByIds: 'identity.departments.byIds',
    departmentsCreate: 'identity.departments.create',
    departmentsSetManager: 'identity.departments.setManager',
  },
  notification: {
    activitiesList: 'notification.activities.list',
  },
  task: {
    tasksByRisk: 'task.tasks.byRisk',
  },
  risk: {
    risksList: 'risk.risks.list',
    risksGet: 'risk.risks.get',
    risksByIds: 'risk.risks.byIds',
    risksCreate: 'risk.risks.create',
    risksUpdate: 'risk.risks.update',
    risksDelete: 'risk.risks.delete',
    risksMatrix: 'risk.risks.matrix',
    summaryByDepartment: 'risk.summary.byDepartment',
    typesList: 'risk.types.list',
    commentsList: 'risk.comments.list',
    commentsCreate: 'risk.comments.create',
    importChunk: 'risk.import.chunk',
    importXlsx: 'risk.import.xlsx',
    templateXlsx: 'risk.template.xlsx',
  },
  health: (service: string) => `${service}.health.check`,
} as const;

export const EVENTS_STREAM = 'EVENTS';
export const EVENT_SUBJECT_PREFIX = 'events';

/** `events.user.created` from entity `user` and action `created`. */
export function eventSubject(aggregate: string, pastTense: string): string {
  return `${EVENT_SUBJECT_PREFIX}.${aggregate}.${pastTense}`;
}
