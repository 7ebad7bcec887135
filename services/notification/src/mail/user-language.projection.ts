import { defineProjection } from '@rtm/backend/projections';
import { UserCreated, UserUpdated, type Language } from '@rtm/contracts';

export interface UserLanguageRow {
  id: string;
  language: Language;
}

/** Each user's interface language, for mail in the recipient's language (English for events without one). */
export const USER_LANGUAGE_PROJECTION = defineProjection<UserLanguageRow>({ name: 'user-languages', table: 'user_language', key: 'id' })
  .from(UserCreated, ({ user, language }) => ({ id: user.id, language: language ?? 'en' }))
  .from(UserUpdated, ({ user, language }) => (language ? { id: user.id, language } : null));
