import { firstValueFrom, from, of, toArray } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { FAILED_STAGES, safeProps, type AnalyticsEvent } from '../../streams/analytics/analytics-events';
import { pageUrl, plausibleBody, sendToPlausible } from '../../streams/analytics/plausible';
import { startStages } from '../../streams/telemetry/start-stage';

const TARGET = { domain: 'vestry.example', apiHost: 'https://stats.church.test' };

describe('the props guard', () => {
  it('keeps numbers and each prop’s known enumeration values', () => {
    expect(safeProps({ mode: 'typed', ms: 1500, seconds: 0, by: 'visitor', kind: 'timeout', permanent: 'false' })).toEqual({
      mode: 'typed',
      ms: 1500,
      seconds: 0,
      by: 'visitor',
      kind: 'timeout',
      permanent: 'false',
    });
    expect(safeProps({ stage: 'daily-call-join', reason: 'call.start.error-get-org', directive: 'connect-src' })).toEqual({
      stage: 'daily-call-join',
      reason: 'call.start.error-get-org',
      directive: 'connect-src',
    });
  });

  it('keeps a sample call’s name only as one of the samples', () => {
    expect(safeProps({ name: 'at-risk' })).toEqual({ name: 'at-risk' });
    expect(safeProps({ name: 'Jane Citizen' })).toEqual({});
  });

  it('knows every start stage of the client', () => {
    expect(FAILED_STAGES).toEqual(expect.arrayContaining([...startStages]));
  });

  it('drops anything else: free text, an address, a phone number, an unknown prop, a value of the wrong kind', () => {
    expect(
      safeProps({
        mode: 'Jane Citizen',
        reason: 'jane@church.test',
        by: '0412 345 678',
        stage: 'St Mary’s',
        directive: 'connect-src https://x.test',
        ms: '1500',
        seconds: Number.NaN,
        kind: 3,
        message: 'http',
        transcript: 'visitor',
        permanent: true,
      }),
    ).toEqual({});
    expect(safeProps({ reason: '+61412345678' })).toEqual({});
    expect(safeProps({ reason: 'Customer Ended Call' })).toEqual({});
  });
});

describe('the Plausible Events API request', () => {
  it('has the documented body: name, url, domain and props', () => {
    const url = 'https://vestry.example/';
    expect(plausibleBody({ name: 'pageview' }, TARGET, url)).toEqual({ name: 'pageview', url, domain: 'vestry.example' });
    expect(plausibleBody({ name: 'Demo Start', props: { mode: 'voice' } }, TARGET, url)).toEqual({
      name: 'Demo Start',
      url,
      domain: 'vestry.example',
      props: { mode: 'voice' },
    });
  });

  it('names the page without its query or fragment', () => {
    expect(pageUrl(new URL('https://vestry.example/?name=Jane#contact'))).toBe('https://vestry.example/');
  });

  it('is one keepalive POST of JSON to {host}/api/event without credentials; a failing host is told and forgotten', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ ok: false, status: 500 });
    const warn = vi.fn();
    const events: AnalyticsEvent[] = [{ name: 'pageview' }, { name: 'Contact Failed', props: { kind: 'network' } }];
    const done = await firstValueFrom(
      sendToPlausible(from(events), {
        target: { ...TARGET, apiHost: 'https://stats.church.test/' },
        url: () => 'https://vestry.example/',
        fetch,
        warn,
      }).pipe(toArray()),
    );
    expect(done).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('https://stats.church.test/api/event', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({
        name: 'Contact Failed',
        url: 'https://vestry.example/',
        domain: 'vestry.example',
        props: { kind: 'network' },
      }),
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('survives a fetch that throws at once', async () => {
    const fetch = () => {
      throw new TypeError('Illegal invocation');
    };
    await expect(
      firstValueFrom(sendToPlausible(of({ name: 'pageview' } as const), { target: TARGET, url: () => '', fetch }).pipe(toArray())),
    ).resolves.toEqual([]);
  });
});
