// My Visits (docs/product/screens.md#my-visits): the homes whose owner contacts the user opened.
import { useVisits } from '../../api/listing/get-visits.ts';
import { SavedListings } from '../../components/saved-listings.tsx';
import { useCurrentUser } from '../../state/session.ts';

export default function VisitsPage() {
  const user = useCurrentUser();
  const visits = useVisits(Boolean(user));
  return (
    <SavedListings
      title="My Visits"
      listings={visits.data}
      needsLogin={!user || visits.isError}
      empty="No visits yet. When you open an owner's contact details, the home is kept here."
    />
  );
}
