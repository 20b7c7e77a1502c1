import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../i18n/i18n.ts';
import { useSession } from '../state/session.ts';
import { fakeApi } from '../test/fake-api.ts';
import { renderWithApp } from '../test/render.tsx';
import { whatsappUser } from '../test/users.ts';
import { ReportListingButton } from './report-listing-button.tsx';

const listing = { id: 41, title: '2BHK Apartment in Kothrud' };

afterEach(() => useSession.getState().clear());

describe('reporting a listing', () => {
  it('asks for words with "Other", then sends the reason and closes', async () => {
    const { sent } = fakeApi({
      '/api/listing/reportListing': { body: { message: 'Thank you. Our team will look into it.' } },
    });
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<ReportListingButton listing={listing} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Tell us what is wrong', { selector: 'p' })).toBeDefined();
    expect(sent).toEqual([]);

    await userEvent.type(
      screen.getByLabelText('Tell us what is wrong'),
      'The owner asked for a deposit on UPI first',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(sent).toEqual([
      {
        path: '/api/listing/reportListing',
        body: { id: 41, reason: 'OTHER', details: 'The owner asked for a deposit on UPI first' },
      },
    ]);
  });

  it('opens nothing for a visitor', async () => {
    const { sent } = fakeApi({});
    renderWithApp(<ReportListingButton listing={listing} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('asks in Hindi, with the reasons in Hindi', async () => {
    fakeApi({});
    await applyLanguage('hi');
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<ReportListingButton listing={listing} />);
    await userEvent.click(screen.getByRole('button', { name: 'इस लिस्टिंग की रिपोर्ट करें' }));
    expect(await screen.findByRole('dialog', { name: 'इस लिस्टिंग की रिपोर्ट करें' })).toBeTruthy();
    expect(screen.getByText('कोथरूड में 2BHK अपार्टमेंट में क्या गड़बड़ है? हमारी टीम हर रिपोर्ट पढ़ती है।')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'नकली फ़ोटो' })).toBeTruthy();
    expect(screen.getByLabelText('कुछ और बताना है? (ज़रूरी नहीं)')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'अन्य' }));
    expect(screen.getByLabelText('बताइए क्या गड़बड़ है')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रिपोर्ट भेजें' })).toBeTruthy();
  });
});
