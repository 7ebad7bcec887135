import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'rtm:isPublic';

/** Opens a route to visitors who are not signed in (login, logout, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
