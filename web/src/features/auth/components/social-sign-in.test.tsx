// @vitest-environment jsdom
import '../../../../vitest.setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { SocialSignIn } from './social-sign-in';

const config = {
  path: '/api/config',
  body: {
    appName: 'x',
    devMode: false,
    googleEnabled: false,
    appleEnabled: true,
    appleClientId: 'com.example.web',
    telegramBotUsername: null,
  },
};
const user = { id: 1, firstName: 'Abigail', lastName: '', email: null, profileImageUrl: null, role: 'user' };

afterEach(() => {
  delete window.AppleID;
});

describe('Continue with Apple', () => {
  it("hands Apple this browser's one-time nonce (fetched ahead), then posts the token; the next attempt gets a new nonce", async () => {
    const nonces = ['a1'.repeat(32), 'b2'.repeat(32)];
    let served = 0;
    const { calls, fetchMock } = stubFetch([config, { method: 'POST', path: '/auth/apple', body: user }]);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init = {}) => {
      if (String(input) === '/auth/apple/nonce' && init.method === 'POST') {
        calls.push({ method: 'POST', url: '/auth/apple/nonce', body: undefined, headers: {} });
        return new Response(JSON.stringify({ nonce: nonces[served++] }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return base(input, init);
    });
    const init = vi.fn();
    window.AppleID = {
      auth: { init, signIn: vi.fn(async () => ({ authorization: { id_token: 'header.payload.sig' } })) },
    };

    renderWithProviders(<SocialSignIn />);
    const button = await screen.findByRole('button', { name: /Continue with Apple/ });
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(served).toBe(1)); // fetched before the click
    await userEvent.setup().click(button);

    await waitFor(() => expect(calls.some((c) => c.url === '/auth/apple')).toBe(true));
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ clientId: 'com.example.web', usePopup: true, nonce: nonces[0] }),
    );
    expect(calls.find((c) => c.url === '/auth/apple')!.body).toEqual({
      authorization: { id_token: 'header.payload.sig' },
    });
    await waitFor(() => expect(served).toBe(2)); // spent: the next one is ready
  });
});
