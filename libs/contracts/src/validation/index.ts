/** Backend-only: class-validator DTOs of every slice (never imported by a front end, so browsers never load class-validator). */
export * from '../common/validation/helpers.js';
export * from '../common/validation/record-page.dto.js';
export * from '../identity/validation/identity.dto.js';
export * from '../risk/validation/risk.dto.js';
export * from '../risk/validation/review.dto.js';
export * from '../risk/validation/register.dto.js';
export * from '../task/validation/task.dto.js';
export * from '../notification/validation/notification.dto.js';
export * from '../identity/validation/language.dto.js';
export * from '../identity/validation/security-events.dto.js';
export * from '../notification/validation/settings.dto.js';
export * from '../notification/validation/my-activities.dto.js';
export * from '../notification/validation/activity-filters.dto.js';
export * from '../identity/validation/directory-lists.dto.js';
export * from '../identity/validation/saved-view.dto.js';
