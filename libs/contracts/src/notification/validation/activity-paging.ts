import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { LIMITS } from '../../common/constants.js';
import { PageOffset } from '../../common/validation/helpers.js';

const all =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };

/** `limit` of a page of activities, 1 to LIMITS.activityPageMax; query-string text is converted. */
export const ActivityPageLimit = () =>
  all(
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'limit must be a whole number' }),
    Min(1, { message: 'limit must be at least 1' }),
    Max(LIMITS.activityPageMax, { message: `limit must be at most ${LIMITS.activityPageMax}` }),
  );

/** `offset` of a page of activities: the shared bound of every list (0 to PG_INT_MAX). */
export const ActivityPageOffset = () => PageOffset();
