import { describe, expect, it, vi } from 'vitest';
import {
  TURNSTILE_SCRIPT_URL,
  TurnstileFailure,
  runChallenge,
  turnstileLoader,
  type TurnstileApi,
} from '../../streams/demo-endpoint/turnstile';
import { createDemoCallSource } from '../../streams/demo-endpoint/demo-call-source';

// Turnstile, explicitly rendered and executed on demand, against a stand-in of `window.turnstile`.

type Options = Parameters<TurnstileApi['render']>[1];

/** A stand-in: render records its options, execute runs `onExecute` with them. */
function fakeTurnstile(onExecute: (options: Options) => void) {
  const rendered: { container: HTMLElement; options: Options }[] = [];
  const removed: string[] = [];
  const api: TurnstileApi = {
    render: (container, options) => (rendered.push({ container, options }), `widget-${rendered.length}`),
    execute: (widget) => onExecute(rendered[Number(widget.slice('widget-'.length)) - 1]!.options),
    remove: (widget) => void removed.push(widget),
  };
  return { api, rendered, removed };
}

describe('runChallenge', () => {
  it('renders invisibly with execution on demand and the action the Worker requires, executes, resolves with the token, and removes the widget', async () => {
    const { api, rendered, removed } = fakeTurnstile((options) => options.callback('cf-token-1'));
    const container = document.createElement('div');
    await expect(runChallenge(api, container, 'site-key-1')).resolves.toBe('cf-token-1');
    expect(rendered[0]?.container).toBe(container);
    expect(rendered[0]?.options).toMatchObject({
      sitekey: 'site-key-1',
      action: 'demo-call',
      execution: 'execute',
      appearance: 'interaction-only',
    });
    expect(removed).toEqual(['widget-1']);
  });

  it('marks the container while Cloudflare asks for an interaction, and unmarks it after', async () => {
    let options: Options | undefined;
    const { api } = fakeTurnstile((given) => (options = given));
    const container = document.createElement('div');
    const pending = runChallenge(api, container, 'k');
    options?.['before-interactive-callback']();
    expect(container.dataset.interactive).toBe('');
    options?.['after-interactive-callback']();
    expect(container.dataset.interactive).toBeUndefined();
    options?.['before-interactive-callback']();
    options?.callback('t');
    await expect(pending).resolves.toBe('t');
    expect(container.dataset.interactive).toBeUndefined();
  });

  it.each([
    ['error-callback', (options: Options) => options['error-callback']('300030')],
    ['expired-callback', (options: Options) => options['expired-callback']()],
    ['timeout-callback', (options: Options) => options['timeout-callback']()],
  ])('%s: rejects with a TurnstileFailure, and removes the widget', async (_name, fail) => {
    const { api, removed } = fakeTurnstile(fail);
    await expect(runChallenge(api, document.createElement('div'), 'k')).rejects.toBeInstanceOf(TurnstileFailure);
    expect(removed).toEqual(['widget-1']);
  });

  it('an aborted start rejects with the abort’s reason and removes the widget', async () => {
    const { api, removed } = fakeTurnstile(() => undefined);
    const abort = new AbortController();
    const pending = runChallenge(api, document.createElement('div'), 'k', abort.signal);
    abort.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(removed).toEqual(['widget-1']);
  });
});

describe('turnstileLoader', () => {
  it('adds Turnstile’s explicit-render script once, and resolves with window.turnstile when it has run', async () => {
    const doc = document.implementation.createHTMLDocument('turnstile');
    const load = turnstileLoader(doc);
    const first = load();
    const second = load();
    const scripts = doc.head.querySelectorAll('script');
    expect([...scripts].map((script) => script.src)).toEqual([TURNSTILE_SCRIPT_URL]);
    expect(TURNSTILE_SCRIPT_URL).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
    const api = fakeTurnstile(() => undefined).api;
    // createHTMLDocument has no window: the script's global goes on the page's.
    vi.spyOn(doc, 'defaultView', 'get').mockReturnValue(Object.assign(window, { turnstile: api }));
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
    Reflect.deleteProperty(window, 'turnstile');
  });

  it('a script that does not load rejects, and the next call tries again', async () => {
    const doc = document.implementation.createHTMLDocument('turnstile');
    const load = turnstileLoader(doc);
    const first = load();
    doc.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toBeInstanceOf(TurnstileFailure);
    expect(doc.head.querySelectorAll('script')).toHaveLength(0);
    void load().catch(() => undefined);
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('createDemoCallSource', () => {
  it('loads nothing until asked; preload() adds the script; create() runs the challenge, then posts its token and the church’s name (no other variable), and resolves with the Worker’s call', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    const container = doc.createElement('div');
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(Response.json({ callId: 'call-1', webCallUrl: 'https://vestry.daily.co/room', remainingToday: 1 }, { status: 201 })),
    );
    const callSource = createDemoCallSource({
      url: 'https://demo.church.test/api/demo-call',
      turnstileSiteKey: 'k',
      fetch,
      document: doc,
      container: () => container,
    });
    expect(doc.head.querySelectorAll('script')).toHaveLength(0);
    callSource.preload();
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
    const { api, rendered } = fakeTurnstile((options) => options.callback('cf-token'));
    vi.spyOn(doc, 'defaultView', 'get').mockReturnValue(Object.assign(window, { turnstile: api }));
    doc.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(callSource.create(new AbortController().signal, { churchName: 'Grace Baptist', other: 'x' })).resolves.toMatchObject({
      webCall: { id: 'call-1', webCallUrl: 'https://vestry.daily.co/room' },
      remainingToday: 1,
    });
    expect(rendered[0]?.container).toBe(container);
    expect(fetch).toHaveBeenCalledWith(
      'https://demo.church.test/api/demo-call',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ turnstileToken: 'cf-token', churchName: 'Grace Baptist' }) }),
    );
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
    Reflect.deleteProperty(window, 'turnstile');
  });
});
