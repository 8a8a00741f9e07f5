import { act, screen } from '@testing-library/react';
import { Profiler, type ComponentProps, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../src/app/home-page';
import { createTestSite, renderWithSite } from '../site-harness';
import type * as ButtonModule from '../../src/components/ui/button';
import type * as TrustBadgesModule from '../../src/sections/hero/trust-badges';
import type * as FeaturesModule from '../../src/sections/features/features';

// Commits counted per Profiler id while the meter moves: a level is written into the meter's fill, so
// none, of the meter or anything around it (a meter that re-rendered React ten times a second cost a
// call's main thread a render each time).
const commits = new Map<string, number>();
const record: ProfilerOnRenderCallback = (id) => commits.set(id, (commits.get(id) ?? 0) + 1);

// Sentinels: a Profiler around every Button (the demo button, End Call, Mute, Get Started...),
// the hero's trust badges and the page's features. Any re-render above the meter reaches one.
vi.mock('../../src/components/ui/button', async (importOriginal) => {
  const actual = await importOriginal<typeof ButtonModule>();
  const Button = (props: ComponentProps<typeof actual.Button>) => (
    <Profiler id="button" onRender={record}>
      <actual.Button {...props} />
    </Profiler>
  );
  return { ...actual, Button };
});
vi.mock('../../src/sections/hero/trust-badges', async (importOriginal) => {
  const actual = await importOriginal<typeof TrustBadgesModule>();
  return {
    TrustBadges: () => (
      <Profiler id="hero" onRender={record}>
        <actual.TrustBadges />
      </Profiler>
    ),
  };
});
vi.mock('../../src/sections/features/features', async (importOriginal) => {
  const actual = await importOriginal<typeof FeaturesModule>();
  return {
    Features: () => (
      <Profiler id="page" onRender={record}>
        <actual.Features />
      </Profiler>
    ),
  };
});

describe('volume updates while connected', () => {
  // The whole page in jsdom: 4 s alone, over 40 s on a two-core machine also running browsers and two other
  // Vitest workers. The bound only says how long a hang takes to fail.
  it('move the meter without a React render: not the meter, not the hero, not the page', { timeout: 90_000 }, async () => {
    const { site, harness } = createTestSite();
    renderWithSite(
      <Profiler id="root" onRender={record}>
        <HomePage />
      </Profiler>,
      site,
    );
    await act(async () => {
      site.demo.start();
      await harness.clock.advance(3_000);
    });
    expect(screen.getByText('Connected - AI is listening')).toBeInTheDocument();

    commits.clear();
    const fill = screen.getByTestId('volume-meter').querySelector<HTMLElement>('[data-volume]');
    const seen = new Set<string>();
    // Ten updates, a second's worth; below the speech threshold so only the meter has news.
    for (let step = 1; step <= 10; step += 1) {
      act(() => harness.call().simulateAudioLevels({ assistant: step * 0.0009 }));
      seen.add(fill?.style.transform ?? '');
    }

    expect(seen.size).toBe(10);
    expect(Number(fill?.dataset.volume)).toBeGreaterThan(0);
    // Written into the fill by its subscription: React commits nothing for a level.
    expect(commits.get('root') ?? 0).toBe(0);
    expect(commits.get('button') ?? 0).toBe(0);
    expect(commits.get('hero') ?? 0).toBe(0);
    expect(commits.get('page') ?? 0).toBe(0);
  });
});
