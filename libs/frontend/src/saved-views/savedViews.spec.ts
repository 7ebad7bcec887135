import { describe, expect, it } from '@jest/globals';
import type { SavedViewDto } from '@rtm/contracts';
import { savedViewPath, splitViews, viewQueryOf } from './savedViews';

describe('saved views in the browser', () => {
  it('keeps filters, order and columns of the URL, not its page nor the view that opened it', () => {
    expect(viewQueryOf('?status=open&page=3&sort=score&savedView=abc')).toBe('status=open&sort=score');
    expect(viewQueryOf('')).toBe('');
  });

  it('opens a view by its id on the list page', () => {
    expect(savedViewPath('/tasks', 'a b')).toBe('/tasks?savedView=a%20b');
  });

  it("lists the person's own views apart from those others shared", () => {
    const view = (id: string, ownerId: string) => ({ id, ownerId }) as SavedViewDto;
    const { own, shared } = splitViews([view('1', 'me'), view('2', 'other'), view('3', 'me')], 'me');
    expect(own.map((v) => v.id)).toEqual(['1', '3']);
    expect(shared.map((v) => v.id)).toEqual(['2']);
  });
});
