// My Visits (SPEC.md section 2): the homes whose owner contacts the user opened.
import { useVisits } from '../../api/listing/get-visits.ts';
import { SavedListings } from '../../components/saved-listings.tsx';

export default function VisitsPage() {
  const visits = useVisits();
  return (
    <SavedListings
      title="My Visits"
      listings={visits.data}
      isError={visits.isError}
      empty="No visits yet. When you open an owner's contact details, the home is kept here."
    />
  );
}
