import { VirtualTimeScheduler, firstValueFrom, skip } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createContactStreams } from '../../streams/contact/contact-streams';
import type { ToastMessage } from '../../streams/shared/toast-message';
import { createFakeStorage } from '../demo/fake-storage';
import { controllableFetch } from './fake-fetch';

const SUCCESS = { title: "Message sent successfully! We'll get back to you within 24 hours", variant: 'default' };
const FAILURE = {
  title: 'Failed to send message',
  description: 'Please try again or contact us directly at hello@vestry.example',
  variant: 'destructive',
};

function setup() {
  const { fetch, requests } = controllableFetch();
  const scheduler = new VirtualTimeScheduler();
  const form = createContactStreams({
    fetch,
    endpoint: 'https://forms.test/contact',
    contactEmail: 'hello@vestry.example',
    storage: createFakeStorage(),
    scheduler,
  });
  const results: (ToastMessage | null)[] = [];
  const subscription = form.result$.subscribe((result) => results.push(result));
  return { form, requests, results, subscription };
}

describe('the contact result beside the form', () => {
  it('is empty at first, clears while sending, and a success replaces an earlier failure', async () => {
    const { form, requests, results, subscription } = setup();
    expect(results).toEqual([null]);
    form.update({ name: 'Ruth', message: 'Hello' });
    form.submit();
    // Sending keeps the region empty (it emits changes only).
    expect(results).toEqual([null]);
    const failed = firstValueFrom(form.result$.pipe(skip(1)));
    requests[0]?.respond({ ok: false, status: 500 });
    expect(await failed).toEqual(FAILURE);
    form.submit();
    expect(results.at(-1)).toBeNull();
    const sent = firstValueFrom(form.result$.pipe(skip(1)));
    requests[1]?.respond({ ok: true, status: 200 });
    expect(await sent).toEqual(SUCCESS);
    expect(results).toEqual([null, FAILURE, null, SUCCESS]);
    subscription.unsubscribe();
  });

  it('replays the latest result to a late subscriber, and a press with field errors clears it', async () => {
    const { form, requests, subscription } = setup();
    form.update({ name: 'Ruth' });
    form.submit();
    const sent = firstValueFrom(form.result$.pipe(skip(1)));
    requests[0]?.respond({ ok: true, status: 200 });
    await sent;
    expect(await firstValueFrom(form.result$)).toEqual(SUCCESS);
    form.submit(); // the form was cleared: the name is missing now
    expect(await firstValueFrom(form.result$)).toBeNull();
    subscription.unsubscribe();
  });
});
