import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

async function contactForm() {
  return screen.findByRole('form', { name: 'Contact form' });
}

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
}

describe('/contact', () => {
  it('shows the emails and the business hours', async () => {
    fakeApi({});
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: "We're here to help" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@footprint.example' })).toHaveAttribute(
      'href',
      'mailto:support@footprint.example',
    );
    expect(screen.getByText('Monday to Friday 9:00 AM to 6:00 PM EST')).toBeInTheDocument();
  });

  it('checks every field before sending and sends nothing while one is wrong', async () => {
    const { requests } = fakeApi({});
    renderApp('/contact');
    const form = await contactForm();
    fill(form, { Email: 'not-an-email' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(within(form).getByText('Please enter your name')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a subject')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a message')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.path === '/api/contact')).toHaveLength(0);
  });

  it('sends the message and confirms it on the page', async () => {
    const { requests } = fakeApi({ 'POST /api/contact': () => ({ status: 201, body: { ok: true } }) });
    renderApp('/contact');
    const form = await contactForm();
    fill(form, {
      Name: ' Sam Example ',
      Email: 'sam@example.com',
      Subject: 'Billing',
      Message: 'How do I cancel?',
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thanks, Sam Example. Your message is on its way.')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/contact')?.body).toEqual({
      name: 'Sam Example',
      email: 'sam@example.com',
      subject: 'Billing',
      message: 'How do I cancel?',
    });
  });

  it('says clearly when the server cannot store the message, and keeps what was typed', async () => {
    fakeApi({ 'POST /api/contact': () => ({ status: 500, body: { error: 'Something went wrong' } }) });
    renderApp('/contact');
    const form = await contactForm();
    fill(form, { Name: 'Sam', Email: 'sam@example.com', Subject: 'Hi', Message: 'Hello' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Please try again, or write to us at support@footprint.example.');
    expect(within(form).getByLabelText('Message')).toHaveValue('Hello');
  });

  it("shows the server's field messages beside the fields", async () => {
    fakeApi({
      'POST /api/contact': () => ({
        status: 400,
        body: { error: 'Please check the highlighted fields', fieldErrors: { subject: ['Keep it shorter'] } },
      }),
    });
    renderApp('/contact');
    const form = await contactForm();
    fill(form, { Name: 'Sam', Email: 'sam@example.com', Subject: 'Hi', Message: 'Hello' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText('Keep it shorter')).toBeInTheDocument();
  });
});

describe('/blog', () => {
  it('lists six articles with their category, date and reading time', async () => {
    fakeApi({});
    renderApp('/blog');
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(6);
    const first = articles[0] as HTMLElement;
    expect(within(first).getByRole('heading')).toHaveTextContent(
      'How to check your own digital footprint in 15 minutes',
    );
    expect(within(first).getByText('Guides')).toBeInTheDocument();
    expect(within(first).getByText('March 18, 2025')).toBeInTheDocument();
    expect(within(first).getByText('6 min read')).toBeInTheDocument();
  });

  it('subscribes an address to the newsletter and confirms it', async () => {
    const { requests } = fakeApi({
      'POST /api/newsletter/subscribe': () => ({ body: { ok: true } }),
    });
    renderApp('/blog');
    const form = await screen.findByRole('form', { name: 'Newsletter' });
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter your email address');

    fireEvent.change(within(form).getByLabelText('Email address'), {
      target: { value: 'reader@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText("You're subscribed. The next issue goes to reader@example.com."),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((request) => request.path === '/api/newsletter/subscribe')?.body).toEqual({
        email: 'reader@example.com',
      }),
    );
  });

  it('says clearly when the subscription fails', async () => {
    fakeApi({ 'POST /api/newsletter/subscribe': () => ({ status: 503 }) });
    renderApp('/blog');
    const form = await screen.findByRole('form', { name: 'Newsletter' });
    fireEvent.change(within(form).getByLabelText('Email address'), {
      target: { value: 'reader@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'We could not subscribe you. Please try again.',
    );
  });
});
