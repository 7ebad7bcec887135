import { describe, expect, it } from '@jest/globals';
import { ForbiddenException } from '@nestjs/common';
import { normaliseViewQuery, type Actor, type UserRole } from '@rtm/contracts';
import { assertMayShare, mayDeleteView, maySeeView } from './saved-view-rules.js';

const actor = (id: string, role: UserRole): Actor => ({ id, role }) as Actor;

describe('saved view rules', () => {
  it('lets the owner delete their views, shared or not', () => {
    expect(mayDeleteView(actor('a', 'team_member'), { ownerId: 'a', shared: false })).toBe(true);
    expect(mayDeleteView(actor('a', 'manager'), { ownerId: 'a', shared: true })).toBe(true);
  });

  it('lets a system admin delete a shared view of someone else, but no one else', () => {
    expect(mayDeleteView(actor('admin', 'system_admin'), { ownerId: 'a', shared: true })).toBe(true);
    expect(mayDeleteView(actor('m', 'manager'), { ownerId: 'a', shared: true })).toBe(false);
    expect(mayDeleteView(actor('admin', 'system_admin'), { ownerId: 'a', shared: false })).toBe(false);
  });

  it('shows a person their own views and the shared ones only', () => {
    expect(maySeeView(actor('b', 'team_member'), { ownerId: 'a', shared: true })).toBe(true);
    expect(maySeeView(actor('b', 'system_admin'), { ownerId: 'a', shared: false })).toBe(false);
  });

  it('lets managers and system admins share, and refuses the others with a message', () => {
    expect(() => assertMayShare(actor('m', 'manager'), true)).not.toThrow();
    expect(() => assertMayShare(actor('s', 'system_admin'), true)).not.toThrow();
    expect(() => assertMayShare(actor('t', 'team_member'), false)).not.toThrow();
    expect(() => assertMayShare(actor('t', 'team_member'), true)).toThrow(ForbiddenException);
    expect(() => assertMayShare(actor('e', 'executive'), true)).toThrow('Only managers and system administrators can share a view');
  });

  it('stores a query without its question mark or a view parameter of its own', () => {
    expect(normaliseViewQuery('?status=open&savedView=123&sort=score&view=board')).toBe('status=open&sort=score&view=board');
    expect(normaliseViewQuery('  ')).toBe('');
  });
});
