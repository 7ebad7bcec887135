import { shortName, type ActivityDto } from '@rtm/contracts';

/** The user's name, else the e-mail prefix, else `unknown` ('Unknown'; SPEC section 2, activity feed). */
export function activityActor(user: ActivityDto['user'], unknown: string): string {
  if (user?.firstName && user.lastName) return `${user.firstName} ${user.lastName}`;
  return shortName(user, unknown);
}
