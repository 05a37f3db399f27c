// @vitest-environment jsdom
import '../../../vitest.setup';
import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/test-utils';
import { OfflineBanner } from './offline-banner';

afterEach(() => onlineManager.setOnline(true));

describe('offline, in Spanish', () => {
  it('says what still works while the device is offline', () => {
    renderWithProviders(<OfflineBanner />, { language: 'es' });
    expect(screen.queryByText(/Estás sin conexión/)).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Estás sin conexión. Puedes seguir leyendo; lo que hagas ahora se enviará cuando vuelvas a conectarte.',
    );
  });
});
