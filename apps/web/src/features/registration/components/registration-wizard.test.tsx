import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { storageKeys } from '@club/contract/constants';
import { renderApp } from '../../../test/render';
import { polishAnswers, stubServer } from '../testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function draftAt(step: string, values = polishAnswers(), variant = 'standard', returnToReview = false) {
  window.sessionStorage.setItem(
    storageKeys.registrationDraft,
    JSON.stringify({ variant, step, returnToReview, manualAddress: false, values }),
  );
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 3000 });

async function startAtUserStep() {
  const user = userEvent.setup();
  renderApp('/register');
  await user.selectOptions(await screen.findByLabelText(/Country or region/), 'Polska');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await stepHeading('Your details');
  return user;
}

describe('registration: field rules', () => {
  it('asks for a region before going on', async () => {
    stubServer();
    const user = userEvent.setup();
    renderApp('/register');
    await stepHeading('Your country');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose your country.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Your country');
  });

  it("shows the spec's rules inline, in the user's words, as they type", async () => {
    stubServer();
    const user = await startAtUserStep();
    const name = screen.getByLabelText(/First name/);
    await user.type(name, 'J');
    await user.tab();
    expect(await screen.findByText('This is too short.')).toBeTruthy();
    await user.type(name, 'an');
    await waitFor(() => expect(screen.queryByText('This is too short.')).toBeNull());

    await user.type(screen.getByLabelText(/^Email/), 'jan@');
    await user.tab();
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();

    await user.type(screen.getByLabelText(/Mobile phone/), '50abc');
    await user.tab();
    expect(await screen.findByText('Letters are not allowed.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Mobile phone/));
    await user.type(screen.getByLabelText(/Mobile phone/), '12');
    expect(await screen.findByText('Invalid phone number.')).toBeTruthy();
    // The calling code of the region is shown with the phone field.
    expect(screen.getByText('Your number without the country code +48.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy(); // the surname
    // Focus goes to the first field with a problem, so its message is read out with it.
    expect(document.activeElement).toBe(screen.getByLabelText(/Surname/));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Your details');
  });

  it('shows the registration number only where the region asks for it, and checks its length', async () => {
    stubServer();
    draftAt('company', { ...polishAnswers(), company: { ...polishAnswers().company, regions_id: 7, registration_number: '123' } });
    const user = userEvent.setup();
    renderApp('/register');
    await stepHeading('Your company');
    expect(screen.queryByLabelText(/VAT number/)).toBeNull(); // hidden in this region
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The registration number must have at least 6 characters.')).toBeTruthy();
  });

  it('caps multiple choice at 3 and keeps numbers within 1–999999', async () => {
    stubServer();
    draftAt('survey', { ...polishAnswers(), survey: {} });
    const user = userEvent.setup();
    renderApp('/register');
    await stepHeading('About your work');
    for (const a of ['Roofing', 'Windows', 'Carpentry']) await user.click(screen.getByRole('checkbox', { name: a }));
    expect((screen.getByRole('checkbox', { name: 'Renovation' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findAllByText('This field is required.')).toHaveLength(2); // the number and the single choice
    await user.type(screen.getByLabelText(/How many roof windows/), '1234567');
    expect(await screen.findByText('Enter a number from 1 to 999999.')).toBeTruthy();
  });
});

describe('registration: language', () => {
  it("offers the region's language when the user has not chosen one, and switches only when asked", async () => {
    stubServer();
    const user = userEvent.setup();
    renderApp('/register');
    await user.selectOptions(await screen.findByLabelText(/Country or region/), 'Polska');
    expect(await screen.findByText('Would you like to use the club in Polski?')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Keep English' }));
    expect(screen.queryByText('Would you like to use the club in Polski?')).toBeNull();
    expect(window.localStorage.getItem(storageKeys.language)).toBe('en');
  });

  it('does not offer a language to a user who already chose one', async () => {
    stubServer();
    window.localStorage.setItem(storageKeys.language, 'en');
    const user = userEvent.setup();
    renderApp('/register');
    await user.selectOptions(await screen.findByLabelText(/Country or region/), 'Polska');
    expect(await screen.findByText(/New companies here get 50 points/)).toBeTruthy();
    expect(screen.queryByText('Would you like to use the club in Polski?')).toBeNull();
  });
});

describe('registration: uniqueness while typing', () => {
  it('says the email is taken 500 ms after typing stops, asking once per value', async () => {
    const calls = stubServer({ takenEmails: ['taken@example.com'] });
    const user = await startAtUserStep();
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'taken@example.com');
    expect(await screen.findByText('The email has already been taken.', {}, { timeout: 2000 })).toBeTruthy();
    const checks = () => calls.filter((c) => c.path === '/v2/company/validate');
    // One check for the final value, none for what was typed on the way.
    expect(checks().map((c) => c.query.get('email'))).toEqual(['taken@example.com']);

    // Leaving and re-entering the same value does not ask again.
    await user.tab();
    await user.click(email);
    await new Promise((r) => setTimeout(r, 700));
    expect(checks()).toHaveLength(1);

    // The taken email blocks the step.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Your details');

    await user.clear(email);
    await user.type(email, 'free@example.com');
    await waitFor(() => expect(screen.queryByText('The email has already been taken.')).toBeNull());
    await waitFor(() => expect(checks().map((c) => c.query.get('email'))).toEqual(['taken@example.com', 'free@example.com']), {
      timeout: 2000,
    });
  });
});

describe('registration: review', () => {
  it('jumps back to a step from the review and returns straight to the review', async () => {
    stubServer();
    draftAt('review');
    const user = userEvent.setup();
    renderApp('/register');
    await stepHeading('Check your answers');
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('jan@example.com')).toBeTruthy();
    expect(within(details).getByText('+48 501234567')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Company type' }).textContent).toContain('Roofing company');

    await user.click(screen.getByRole('button', { name: 'Edit Your details' }));
    await stepHeading('Your details');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    const surname = screen.getByLabelText(/Surname/);
    await user.clear(surname);
    await user.type(surname, 'Nowak');
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    await stepHeading('Check your answers');
    expect(screen.getByRole('region', { name: 'Your details' }).textContent).toContain('Jan Nowak');
  });

  it('changing the company type from the review leads through the new statement before the review', async () => {
    stubServer();
    draftAt('review');
    const user = userEvent.setup();
    renderApp('/register');
    await stepHeading('Check your answers');
    await user.click(screen.getByRole('button', { name: 'Edit Company type' }));
    await stepHeading('Company type');
    await user.click(screen.getByRole('radio', { name: 'Window company' }));
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    await stepHeading('Declaration');
    expect(screen.getByText('Window declaration text.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'I make this declaration' }));
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    await stepHeading('Check your answers');
  });

  it('needs the terms ticked, then registers and shows the welcome points with a link to sign in', async () => {
    const calls = stubServer();
    draftAt('review');
    const user = userEvent.setup();
    renderApp('/register');
    await stepHeading('Check your answers');
    expect(screen.getByRole('link', { name: 'club terms' }).getAttribute('href')).toBe('https://terms.example/1/standard');
    await user.click(screen.getByRole('button', { name: 'Register my company' }));
    expect(await screen.findByText('You must accept the terms.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/v2/company/register')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: /club terms/ }));
    await user.click(screen.getByRole('button', { name: 'Register my company' }));
    expect(await screen.findByRole('heading', { name: 'Your company is registered' })).toBeTruthy();
    expect(screen.getByText('Welcome to the club! We have credited 50 points to your company.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(window.sessionStorage.getItem(storageKeys.registrationDraft)).toBeNull();

    const sent = calls.find((c) => c.path === '/v2/company/register')?.body;
    expect(sent).toMatchObject({
      decor: false,
      terms_accepted: true,
      company: {
        regions_id: 1,
        company_type: 1,
        disclaimer_accepted: true,
        registration_number: '5213456784',
        registration_number_2: null,
        street: 'ul. Długa',
        house_number: '12',
      },
      installer: { email: 'jan@example.com', phone: '501234567', languages_id: 1, email_consent: true },
    });
    expect((sent as { company: { survey: unknown } }).company.survey).toEqual([
      { question_id: 1, value: 40 },
      { question_id: 2, answer_ids: [1, 2] },
      { question_id: 3, answer_ids: [1] },
    ]);
  });

  it('maps a 400 from the server back to the steps: the list, and the first step with a problem', async () => {
    stubServer({
      register: () => ({
        status: 400,
        body: {
          message: 'The given data was invalid.',
          code: 'validation_failed',
          errors: ['Phone number is not unique.', 'The company registration number has already been taken.'],
          fields: {
            'company.registration_number': ['The company registration number has already been taken.'],
            'installer.phone': ['Phone number is not unique.'],
          },
        },
      }),
    });
    draftAt('review', { ...polishAnswers(), terms_accepted: true });
    const user = userEvent.setup();
    renderApp('/register');
    await stepHeading('Check your answers');
    await user.click(screen.getByRole('button', { name: 'Register my company' }));
    await stepHeading('Your details');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Phone number is not unique.');
    expect(alert.textContent).toContain('The company registration number has already been taken.');
    expect(screen.getAllByText('Phone number is not unique.').length).toBeGreaterThanOrEqual(2); // in the list and under the field
    expect(screen.getByRole('button', { name: 'Back to review' })).toBeTruthy();
  });
});

describe('registration: draft', () => {
  it('saves the answers after 1 s and resumes at the same step after a reload', async () => {
    stubServer();
    const user = await startAtUserStep();
    await user.type(screen.getByLabelText(/First name/), 'Jan');
    await waitFor(() => expect(window.sessionStorage.getItem(storageKeys.registrationDraft) ?? '').toContain('"Jan"'), { timeout: 2500 });
    const saved = JSON.parse(window.sessionStorage.getItem(storageKeys.registrationDraft) ?? '{}') as { step: string };
    expect(saved.step).toBe('user');

    // "Reload": a fresh app in the same session.
    const { unmount } = { unmount: () => document.body.replaceChildren() };
    unmount();
    renderApp('/register');
    await stepHeading('Your details');
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Jan');
  });

  it('does not resume a standard draft in the decor registration', async () => {
    stubServer();
    draftAt('review');
    renderApp('/register/decor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the Installer Club Decor' })).toBeTruthy();
    await stepHeading('Your country');
  });
});

describe('registration: decor variant', () => {
  it('uses the decor survey and terms, and registers with decor: true', async () => {
    const calls = stubServer();
    draftAt('survey', { ...polishAnswers(), survey: {} }, 'decor');
    const user = userEvent.setup();
    renderApp('/register/decor');
    await stepHeading('About your work');
    expect(screen.queryByLabelText(/How many roof windows/)).toBeNull();
    await user.type(screen.getByLabelText(/How many blinds a month/), '25');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('News and offers');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Check your answers');
    expect(screen.getByRole('region', { name: 'About your work' }).textContent).toContain('How many blinds a month?25');
    expect(screen.getByRole('link', { name: 'Decor club terms' }).getAttribute('href')).toBe('https://terms.example/1/decor');
    await user.click(screen.getByRole('checkbox', { name: /Decor club terms/ }));
    await user.click(screen.getByRole('button', { name: 'Register my company' }));
    await screen.findByRole('heading', { name: 'Your company is registered' });
    expect(calls.find((c) => c.path === '/v2/company/register')?.body).toMatchObject({
      decor: true,
      company: { survey: [{ question_id: 11, value: 25 }] },
    });
  });
});

describe('registration: per-region formats (issue 9 item 6)', () => {
  it('refuses junk for Poland: registration number, postal code and house number, with the format as a hint', async () => {
    stubServer();
    draftAt('company', { ...polishAnswers(), company: { ...polishAnswers().company, registration_number: 'abc def' } });
    const user = userEvent.setup();
    renderApp('/register');
    await stepHeading('Your company');
    expect(screen.getByText('NIP / REGON, for example 5213456784')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This number is not valid for your country. Check it against the company register.')).toBeTruthy();
    const number = screen.getByLabelText(/Company registration number/);
    await user.clear(number);
    await user.type(number, '521-345-67-84');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await stepHeading('Company address');
    expect(screen.getByText('For example: 00-950')).toBeTruthy();
    for (const [label, value] of [
      [/Postal code/, 'ABCDEFGH'],
      [/House number/, '?'],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText("Enter the postal code in your country's format.")).toBeTruthy();
    expect(screen.getByText('The house number must contain a digit.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Company address');
  });

  it('preselects the region of the interface language, as the sign-in phone step does', async () => {
    stubServer();
    renderApp('/register', { language: 'pl' });
    const region = (await screen.findByRole('combobox')) as HTMLSelectElement;
    expect(region.value).toBe('1');
  });

  it('a taken email offers "Sign in instead", which opens the sign-in with the email filled in', async () => {
    stubServer({ takenEmails: ['taken@example.com'] });
    const user = await startAtUserStep();
    await user.type(screen.getByLabelText(/^Email/), 'taken@example.com');
    await user.click(await screen.findByRole('link', { name: 'Sign in instead' }, { timeout: 3000 }));
    await screen.findByRole('heading', { level: 2, name: 'Your sign-in details' });
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('taken@example.com');
  });

  it('"Sign in" after registering opens the sign-in with the email filled in', async () => {
    stubServer();
    draftAt('review', { ...polishAnswers(), terms_accepted: true });
    const user = userEvent.setup();
    renderApp('/register');
    await stepHeading('Check your answers');
    await user.click(screen.getByRole('button', { name: 'Register my company' }));
    await screen.findByRole('heading', { name: 'Your company is registered' });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 2, name: 'Your sign-in details' });
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('jan@example.com');
  });
});
