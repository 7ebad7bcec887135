import type { ActionType } from './common/enums.js';
import type { EventOf } from './common/events.js';
import { DepartmentCreated, DepartmentUpdated, UserCreated, UserUpdated } from './identity/events/index.js';
import { RiskClosed, RiskCommentAdded, RiskCreated, RiskDeleted, RiskUpdated } from './risk/events/index.js';

/** Every event the product publishes (each slice declares its own in `<slice>/events/`). */
export const DOMAIN_EVENTS = [
  UserCreated,
  UserUpdated,
  DepartmentCreated,
  DepartmentUpdated,
  RiskCreated,
  RiskUpdated,
  RiskClosed,
  RiskDeleted,
  RiskCommentAdded,
] as const;

/** Any known event, told apart by `type` (a `switch (event.type)` narrows `data`). */
export type KnownEvent = EventOf<(typeof DOMAIN_EVENTS)[number]>;

/** Every event type is an action_type of the activity log (SPEC section 3): this fails to compile otherwise. */
export const EVENT_TYPES_ARE_ACTION_TYPES: KnownEvent['type'] extends ActionType ? true : never = true;
