// @vitest-environment jsdom
import '../../vitest.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../testing/test-utils';
import { ReportButton } from './report-dialog';
import { ShareButton } from './share-button';

const content = { title: 'Luz para el camino', quote: 'Lámpara es a mis pies tu palabra', reference: 'Salmos 119:105' };

async function copiedText(language: 'en' | 'es'): Promise<string> {
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderWithProviders(<ShareButton content={content} />, { language });
  await userEvent.click(screen.getByRole('button', { name: language === 'es' ? 'Compartir' : 'Share' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(
    within(dialog).getByRole('button', { name: language === 'es' ? 'Copiar al portapapeles' : 'Copy to Clipboard' }),
  );
  await waitFor(() => expect(writeText).toHaveBeenCalled());
  return (writeText.mock.calls[0] as unknown as [string])[0];
}

describe('the share dialog', () => {
  it('copies the text with the English words as before', async () => {
    expect(await copiedText('en')).toBe(
      'Luz para el camino\n\n"Lámpara es a mis pies tu palabra" - Salmos 119:105\n\nShared from Daily Prayer & Scripture',
    );
  });

  it('in Spanish: the dialog and the words around the shared text are Spanish, the brand stays', async () => {
    expect(await copiedText('es')).toBe(
      'Luz para el camino\n\n“Lámpara es a mis pies tu palabra” — Salmos 119:105\n\nCompartido desde Daily Prayer & Scripture',
    );
    expect(await screen.findByText('¡Copiado al portapapeles!')).toBeInTheDocument();
  });

  it('in Spanish: the dialog’s buttons', async () => {
    renderWithProviders(<ShareButton content={content} />, { language: 'es' });
    await userEvent.click(screen.getByRole('button', { name: 'Compartir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartir' });
    expect(dialog).toHaveTextContent('Comparte “Luz para el camino” con otros');
    for (const name of ['Compartir ahora', 'Copiar al portapapeles', 'Facebook', 'Twitter', 'WhatsApp', 'Correo'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Texto para compartir')).toHaveTextContent(
      'Compartido desde Daily Prayer & Scripture',
    );
  });
});

describe('reporting, in Spanish', () => {
  it('asks why in Spanish and sends the chosen reason', async () => {
    const { calls } = stubFetch([{ method: 'POST', path: '/api/reports', body: { reported: true } }]);
    const onReported = vi.fn();
    renderWithProviders(<ReportButton kind="reply" itemId={4} authorName="Ben" onReported={onReported} />, {
      language: 'es',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Denunciar la respuesta de Ben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar esta respuesta' });
    expect(dialog).toHaveTextContent('Solo los moderadores ven las denuncias.');
    expect(within(dialog).getByRole('button', { name: 'Enviar denuncia' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dañino o peligroso' }));
    await userEvent.type(within(dialog).getByLabelText('¿Algo que agregar? (opcional)'), 'Consejo peligroso');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await screen.findByText('Gracias. No volverás a ver esto, y un moderador lo revisará.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'reply',
      itemId: 4,
      reason: 'harmful',
      note: 'Consejo peligroso',
    });
    expect(onReported).toHaveBeenCalled();
  });
});
