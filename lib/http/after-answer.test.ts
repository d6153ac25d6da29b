import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const logged: unknown[] = [];
vi.mock('@/lib/log/logger', () => ({ logger: { error: (...args: unknown[]) => logged.push(args) } }));

const { afterAnswer } = await import('./after-answer');
const { serverHooks } = await import('@/lib/server-hooks.mjs');
const pending = () => serverHooks().pendingWork;

describe('work after the answer, outside a Next request scope', () => {
  it('runs later, not during the call, and is tracked until done', async () => {
    let ran = false;
    afterAnswer(() => {
      ran = true;
    });
    expect(ran).toBe(false);
    expect(pending().size).toBe(1);
    await Promise.all([...pending()]);
    expect(ran).toBe(true);
    expect(pending().size).toBe(0);
  });

  it('logs a failure instead of throwing it', async () => {
    afterAnswer(async () => {
      throw new Error('SMS provider down');
    });
    await Promise.all([...pending()]);
    expect(JSON.stringify(logged)).toContain('SMS provider down');
  });
});
