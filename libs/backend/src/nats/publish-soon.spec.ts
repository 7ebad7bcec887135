import { describe, expect, it } from '@jest/globals';
import { publishSoon } from './publish-soon.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('publishSoon', () => {
  it('sends nothing during the turn, then everything of the turn together and in order', async () => {
    const sent: string[] = [];
    publishSoon(() => sent.push('a'));
    await Promise.resolve(); // a microtask checkpoint, as after each socket callback
    publishSoon(() => sent.push('b'));
    expect(sent).toEqual([]);
    await nextTurn();
    expect(sent).toEqual(['a', 'b']);
    publishSoon(() => sent.push('later'));
    expect(sent).toEqual(['a', 'b']);
    await nextTurn();
    expect(sent).toEqual(['a', 'b', 'later']);
  });

  it('sends a publish queued while a batch is sent in the next turn', async () => {
    const sent: string[] = [];
    publishSoon(() => {
      sent.push('first');
      publishSoon(() => sent.push('queued by the first'));
    });
    await nextTurn();
    expect(sent).toEqual(['first']);
    await nextTurn();
    expect(sent).toEqual(['first', 'queued by the first']);
  });
});
