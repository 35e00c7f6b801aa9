import { describe, expect, it } from 'vitest';
import { showExpiringWarning } from './banners';

describe('showExpiringWarning', () => {
  const oct = new Date(2026, 9, 5);
  it('shows from October on when points expire and nothing was dismissed', () => {
    expect(showExpiringWarning(oct, 120, undefined)).toBe(true);
    expect(showExpiringWarning(new Date(2026, 11, 31), 1, null)).toBe(true);
  });
  it('stays hidden before October or with nothing to expire', () => {
    expect(showExpiringWarning(new Date(2026, 8, 30), 120, undefined)).toBe(false);
    expect(showExpiringWarning(oct, 0, undefined)).toBe(false);
  });
  it('stays hidden for 6 months after a dismissal, then shows again', () => {
    expect(showExpiringWarning(oct, 120, new Date(2026, 9, 1).toISOString())).toBe(false);
    expect(showExpiringWarning(oct, 120, new Date(2026, 3, 6).toISOString())).toBe(false);
    expect(showExpiringWarning(oct, 120, new Date(2026, 3, 5).toISOString())).toBe(true);
    expect(showExpiringWarning(oct, 120, new Date(2025, 9, 5).getTime())).toBe(true);
    expect(showExpiringWarning(oct, 120, 'garbage')).toBe(true);
  });
});
