import userEvent from "@testing-library/user-event";

/**
 * A user-event session that never waits between events (`delay: null`): the tests' speed must not
 * depend on a busy machine's timers.
 */
export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ delay: null, ...options });

/** Puts `value` in a field the way a paste does: one input event, whatever the machine's load. */
export async function enter(
  user: ReturnType<typeof setupUser>,
  field: HTMLElement,
  value: string,
): Promise<void> {
  await user.click(field);
  await user.paste(value);
}

/** A fetch stub that answers each call with the next queued response (or waits until released). */
export interface FetchCall {
  url: string;
  init: RequestInit;
}

export function stubFetch() {
  const calls: FetchCall[] = [];
  const queue: (() => Promise<Response>)[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = queue.shift();
    return next ? next() : Promise.reject(new Error("no response queued"));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  // jsdom has no Response: a minimal stand-in with what the API client reads.
  const json = (status: number, body: unknown) => () =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      json: () => Promise.resolve(body),
    } as Response);
  return {
    calls,
    respond: (status: number, body: unknown = {}) => queue.push(json(status, body)),
    /** Queues a response that arrives only when the returned function is called. */
    hold: (status: number, body: unknown = {}) => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      queue.push(() => gate.then(json(status, body)));
      return () => release();
    },
    bodyOf: (index: number) => JSON.parse(String(calls[index]?.init.body)) as Record<string, unknown>,
  };
}
