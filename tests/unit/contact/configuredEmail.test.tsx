import {render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it, vi} from 'vitest';
import config from '../../../docusaurus.config';

// A deployment with its own CONTACT_EMAIL: every address the reader sees is that one.
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({siteConfig: {...config, customFields: {...config.customFields, contactEmail: 'requests@genai-enterprise.com'}}}),
}));

const {default: ContactFormView} = await import('@site/src/components/ContactForm/ContactFormView');
const {default: ContactEmail} = await import('@site/src/components/ContactEmail');
const {newsletterForm} = await import('@site/src/lib/forms/definitions');

describe('the configured contact address', () => {
  it('is the one the e-mail fallback writes to and the form shows; the form links the privacy notice', async () => {
    const user = userEvent.setup();
    const openMailto = vi.fn<(href: string) => void>();
    render(<ContactFormView definition={newsletterForm} configuredEndpoint="" openMailto={openMailto} />);
    expect(screen.getByRole('link', {name: 'privacy notice'})).toHaveAttribute('href', '/privacy');
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await user.click(screen.getByLabelText('Core AI Platform (CAP) releases'));
    await user.click(screen.getByLabelText(/I agree that GenAI Enterprise may send me the newsletter/));
    await waitFor(() => expect(screen.getByRole('button', {name: 'Subscribe'})).toBeEnabled());
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));
    expect(openMailto.mock.calls[0]![0]).toMatch(/^mailto:requests@genai-enterprise\.com\?subject=/);
    const panel = screen.getByRole('status', {name: 'Finish sending in your e-mail program'});
    expect(panel).toHaveTextContent('requests@genai-enterprise.com');
    expect(panel).not.toHaveTextContent('genai-enterprise.example');
  });

  it('is what ContactEmail renders', () => {
    render(<ContactEmail subject="Privacy request" />);
    expect(screen.getByRole('link', {name: 'requests@genai-enterprise.com'})).toHaveAttribute(
      'href',
      'mailto:requests@genai-enterprise.com?subject=Privacy%20request',
    );
  });
});
