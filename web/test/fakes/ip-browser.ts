/**
 * A test Browser that appears to come from its own client address (X-Forwarded-For, which
 * startTestServer's app trusts from loopback, as TRUST_PROXY=loopback would), so per-IP rate limits of one test
 * do not spill into another.
 */
import { Browser, type Answer } from '../http-client';

let next = 1;

export class IpBrowser extends Browser {
  constructor(
    baseUrl: string,
    readonly ip = `198.51.100.${next++ % 250}`,
  ) {
    super(baseUrl);
  }

  override request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    return super.request<T>(method, path, body, { 'X-Forwarded-For': this.ip, ...headers });
  }
}
