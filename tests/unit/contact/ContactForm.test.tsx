import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import ContactForm from '@site/src/components/ContactForm';
import ContactFormView from '@site/src/components/ContactForm/ContactFormView';
import {newsletterForm, partnerApplicationForm, projectRequestForm} from '@site/src/lib/forms/definitions';
import {draftKey} from '@site/src/lib/forms/storage';
import type {FetchLike} from '@site/src/lib/forms/submission';

type Deferred = {resolve: (v: {ok: boolean; status: number}) => void};

async function fillNewsletter(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
  await user.click(screen.getByLabelText('Core AI Platform (CAP) releases'));
  await user.click(screen.getByLabelText(/I agree that GenAI Enterprise may send me the newsletter/));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/contact/newsletter');
});
afterEach(() => {
  delete window.__FORM_ENDPOINT__;
});

describe('ContactForm', () => {
  it('renders every field with a label, and marks optional ones', async () => {
    render(<ContactFormView definition={partnerApplicationForm} configuredEndpoint="" />);
    expect(screen.getByRole('form', {name: 'Partner application'})).toBeInTheDocument();
    expect(screen.getByRole('textbox', {name: 'Organization'})).toBeRequired();
    expect(screen.getByRole('textbox', {name: 'Website (optional)'})).not.toBeRequired();
    expect(screen.getByRole('combobox', {name: 'Type of partnership'})).toBeInTheDocument();
    const message = screen.getByRole('textbox', {name: 'What would you bring to the partnership?'});
    expect(message).toHaveAccessibleDescription(/Your offering.*0 of 1,500 characters/);
    await waitFor(() => expect(screen.getByRole('button', {name: 'Send application'})).toBeEnabled());
  });

  it('asks for consent only on the newsletter; the other forms state their legal basis next to the button', async () => {
    const {unmount} = render(<ContactFormView definition={projectRequestForm} configuredEndpoint="" />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(/I agree/)).toBeNull();
    const statement = screen.getByText(/Legal basis: steps you ask us to take before a possible contract/);
    expect(statement).toHaveTextContent('(GDPR Art. 6(1)(b))');
    expect(within(statement).getByRole('link', {name: 'privacy notice'})).toHaveAttribute('href', '/privacy');
    unmount();
    render(<ContactFormView definition={partnerApplicationForm} configuredEndpoint="" />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/Legal basis: our legitimate interest/)).toHaveTextContent('(GDPR Art. 6(1)(f))');
  });

  it('restores a project request draft saved while the form still had a consent box', async () => {
    window.sessionStorage.setItem(
      draftKey(projectRequestForm),
      JSON.stringify({formVersion: projectRequestForm.version, values: {name: 'Dana', description: 'Kept text from before', consent: true}}),
    );
    render(<ContactFormView definition={projectRequestForm} configuredEndpoint="" />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Dana'));
    expect(screen.getByRole('textbox', {name: 'Describe your project'})).toHaveValue('Kept text from before');
    window.sessionStorage.clear();
  });

  it('shows an error summary with links, focuses it, and marks the fields invalid', async () => {
    const user = userEvent.setup();
    render(<ContactFormView definition={newsletterForm} configuredEndpoint="/form-endpoint" />);
    await user.type(screen.getByLabelText('E-mail address'), 'ada@');
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));

    const summary = screen.getByRole('group', {name: 'There are problems with 3 fields'});
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Enter an e-mail address in the form name@example.com.',
      'Choose at least one topic.',
      'Tick the box to agree to receive the newsletter, otherwise we cannot send it.',
    ]);
    expect(links[0]).toHaveAttribute('href', '#newsletter-email');

    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Error: Enter an e-mail address in the form name@example.com.');

    await user.click(links[1]!);
    expect(screen.getByLabelText('Strategy, governance and regulation')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('updates messages as the reader fixes the fields', async () => {
    const user = userEvent.setup();
    render(<ContactFormView definition={newsletterForm} configuredEndpoint="/form-endpoint" />);
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    expect(screen.getByLabelText('E-mail address')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group', {name: 'There are problems with 2 fields'})).toBeInTheDocument();
  });

  it('sends once on a double submit, then shows what happens next and clears the draft', async () => {
    const user = userEvent.setup();
    const pending: Deferred[] = [];
    const fetchImpl = vi.fn<FetchLike>(() => new Promise((resolve) => pending.push({resolve})));
    render(<ContactFormView definition={newsletterForm} configuredEndpoint="/form-endpoint" fetchImpl={fetchImpl} />);
    await fillNewsletter(user);
    expect(sessionStorage.getItem(draftKey(newsletterForm))).toContain('ada@example.com');

    const button = screen.getByRole('button', {name: 'Subscribe'});
    await user.click(button);
    await user.click(button);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', {name: 'Sending…'})).toHaveAttribute('aria-disabled', 'true');
    const body = JSON.parse(String(fetchImpl.mock.calls[0]![1].body));
    expect(body).toMatchObject({form: 'newsletter', data: {email: 'ada@example.com', topics: ['cap'], consent: true}});

    await act(async () => pending[0]!.resolve({ok: true, status: 200}));
    const success = await screen.findByRole('status', {name: 'Thank you for signing up'});
    expect(success).toHaveFocus();
    expect(success).toHaveTextContent(/confirmation message/);
    expect(sessionStorage.getItem(draftKey(newsletterForm))).toBeNull();
  });

  it('keeps every field after a server error and offers retry and e-mail', async () => {
    const user = userEvent.setup();
    const fetchImpl = vi
      .fn<FetchLike>()
      .mockResolvedValueOnce({ok: false, status: 500})
      .mockResolvedValueOnce({ok: true, status: 200});
    render(<ContactFormView definition={newsletterForm} configuredEndpoint="/form-endpoint" fetchImpl={fetchImpl} />);
    await fillNewsletter(user);
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('HTTP status 500');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Core AI Platform (CAP) releases')).toBeChecked();
    expect(sessionStorage.getItem(draftKey(newsletterForm))).toContain('ada@example.com');
    const mail = within(alert).getByRole('link', {name: 'Send it by e-mail instead'});
    expect(mail.getAttribute('href')).toMatch(/^mailto:hello@genai-enterprise\.example\?subject=/);

    await user.click(within(alert).getByRole('button', {name: 'Try again'}));
    expect(await screen.findByRole('status', {name: 'Thank you for signing up'})).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('explains a network failure', async () => {
    const user = userEvent.setup();
    const fetchImpl: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    render(<ContactFormView definition={newsletterForm} configuredEndpoint="/form-endpoint" fetchImpl={fetchImpl} />);
    await fillNewsletter(user);
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach our form service/);
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
  });

  it('without an endpoint opens a pre-filled e-mail and says so', async () => {
    const user = userEvent.setup();
    const openMailto = vi.fn<(href: string) => void>();
    const fetchImpl = vi.fn<FetchLike>();
    render(<ContactFormView definition={newsletterForm} configuredEndpoint="" openMailto={openMailto} fetchImpl={fetchImpl} />);
    await fillNewsletter(user);
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(openMailto).toHaveBeenCalledTimes(1);
    const href = openMailto.mock.calls[0]![0];
    expect(new URL(href).searchParams.get('body')).toContain('E-mail address: ada@example.com');
    const panel = screen.getByRole('status', {name: 'Finish sending in your e-mail program'});
    expect(panel).toHaveFocus();
    expect(panel).toHaveTextContent('hello@genai-enterprise.example');
    // Not sent yet, so the draft stays.
    expect(sessionStorage.getItem(draftKey(newsletterForm))).toContain('ada@example.com');
  });

  it('restores a draft from this tab and can clear it', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(
      draftKey(newsletterForm),
      JSON.stringify({formVersion: 1, values: {email: 'back@example.com', name: 'Ada', topics: ['events'], consent: false}}),
    );
    render(<ContactFormView definition={newsletterForm} configuredEndpoint="" />);
    expect(await screen.findByText(/We restored what you typed earlier/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('back@example.com');
    expect(screen.getByLabelText('Events and training dates')).toBeChecked();
    await user.click(screen.getByRole('button', {name: 'Clear the form'}));
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
    expect(sessionStorage.getItem(draftKey(newsletterForm))).toBeNull();
  });

  it('pre-selects the offering from ?offering= and ignores unknown ids', async () => {
    window.history.replaceState(null, '', '/contact/project-request?offering=managed-security');
    const {unmount} = render(<ContactFormView definition={projectRequestForm} configuredEndpoint="" />);
    await waitFor(() => expect(screen.getByLabelText('Service you are interested in')).toHaveValue('managed-security'));
    unmount();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/contact/project-request?offering=unknown');
    render(<ContactFormView definition={projectRequestForm} configuredEndpoint="" />);
    await waitFor(() => expect(screen.getByRole('button', {name: 'Send request'})).toBeEnabled());
    expect(screen.getByLabelText('Service you are interested in')).toHaveValue('');
  });

  it('keeps working when session storage is blocked', async () => {
    const user = userEvent.setup();
    render(<ContactFormView definition={newsletterForm} configuredEndpoint="" getStorage={() => null} />);
    expect(await screen.findByText(/does not let this page keep a draft/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail address'), 'x@example.com');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('x@example.com');
  });

  it('reads the endpoint from the site config, with the test hook taking precedence', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, {status: 204}));
    window.__FORM_ENDPOINT__ = '/form-endpoint';
    render(<ContactForm definition={newsletterForm} />);
    await fillNewsletter(user);
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));
    await screen.findByRole('status', {name: 'Thank you for signing up'});
    expect(fetchSpy).toHaveBeenCalledWith('/form-endpoint', expect.objectContaining({method: 'POST'}));
    fetchSpy.mockRestore();
  });
});
