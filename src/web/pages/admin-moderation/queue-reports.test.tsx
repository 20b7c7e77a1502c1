import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModerationItem } from '../../../shared/schemas/trust.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import { QueueReports } from './queue-reports.tsx';

const report = (
  id: number,
  weight: number,
  weight_reason: ModerationItem['reports'][number]['weight_reason'],
  answered = false,
): ModerationItem['reports'][number] => ({
  id,
  reason: 'ALREADY_RENTED',
  details: '',
  reporter_id: id,
  reporter_name: `Reporter ${id}`,
  created_at: '2026-11-22T06:30:00.000Z',
  weight,
  weight_reason,
  answered,
});
const reports = [
  report(1, 0, 'unproven_number'),
  report(2, 1, 'proven_number', true),
  report(3, 2, 'pass_holder_rented'),
  report(4, 0, 'daily_cap'),
];

describe('the reports of a listing in the moderation queue', () => {
  it('show what each weighed toward a pause and why, and which the poster answered', () => {
    fakeApi({});
    renderWithApp(<QueueReports reports={reports} />);
    expect(screen.getByText('Weighed toward a pause: unproven number: 0')).toBeDefined();
    expect(screen.getByText('Weighed toward a pause: proven number: 1')).toBeDefined();
    expect(
      screen.getByText('Weighed toward a pause: pass holder who opened the contact, already rented: 2'),
    ).toBeDefined();
    expect(screen.getByText('Weighed toward a pause: daily cap reached: 0')).toBeDefined();
    expect(screen.getAllByText(/answered by the poster/)).toHaveLength(1);
  });

  it('read in Hindi', async () => {
    fakeApi({});
    await applyLanguage('hi');
    renderWithApp(<QueueReports reports={reports} />);
    expect(screen.getByText('रोकने में कितना वज़न: नंबर प्रमाणित नहीं: 0')).toBeDefined();
    expect(screen.getByText('रोकने में कितना वज़न: दिन की सीमा पूरी: 0')).toBeDefined();
  });
});
