// The server's and the shared schemas' messages on a form, read in Hindi
// (docs/decisions/0074-server-messages-in-the-readers-language.md): the server answers in English,
// the form shows the Hindi. Fields are found by their names, not their labels, so the test holds
// whichever language the labels are in.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, messageOf } from '../api/client.ts';
import { applyLanguage } from '../i18n/i18n.ts';
import SignupPage from '../pages/signup/signup-page.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { renderWithApp } from '../test/render.tsx';
import { toast, toasterMounted } from '../toast.ts';
import { Checkbox } from './checkbox.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

const COMMON = 'This password is too common. Please choose a less predictable one.';

const control = (name: string) => {
  const found = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!found) throw new Error(`no control named ${name}`);
  return found;
};

/** The error a control is described by: the first id of its aria-describedby. */
const errorOf = (name: string) => {
  const id = control(name).getAttribute('aria-describedby')?.split(' ')[0] ?? '';
  return document.getElementById(id)?.textContent;
};

const submit = () => userEvent.click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!);

describe('a form read in Hindi', () => {
  it('shows the server’s field error in Hindi', async () => {
    const { sent } = fakeApi({
      '/api/user/register': {
        status: 400,
        body: { message: `password: ${COMMON}`, errors: [{ field: 'password', message: COMMON }] },
      },
    });
    await applyLanguage('hi');
    renderWithApp(<SignupPage />, { path: '/signup' });
    await userEvent.type(control('full_name'), 'Asha Kulkarni');
    await userEvent.type(control('email'), 'asha@example.in');
    await userEvent.type(control('mobile_no'), '9876543210');
    await userEvent.type(control('password'), 'password123');
    await userEvent.click(control('consent'));
    await userEvent.click(control('confirm_age_18'));
    await submit();

    await expect.poll(() => control('password').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('password')).toBe('यह पासवर्ड बहुत आम है। कृपया ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।');
    expect(sent.map((s) => s.path)).toEqual(['/api/user/register']);
  });

  it('shows the shared schema’s checks in Hindi, and sends nothing', async () => {
    const { sent } = fakeApi({});
    await applyLanguage('hi');
    renderWithApp(<SignupPage />, { path: '/signup' });
    await userEvent.type(control('mobile_no'), '12345');
    await userEvent.type(control('password'), 'short');
    await submit();

    expect(errorOf('full_name')).toBe('कृपया अपना पूरा नाम डालें');
    expect(errorOf('email')).toBe('कृपया सही ईमेल डालें');
    expect(errorOf('mobile_no')).toBe('कृपया सही 10 अंकों का भारतीय मोबाइल नंबर डालें');
    expect(errorOf('password')).toBe('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए');
    expect(sent).toEqual([]);
  });

  it('switches an error shown to the language picked, and back', async () => {
    render(
      <>
        <Field label="Email" error="Please enter a valid email">
          <Input name="email" />
        </Field>
        <Checkbox label="18+" name="adult" error="Please confirm you are 18 or older" />
      </>,
    );
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();

    await act(() => applyLanguage('hi'));
    expect(errorOf('email')).toBe('कृपया सही ईमेल डालें');
    expect(screen.getByRole('alert').textContent).toBe('कृपया पुष्टि करें कि आपकी उम्र 18 साल या उससे ज़्यादा है');

    await act(() => applyLanguage('en'));
    expect(errorOf('email')).toBe('Please enter a valid email');
  });
});

describe('messageOf read in Hindi', () => {
  it('says the server’s refusal and the fallbacks in Hindi', async () => {
    await applyLanguage('hi');
    const refused = new ApiError(404, 'Property not found', { message: 'Property not found' });
    expect(messageOf(refused)).toBe('प्रॉपर्टी नहीं मिली');
    expect(messageOf(new ApiError(0, 'Network Error'))).toBe('कनेक्शन में गड़बड़ी');
    expect(messageOf(new ApiError(500, 'Something went wrong', { message: 'Something went wrong' }))).toBe(
      'कुछ गड़बड़ हो गई',
    );
    expect(messageOf(new Error('boom'), 'फ़ॉर्म नहीं भेजा जा सका')).toBe('फ़ॉर्म नहीं भेजा जा सका');
  });

  it('says them as the server sent them in English', () => {
    const refused = new ApiError(404, 'Property not found', { message: 'Property not found' });
    expect(messageOf(refused)).toBe('Property not found');
    expect(messageOf(new ApiError(0, 'Network Error'))).toBe('Connection Error');
  });
});

describe('a toast read in Hindi', () => {
  it('says what the server answered in Hindi, and a text it does not know as given', async () => {
    const sonner = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
    toasterMounted(sonner as unknown as Parameters<typeof toasterMounted>[0]);
    await applyLanguage('hi');
    toast.success('Profile Updated');
    toast.error('Too many OTP requests. Please try again in 5 minutes.');
    toast.warning('अपना नाम लिखें');
    await vi.waitFor(() => expect(sonner.warning).toHaveBeenCalledWith('अपना नाम लिखें', expect.anything()));
    expect(sonner.success).toHaveBeenCalledWith('प्रोफ़ाइल अपडेट हो गई', expect.anything());
    expect(sonner.error).toHaveBeenCalledWith(
      'बहुत ज़्यादा OTP माँगे गए हैं। 5 मिनट बाद फिर से कोशिश करें।',
      expect.anything(),
    );
  });
});
