// My Visits (docs/product/screens.md#my-visits): the homes whose owner contacts the user opened.

import { useVisits } from '../../api/listing/get-visits.ts';
import { SavedListings } from '../../components/saved-listings.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../state/session.ts';

export default function VisitsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const visits = useVisits(Boolean(user));
  return (
    <SavedListings
      title={t('saved.visitsTitle')}
      listings={visits.data}
      needsLogin={!user || visits.isError}
      empty={t('saved.visitsEmpty')}
    />
  );
}
