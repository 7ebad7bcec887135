import { IsIn } from 'class-validator';
import { LANGUAGE_MESSAGES, LANGUAGES, type Language } from '../../common/languages.js';
import type { SetLanguageInput } from '../api.js';

/** PATCH /api/auth/me/language and identity.users.setLanguage. */
export class SetLanguageDto implements SetLanguageInput {
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGES.invalid })
  language!: Language;
}
