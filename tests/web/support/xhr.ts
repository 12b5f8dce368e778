/**
 * XMLHttpRequest as the uploads use it (web/src/lib/upload-form.ts, which sends forms with their progress): each
 * request waits until the test reports its progress and answers it.
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }

  async respond(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    await act(async () => this.onload?.());
  }
}

/** Puts FakeXhr in XMLHttpRequest's place for each test of the file, with nothing sent yet, and takes it away after. */
export function fakeXhrInEachTest() {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
