// Every live property of the current city (docs/product/screens.md#properties).
import { Link } from 'react-router';
import { usePropertyList } from '../../api/listing/get-property-list.ts';
import { ListingGrid } from '../../components/listing-grid.tsx';
import { paths } from '../../paths.ts';
import { useCurrentCity } from '../../state/location.ts';

export default function PropertiesPage() {
  const city = useCurrentCity();
  const list = usePropertyList(city);
  return (
    <ListingGrid
      title={`Properties in ${city}`}
      intro="The newest homes first. Change the city at the top of the page."
      listings={list.data}
      isError={list.isError}
      onRetry={() => void list.refetch()}
      empty={
        <>
          <p>No properties are listed in {city} yet.</p>
          <Link
            to={paths.addListing()}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Be the first to list one
          </Link>
        </>
      }
    />
  );
}
