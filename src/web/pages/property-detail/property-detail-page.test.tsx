import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DETAIL_IMAGE_SIZES, fallbackSrcOf, srcSetOf } from '../../../shared/photo-srcset.ts';
import { DetailMissing } from '../../components/detail-missing.tsx';
import { applyLanguage } from '../../i18n/i18n.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { aListing, aPhoto } from '../../test/listings.ts';
import { StatusNotice } from './detail-states.tsx';
import { ListingOverview } from './listing-overview.tsx';
import PropertyDetailPage from './property-detail-page.tsx';

const listing = aListing({
  food_allowed: 'VEG',
  photos: [aPhoto(1)],
  amenities: ['Lift', 'Parking'],
  assured: true,
});

const renderPage = () => {
  fakeApi({
    '/api/listing/getListingById': { body: { propertyListing: listing } },
    '/api/listing/getSimilarListings': { body: { properties: [] } },
  });
  const router = createMemoryRouter(
    [{ path: '/propertydetail/:listed_id', element: <PropertyDetailPage /> }],
    {
      initialEntries: ['/propertydetail/7'],
    },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

/** The rows of the overview, under its heading in the language shown. */
const overviewRows = (heading = 'Overview') =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the property detail page', () => {
  it('asks for its first photo exactly as the server preloads it', async () => {
    renderPage();
    const img = await screen.findByRole('img', { name: listing.title });
    expect(img.getAttribute('sizes')).toBe(DETAIL_IMAGE_SIZES);
    expect(img.getAttribute('srcset')).toBe(srcSetOf(listing.photos[0]!, false));
    expect(img.getAttribute('src')).toBe(fallbackSrcOf(listing.photos[0]!, false));
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('reads in English word for word', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: 'Get Contact Info' })).toBeTruthy();
    expect(screen.getByText('per month')).toBeTruthy();
    expect(screen.getByText('Posted by', { exact: false }).textContent).toBe('Posted by Ravi Shetty (Owner)');
    expect(screen.getByText('The poster has not written a description yet.')).toBeTruthy();
    expect(overviewRows()).toEqual([
      'Configuration1BHK',
      'Property TypeApartment',
      'Preferred TenantFamily',
      'Furnishing StatusSemi-Furnished',
      'Food AllowedVeg',
      'CityBengaluru',
      'Possession1 December 2026',
      'OccupancyFull House',
      'Brokerage0 Days',
      'AssuredAssured',
    ]);
  });

  it('reads in Hindi, with its dates, labels and amenities', async () => {
    await applyLanguage('hi');
    renderPage();
    expect(await screen.findByRole('button', { name: 'कॉन्टैक्ट जानकारी पाएँ' })).toBeTruthy();
    expect(screen.getByText('प्रति माह')).toBeTruthy();
    expect(screen.getByText('पोस्ट करने वाले:', { exact: false }).textContent).toBe(
      'पोस्ट करने वाले: Ravi Shetty (मालिक)',
    );
    expect(screen.getByRole('button', { name: 'शेयर करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'इस लिस्टिंग की रिपोर्ट करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'मुख्य जानकारी' })).toBeTruthy();
    expect(overviewRows('मुख्य जानकारी')).toContain('पज़ेशन1 दिसंबर 2026');
    expect(overviewRows('मुख्य जानकारी')).toContain('फ़र्निशिंगसेमी-फ़र्निश्ड');
    const amenities = screen.getByRole('list', { name: 'सुविधाएँ' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['लिफ़्ट', 'पार्किंग']);
    expect(screen.getByText('पोस्ट करने वाले ने अभी कोई विवरण नहीं लिखा है।')).toBeTruthy();
  });
});

describe('a listing read in Hindi', () => {
  it('names the home and its place in Hindi, and keeps what the poster wrote as written', async () => {
    await applyLanguage('hi');
    fakeApi({
      '/api/listing/getListingById': {
        body: { propertyListing: { ...listing, description: 'Sunny flat near Forum Mall, 5 min walk.' } },
      },
      '/api/listing/getSimilarListings': { body: { properties: [] } },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider
          router={createMemoryRouter(
            [{ path: '/propertydetail/:listed_id', element: <PropertyDetailPage /> }],
            {
              initialEntries: ['/propertydetail/7'],
            },
          )}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'कोरमंगला में 1BHK अपार्टमेंट' })).toBeTruthy();
    expect(screen.getByText('कोरमंगला, बेंगलुरु')).toBeTruthy();
    expect(overviewRows('मुख्य जानकारी')).toContain('शहरबेंगलुरु');
    expect(screen.getByRole('img', { name: 'कोरमंगला में 1BHK अपार्टमेंट' })).toBeTruthy();
    expect(screen.getByText('Sunny flat near Forum Mall, 5 min walk.')).toBeTruthy();
  });
});

describe('the states of a detail page in Hindi', () => {
  it('says a listing is gone, or could not be loaded', async () => {
    await applyLanguage('hi');
    const { unmount } = render(
      <RouterProvider router={createMemoryRouter([{ path: '*', element: <DetailMissing /> }])} />,
    );
    expect(screen.getByRole('heading', { name: 'यह प्रॉपर्टी अब लिस्ट नहीं है' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'घर खोजें' })).toBeTruthy();
    unmount();
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '*', element: <DetailMissing failed onRetry={() => {}} /> }])}
      />,
    );
    expect(screen.getByRole('heading', { name: 'हम यह प्रॉपर्टी लोड नहीं कर सके' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });

  it('says a listing is rented out', async () => {
    await applyLanguage('hi');
    render(
      <RouterProvider
        router={createMemoryRouter([
          { path: '*', element: <StatusNotice status="rented" isPoster={false} /> },
        ])}
      />,
    );
    expect(screen.getByText('यह घर किराये पर जा चुका है')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मिलते-जुलते घर खोजें' })).toBeTruthy();
  });

  it('shows "Not yet" for a listing that is not assured', () => {
    render(<ListingOverview listing={{ ...listing, assured: false, occupancy: null, brokerage: null }} />);
    expect(overviewRows().at(-1)).toBe('AssuredNot yet');
    expect(overviewRows()).toHaveLength(8);
  });
});
