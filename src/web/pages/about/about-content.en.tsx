// /about: what Thikana is for, in our own words.
import { Link } from 'react-router';
import { CITY_NAMES } from '../../../shared/cities.ts';
import {
  linkClass,
  listClass,
  type PlanWords,
  PolicyPage,
  PolicySection,
} from '../../components/content/policy-page.tsx';
import { paths } from '../../paths.ts';

export default function AboutContent({ plan }: { plan: PlanWords }) {
  return (
    <PolicyPage title="About Thikana">
      <p className="text-lg">
        Thikana means "a place to stay". We help you find the best place to stay: your next home or a weekend
        retreat, without the hassle of brokers.
      </p>
      <PolicySection heading="What you can do on Thikana">
        <ul className={listClass}>
          <li>
            Search apartments and independent bungalows, PG/hostels, co-living spaces and weekend homes in{' '}
            {CITY_NAMES.length} cities: {CITY_NAMES.join(', ')}.
          </li>
          <li>Filter by locality, budget, rooms, furnishing, food preference, tenant type and brokerage.</li>
          <li>Save homes to your wishlist and come back to them later.</li>
          <li>
            Schedule visits by contacting owners directly with the contact details on each listing; the homes
            you contact are kept in My Visits.
          </li>
          <li>Find flatmates or co-tenants to share a home and its rent.</li>
          <li>
            List your own space for free, whether you are an owner, a broker, a tenant moving out or a
            flatmate.
          </li>
        </ul>
      </PolicySection>
      <PolicySection heading="How Thikana is paid for">
        <p>
          Thikana charges no brokerage. Searching and listing are free; the only fee is the optional contact
          pass ({plan.price} for {plan.days}) for people who want to reach posters. It never renews by itself.
        </p>
      </PolicySection>
      <PolicySection heading="More from us">
        <p>
          Read renting tips on our{' '}
          <Link to={paths.blogs()} className={linkClass}>
            blog
          </Link>
          , find movers, cleaners and other{' '}
          <Link to={paths.services()} className={linkClass}>
            home services
          </Link>{' '}
          in your city, browse the{' '}
          <Link to={paths.faq()} className={linkClass}>
            FAQ
          </Link>
          , or{' '}
          <Link to={paths.contactUs()} className={linkClass}>
            write to us
          </Link>
          .
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
