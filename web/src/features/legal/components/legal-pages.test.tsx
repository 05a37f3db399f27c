// @vitest-environment jsdom
/**
 * The legal pages read content/<language>/legal/*.md (decision 240): each in the person's
 * language, with the note on which text governs at the top, the legal facts of the English text,
 * and a button to read the other language's text.
 */
import '../../../../vitest.setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '../../../lib/constants';
import { renderWithProviders } from '../../../testing/test-utils';
import PrivacyPolicy from './privacy-policy';
import TermsOfService from './terms-of-service';

const pageText = () => document.body.textContent ?? '';

describe('the Privacy Policy', () => {
  it('in English: the note that the English text governs, the dates and the legal facts', async () => {
    renderWithProviders(<PrivacyPolicy backHref="/profile" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const note = screen.getByRole('note', { name: 'Which text governs' });
    expect(note).toHaveTextContent('also offered in Spanish as a courtesy translation. The English text governs');
    expect(screen.getByText('Effective date: November 22, 2026 · Last updated: November 22, 2026')).toBeInTheDocument();
    expect(pageText()).toContain('The app is not intended for children under 13');
    expect(pageText()).toContain('including California');
    expect(pageText()).toContain('We do not sell your personal information');
    expect(screen.getByText('/notify on').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('heading', { level: 2, name: '10. Contact' })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('{appName}');
    expect(pageText()).toContain('Daily Prayer & Scripture ("we", "us", "the app")');

    fireEvent.click(within(note).getByRole('button', { name: 'Read the Spanish translation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'es');
  });

  it('in Spanish: a courtesy translation whose note says the English text governs, with the same facts', async () => {
    renderWithProviders(<PrivacyPolicy />, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    const note = screen.getByRole('note', { name: 'Qué texto rige' });
    expect(note).toHaveTextContent('Esta es una traducción de cortesía. El texto que rige es el original en inglés');
    expect(
      screen.getByText('Fecha de entrada en vigor: 22 de noviembre de 2026 · Última actualización: 22 de noviembre de 2026'),
    ).toBeInTheDocument();
    expect(pageText()).toContain('La app no está pensada para menores de 13 años');
    expect(pageText()).toContain('incluido California');
    expect(pageText()).toContain('No vendemos tu información personal');
    expect(pageText()).toContain('durante 90 días');
    expect(screen.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'es');

    fireEvent.click(within(note).getByRole('button', { name: 'Leer el texto original en inglés' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('note', { name: 'Qué texto rige' })).toHaveTextContent('The English text governs');
  });
});

describe('the Terms of Service', () => {
  it('in English: the governing note, the law of California, the age of 13 and where the Bibles come from', async () => {
    renderWithProviders(<TermsOfService backHref="/profile" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Which text governs' })).toHaveTextContent('The English text governs');
    expect(pageText()).toContain('governed by the laws of the State of California, United States');
    expect(pageText()).toContain('You must be at least 13 years old');
    expect(pageText()).toContain('“World English Bible” is a trademark of eBible.org for the unchanged text');
    expect(pageText()).toContain('In the United Kingdom the King James Version is under Crown letters patent');
    expect(pageText()).toContain('the Reina-Valera 1909');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
  });

  it('in Spanish: the governing note and the same facts, in ten sections', async () => {
    renderWithProviders(<TermsOfService />, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Qué texto rige' })).toHaveTextContent(
      'Esta es una traducción de cortesía. El texto que rige es el original en inglés',
    );
    expect(pageText()).toContain('se rigen por las leyes del Estado de California, Estados Unidos');
    expect(pageText()).toContain('Debes tener al menos 13 años');
    expect(pageText()).toContain('«World English Bible» es una marca de eBible.org para el texto sin cambios');
    expect(pageText()).toContain('En el Reino Unido, la King James Version está sujeta a las cartas de patente de la Corona');
    expect(pageText()).toContain('la Reina-Valera 1909');
    expect(pageText()).toContain('en el resto del mundo es de dominio público');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    expect(screen.getByRole('heading', { level: 2, name: '8. Ley aplicable' })).toBeInTheDocument();
  });
});
