import { SetMetadata } from '@nestjs/common';

export const PUBLIC_SUBJECT = 'rtm:public-subject';

/**
 * Marks a message handler whose subject answers requests without an actor (ActorGuard refuses those everywhere
 * else). `reason` says why no user can be named; docs/security.md lists every such subject.
 */
export const PublicSubject = (reason: string): MethodDecorator => SetMetadata(PUBLIC_SUBJECT, reason);
