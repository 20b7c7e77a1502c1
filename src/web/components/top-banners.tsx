// What shows above the header of every page, loaded after the first render: the offer of a new
// release (update-offer-host.tsx) and, with the test gateway, the test-mode note.
import { TestModeBanner } from './test-mode-banner.tsx';
import { UpdateOfferHost } from './update-offer-host.tsx';

export function TopBanners() {
  return (
    <>
      <UpdateOfferHost />
      <TestModeBanner />
    </>
  );
}
