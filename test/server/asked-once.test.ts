import { AskedOnce } from '../../server/src/asked-once';

describe('AskedOnce: work is admitted on a key\'s second ask', () => {
  it('admits the second ask within the lifetime, and starts over after it', () => {
    const asked = new AskedOnce();
    expect(asked.again('search a', 1000, 0)).toBe(false);
    expect(asked.again('search b', 1000, 10)).toBe(false);
    expect(asked.again('search a', 1000, 999)).toBe(true);
    // Admitted once: the next ask is a first ask again.
    expect(asked.again('search a', 1000, 1000)).toBe(false);
  });

  it('forgets an ask once its lifetime has passed', () => {
    const asked = new AskedOnce();
    expect(asked.again('search a', 1000, 0)).toBe(false);
    expect(asked.again('search a', 1000, 1000)).toBe(false);
    expect(asked.again('search a', 1000, 1500)).toBe(true);
  });

  it('keeps at most `max` keys, forgetting the oldest first', () => {
    const asked = new AskedOnce(2);
    asked.again('a', 1000, 0);
    asked.again('b', 1000, 1);
    asked.again('c', 1000, 2);
    expect(asked.again('a', 1000, 3)).toBe(false);
    expect(asked.again('c', 1000, 4)).toBe(true);
  });
});
